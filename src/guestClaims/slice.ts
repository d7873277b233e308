import { reducerOf } from '../bus/reducer';
import type { GuestClaimFiled } from '../contract/guestClaims';
import type { GuestFnolAnswers } from '../shared/guestClaimFiling';
import { guestClaimsActions, type GuestFilingIntent } from './catalogue';

export interface GuestClaimsState {
  /** Reporting a loss: the answers so far, the steps answered, the filing being sent, its refusal, the claim filed. */
  readonly answers: GuestFnolAnswers;
  readonly answered: readonly string[];
  readonly intent: GuestFilingIntent | null;
  readonly submitting: boolean;
  readonly error: string | null;
  /** A step's answer refused, shown at its field until the step is answered again. */
  readonly refused: { readonly step: string; readonly field: string; readonly message: string } | null;
  readonly filed: GuestClaimFiled | null;
}

export const initialGuestClaimsState: GuestClaimsState = {
  answers: {},
  answered: [],
  intent: null,
  submitting: false,
  error: null,
  refused: null,
  filed: null,
};

export const guestClaimsReducer = reducerOf<GuestClaimsState>(initialGuestClaimsState, (on) => {
  on(guestClaimsActions.guestFnolStarted, () => initialGuestClaimsState);
  on(guestClaimsActions.guestFnolAnswersKept, (state, { answers, answered }) => ({
    ...state,
    answers,
    answered,
    error: null,
    refused: null,
    filed: null,
  }));
  on(guestClaimsActions.guestFnolAnswerRefused, (state, refused) => ({ ...state, refused }));
  on(guestClaimsActions.guestFnolSubmitRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(guestClaimsActions.guestFnolIntentCreated, (state, intent) => ({ ...state, intent }));
  on(guestClaimsActions.guestClaimFiled, (_state, { claim }) => ({ ...initialGuestClaimsState, filed: claim }));
  on(guestClaimsActions.guestClaimFilingFailed, (state, { message }) => ({ ...state, submitting: false, error: message }));
});
