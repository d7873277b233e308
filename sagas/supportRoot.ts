import { call, cancel, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import { callEndpoint, type ApiResult } from './api';
import { upgradeEntry } from '../src/bus/replay';
import { getFunnel, getJourneyReport, getRecordedSession, searchSessions } from '../src/contract/support';
import { supportActions } from '../src/support/catalogue';
import { playbackDelay } from '../src/support/replayer';
import type { SupportState } from '../src/support/slice';
import type { Services, SignedInSession } from '../src/services/types';
import { supportRoutes } from '../src/shared/routes';
import { selectSupport } from '../src/support/selectors';
import { deskChatSaga } from './chat';

/** A failed support call: 401 sends the agent to sign in, 403 closes the console, anything else is shown. */
function* failed(services: Services, result: Extract<ApiResult<unknown>, { ok: false }>): SagaIterator<void> {
  if (result.status === 401) {
    yield put(supportActions.signInRequired());
    yield call([services.auth, services.auth.startSignIn], supportRoutes.supportSessions.to({}));
  } else if (result.status === 403) {
    yield put(supportActions.accessDenied({ message: result.message }));
  } else {
    yield put(supportActions.callFailed({ message: result.message }));
  }
}

export function* search(services: Services, { payload }: ReturnType<typeof supportActions.searchRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, searchSessions, { body: payload });
  if (result.ok) yield put(supportActions.sessionsFound(result.value));
  else yield call(failed, services, result);
}

/** Opens a session; entries recorded under an older catalogue are upgraded before anything reads them. */
export function* openSession(services: Services, { payload }: ReturnType<typeof supportActions.sessionOpenRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, getRecordedSession, { params: { visitId: payload.visitId } });
  if (!result.ok) return yield call(failed, services, result);
  // Sessions change as they are recorded: the next open asks the gateway again.
  yield call([services.queries, services.queries.clear]);
  yield put(supportActions.sessionOpened({ session: result.value.session, entries: result.value.entries.map((e) => upgradeEntry(e)) }));
}

export function* loadFunnel(services: Services, { payload }: ReturnType<typeof supportActions.funnelRequested>): SagaIterator<void> {
  const result = yield* callEndpoint(services, getFunnel, { body: payload });
  if (result.ok) yield put(supportActions.funnelLoaded(result.value));
  else yield call(failed, services, result);
}

export function* loadJourneyReport(services: Services): SagaIterator<void> {
  yield call([services.queries, services.queries.clear]);
  const result = yield* callEndpoint(services, getJourneyReport, {});
  if (result.ok) yield put(supportActions.journeyReportLoaded(result.value));
  else yield call(failed, services, result);
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

/** The console needs a signed-in agent; without one it starts the portal's sign-in, returning here. */
export function* checkSignIn(services: Services): SagaIterator<void> {
  const session: SignedInSession | null = yield call([services.auth, services.auth.currentSession]);
  if (session) return;
  yield put(supportActions.signInRequired());
  yield call([services.auth, services.auth.startSignIn], supportRoutes.supportSessions.to({}));
}

export function* supportRootSaga(services: Services): SagaIterator<void> {
  yield takeLatest(supportActions.searchRequested.type, search, services);
  yield takeLatest(supportActions.sessionOpenRequested.type, openSession, services);
  yield takeLatest(supportActions.funnelRequested.type, loadFunnel, services);
  yield takeLatest(supportActions.journeyReportRequested.type, loadJourneyReport, services);
  yield fork(playback);
  yield fork(deskChatSaga, services);
  yield call(checkSignIn, services);
}
