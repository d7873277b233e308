import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  cancelSavedFiling,
  keepSendingSavedFilings,
  queueFiling,
  queuedFilingCodec,
  sendSavedFilings,
  type FilingQueue,
} from './queuedFilings';
import { push } from 'connected-react-router';
import { storageKeys } from '../config/product';
import { guestClaimsActions, type GuestFilingIntent, type HomePhotoDetailsIntent } from '../src/guestClaims/catalogue';
import type { GuestClaimsState } from '../src/guestClaims/slice';
import {
  fileGuestClaim,
  guestUploadGrantHeader,
  findGuestUploadClaim,
  openGuestUpload,
  openHomePhotoUpload,
  sendGuestClaimDetails,
  GuestClaimFiling,
  type GuestClaimFiled,
} from '../src/contract/guestClaims';
import { selectUpload } from '../src/documents/selectors';
import type { UploadState } from '../src/documents/slice';
import { documentsActions } from '../src/documents/catalogue';
import type { ActionOf } from '../src/bus/catalogue';
import { GuestFnolAnswers, guestFilingOf, isGuestFnolStep, nextGuestFnolStep, type GuestFnolStep } from '../src/shared/guestClaimFiling';
import { guestClaimQuestions } from '../src/validation/questions/guestClaimQuestions';
import { freeTextAnswers } from '../src/validation/questions/questionTable';
import type { Services } from '../src/services/types';
import { enterBy, entering, enteringSaga, mergeEntering } from './entering';
import { guestClaimRoutes } from '../src/shared/routes';
import type { GuestUploadStep, HomePhotoStep } from '../src/shared/routes/guestClaims';
import { claimMessages, errorCatalogue } from '../src/validation/messages';
import { callEndpoint, type ApiResult } from './api';
import type { SagaIterator } from 'redux-saga';
import { answerFilingStep, filingIntent, keepAnswers, restoredFiling, type ClaimFilingSteps } from './claimFilingSteps';
import { choosePhotos, photosCancelled, photosFiled, removePhoto, restorePhotos, type PhotoLine, type PhotoTarget } from './filingPhotos';
import { intentFor, type Keyed } from './intent';

// Reporting a loss without signing in: each step's answers are kept in the store and the tab's session, and which
// step follows is decided here from the answers so far; the summary's submit files the claim once, and a failure
// keeps every answer for a retry with the same idempotency key.

const selectGuestFnol = (state: { guestClaims: GuestClaimsState }) => state.guestClaims;

const goTo = (step: GuestFnolStep) => push(guestClaimRoutes.guestFnolStep.to({ step }));
const uploadStep = (step: GuestUploadStep) => push(guestClaimRoutes.guestUpload.to({ step }));

/**
 * A new kind of policy, or a new answer to who files, asks every later question again (what is asked, and of whom,
 * depends on them): the answers left by it.
 */
function askedAgain(fnol: { answers: GuestFnolAnswers }, step: GuestFnolStep, answers: GuestFnolAnswers) {
  if (step === 'select-policy' && answers.line !== fnol.answers.line)
    return { answers: { line: answers.line }, answered: ['intro', 'select-policy'] };
  if (step === 'who-is-filing' && answers.filer !== fnol.answers.filer)
    return { answers: { line: fnol.answers.line, filer: answers.filer }, answered: ['intro', 'select-policy', 'who-is-filing'] };
  return null;
}

const guestFiling: ClaimFilingSteps<{ guestClaims: GuestClaimsState }, GuestFnolAnswers, GuestClaimFiling, GuestFnolStep> = {
  answersKept: (kept) => guestClaimsActions.guestFnolAnswersKept(kept),
  answerRefused: (refused) => guestClaimsActions.guestFnolAnswerRefused(refused),
  intentCreated: guestClaimsActions.guestFnolIntentCreated,
  filingFailed: (failure) => guestClaimsActions.guestClaimFilingFailed(failure),
  selectFiling: selectGuestFnol,
  answersCodec: GuestFnolAnswers,
  storageKey: storageKeys.guestClaimFiling,
  isStep: isGuestFnolStep,
  freeText: freeTextAnswers(guestClaimQuestions),
  nextStep: nextGuestFnolStep,
  review: 'summary',
  goTo,
  askedAgain,
  filingOf: guestFilingOf,
};

