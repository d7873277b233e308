import type { FilingPhoto } from './filingPhotos';

// Filing a claim, signed in or as a guest: what the store holds of a filing, and how each event of it changes it.

/** A step's answer refused, shown at its field until the step is answered again. */
export interface RefusedAnswer {
  readonly step: string;
  readonly field: string;
  readonly message: string;
}

/** Filing a claim: the answers so far, the steps answered, the filing being sent, its refusal, the claim filed. */
export interface ClaimFilingState<Answers, Intent, Filed> {
  readonly answers: Answers;
  readonly answered: readonly string[];
  readonly intent: Intent | null;
  readonly submitting: boolean;
  readonly error: string | null;
  readonly refused: RefusedAnswer | null;
  readonly filed: Filed | null;
  /** Submitted with no network: saved on this device, sent when the network is back. */
  readonly queued: boolean;
  /** The photos and documents added to it, and where each stands (src/shared/filingPhotos.ts). */
  readonly photos: readonly FilingPhoto[];
}

/** No filing under way: no answer yet, nothing sent. */
export const noClaimFiling: ClaimFilingState<Record<string, never>, never, never> = {
  answers: {},
  answered: [],
  intent: null,
  submitting: false,
  error: null,
  refused: null,
  filed: null,
  queued: false,
  photos: [],
};

type AnyFiling = ClaimFilingState<unknown, unknown, unknown>;

/**
 * The filing after each of its events, whichever domain's events they are (the claim filed is each domain's own
 * case: it may change more than the filing).
 */
export const claimFilingCases = {
  answersKept: <F extends AnyFiling>(filing: F, { answers, answered }: { answers: F['answers']; answered: readonly string[] }): F => ({
    ...filing,
    answers,
    answered,
    error: null,
    refused: null,
    filed: null,
  }),
  answerRefused: <F extends AnyFiling>(filing: F, refused: RefusedAnswer): F => ({ ...filing, refused }),
  submitRequested: <F extends AnyFiling>(filing: F): F => ({ ...filing, submitting: true, error: null }),
  intentCreated: <F extends AnyFiling>(filing: F, intent: NonNullable<F['intent']>): F => ({ ...filing, intent }),
  filingFailed: <F extends AnyFiling>(filing: F, { message }: { message: string }): F => ({
    ...filing,
    submitting: false,
    queued: false,
    error: message,
  }),
  queued: <F extends AnyFiling>(filing: F): F => ({ ...filing, submitting: false, error: null, queued: true }),
  queueCancelled: <F extends AnyFiling>(filing: F): F => ({ ...filing, queued: false }),
  photosKept: <F extends AnyFiling>(filing: F, { photos }: { photos: readonly FilingPhoto[] }): F => ({ ...filing, photos }),
};
