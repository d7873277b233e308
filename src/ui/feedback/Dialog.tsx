import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/**
 * While a dialog is open everything else on the page is inert (out of reach of keyboard and screen reader),
 * except live regions, so the page announcement is still heard. Undone when the dialog closes (a layout effect,
 * so it is undone too while the dialog is hidden behind the loading of the next screen).
 */
export function useInertOutside(dialog: RefObject<HTMLElement>) {
  useLayoutEffect(() => {
    const made: Element[] = [];
    for (let node = dialog.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.matches('[aria-live], [role="status"], [role="alert"], script'))
          continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => made.forEach((element) => element.removeAttribute('inert'));
  }, [dialog]);
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: focus stays in the dialog. */
export function wrapFocus(event: KeyboardEvent, dialog: HTMLElement) {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(focusable)).filter(
    (c) => c.getClientRects().length > 0 || c === document.activeElement,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const heading = dialog.querySelector('h1, h2');
  const leaving = event.shiftKey
    ? document.activeElement === first || !dialog.contains(document.activeElement) || document.activeElement === heading
    : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

export interface DialogProps {
  heading: string;
  /** Escape (and the dialog's own close controls) call this. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog (the WAI-ARIA dialog pattern): the page behind is inert, focus moves to its heading, Tab stays
 * inside, Escape closes it, and focus returns to where it was when it opened.
 */
export function Dialog({ heading, onClose, children, className }: DialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useInertOutside(dialog);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && dialog.current) wrapFocus(event, dialog.current);
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div className="dialog__backdrop">
      {/* A modal dialog keeps focus inside and closes on Escape: its own keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className={`dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-heading"
        onKeyDown={onKeyDown}
      >
        <h2 id="dialog-heading" ref={headingRef} tabIndex={-1} className="dialog__heading">
          {heading}
        </h2>
        {children}
      </div>
    </div>
  );
}