/** The report's photos and documents (sagas/filingPhotos.ts). */
const guestPhotos: PhotoLine<{ guestClaims: GuestClaimsState }> = {
  line: 'guest',
  selectPhotos: (state) => state.guestClaims.photos,
  photosKept: (photos) => guestClaimsActions.guestClaimPhotosKept({ photos }),
};

/** A fresh report: nothing kept from an earlier one (its photos not saved with a report are deleted), on to the first question. */
export function* startReport(services: Services) {
  yield call([services.session, services.session.remove], storageKeys.guestClaimFiling);
  yield* photosCancelled(services, guestPhotos, null);
  yield put(goTo('select-policy'));
}

/** A step answered: free text checked, the answers merged and kept, then on to the step the answers lead to. */
export function* answerStep(services: Services, action: ActionOf<typeof guestClaimsActions.guestFnolStepAnswered>) {
  yield* answerFilingStep(services, guestFiling, action.payload);
}

/** A step opened: with nothing in the store (a reload) the answers kept in the tab come back; the summary reached is remembered. */
const reportSteps = entering(guestClaimRoutes, {
  *guestFnolStep(services, { step }) {
    const fnol = yield* restoredFiling(services, guestFiling);
    if (step === 'summary' && !fnol.answered.includes('summary'))
      yield* keepAnswers(services, guestFiling, { answers: fnol.answers, answered: [...fnol.answered, 'summary'] });
    if (step === 'summary') yield* restorePhotos(services, guestPhotos);
  },
});
export const openStep = enterBy(reportSteps);

/** The summary submitted (or a retry): the filing is sent once per intent; a failure keeps every answer. */
export function* submitReport(services: Services) {
  const intent: GuestFilingIntent | null = yield* filingIntent(services, guestFiling);
  if (intent === null) return;
  const result = yield* sendReport(services, intent.filing, intent.key);
  if (!result.ok) {
    // No answer at all (no network, or the answer lost): saved on this device and sent, with its key, when the network is back.
    if (result.status === null) {
      yield* queueFiling(services, guestQueue, intent);
      return;
    }
    // A refusal names what to fix on the summary; anything else (too many look-ups, server) is the submission error.
    if (result.status === 400) {
      yield put(guestClaimsActions.guestClaimFilingFailed({ message: `${errorCatalogue.fixSomething} ${result.message}` }));
      return;
    }
    const message = result.status === 429 ? result.message : `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}`;
    yield put(guestClaimsActions.guestClaimFilingFailed({ message }));
    yield put(goTo('submission-error'));
    return;
  }
  yield* reportFiled(services, result.value.claim);
  yield put(goTo('confirmation'));
  yield* photosFiled(services, guestPhotos, { key: intent.key, answered: true }, photoTargetOf(result.value.claim, intent.filing));
}

/** A guest's photos go to the claim they filed, found by its details as the reporter gave them (held for review). */
const photoTargetOf = (claim: GuestClaimFiled, filing: GuestClaimFiling): PhotoTarget => ({
  kind: 'guestClaim',
  lookup: {
    fileNumber: claim.fileNumber,
    lossDate: filing.incidentDate,
    contact: { name: `${filing.reporter.firstName} ${filing.reporter.lastName}`, email: filing.contact.email, phone: filing.contact.phone },
  },
});

function* reportFiled(services: Services, claim: GuestClaimFiled): SagaIterator<void> {
  yield call([services.session, services.session.remove], storageKeys.guestClaimFiling);
  yield put(guestClaimsActions.guestClaimFiled({ claim }));
}

function* sendReport(services: Services, filing: GuestClaimFiling, key: string): SagaIterator<ApiResult<{ claim: GuestClaimFiled }>> {
  return yield* callEndpoint(services, fileGuestClaim, { body: filing, idempotencyKey: key, actionName: 'guestClaimFiling' });
}

