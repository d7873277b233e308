import { AlertBanner, TechnicalSubmissionError } from '../ui';
import { errorCatalogue } from '../validation/messages';
import type { SubmissionFailure } from '../shared/submission';

/**
 * Why a billing change (automatic payments, payment plan) was not made: a refusal says why in the gateway's
 * words; an unknown outcome (network or server) shows the technical-submission message, since resubmitting
 * sends the same idempotency key.
 */
export function ChangeFailure({ failure, message }: { failure: SubmissionFailure | null; message: string | null }) {
  if (failure === null || message === null) return null;
  // The error banners are alerts themselves.
  if (failure === 'technical') return <TechnicalSubmissionError />;
  return <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={message} />;
}
