import type { TextareaHTMLAttributes } from 'react';
import type { Validator } from '../../validation/validators';
import { FieldShell, type FieldLabelling } from './FieldShell';
import { useFormField } from './useFormField';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'className'
>;

export interface TextAreaFieldProps extends FieldLabelling, NativeTextAreaProps {
  name: string;
  validate?: Validator;
}

/** Free text over several lines (a description, a message). */
export function TextAreaField({ name, label, hint, optional, className, validate, rows = 4, ...native }: TextAreaFieldProps) {
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <textarea
        {...native}
        {...field.controlProps}
        {...field.input}
        rows={rows}
        value={field.input.value ?? ''}
        className="field__input field__input--full field__textarea"
      />
    </FieldShell>
  );
}
