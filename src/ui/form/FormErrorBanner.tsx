import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FORM_ERROR, getIn } from 'final-form';
import { formBanner } from '../../validation/messages';
import { Heading, type HeadingLevel } from '../Heading';
import { fieldMessage } from '../fields/useFormField';
import { fieldId, useFormContext } from './formContext';

export interface FormErrorBannerProps {
  /** Increases on each failed submit (and each new message of the gateway about a field); each increase moves focus to the banner. */
  attempt: number;
  headingLevel?: HeadingLevel;
}

interface Problem {
  name: string;
  message: string;
  target?: string;
}

/** 'Login ID: Missing required field': the field's label (without a closing '?' or ':') before its message. */
function summaryLine(label: string | undefined, message: string): string {
  const name = (label ?? '').trim().replace(/\s*[?:]$/, '');
  return name ? `${name}: ${message}` : message;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const element = document.getElementById(target);
  if (!element) return;
  event.preventDefault();
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * The error summary (GOV.UK / USWDS pattern): after a failed submit it sits at the top of the form,
 * takes focus, and lists a link per field in error, naming the field by its label before the field's
 * own inline message ('Login ID: Missing required field'); a link moves focus to its field. The
 * gateway's messages about fields are listed the same way; errors the form has no field for (a
 * server's form-wide error) are listed as text.
 */
export function FormErrorBanner({ attempt, headingLevel = 2 }: FormErrorBannerProps) {
  const form = useForm();
  const { errors, submitErrors, submitFailed, dirtyFieldsSinceLastSubmit } = useFormState({
    subscription: { errors: true, submitErrors: true, submitFailed: true, dirtyFieldsSinceLastSubmit: true },
  });
  const { idPrefix, serverErrors, labels } = useFormContext();
  const headingId = useId();
  const banner = useRef<HTMLDivElement>(null);

  const problems: Problem[] = form.getRegisteredFields().flatMap((name) => {
    const message =
      (submitFailed
        ? fieldMessage({
            error: getIn(errors ?? {}, name),
            submitError: getIn(submitErrors ?? {}, name),
            dirtySinceLastSubmit: Boolean(dirtyFieldsSinceLastSubmit?.[name]),
          })
        : undefined) ?? serverErrors?.[name];
    const target = fieldId(name, idPrefix);
    return message ? [{ name, message: summaryLine(labels?.get(target), message), target }] : [];
  });
  const formError: unknown = submitErrors?.[FORM_ERROR];
  if (typeof formError === 'string') problems.push({ name: FORM_ERROR, message: formError });

  const shown = attempt > 0 && problems.length > 0;
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);

  if (!shown) return null;
  return (
    <div ref={banner} className="form-error-banner" role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <Heading level={headingLevel} id={headingId} className="form-error-banner__heading">
        {formBanner.heading}
      </Heading>
      <p className="form-error-banner__body">{formBanner.body}</p>
      <ul className="form-error-banner__list">
        {problems.map((p) => (
          <li key={p.name}>
            {p.target ? (
              <a href={`#${p.target}`} onClick={(e) => focusField(e, p.target as string)}>
                {p.message}
              </a>
            ) : (
              p.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
