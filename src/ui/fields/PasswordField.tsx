import { useState } from 'react';
import type { Validator } from '../../validation/validators';
import { FieldShell, type FieldLabelling } from './FieldShell';
import { useFormField } from './useFormField';

export interface PasswordFieldProps extends FieldLabelling {
  name: string;
  validate?: Validator;
  /** 'current-password' to sign in, 'new-password' to set one (lets password managers offer a strong one). */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password with a show/hide toggle. Paste and password managers work as in any password input. */
export function PasswordField({ name, label, hint, optional, className, validate, autoComplete = 'current-password' }: PasswordFieldProps) {
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  const [shown, setShown] = useState(false);
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <div className="field__control field__control--password">
        <input
          {...field.controlProps}
          {...field.input}
          value={field.input.value ?? ''}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          className="field__input field__input--full"
        />
        <button type="button" className="field__reveal" aria-controls={field.id} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </FieldShell>
  );
}
