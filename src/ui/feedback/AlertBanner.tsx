import { useId, useState, type ReactNode } from 'react';
import { screenReaderMessages } from '../../validation/messages';
import { classes } from '../fields/FieldShell';
import { Heading, type HeadingLevel } from '../Heading';
import { Button } from './Button';

export type AlertType = 'info' | 'search' | 'error' | 'success';

export interface AlertAction {
  label: string;
  onClick: () => void;
}

export interface AlertBannerProps {
  type: AlertType;
  heading: ReactNode;
  subtext?: ReactNode;
  /** Anything richer than subtext (links, lists). */
  children?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Shows a close button labelled 'Close Alert'. */
  dismissable?: boolean;
  /** Controlled dismissal, so the state can live in a store; without it the banner remembers itself. */
  dismissed?: boolean;
  onDismiss?: () => void;
  action?: AlertAction;
  className?: string;
}

/** An alert banner of section 4: info, search, error or success (its icon drawn by the stylesheet); errors are announced assertively. */
export function AlertBanner({
  type,
  heading,
  subtext,
  children,
  headingLevel = 2,
  dismissable,
  dismissed,
  onDismiss,
  action,
  className,
}: AlertBannerProps) {
  const [dismissedHere, setDismissedHere] = useState(false);
  const headingId = useId();
  if (dismissed ?? dismissedHere) return null;
  const dismiss = () => {
    setDismissedHere(true);
    onDismiss?.();
  };
  return (
    <div
      className={classes('alert-banner', `alert-banner--${type}`, className)}
      role={type === 'error' ? 'alert' : 'status'}
      aria-labelledby={headingId}
    >
      <div className="alert-banner__content">
        <Heading level={headingLevel} id={headingId} className="alert-banner__heading">
          {heading}
        </Heading>
        {subtext && <p className="alert-banner__subtext">{subtext}</p>}
        {children}
        {action && (
          <Button variant="secondary" className="alert-banner__action" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </div>
      {dismissable && (
        <button type="button" className="alert-banner__close" aria-label={screenReaderMessages.closeAlert} onClick={dismiss}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
