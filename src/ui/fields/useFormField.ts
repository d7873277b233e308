import { useField, type UseFieldConfig } from 'react-final-form';
import type { Validator } from '../../validation/validators';
import { fieldId, useFormContext } from '../form/formContext';

export interface FormFieldOptions<T = unknown> extends Omit<UseFieldConfig<T, T>, 'validate'> {
  validate?: Validator;
  hasHint?: boolean;
}

/** The message a field shows: its validation error, or the server's until the field is edited again. */
export function fieldMessage(meta: { error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }): string | undefined {
  const message = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof message === 'string' ? message : undefined;
}

/**
 * One field of a react-final-form form with its accessibility wiring: stable ids, aria-describedby
 * to the hint and the error, and an error shown (and aria-invalid set) only once a submit failed.
 * Leaving a field never shows its error: a message appearing on blur would move the submit button
 * from under the pointer between mouse down and mouse up, and the click would be lost. A message of
 * the gateway about the field shows until the customer changes the field.
 */
export function useFormField<T = unknown>(name: string, { validate, hasHint = false, ...config }: FormFieldOptions<T> = {}) {
  const { idPrefix, commit, serverErrors } = useFormContext();
  const { input, meta } = useField<T, HTMLElement, T>(name, {
    ...config,
    validate: validate && ((value: unknown, allValues: object) => validate(value, allValues)),
  });
  const id = fieldId(name, idPrefix);
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const error = (meta.submitFailed ? fieldMessage(meta) : undefined) ?? serverErrors?.[name];
  const describedBy = [hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const onBlur = () => {
    input.onBlur();
    commit?.(name, input.value);
  };
  return {
    input: { ...input, onBlur },
    meta,
    id,
    hintId,
    errorId,
    error,
    /** Spread on the focusable control. */
    controlProps: { id, 'aria-describedby': describedBy, 'aria-invalid': error ? (true as const) : undefined },
  };
}

export type FormField = ReturnType<typeof useFormField>;
