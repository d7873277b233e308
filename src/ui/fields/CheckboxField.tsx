import type { ReactNode } from 'react';
import type { Validator } from '../../validation/validators';
import { textOf, useFormContext } from '../form/formContext';
import { classes } from './FieldShell';
import { useFormField } from './useFormField';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** How the error summary names the box, when its label is a long sentence ('Terms & Conditions'); the label otherwise. */
  summaryName?: string;
  hint?: ReactNode;
  validate?: Validator;
  className?: string;
}

/** One checkbox kept as true/false, e.g. 'I agree to the Terms & Conditions'. */
export function CheckboxField({ name, label, summaryName, hint, validate, className }: CheckboxFieldProps) {
  const field = useFormField<boolean>(name, { validate, type: 'checkbox', hasHint: Boolean(hint) });
  useFormContext().labels?.set(field.id, summaryName ?? textOf(label));
  return (
    <div className={classes('field', field.error && 'field--error', className)}>
      {field.error && (
        <p id={field.errorId} className="field__error">
          <span className="field__error-icon" aria-hidden="true" />
          {field.error}
        </p>
      )}
      <div className="choice">
        <input
          {...field.controlProps}
          type="checkbox"
          className="choice__input"
          name={name}
          checked={Boolean(field.input.checked)}
          onChange={(e) => field.input.onChange(e.target.checked)}
          onBlur={field.input.onBlur}
          onFocus={field.input.onFocus}
        />
        <label className="choice__label" htmlFor={field.id}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={field.hintId} className="field__hint field__hint--after">
          {hint}
        </p>
      )}
    </div>
  );
}
