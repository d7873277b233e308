import { call, cancel, delay, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import { callEndpoint } from './api';
import { upgradeEntry } from '../src/bus/replay';
import {
  answerClaimConversation,
  getClaimConversation,
  getClaimConversations,
  getFailedJobs,
  getQuoteLead,
  getQuoteLeads,
  markQuoteLead,
  getFunnel,
  getJourneyReport,
  getOfferPerformance,
  getRecordedSession,
  getSupportAgent,
  searchSessions,
} from '../src/contract/support';
import { intentFor } from './intent';
import { supportActions, type ClaimAnswerIntent } from '../src/support/catalogue';
import { playbackDelay } from '../src/support/replayer';
import type { SupportState } from '../src/support/slice';
import type { Services, SignedInSession } from '../src/services/types';
import { supportRoutes } from '../src/shared/routes';
import { shellPages } from '../src/shared/routes/shell';
import { addressOf } from '../src/shared/address';
import { product } from '../config/product';
import { selectSupport } from '../src/support/selectors';
import { deskChatSaga } from './chat';
import { liveViewSaga } from './liveView';
import { supportCallFailed } from './supportCallFailed';

/** Signing out of the console ends the agent's sign-in in this browser and leaves for the portal's signed-out page. */
export function* signOut(services: Services): SagaIterator<void> {
  yield call([services.auth, services.auth.signOut]);
  yield call([services.queries, services.queries.clear]);
  yield call([services.page, services.page.assign], `${product.basePath}${addressOf(shellPages.forcedLogout, {})}`);
}

export function* search(services: Services, { payload }: ReturnType<typeof supportActions.searchRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, searchSessions, { body: payload });
  if (result.ok) yield put(supportActions.sessionsFound(result.value));
  else yield call(supportCallFailed, services, result);
}

/** Opens a session; entries recorded under an older catalogue are upgraded before anything reads them. */
export function* openSession(services: Services, { payload }: ReturnType<typeof supportActions.sessionOpenRequested>): SagaIterator<void> {
  // Sessions change as they are recorded: every open asks the gateway again.
  const result = yield* callEndpoint(services, getRecordedSession, { params: { visitId: payload.visitId }, fresh: true });
  if (!result.ok) return yield call(supportCallFailed, services, result);
  yield put(supportActions.sessionOpened({ session: result.value.session, entries: result.value.entries.map((e) => upgradeEntry(e)) }));
}

export function* loadFunnel(services: Services, { payload }: ReturnType<typeof supportActions.funnelRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, getFunnel, { body: payload });
  if (result.ok) yield put(supportActions.funnelLoaded(result.value));
  else yield call(supportCallFailed, services, result);
}

export function* loadJourneyReport(services: Services): SagaIterator<void> {
  const result = yield* callEndpoint(services, getJourneyReport, { fresh: true });
  if (result.ok) yield put(supportActions.journeyReportLoaded(result.value));
  else yield call(supportCallFailed, services, result);
}

/** Offers shown, clicked and dismissed as recorded until now: every ask goes to the gateway. */
export function* loadOfferPerformance(services: Services): SagaIterator<void> {
  const result = yield* callEndpoint(services, getOfferPerformance, { fresh: true });
  if (result.ok) yield put(supportActions.offerPerformanceLoaded(result.value));
  else yield call(supportCallFailed, services, result);
}

export function* loadClaimConversations(services: Services): SagaIterator<void> {
  const result = yield* callEndpoint(services, getClaimConversations, { fresh: true });
  if (result.ok) yield put(supportActions.claimConversationsLoaded(result.value));
  else yield call(supportCallFailed, services, result);
}

export function* loadFailedJobs(services: Services): SagaIterator<void> {
  // Jobs fail at any time: every open asks the gateway again.
  const result = yield* callEndpoint(services, getFailedJobs, { fresh: true });
  if (result.ok) yield put(supportActions.failedJobsLoaded(result.value));
  else yield call(supportCallFailed, services, result);
}

export function* openClaimConversation(
  services: Services,
  { payload }: ReturnType<typeof supportActions.claimConversationOpenRequested>,
): SagaIterator<void> {
  // Customers write at any time: every open asks the gateway again.
  const result = yield* callEndpoint(services, getClaimConversation, { params: { fileNumber: payload.fileNumber }, fresh: true });
  if (result.ok) yield put(supportActions.claimConversationOpened(result.value));
  else yield call(supportCallFailed, services, result);
}

/** Prospects who asked to be called: every look asks the gateway again (other agents work the same list). */
export function* loadLeads(services: Services): SagaIterator<void> {
  const result = yield* callEndpoint(services, getQuoteLeads, { fresh: true });
  if (result.ok) yield put(supportActions.leadsLoaded(result.value));
  else yield call(supportCallFailed, services, result);
}

