import { call, fork, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  cancelSavedFiling,
  keepSendingSavedFilings,
  filingRefused,
  queueFiling,
  queuedFilingCodec,
  refused,
  sendSavedFilings,
  type FilingQueue,
} from './queuedFilings';
import { push } from 'connected-react-router';
import { storageKeys } from '../config/product';
import { claimsActions, type FilingIntent } from '../src/claims/catalogue';
import { FnolAnswers, filingOf, isFnolStep, lossKindOf, nextFnolStep, type FnolStep } from '../src/shared/claimFiling';
import { fnolQuestions } from '../src/validation/questions/fnolQuestions';
import { freeTextAnswers } from '../src/validation/questions/questionTable';
import type { ClaimsState } from '../src/claims/slice';
import { ClaimFiling, FilingNotFileable, fileClaim, type ClaimSummary } from '../src/contract/claims';
import type { ActionOf } from '../src/bus/catalogue';
import type { FlagsState } from '../src/flags/slice';
import type { Services } from '../src/services/types';
import { enterBy, entering, enteringSaga } from './entering';
import { fnolRoutes } from '../src/shared/routes/fnol';
import { claimMessages, errorCatalogue } from '../src/validation/messages';
import type { PoliciesState } from '../src/policies/slice';
import type { ProfileState } from '../src/profile/slice';
import { loadParty, loadPoliciesSummary } from './policyholder';
import { restoreKeptPolicies } from './offlineFiling';
import { selectFilingPolicies } from '../src/claims/selectors';
import type { KeptPolicy } from '../src/shared/keptPolicies';
import { loadPolicyDetails } from './policies';
import { knownAuthStatus } from './navigation';
import { callEndpoint, type ApiResult } from './api';
import { forceSignOut } from './auth';
import { answerFilingStep, filingIntent, keepAnswers, restoredFiling, type ClaimFilingSteps } from './claimFilingSteps';
import { choosePhotos, photosFiled, removePhoto, restorePhotos, type PhotoLine, type PhotoTarget } from './filingPhotos';

// Filing a claim after sign-in: each step's answers are kept in the store and the tab's session, and which step
// follows is decided here from the answers so far; the review's confirmation files the claim once.

type State = { claims: ClaimsState; flags: FlagsState; policies: PoliciesState; profile: ProfileState };
const selectPolicies = (state: State) => state.policies;
const selectProfile = (state: State) => state.profile;

const fnolFiling: ClaimFilingSteps<State, FnolAnswers, ClaimFiling, FnolStep> = {
  answersKept: (kept) => claimsActions.fnolAnswersKept(kept),
  answerRefused: (refused) => claimsActions.fnolAnswerRefused(refused),
  intentCreated: claimsActions.fnolIntentCreated,
  filingFailed: (failure) => claimsActions.claimFilingFailed(failure),
  selectFiling: (state) => state.claims.fnol,
  answersCodec: FnolAnswers,
  storageKey: storageKeys.claimFiling,
  isStep: isFnolStep,
  freeText: freeTextAnswers(fnolQuestions),
  nextStep: nextFnolStep,
  review: 'review',
  goTo: (step) => push(fnolRoutes.fnolStep.to({ step })),
  filingOf,
};

/** The filing's photos and documents (sagas/filingPhotos.ts). */
const fnolPhotos: PhotoLine<State> = {
  line: 'fnol',
  selectPhotos: (state) => state.claims.fnol.photos,
  photosKept: (photos) => claimsActions.fnolPhotosKept({ photos }),
};

/** A step answered: the answers merged and kept, then on to the step the answers lead to. */
export function* answerStep(services: Services, action: ActionOf<typeof claimsActions.fnolStepAnswered>) {
  const { step, answers } = action.payload;
  if (step !== 'select-policy') {
    yield* answerFilingStep(services, fnolFiling, action.payload);
    return;
  }
  // The branch follows the chosen policy's line of business, as the customer's own policies say.
  const policies: readonly KeptPolicy[] = yield select(selectFilingPolicies);
  const policy = policies.find((p) => p.policyNumber === answers.policyNumber);
  const lossKind = policy ? lossKindOf(policy.lineOfBusiness) : null;
  if (!lossKind) {
    yield put(claimsActions.fnolAnswerRefused({ step, field: 'policyNumber', message: claimMessages.policyCannotFile }));
    return;
  }
  yield* answerFilingStep(services, fnolFiling, { step, answers: { policyNumber: answers.policyNumber, lossKind } });
}

/**
 * A step opened: with nothing in the store (a reload) the answers kept in the tab's session come back; the review
 * reached is remembered, so a change made from it returns to it.
 */
function* enterStep(services: Services, { step }: { step: string }) {
  const fnol = yield* restoredFiling(services, fnolFiling);
  // A review with nothing answered (a claim just filed, the browser gone back) is no filing's review.
  if (step === 'review' && fnol.answered.length > 0 && !fnol.answered.includes('review'))
    yield* keepAnswers(services, fnolFiling, { answers: fnol.answers, answered: [...fnol.answered, 'review'] });
  if (step === 'review') yield* restorePhotos(services, fnolPhotos);
  // Last: a step left while this loads must still have been remembered as reached.
  yield call(loadWhatTheStepShows, services, step, fnol.answers);
}

export const onEntering = entering(fnolRoutes, { fnolStep: enterStep });
export const openStep = enterBy(onEntering);

/**
 * What a step shows that the store may not hold after a reload: the customer's policies (the policy step and the
 * review name them), the party's phone and email (offered on the contact step).
 */
