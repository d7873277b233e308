import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form as FinalForm, type FormRenderProps } from 'react-final-form';
import { setIn, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { validateValues, type Rules } from '../../validation/validators';
import type { HeadingLevel } from '../Heading';
import { FormErrorBanner } from './FormErrorBanner';
import { FormContext, defaultIdPrefix } from './formContext';

export interface FormProps<Values extends object> {
  /** Called with valid values only; may return field errors from the server (final-form submission errors). */
  onSubmit: (values: Values) => SubmissionErrors | Promise<SubmissionErrors> | void;
  /** A validator per field; the same rules can run on the gateway with validateValues. */
  rules?: Rules<Values>;
  /** Extra whole-form validation (cross-field checks), merged under the rules' messages. */
  validate?: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  /** For the action log: a field's value when the customer leaves the field (on blur). */
  onCommit?: (name: string, value: unknown) => void;
  /** For the action log: the whole form's values on each valid submit, just before onSubmit. */
  onSubmitValues?: (values: Values) => void;
  /**
   * Replay: the values the customer committed, by field name (as the log recorded them, masked fields
   * masked). When given, the form shows them over its initial values and follows them as they change.
   */
  committedValues?: Readonly<Record<string, unknown>>;
  /** Replay: the text the log writes for a masked value; a select or radio group holding it says it was redacted. */
  redactedValue?: string;
  /** Prefix of field ids; give each form on a page its own. */
  idPrefix?: string;
  /** Level of the error banner's heading, one below the page heading above the form. */
  bannerHeadingLevel?: HeadingLevel;
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
}

/** The initial values with each committed value written at its field name ('drivers[0].dateOfBirth' included). */
export function withCommittedValues<Values extends object>(
  initial: Partial<Values> | undefined,
  committed: Readonly<Record<string, unknown>>,
): Partial<Values> {
  return Object.entries(committed).reduce<object>((values, [name, value]) => setIn(values, name, value), initial ?? {}) as Partial<Values>;
}

/**
 * A react-final-form form with the shared error banner. The form state stays in final-form; the app
 * hears about committed values through onCommit and onSubmitValues.
 */
export function Form<Values extends object>({
  onSubmit,
  rules,
  validate,
  initialValues,
  onCommit,
  onSubmitValues,
  committedValues,
  redactedValue,
  idPrefix = defaultIdPrefix,
  bannerHeadingLevel,
  className,
  children,
  ...aria
}: FormProps<Values>) {
  const [attempt, setAttempt] = useState(0);
  const replayed = committedValues !== undefined;
  const context = useMemo(
    () => ({ idPrefix, commit: onCommit, replayed, redactedValue: replayed ? redactedValue : undefined }),
    [idPrefix, onCommit, replayed, redactedValue],
  );
  const shown = useMemo(
    () => (committedValues ? withCommittedValues(initialValues, committedValues) : initialValues),
    [initialValues, committedValues],
  );
  // final-form re-validates whenever these functions change identity, so they are made once and
  // read the latest props.
  const latest = useRef({ onSubmit, rules, validate, onSubmitValues });
  useEffect(() => {
    latest.current = { onSubmit, rules, validate, onSubmitValues };
  });
  const [validateAll] = useState(() => (values: Values): ValidationErrors => {
    const { rules: currentRules, validate: extra } = latest.current;
    return { ...extra?.(values), ...(currentRules ? validateValues(currentRules, values) : {}) };
  });
  const [submit] = useState(() => (values: Values) => {
    latest.current.onSubmitValues?.(values);
    return latest.current.onSubmit(values);
  });

  return (
    <FinalForm<Values> onSubmit={submit} validate={validateAll} initialValues={shown}>
      {(props) => {
        const handle = async (event: FormEvent<HTMLFormElement>) => {
          await props.handleSubmit(event);
          const state = props.form.getState();
          if (state.submitFailed && (state.hasValidationErrors || state.hasSubmitErrors)) setAttempt((n) => n + 1);
        };
        return (
          <FormContext.Provider value={context}>
            <form noValidate className={className} onSubmit={handle} {...aria}>
              <FormErrorBanner attempt={attempt} headingLevel={bannerHeadingLevel} />
              {typeof children === 'function' ? children(props) : children}
            </form>
          </FormContext.Provider>
        );
      }}
    </FinalForm>
  );
}
