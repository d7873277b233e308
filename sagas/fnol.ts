import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { push } from 'connected-react-router';
import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import { storageKeys } from '../config/product';
import { appActions } from '../src/app/catalogue';
import { claimsActions, type FilingIntent } from '../src/claims/catalogue';
import { FnolAnswers, filingOf, fnolFreeText, isFnolStep, lossKindOf, nextFnolStep, type FnolFlags } from '../src/shared/claimFiling';
import type { ClaimsState } from '../src/claims/slice';
import { fileClaim } from '../src/contract/claims';
import type { ActionOf } from '../src/bus/catalogue';
import { fnolFlags } from './fnolFlags';
import type { FlagsState } from '../src/flags/slice';
import type { Services } from '../src/services/types';
import { viewOf } from '../src/shared/route';
import { fnolRoutes } from '../src/shared/routes/fnol';
import { claimMessages, errorCatalogue } from '../src/validation/messages';
import { flaggedFreeText } from '../src/validation/validators';
import type { PoliciesState } from '../src/policies/slice';
import type { ProfileState } from '../src/profile/slice';
import { loadParty, loadPoliciesSummary } from './account';
import { knownAuthStatus } from './navigation';
import { callEndpoint } from './api';
import { forceSignOut } from './auth';
import { intentFor } from './intent';

// Filing a claim after sign-in: each step's answers are kept in the store and the tab's session, and which step
// follows is decided here from the answers so far; the review's confirmation files the claim once.

type State = { claims: ClaimsState; flags: FlagsState; policies: PoliciesState; profile: ProfileState };
const selectFnol = (state: State) => state.claims.fnol;
const selectPolicies = (state: State) => state.policies;
const selectProfile = (state: State) => state.profile;
const Kept = t.type({ answers: FnolAnswers, answered: t.array(t.string) });

/** A step answered: the answers merged and kept, then on to the step the answers lead to. */
export function* answerStep(services: Services, action: ActionOf<typeof claimsActions.fnolStepAnswered>) {
  const { step, answers } = action.payload;
  if (!isFnolStep(step)) return;
  // Free text with a probable account or card number is flagged on its step and goes no further.
  const flagged = flaggedFreeText(answers, fnolFreeText);
  if (flagged) {
    yield put(claimsActions.fnolAnswerRefused({ step, ...flagged }));
    return;
  }
  const fnol: ClaimsState['fnol'] = yield select(selectFnol);
  let chosen: FnolAnswers = answers;
  if (step === 'select-policy') {
    // The branch follows the chosen policy's line of business, as the customer's own policies say.
    const policies: PoliciesState = yield select(selectPolicies);
    const policy = policies.summary.find((p) => p.policyNumber === answers.policyNumber);
    const lossKind = policy ? lossKindOf(policy.lineOfBusiness) : null;
    if (!lossKind) {
      yield put(claimsActions.fnolAnswerRefused({ step, field: 'policyNumber', message: claimMessages.policyCannotFile }));
      return;
    }
    chosen = { policyNumber: answers.policyNumber, lossKind };
  }
  const merged = { ...fnol.answers, ...chosen };
  const answered = fnol.answered.includes(step) ? [...fnol.answered] : [...fnol.answered, step];
  yield call([services.session, services.session.set], storageKeys.claimFiling, JSON.stringify({ answers: merged, answered }));
  yield put(claimsActions.fnolAnswersKept({ answers: merged, answered }));
  const flags: FnolFlags = yield call(fnolFlags);
  // A change made from the review goes back to the review once nothing new is asked.
  const next = nextFnolStep(step, merged, flags);
  const back = fnol.answered.includes('review') && answered.includes(next) ? 'review' : next;
  yield put(push(fnolRoutes.fnolStep.to({ step: back })));
}

/**
 * A step opened: with nothing in the store (a reload) the answers kept in the tab's session come back; the review
 * reached is remembered, so a change made from it returns to it.
 */
export function* openStep(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  const view = viewOf(action.payload, fnolRoutes.fnolStep);
  if (!view) return;
  let fnol: ClaimsState['fnol'] = yield select(selectFnol);
  if (fnol.answered.length === 0) {
    const raw: string | null = yield call([services.session, services.session.get], storageKeys.claimFiling);
    const kept = Kept.decode(parseJson(raw));
    if (isRight(kept)) {
      yield put(claimsActions.fnolAnswersKept(kept.right));
      fnol = yield select(selectFnol);
    }
  }
  // A review with nothing answered (a claim just filed, the browser gone back) is no filing's review.
  if (view.step === 'review' && fnol.answered.length > 0 && !fnol.answered.includes('review')) {
    const answered = [...fnol.answered, 'review'];
    yield call([services.session, services.session.set], storageKeys.claimFiling, JSON.stringify({ answers: fnol.answers, answered }));
    yield put(claimsActions.fnolAnswersKept({ answers: fnol.answers, answered }));
  }
  // Last: a step left while this loads must still have been remembered as reached.
  yield call(loadWhatTheStepShows, services, view.step);
}

/**
 * What a step shows that the store may not hold after a reload: the customer's policies (the policy step and the
 * review name them), the party's phone and email (offered on the contact step).
 */
function* loadWhatTheStepShows(services: Services, step: string) {
  const needsPolicies = step === 'select-policy' || step === 'review';
  const needsParty = step === 'contact-information';
  if (!needsPolicies && !needsParty) return;
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const policies: PoliciesState = yield select(selectPolicies);
  const profile: ProfileState = yield select(selectProfile);
  if (needsPolicies && policies.summary.length === 0) yield call(loadPoliciesSummary, services);
  if (needsParty && profile.party === null) yield call(loadParty, services);
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The review confirmed: the filing is sent once per intent; a failure keeps every answer. */
export function* submitFiling(services: Services) {
  const fnol: ClaimsState['fnol'] = yield select(selectFnol);
  const flags: FnolFlags = yield call(fnolFlags);
  const filing = filingOf(fnol.answers, flags);
  if (filing === null) {
    yield put(claimsActions.claimFilingFailed({ message: errorCatalogue.fixSomething }));
    return;
  }
  const intent: FilingIntent = yield* intentFor(services, fnol.intent, { filing }, claimsActions.fnolIntentCreated);
  const result = yield* callEndpoint(services, fileClaim, { body: intent.filing, idempotencyKey: intent.key, actionName: 'claimFiling' });
  if (!result.ok) {
    yield put(claimsActions.claimFilingFailed({ message: `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}` }));
    if (result.status === 401) yield call(forceSignOut, services);
    return;
  }
  yield call([services.session, services.session.remove], storageKeys.claimFiling);
  yield call([services.queries, services.queries.clear]);
  yield put(claimsActions.claimFiled({ claim: result.value.claim }));
  yield put(push(fnolRoutes.fnolStep.to({ step: 'confirm' })));
}

export function* fnolSaga(services: Services) {
  yield takeLatest(appActions.pageViewed.type, openStep, services);
  yield takeEvery(claimsActions.fnolStepAnswered.type, answerStep, services);
  yield takeLeading(claimsActions.fnolSubmitRequested.type, submitFiling, services);
}
