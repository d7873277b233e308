import type { ReactNode } from 'react';
import { textOf, useFormContext } from '../form/formContext';

export interface FieldLabelling {
  /** Visible label (legend for groups). */
  label: ReactNode;
  /** Help text under the label, e.g. the address hint or MM/DD/YYYY. */
  hint?: ReactNode;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  className?: string;
}

interface FieldShellProps extends FieldLabelling {
  field: { id: string; hintId?: string; errorId: string; error?: string };
  /** A fieldset with a legend, for radio groups. */
  group?: boolean;
  /** Groups describe themselves (aria-describedby on the fieldset). */
  describedBy?: string;
  children: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Label, hint, inline error and control, in the order a screen reader and the eye meet them. */
export function FieldShell({ field, label, hint, optional, className, group, describedBy, children }: FieldShellProps) {
  // The error summary names each field by its label (a map the form owns; setting it again is harmless).
  useFormContext().labels?.set(field.id, textOf(label));
  const labelText = (
    <>
      {label}
      {optional && <span className="field__optional"> (optional)</span>}
    </>
  );
  const details = (
    <>
      {hint && (
        <p id={field.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {field.error && (
        <p id={field.errorId} className="field__error">
          <span className="field__error-icon" aria-hidden="true" />
          {field.error}
        </p>
      )}
    </>
  );
  const rootClass = classes('field', group && 'field--group', field.error && 'field--error', className);
  return group ? (
    <fieldset className={rootClass} aria-describedby={describedBy}>
      <legend className="field__label">{labelText}</legend>
      {details}
      {children}
    </fieldset>
  ) : (
    <div className={rootClass}>
      <label className="field__label" htmlFor={field.id}>
        {labelText}
      </label>
      {details}
      {children}
    </div>
  );
}

export { classes };
