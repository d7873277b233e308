import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form as FinalForm, type FormRenderProps } from 'react-final-form';
import { getIn, setIn, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { validateValues, type Rules } from '../../validation/validators';
import { errorCatalogue } from '../../validation/messages';
import { AlertBanner } from '../feedback/AlertBanner';
import type { HeadingLevel } from '../Heading';
import { FormErrorBanner } from './FormErrorBanner';
import { FormContext, defaultIdPrefix, type FormContextValue } from './formContext';

/**
 * What the gateway answered to the last submit, as the store holds it: a message about one field (shown
 * at the field and in the error summary until the customer changes that field), or about the whole form
 * (an error banner above the form until the next submit).
 */
export interface ServerError {
  readonly message: string;
  /** The field the message is about; none for the whole form. */
  readonly field?: string | null;
  /** Heading of a whole-form message's banner. */
  readonly heading?: string;
}

export interface FormProps<Values extends object> {
  /** Called with valid values only; may return field errors from the server (final-form submission errors). */
  onSubmit: (values: Values) => SubmissionErrors | Promise<SubmissionErrors> | void;
  /** A validator per field; the same rules can run on the gateway with validateValues. */
  rules?: Rules<Values>;
  /** Extra whole-form validation (cross-field checks), merged under the rules' messages. */
  validate?: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  /** Initial values that follow the screen (a suggestion that changes) replace only the fields not typed in yet. */
  keepTyped?: boolean;
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
  /** The gateway's refusal of the last submit (from the store); null or absent when there is none. */
  serverError?: ServerError | null;
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
  keepTyped = false,
  onCommit,
  onSubmitValues,
  committedValues,
  redactedValue,
  serverError,
  idPrefix = defaultIdPrefix,
  bannerHeadingLevel,
  className,
  children,
  ...aria
}: FormProps<Values>) {
  const replayed = committedValues !== undefined;
  const [labels] = useState(() => new Map<string, string>());
  const context = useMemo(
    () => ({ idPrefix, commit: onCommit, replayed, redactedValue: replayed ? redactedValue : undefined, labels }),
    [idPrefix, onCommit, replayed, redactedValue, labels],
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
    <FinalForm<Values> onSubmit={submit} validate={validateAll} initialValues={shown} keepDirtyOnReinitialize={keepTyped}>
      {(props) => (
        <FormBody<Values>
          renderProps={props}
          context={context}
          serverError={serverError ?? null}
          bannerHeadingLevel={bannerHeadingLevel}
          className={className}
          aria={aria}
        >
          {children}
        </FormBody>
      )}
    </FinalForm>
  );
}

const sameError = (a: ServerError | null, b: ServerError | null) =>
  a === b || (a !== null && b !== null && a.message === b.message && (a.field ?? null) === (b.field ?? null) && a.heading === b.heading);

/** A server error as the form received it: the values it was about, and the failed attempts before it. */
interface Received {
  readonly error: ServerError;
  readonly values: object;
  readonly attempt: number;
}

interface FormBodyProps<Values extends object> {
  renderProps: FormRenderProps<Values>;
  context: FormContextValue;
  serverError: ServerError | null;
  bannerHeadingLevel?: HeadingLevel;
  className?: string;
  aria: { 'aria-labelledby'?: string };
  children: FormProps<Values>['children'];
}

/**
 * The form element, its error summary and the gateway's refusal. Errors show only after a submit: a
 * click on the submit button always submits (nothing moves under the pointer when a field is left).
 */
function FormBody<Values extends object>({
  renderProps,
  context,
  serverError,
  bannerHeadingLevel,
  className,
  aria,
  children,
}: FormBodyProps<Values>) {
  const { form, values } = renderProps;
  // Increases on each failed submit and each new message about a field: the summary takes focus.
  const [attempt, setAttempt] = useState(0);
  const [received, setReceived] = useState<Received | null>(null);
  if (!sameError(received?.error ?? null, serverError)) {
    // A new answer of the gateway, kept with the values it refused (adjusting state while rendering, as React advises).
    setReceived(serverError ? { error: serverError, values: form.getState().values, attempt } : null);
    if (serverError?.field) setAttempt((n) => n + 1);
  }
  const current = received && sameError(received.error, serverError) ? received : null;
  const field = current?.error.field;
  const fieldErrorShown = Boolean(field && getIn(values, field) === getIn(current.values, field));
  const formError = current && !field && current.attempt === attempt ? current.error : null;
  const serverErrors = useMemo(
    () => (fieldErrorShown && field && current ? { [field]: current.error.message } : undefined),
    [fieldErrorShown, field, current],
  );
  const withServerErrors = useMemo(() => ({ ...context, serverErrors }), [context, serverErrors]);

  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formError) alert.current?.focus();
  }, [formError]);

  const handle = async (event: FormEvent<HTMLFormElement>) => {
    await renderProps.handleSubmit(event);
    const state = form.getState();
    if (state.submitFailed && (state.hasValidationErrors || state.hasSubmitErrors)) setAttempt((n) => n + 1);
  };
  return (
    <FormContext.Provider value={withServerErrors}>
      <form noValidate className={className} onSubmit={handle} {...aria}>
        {formError && (
          <div ref={alert} tabIndex={-1} className="form-server-error">
            <AlertBanner
              type="error"
              heading={formError.heading ?? errorCatalogue.fixSomething}
              subtext={formError.message}
              headingLevel={bannerHeadingLevel}
            />
          </div>
        )}
        <FormErrorBanner attempt={attempt} headingLevel={bannerHeadingLevel} />
        {typeof children === 'function' ? children(renderProps) : children}
      </form>
    </FormContext.Provider>
  );
}
