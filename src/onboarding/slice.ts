import { reducerOf } from '../bus/reducer';
import type { Envelope, EnvelopeSummary, OnboardingProgress } from '../contract/esign';
import { appActions } from '../shell/catalogue';
import { authActions } from '../auth/catalogue';
import { onboardingActions } from './catalogue';

/** The signing view of one envelope: the adopted signature and the places signed so far. */
export interface Signing {
  readonly envelopeId: string;
  readonly signature: string | null;
  readonly signedPlaces: readonly string[];
  /** The one idempotency key of this signing (a double click or retry sends the same). */
  readonly key: string | null;
}

export interface OnboardingState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly progress: OnboardingProgress | null;
  readonly envelopesStatus: 'idle' | 'loaded' | 'failed';
  readonly envelopes: readonly EnvelopeSummary[];
  readonly envelope: Envelope | null;
  readonly envelopeStatus: 'idle' | 'loaded' | 'notFound' | 'failed';
  readonly signing: Signing | null;
  readonly submitting: boolean;
  readonly error: string | null;
  /** The onboarding step a side trip was begun from: the trip's end leads back to it (null: no trip under way). */
  readonly sideTrip: { readonly returnTo: string; readonly category: string } | null;
}

export const initialOnboardingState: OnboardingState = {
  status: 'idle',
  progress: null,
  envelopesStatus: 'idle',
  envelopes: [],
  envelope: null,
  envelopeStatus: 'idle',
  signing: null,
  submitting: false,
  error: null,
  sideTrip: null,
};

const signingOf = (state: OnboardingState, envelopeId: string): Signing =>
  state.signing?.envelopeId === envelopeId ? state.signing : { envelopeId, signature: null, signedPlaces: [], key: null };

export const onboardingReducer = reducerOf(initialOnboardingState, (on) => {
  on(onboardingActions.progressLoaded, (state, { onboarding }) => ({ ...state, status: 'loaded', progress: onboarding }));
  on(onboardingActions.progressLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(onboardingActions.envelopesLoaded, (state, { envelopes }) => ({ ...state, envelopesStatus: 'loaded', envelopes }));
  on(onboardingActions.envelopeLoadFailed, (state) => ({ ...state, envelopesStatus: 'failed', envelopeStatus: 'failed' }));
  on(onboardingActions.envelopeLoaded, (state, { envelope }) => ({ ...state, envelope, envelopeStatus: 'loaded', error: null }));
  on(onboardingActions.envelopeNotFound, (state) => ({ ...state, envelope: null, envelopeStatus: 'notFound' }));
  on(onboardingActions.signatureAdopted, (state, { envelopeId, signature }) => ({
    ...state,
    signing: { ...signingOf(state, envelopeId), signature },
  }));
  on(onboardingActions.placeSigned, (state, { envelopeId, documentId }) => {
    const signing = signingOf(state, envelopeId);
    if (signing.signature === null || signing.signedPlaces.includes(documentId)) return state;
    return { ...state, signing: { ...signing, signedPlaces: [...signing.signedPlaces, documentId] } };
  });
  on(onboardingActions.signIntentCreated, (state, { envelopeId, key }) => ({
    ...state,
    signing: { ...signingOf(state, envelopeId), key },
  }));
  on(onboardingActions.signRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(onboardingActions.declineRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(onboardingActions.stepFinishRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(onboardingActions.paperlessRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(onboardingActions.completeRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(onboardingActions.envelopeSigned, (state, { envelope }) => ({ ...state, envelope, submitting: false, signing: null }));
  on(onboardingActions.esignDeclined, (state) => ({ ...state, submitting: false }));
  on(onboardingActions.stepFinished, (state, { onboarding }) => ({ ...state, progress: onboarding, submitting: false }));
  on(onboardingActions.onboardingCompleted, (state, { onboarding }) => ({ ...state, progress: onboarding, submitting: false }));
  for (const failure of [onboardingActions.signFailed, onboardingActions.declineFailed, onboardingActions.stepFailed])
    on(failure, (state, { message }) => ({ ...state, submitting: false, error: message }));
  on(onboardingActions.sideTripBegun, (state, sideTrip) => ({ ...state, sideTrip }));
  on(appActions.pageViewed, (state, { category }) => ({
    ...state,
    // Back in onboarding, or gone elsewhere than the trip's area, the side trip is over.
    sideTrip: state.sideTrip?.category === category ? state.sideTrip : null,
  }));
  on(authActions.signedOut, () => initialOnboardingState);
});
