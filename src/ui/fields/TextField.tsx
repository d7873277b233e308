import type { InputHTMLAttributes } from 'react';
import type { Validator } from '../../validation/validators';
import { FieldShell, classes, type FieldLabelling } from './FieldShell';
import { useFormField } from './useFormField';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'type' | 'className'
>;

export interface TextFieldProps extends FieldLabelling, NativeInputProps {
  name: string;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'number';
  validate?: Validator;
  /** Narrow input for short values (ZIP, codes, dates). */
  width?: 'short' | 'medium' | 'full';
}

/** A one-line text field. */
export function TextField({ name, label, hint, optional, className, validate, type = 'text', width = 'full', ...native }: TextFieldProps) {
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <input
        {...native}
        {...field.controlProps}
        {...field.input}
        value={field.input.value ?? ''}
        type={type}
        className={classes('field__input', `field__input--${width}`)}
      />
    </FieldShell>
  );
}