export function* openLead(services: Services, { payload }: ReturnType<typeof supportActions.leadOpenRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, getQuoteLead, { params: { leadId: payload.leadId }, fresh: true });
  if (result.ok) yield put(supportActions.leadOpened(result.value));
  else yield call(supportCallFailed, services, result);
}

export function* markLead(services: Services, { payload }: ReturnType<typeof supportActions.leadMarkRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, markQuoteLead, { params: { leadId: payload.leadId }, body: { status: payload.status } });
  if (result.ok) {
    yield call([services.queries, services.queries.clear]);
    yield put(supportActions.leadMarked(result.value));
  } else yield call(supportCallFailed, services, result);
}

/** Answers as the claim's adjuster; a retry of the same answer keeps its key, so the customer gets it once. */
export function* answerClaim(services: Services, { payload }: ReturnType<typeof supportActions.claimAnswerRequested>): SagaIterator<void> {
  const { answerIntent: kept }: SupportState = yield select(selectSupport);
  const intent: ClaimAnswerIntent = yield* intentFor(services, kept, payload, supportActions.claimAnswerIntentCreated);
  const result = yield* callEndpoint(services, answerClaimConversation, {
    params: { fileNumber: intent.fileNumber },
    body: { body: intent.body },
    idempotencyKey: intent.key,
  });
  if (result.ok) {
    yield call([services.queries, services.queries.clear]);
    yield put(supportActions.claimAnswered(result.value));
  } else {
    // The form keeps the answer for a retry; a lost sign-in or role is handled as on every console call.
    yield put(supportActions.claimAnswerFailed({ message: result.message }));
    if (result.status === 401 || result.status === 403) yield call(supportCallFailed, services, result);
  }
}

/** Steps through the session at the customer's pace (times the speed), until the end or a pause. */
export function* play(): SagaIterator<void> {
  for (;;) {
    const state: SupportState = yield select(selectSupport);
    const entries = state.session?.entries ?? [];
    if (state.step >= entries.length - 1) {
      yield put(supportActions.playbackPaused());
      return;
    }
    yield delay(playbackDelay(entries, state.step, state.speed, state.skipIdle));
    yield put(supportActions.stepSelected({ index: state.step + 1 }));
  }
}

export function* playback(): SagaIterator<void> {
  for (;;) {
    yield take(supportActions.playbackStarted.type);
    const task: Task = yield fork(play);
    yield take([supportActions.playbackPaused.type, supportActions.sessionOpenRequested.type]);
    if (task.isRunning()) yield cancel(task);
  }
}

/**
 * The console needs a signed-in agent; without one it starts the portal's sign-in, returning here. A signed-in
 * user is checked as the console opens (only the gateway knows the role): a customer is refused at once.
 */
export function* checkSignIn(services: Services): SagaIterator<void> {
  const session: SignedInSession | null = yield call([services.auth, services.auth.currentSession]);
  if (session) {
    const agent = yield* callEndpoint(services, getSupportAgent, {});
    if (agent.ok) yield put(supportActions.accessGranted());
    else yield call(supportCallFailed, services, agent);
    return;
  }
  yield put(supportActions.signInRequired());
  yield call([services.auth, services.auth.startSignIn], supportRoutes.supportSessions.to({}));
}

export function* supportRootSaga(services: Services): SagaIterator<void> {
  yield takeLeading(supportActions.signOutRequested.type, signOut, services);
  yield takeLatest(supportActions.searchRequested.type, search, services);
  yield takeLatest(supportActions.sessionOpenRequested.type, openSession, services);
  yield takeLatest(supportActions.funnelRequested.type, loadFunnel, services);
  yield takeLatest(supportActions.journeyReportRequested.type, loadJourneyReport, services);
  yield takeLatest(supportActions.offerPerformanceRequested.type, loadOfferPerformance, services);
  yield takeLatest(supportActions.claimConversationsRequested.type, loadClaimConversations, services);
  yield takeLatest(supportActions.failedJobsRequested.type, loadFailedJobs, services);
  yield takeLatest(supportActions.claimConversationOpenRequested.type, openClaimConversation, services);
  yield takeLatest(supportActions.leadsRequested.type, loadLeads, services);
  yield takeLatest(supportActions.leadOpenRequested.type, openLead, services);
  yield takeLeading(supportActions.leadMarkRequested.type, markLead, services);
  yield takeLeading(supportActions.claimAnswerRequested.type, answerClaim, services);
  yield fork(playback);
  yield fork(deskChatSaga, services);
  yield fork(liveViewSaga, services);
  yield call(checkSignIn, services);
}
