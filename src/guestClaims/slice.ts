import { reducerOf } from '../bus/reducer';
import type { GuestClaimFiled } from '../contract/guestClaims';
import type { GuestFnolAnswers } from '../shared/guestClaimFiling';
import { claimFilingCases as filing, noClaimFiling, type ClaimFilingState } from '../shared/claimFilingState';
import { guestClaimsActions, type GuestFilingIntent, type HomePhotoDetailsIntent } from './catalogue';

/** Reporting a loss (the filing's fields at the top), sending documents and the home photo tool. */
export interface GuestClaimsState extends ClaimFilingState<GuestFnolAnswers, GuestFilingIntent, GuestClaimFiled> {
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
  ...noClaimFiling,
  upload: initialUpload,
  homePhoto: initialHomePhoto,
};

export const guestClaimsReducer = reducerOf<GuestClaimsState>(initialGuestClaimsState, (on) => {
  on(guestClaimsActions.guestFnolStarted, (state) => ({ ...state, ...noClaimFiling }));
  on(guestClaimsActions.guestFnolAnswersKept, filing.answersKept);
  on(guestClaimsActions.guestFnolAnswerRefused, filing.answerRefused);
  on(guestClaimsActions.guestFnolSubmitRequested, filing.submitRequested);
  on(guestClaimsActions.guestFnolIntentCreated, filing.intentCreated);
  // Its photos stay in view: they are sent to the claim now.
  on(guestClaimsActions.guestClaimFiled, (state, { claim }) => ({ ...state, ...noClaimFiling, filed: claim, photos: state.photos }));
  on(guestClaimsActions.guestClaimFilingFailed, filing.filingFailed);
  on(guestClaimsActions.guestClaimQueued, filing.queued);
  on(guestClaimsActions.guestQueuedClaimCancelled, filing.queueCancelled);
  on(guestClaimsActions.guestClaimPhotosKept, filing.photosKept);
  on(guestClaimsActions.guestUploadClaimEntered, (state, { fileNumber, lossDate }) => ({
    ...state,
    upload: { ...initialUpload, fileNumber, lossDate, looking: true },
  }));
  on(guestClaimsActions.guestUploadClaimFound, (state) => ({ ...state, upload: { ...state.upload, looking: false, error: null } }));
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
