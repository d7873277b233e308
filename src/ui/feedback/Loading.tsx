import { screenReaderMessages } from '../../validation/messages';

/** A polite status while something loads (spec section 8: the screen-reader text 'loading'). */
export function Loading({ label = screenReaderMessages.loading }: { label?: string }) {
  return (
    <p className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
