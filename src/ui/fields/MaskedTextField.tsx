import { useCallback, useEffect, useRef, type InputHTMLAttributes } from 'react';
import { useIMask } from 'react-imask';
import type { Validator } from '../../validation/validators';
import { FieldShell, classes, type FieldLabelling } from './FieldShell';
import { masks, type MaskName, type MaskSpec } from './masks';
import { useFormField } from './useFormField';
import { useFormContext } from '../form/formContext';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'type' | 'className' | 'inputMode'
>;

export interface MaskedTextFieldProps extends FieldLabelling, NativeInputProps {
  name: string;
  /** One of the masks of section 5, or a module-constant MaskSpec. */
  mask: MaskName | MaskSpec;
  validate?: Validator;
  width?: 'short' | 'medium' | 'full';
}

/**
 * A text field with an input mask (react-imask). The mask owns the input's text, so the caret stays
 * where the customer types or deletes and pasted text is re-masked; the form keeps the clean value
 * (or, for `store: 'masked'` masks such as dates, the text as shown). Paste and password managers are
 * never blocked.
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
  const spec: MaskSpec = typeof mask === 'string' ? masks[mask] : mask;
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  const { replayed } = useFormContext();
  const { onChange, value } = field.input;
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const onAccept = useCallback(
    (_shown: string, masked: { value: string; unmaskedValue: string }) =>
      latestOnChange.current(spec.store === 'masked' ? masked.value : masked.unmaskedValue),
    [spec.store],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(spec.options, { onAccept });

  // The form's value reaches the input only when it changed elsewhere (initial values, reset, replay).
  useEffect(() => {
    const masked = maskRef.current;
    const formValue = value ?? '';
    if (!masked) return;
    const current = spec.store === 'masked' ? masked.value : masked.unmaskedValue;
    if (current === formValue) return;
    if (spec.store === 'masked') masked.value = formValue;
    else masked.unmaskedValue = formValue;
    // A replayed value the mask cannot hold (a masked card number or date of birth) is shown as the log has it.
    const held = spec.store === 'masked' ? masked.value : masked.unmaskedValue;
    if (replayed && held !== formValue && ref.current) ref.current.value = formValue;
  }, [value, maskRef, ref, spec.store, replayed]);

  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <div className={classes('field__control', spec.prefix && 'field__control--prefixed')}>
        {spec.prefix && (
          <span className="field__prefix" aria-hidden="true">
            {spec.prefix}
          </span>
        )}
        <input
          {...native}
          {...field.controlProps}
          ref={ref}
          name={name}
          type="text"
          inputMode={spec.inputMode}
          autoComplete={autoComplete ?? spec.autoComplete}
          onBlur={field.input.onBlur}
          onFocus={field.input.onFocus}
          className={classes('field__input', `field__input--${width}`)}
        />
      </div>
    </FieldShell>
  );
}
