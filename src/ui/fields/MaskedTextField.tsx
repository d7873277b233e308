import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import type { FactoryOpts, InputMask } from 'imask';
import { useForm } from 'react-final-form';
import type { Validator } from '../../validation/validators';
import { FieldShell, classes, type FieldLabelling } from './FieldShell';
import { maskTraits, type MaskName, type MaskTraits } from './maskTraits';
import { loadedMasks, loadMasks } from './maskLoader';
import { useFormField } from './useFormField';
import { useFormContext } from '../form/formContext';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'type' | 'className' | 'inputMode'
>;

export interface MaskedTextFieldProps extends FieldLabelling, NativeInputProps {
  name: string;
  /** One of the masks of section 5. */
  mask: MaskName;
  validate?: Validator;
  width?: 'short' | 'medium' | 'full';
}

/**
 * A text field with an input mask (imask). The mask owns the input's text, so the caret stays where the customer
 * types or deletes and pasted text is re-masked; the form keeps the clean value (or, for `store: 'masked'` masks
 * such as dates, the text as shown). Paste and password managers are never blocked.
 *
 * The mask arrives with the field's first focus or touch (or at once when the field has a value to show): what is
 * typed before it is kept as typed, then masked as soon as it attaches, so no keystroke is lost.
 */
export function MaskedTextField({
  name,
  label,
  hint,
  optional,
  className,
  mask,
  validate,
  width = 'full',
  autoComplete,
  ...native
}: MaskedTextFieldProps) {
  const traits: MaskTraits = maskTraits[mask];
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  const { replayed } = useFormContext();
  const { onChange, value } = field.input;
  const form = useForm();
  const input = useRef<HTMLInputElement>(null);
  const attached = useRef<InputMask<FactoryOpts> | null>(null);
  const [ready, setReady] = useState(() => loadedMasks() !== null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const kept = useCallback(
    (masked: InputMask<FactoryOpts>) => (traits.store === 'masked' ? masked.value : masked.unmaskedValue),
    [traits.store],
  );
  const want = useCallback(() => {
    if (!ready) void loadMasks().then(() => setReady(true));
  }, [ready]);
  const hasValue = Boolean(value);
  useEffect(() => {
    if (hasValue || replayed) want();
  }, [hasValue, replayed, want]);

  // The mask takes over the input as it is: what was typed before it arrived is masked, and the form keeps that.
  useEffect(() => {
    const element = input.current;
    const masks = loadedMasks();
    if (!ready || !element || !masks) return;
    const masked = masks.attachMask(element, mask, (m) => latestOnChange.current(kept(m)));
    attached.current = masked;
    if (element.value !== '') latestOnChange.current(kept(masked));
    return () => {
      masked.destroy();
      attached.current = null;
    };
  }, [ready, mask, kept]);

  // The form's value reaches the input only when it changed elsewhere (initial values, reset, replay). The form is
  // read as it is now, not as it was drawn: text typed since then is already in it, and must not be undone.
  useEffect(() => {
    const element = input.current;
    const formValue = (form.getFieldState(name)?.value as string | undefined) ?? '';
    const masked = attached.current;
    if (!element) return;
    if (!masked) {
      if (element.value !== formValue) element.value = formValue;
      return;
    }
    if (kept(masked) === formValue) return;
    if (traits.store === 'masked') masked.value = formValue;
    else masked.unmaskedValue = formValue;
    // A replayed value the mask cannot hold (a masked card number or date of birth) is shown as the log has it.
    if (replayed && kept(masked) !== formValue) element.value = formValue;
  }, [value, ready, kept, traits.store, replayed, form, name]);

  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <div className={classes('field__control', traits.prefix && 'field__control--prefixed')}>
        {traits.prefix && (
          <span className="field__prefix" aria-hidden="true">
            {traits.prefix}
          </span>
        )}
        <input
          {...native}
          {...field.controlProps}
          ref={input}
          name={name}
          type="text"
          inputMode={traits.inputMode}
          autoComplete={autoComplete ?? traits.autoComplete}
          onInput={(event) => {
            // Until the mask is on the input, what is typed, pasted or filled in by the browser is kept as it is (and
            // masked as soon as the mask attaches); from then on the mask tells each change.
            if (attached.current) return;
            want();
            latestOnChange.current(event.currentTarget.value);
          }}
          onPointerDown={want}
          onBlur={field.input.onBlur}
          onFocus={(event) => {
            want();
            field.input.onFocus(event);
          }}
          className={classes('field__input', `field__input--${width}`)}
        />
      </div>
    </FieldShell>
  );
}
