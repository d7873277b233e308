import * as t from 'io-ts';

/**
 * How a submitted command (a payment, a billing change, and every later change a customer submits) failed: the
 * other side declined it, refused it as it stood, or its outcome is unknown (network or server trouble), in
 * which case resubmitting sends the same idempotency key.
 */
export const SubmissionFailure = t.keyof({ declined: null, technical: null, rejected: null });
export type SubmissionFailure = t.TypeOf<typeof SubmissionFailure>;
