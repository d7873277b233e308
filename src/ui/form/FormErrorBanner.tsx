import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FORM_ERROR, getIn } from 'final-form';
import { formBanner } from '../../validation/messages';
import { Heading, type HeadingLevel } from '../Heading';
import { fieldMessage } from '../fields/useFormField';
import { fieldId, useFormContext } from './formContext';

export interface FormErrorBannerProps {
  /** Increases on each failed submit; each increase moves focus to the banner. */
  attempt: number;
  headingLevel?: HeadingLevel;
}

interface Problem {
  name: string;
  message: string;
  target?: string;
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
 * takes focus, and lists a link per field in error with the field's own inline message; a link moves
 * focus to its field. Errors the form has no field for (a server's form-wide error) are listed as text.
 */
export function FormErrorBanner({ attempt, headingLevel = 2 }: FormErrorBannerProps) {
  const form = useForm();
  const { errors, submitErrors, submitFailed, dirtyFieldsSinceLastSubmit } = useFormState({
    subscription: { errors: true, submitErrors: true, submitFailed: true, dirtyFieldsSinceLastSubmit: true },
  });
  const { idPrefix } = useFormContext();
  const headingId = useId();
  const banner = useRef<HTMLDivElement>(null);

  const problems: Problem[] = form.getRegisteredFields().flatMap((name) => {
    const message = fieldMessage({
      error: getIn(errors ?? {}, name),
      submitError: getIn(submitErrors ?? {}, name),
      dirtySinceLastSubmit: Boolean(dirtyFieldsSinceLastSubmit?.[name]),
    });
    return message ? [{ name, message, target: fieldId(name, idPrefix) }] : [];
  });
  const formError: unknown = submitErrors?.[FORM_ERROR];
  if (typeof formError === 'string') problems.push({ name: FORM_ERROR, message: formError });

  const shown = submitFailed && attempt > 0 && problems.length > 0;
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
