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
  /** Sending documents: the claim named, the look-up under way and its refusal (the grant itself is the upload's). */
  readonly upload: {
    readonly fileNumber: string | null;
    readonly lossDate: string | null;
    readonly looking: boolean;
    readonly error: string | null;
    readonly granted: boolean;
  };
}

const initialUpload: GuestClaimsState['upload'] = { fileNumber: null, lossDate: null, looking: false, error: null, granted: false };

export const initialGuestClaimsState: GuestClaimsState = {
  answers: {},
  answered: [],
  intent: null,
  submitting: false,
  error: null,
  refused: null,
  filed: null,
  upload: initialUpload,
};

export const guestClaimsReducer = reducerOf<GuestClaimsState>(initialGuestClaimsState, (on) => {
  on(guestClaimsActions.guestFnolStarted, (state) => ({ ...initialGuestClaimsState, upload: state.upload }));
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
  on(guestClaimsActions.guestClaimFiled, (state, { claim }) => ({ ...initialGuestClaimsState, upload: state.upload, filed: claim }));
  on(guestClaimsActions.guestClaimFilingFailed, (state, { message }) => ({ ...state, submitting: false, error: message }));
  on(guestClaimsActions.guestUploadClaimEntered, (state, { fileNumber, lossDate }) => ({
    ...state,
    upload: { ...initialUpload, fileNumber, lossDate },
  }));
  on(guestClaimsActions.guestUploadContactEntered, (state) => ({ ...state, upload: { ...state.upload, looking: true, error: null } }));
  on(guestClaimsActions.guestUploadGranted, (state) => ({ ...state, upload: { ...state.upload, looking: false, granted: true } }));
  on(guestClaimsActions.guestUploadLookupFailed, (state, { message }) => ({
    ...state,
    upload: { ...state.upload, looking: false, error: message, granted: false },
  }));
});