/** A report submitted with no answer from the gateway, saved on this device until it can be sent (sagas/queuedFilings.ts). */
const guestQueue: FilingQueue<{ guestClaims: GuestClaimsState }, GuestFnolAnswers, GuestClaimFiling, GuestFnolStep, GuestClaimFiled> = {
  line: 'guest',
  steps: guestFiling,
  codec: queuedFilingCodec('guest', GuestClaimFiling, GuestFnolAnswers),
  send: sendReport,
  filed: reportFiled,
  filingRoute: guestClaimRoutes.guestFnolStep.key,
  confirmation: 'confirmation',
  sentNotice: (claim) => ({ heading: claimMessages.savedSentHeading, text: claimMessages.savedSentBody(claim.fileNumber) }),
  queued: (key) => guestClaimsActions.guestClaimQueued({ key }),
  queuedType: guestClaimsActions.guestClaimQueued.type,
  savedSent: (sent) => guestClaimsActions.guestSavedClaimSent(sent),
  lossDateOf: (filing) => filing.incidentDate,
  cancelled: (key) => guestClaimsActions.guestQueuedClaimCancelled({ key }),
  notKept: 'submission-error',
  photos: guestPhotos,
  photoTarget: photoTargetOf,
};

export const sendQueuedReports = (services: Services) => sendSavedFilings(services, guestQueue);
const keepSendingQueuedReports = (services: Services) => keepSendingSavedFilings(services, guestQueue);
export const cancelQueuedReport = (services: Services) => cancelSavedFiling(services, guestQueue);

/**
 * The claim named, looked up at once: found, on to who sends; not found (or too many look-ups), the reason at the
 * claim's step while its details are still on screen; the document service down, the outage page.
 */
export function* onClaimEntered(services: Services, action: ActionOf<typeof guestClaimsActions.guestUploadClaimEntered>) {
  const result = yield* callEndpoint(services, findGuestUploadClaim, { body: action.payload, actionName: 'guestUploadClaimLookup' });
  if (result.ok) {
    yield put(guestClaimsActions.guestUploadClaimFound({ fileNumber: result.value.fileNumber }));
    yield put(uploadStep('contact-info'));
    return;
  }
  yield call(lookupFailed, result);
}

function* lookupFailed(result: { status: number | null; message: string }) {
  const refused = result.status !== null && result.status >= 400 && result.status < 500;
  yield put(guestClaimsActions.guestUploadLookupFailed({ message: refused ? result.message : errorCatalogue.system.heading }));
  yield put(uploadStep(refused ? 'claim-info' : 'system-outage'));
}

/**
 * The claim looked up with the sender's contact details: found, the guest chooses files; not found (or too many
 * look-ups), back to the claim's details with the reason; the document service down, the outage page.
 */
export function* lookUpClaim(services: Services, action: ActionOf<typeof guestClaimsActions.guestUploadContactEntered>) {
  const { upload }: GuestClaimsState = yield select(selectGuestFnol);
  if (!upload.fileNumber || !upload.lossDate) {
    yield put(uploadStep('claim-info'));
    return;
  }
  const body = { fileNumber: upload.fileNumber, lossDate: upload.lossDate, contact: action.payload };
  const result = yield* callEndpoint(services, openGuestUpload, { body, actionName: 'guestUploadGrant' });
  if (result.ok) {
    yield put(guestClaimsActions.guestUploadGranted({ fileNumber: result.value.fileNumber, grant: result.value.grant }));
    yield put(uploadStep('file-select'));
    return;
  }
  yield call(lookupFailed, result);
}

/** The chosen files confirmed: on to the sending page, where each is sent with its progress (the documents saga sends). */
function* onFilesConfirmed() {
  yield put(uploadStep('file-upload'));
  yield put(documentsActions.uploadSendRequested());
}

/**
 * A page of the home photo tool opened: its link is checked by the gateway once (again only for another link, or
 * after a refusal). Valid, the claimant may send photos with the grant it opens; expired or altered (any 4xx), the
 * expired-claim screen; the gateway or network down, the system error.
 */
function* checkPhotoLink(services: Services, link: { photoId: string; claimsFileNumber: string }) {
  const { homePhoto }: GuestClaimsState = yield select(selectGuestFnol);
  if (homePhoto.link === 'open' && homePhoto.photoId === link.photoId && homePhoto.fileNumber === link.claimsFileNumber) return;
  const body = { photoId: link.photoId, fileNumber: link.claimsFileNumber };
  const result = yield* callEndpoint(services, openHomePhotoUpload, { body, actionName: 'homePhotoUploadGrant' });
  if (result.ok) {
    yield put(
      guestClaimsActions.homePhotoLinkOpened({ photoId: link.photoId, fileNumber: result.value.fileNumber, grant: result.value.grant }),
    );
    return;
  }
  yield put(guestClaimsActions.homePhotoLinkRefused({ expired: result.status !== null && result.status >= 400 && result.status < 500 }));
}