function* loadWhatTheStepShows(services: Services, step: string, answers: FnolAnswers) {
  const needsPolicies = step === 'select-policy' || step === 'review';
  const needsParty = step === 'contact-information';
  // The vehicles step and the review name the chosen auto policy's vehicles.
  const vehiclesOf = answers.lossKind === 'auto' && (step === 'other-vehicle' || step === 'review') ? answers.policyNumber : undefined;
  if (!needsPolicies && !needsParty && !vehiclesOf) return;
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const policies: PoliciesState = yield select(selectPolicies);
  const profile: ProfileState = yield select(selectProfile);
  if (needsPolicies && policies.summary.length === 0) yield call(loadPoliciesForFiling, services);
  if (needsParty && profile.party === null) yield call(loadParty, services);
  if (vehiclesOf && policies.detailsStatus[vehiclesOf] !== 'loaded') yield call(loadPolicyDetails, services, vehiclesOf);
}

/** The customer's policies; with no network, the ones kept on this device. */
function* loadPoliciesForFiling(services: Services) {
  const result: { ok: boolean; status?: number | null } = yield call(loadPoliciesSummary, services);
  if (!result.ok && result.status === null) yield call(restoreKeptPolicies, services);
}

/** The review confirmed: the filing is sent once per intent; a failure keeps every answer. */
export function* submitFiling(services: Services) {
  const intent: FilingIntent | null = yield* filingIntent(services, fnolFiling);
  if (intent === null) return;
  const result = yield* sendFiling(services, intent.filing, intent.key);
  if (!result.ok) {
    // No answer at all (no network, or the answer lost): saved on this device and sent, with its key, when the network is back.
    if (result.status === null) {
      yield* queueFiling(services, fnolQueue, intent);
      return;
    }
    if (refused(result)) {
      yield* filingRefused(fnolQueue, result);
      return;
    }
    yield put(claimsActions.claimFilingFailed({ message: `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}` }));
    if (result.status === 401) yield call(forceSignOut, services);
    return;
  }
  yield* claimFiled(services, result.value.claim);
  yield put(push(fnolRoutes.fnolStep.to({ step: 'confirm' })));
  yield* photosFiled(services, fnolPhotos, { key: intent.key, answered: true }, photoTargetOf(result.value.claim));
}

/** A customer's photos go to the claim they filed. */
const photoTargetOf = (claim: ClaimSummary): PhotoTarget => ({ kind: 'claim', fileNumber: claim.fileNumber });

function* sendFiling(services: Services, filing: ClaimFiling, key: string): SagaIterator<ApiResult<{ claim: ClaimSummary }>> {
  return yield* callEndpoint(services, fileClaim, { body: filing, idempotencyKey: key, actionName: 'claimFiling' });
}

function* claimFiled(services: Services, claim: ClaimSummary): SagaIterator<void> {
  yield call([services.session, services.session.remove], storageKeys.claimFiling);
  yield call([services.queries, services.queries.clear]);
  yield put(claimsActions.claimFiled({ claim }));
}

/** The step that asks each answer a refusal can name. */
const stepOfAnswer: Record<FilingNotFileable['correct'], FnolStep> = { policyNumber: 'select-policy', lossDate: 'loss-date' };

/**
 * A filing submitted with no answer from the gateway, saved on this device under the customer's login until it can
 * be sent (sagas/queuedFilings.ts); a sign-in ended meanwhile is asked for again, and the filing sent after it.
 */
const fnolQueue: FilingQueue<State, FnolAnswers, ClaimFiling, FnolStep, ClaimSummary> = {
  line: 'fnol',
  steps: fnolFiling,
  codec: queuedFilingCodec('fnol', ClaimFiling, FnolAnswers),
  send: sendFiling,
  filed: claimFiled,
  filingRoute: fnolRoutes.fnolStep.key,
  confirmation: 'confirm',
  sentNotice: (claim) => ({ heading: claimMessages.savedSentHeading, text: claimMessages.savedSentBody(claim.fileNumber) }),
  signInRefused: (services) => forceSignOut(services),
  queued: (key) => claimsActions.fnolQueued({ key }),
  queuedType: claimsActions.fnolQueued.type,
  savedSent: (sent) => claimsActions.fnolSavedClaimSent(sent),
  lossDateOf: (filing) => filing.lossDate,
  cancelled: (key) => claimsActions.fnolQueuedCancelled({ key }),
  toCorrect: (refusal) =>
    FilingNotFileable.is(refusal) ? { step: stepOfAnswer[refusal.correct], field: refusal.correct, message: refusal.message } : null,
  photos: fnolPhotos,
  photoTarget: photoTargetOf,
};

export const sendQueuedFilings = (services: Services) => sendSavedFilings(services, fnolQueue);
export const keepSendingQueuedFilings = (services: Services) => keepSendingSavedFilings(services, fnolQueue);
export const cancelQueuedFiling = (services: Services) => cancelSavedFiling(services, fnolQueue);

export function* fnolSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  // A filing saved on this device with no network is sent as soon as filing opens online, and when the network returns.
  yield fork(keepSendingQueuedFilings, services);
  yield takeLeading(claimsActions.fnolQueuedCancelRequested.type, cancelQueuedFiling, services);
  yield takeEvery(claimsActions.fnolStepAnswered.type, answerStep, services);
  yield takeEvery(claimsActions.fnolPhotosChosen.type, (action: ActionOf<typeof claimsActions.fnolPhotosChosen>) =>
    choosePhotos(services, fnolPhotos, action.payload),
  );
  yield takeEvery(claimsActions.fnolPhotoRemoveRequested.type, (action: ActionOf<typeof claimsActions.fnolPhotoRemoveRequested>) =>
    removePhoto(services, fnolPhotos, action.payload),
  );
  yield takeLeading(claimsActions.fnolSubmitRequested.type, submitFiling, services);
}
