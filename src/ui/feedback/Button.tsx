import { useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { screenReaderMessages } from '../../validation/messages';
import { classes } from '../fields/FieldShell';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Shows a spinner while work is under way: the button stays focusable but ignores clicks
   * (aria-disabled, aria-busy), and a polite live region says 'loading' then 'loading complete'.
   * Pass false (not undefined) on buttons that can process, so the live region exists beforehand.
   */
  processing?: boolean;
  /** A toggle button's state (aria-pressed); leave undefined on ordinary buttons. */
  selected?: boolean;
}

/** Announces 'loading' when processing starts and 'loading complete' when it ends. */
function useProcessingAnnouncement(processing: boolean | undefined) {
  const [announcement, setAnnouncement] = useState(processing ? screenReaderMessages.loading : '');
  const [wasProcessing, setWasProcessing] = useState(processing);
  if (processing !== wasProcessing) {
    // Adjusting state to a changed prop during render (React's way), not in an effect.
    setWasProcessing(processing);
    setAnnouncement(processing ? screenReaderMessages.loading : screenReaderMessages.loadingComplete);
  }
  return announcement;
}

export function Button({
  variant = 'primary',
  processing,
  selected,
  className,
  type = 'button',
  onClick,
  children,
  ...native
}: ButtonProps) {
  const announcement = useProcessingAnnouncement(processing);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (processing) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <>
      <button
        {...native}
        type={type}
        className={classes('button', `button--${variant}`, processing && 'button--processing', selected && 'button--selected', className)}
        aria-busy={processing || undefined}
        aria-disabled={processing || native['aria-disabled'] || undefined}
        aria-pressed={selected}
        onClick={click}
      >
        {processing && <span className="button__spinner" aria-hidden="true" />}
        <span className="button__label">{children}</span>
      </button>
      {processing !== undefined && (
        <span className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </span>
      )}
    </>
  );
}