const photoLinkPages = entering(guestClaimRoutes, { homePhoto: checkPhotoLink, homePhotoStep: checkPhotoLink });
export const openPhotoLink = enterBy(photoLinkPages);

export const onEntering = mergeEntering(reportSteps, photoLinkPages);

const photoStep = (photoId: string, claimsFileNumber: string, step: HomePhotoStep) =>
  push(guestClaimRoutes.homePhotoStep.to({ photoId, claimsFileNumber, step }));

/**
 * The claimant's details about the damage: none, on to the finish; some, sent to the claim once (one key for
 * these words, so a second click or a retry after a lost answer adds one message), then the finish. Refused or
 * failed, the form shows why and keeps what was written; an ended grant is the expired-claim screen.
 */
export function* sendPhotoDetails(services: Services, action: ActionOf<typeof guestClaimsActions.homePhotoDetailsEntered>) {
  const { homePhoto }: GuestClaimsState = yield select(selectGuestFnol);
  const upload: UploadState = yield select(selectUpload);
  const { photoId, fileNumber } = homePhoto;
  if (!photoId || !fileNumber || !upload.guestGrant) return;
  const details = action.payload.details.trim();
  if (details) {
    const intent: Keyed<{ details: string }> = yield* intentFor(
      services,
      homePhoto.detailsIntent,
      { details },
      (created: HomePhotoDetailsIntent) => guestClaimsActions.homePhotoDetailsIntentCreated(created),
    );
    const result = yield* callEndpoint(services, sendGuestClaimDetails, {
      body: { details },
      headers: { [guestUploadGrantHeader]: upload.guestGrant },
      idempotencyKey: intent.key,
      actionName: 'guestClaimDetails',
    });
    if (!result.ok) {
      if (result.status === 401) {
        yield put(guestClaimsActions.homePhotoLinkRefused({ expired: true }));
        return;
      }
      const refused = result.status !== null && result.status >= 400 && result.status < 500;
      yield put(guestClaimsActions.homePhotoDetailsFailed({ message: refused ? result.message : errorCatalogue.technicalSubmission() }));
      return;
    }
  }
  yield put(guestClaimsActions.homePhotoDetailsSent());
  yield put(photoStep(photoId, fileNumber, 'finish'));
}

export function* guestClaimsSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  // A report saved on this device with no network is sent as soon as these pages open online, and when the network returns.
  yield fork(keepSendingQueuedReports, services);
  yield takeLeading(guestClaimsActions.guestQueuedClaimCancelRequested.type, cancelQueuedReport, services);
  yield takeLeading(guestClaimsActions.homePhotoDetailsEntered.type, sendPhotoDetails, services);
  yield takeLatest(guestClaimsActions.guestUploadClaimEntered.type, onClaimEntered, services);
  yield takeLatest(guestClaimsActions.guestUploadContactEntered.type, lookUpClaim, services);
  yield takeEvery(guestClaimsActions.guestUploadFilesConfirmed.type, onFilesConfirmed);
  yield takeEvery(guestClaimsActions.guestFnolStarted.type, startReport, services);
  yield takeEvery(guestClaimsActions.guestFnolStepAnswered.type, answerStep, services);
  yield takeEvery(guestClaimsActions.guestClaimPhotosChosen.type, (action: ActionOf<typeof guestClaimsActions.guestClaimPhotosChosen>) =>
    choosePhotos(services, guestPhotos, action.payload),
  );
  yield takeEvery(
    guestClaimsActions.guestClaimPhotoRemoveRequested.type,
    (action: ActionOf<typeof guestClaimsActions.guestClaimPhotoRemoveRequested>) => removePhoto(services, guestPhotos, action.payload),
  );
  yield takeLeading(guestClaimsActions.guestFnolSubmitRequested.type, submitReport, services);
}
