import type { SelectHTMLAttributes } from 'react';
import type { Validator } from '../../validation/validators';
import { FieldShell, type FieldLabelling } from './FieldShell';
import { useFormField } from './useFormField';
import { useRedactedChoice } from '../form/formContext';

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'className' | 'multiple'
>;

export interface SelectFieldProps extends FieldLabelling, NativeSelectProps {
  name: string;
  options: readonly ChoiceOption[];
  /** First, empty choice; the form keeps '' until one is picked. */
  placeholder?: string;
  validate?: Validator;
}

/** A native select: the most robust choice list on phones and with assistive technology. */
export function SelectField({
  name,
  label,
  hint,
  optional,
  className,
  options,
  placeholder = 'Select',
  validate,
  ...native
}: SelectFieldProps) {
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  // A replayed masked answer is none of the options: a disabled option says so, selected.
  const redacted = useRedactedChoice(field.input.value);
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <select {...native} {...field.controlProps} {...field.input} value={field.input.value ?? ''} className="field__select">
        <option value="">{placeholder}</option>
        {redacted && (
          <option value={redacted} disabled>
            {redacted}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
