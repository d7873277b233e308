import { reducerOf } from '../bus/reducer';
import type { GuestClaimFiled } from '../contract/guestClaims';
import type { GuestFnolAnswers } from '../shared/guestClaimFiling';
import { guestClaimsActions, type GuestFilingIntent, type HomePhotoDetailsIntent } from './catalogue';

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
  /**
   * The home photo tool: its link being checked, open (the grant is the upload's), expired or altered, or not
   * checkable now; the details being sent, their key, and a failure to send them.
   */
  readonly homePhoto: {
    readonly link: 'checking' | 'open' | 'expired' | 'unavailable';
    readonly photoId: string | null;
    readonly fileNumber: string | null;
    readonly sending: boolean;
    readonly detailsIntent: HomePhotoDetailsIntent | null;
    readonly error: string | null;
  };
}

const initialUpload: GuestClaimsState['upload'] = { fileNumber: null, lossDate: null, looking: false, error: null, granted: false };

const initialHomePhoto: GuestClaimsState['homePhoto'] = {
  link: 'checking',
  photoId: null,
  fileNumber: null,
  sending: false,
  detailsIntent: null,
  error: null,
};

export const initialGuestClaimsState: GuestClaimsState = {
  answers: {},
  answered: [],
  intent: null,
  submitting: false,
  error: null,
  refused: null,
  filed: null,
  upload: initialUpload,
  homePhoto: initialHomePhoto,
};

export const guestClaimsReducer = reducerOf<GuestClaimsState>(initialGuestClaimsState, (on) => {
  on(guestClaimsActions.guestFnolStarted, (state) => ({ ...initialGuestClaimsState, upload: state.upload, homePhoto: state.homePhoto }));
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
  on(guestClaimsActions.guestClaimFiled, (state, { claim }) => ({
    ...initialGuestClaimsState,
    upload: state.upload,
    homePhoto: state.homePhoto,
    filed: claim,
  }));
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
  on(guestClaimsActions.homePhotoLinkOpened, (state, { photoId, fileNumber }) => ({
    ...state,
    homePhoto: { ...initialHomePhoto, link: 'open', photoId, fileNumber },
  }));
  on(guestClaimsActions.homePhotoLinkRefused, (state, { expired }) => ({
    ...state,
    homePhoto: { ...initialHomePhoto, link: expired ? 'expired' : 'unavailable' },
  }));
  on(guestClaimsActions.homePhotoDetailsEntered, (state) => ({ ...state, homePhoto: { ...state.homePhoto, sending: true, error: null } }));
  on(guestClaimsActions.homePhotoDetailsIntentCreated, (state, detailsIntent) => ({
    ...state,
    homePhoto: { ...state.homePhoto, detailsIntent },
  }));
  on(guestClaimsActions.homePhotoDetailsSent, (state) => ({
    ...state,
    homePhoto: { ...state.homePhoto, sending: false, detailsIntent: null, error: null },
  }));
  on(guestClaimsActions.homePhotoDetailsFailed, (state, { message }) => ({
    ...state,
    homePhoto: { ...state.homePhoto, sending: false, error: message },
  }));
});
