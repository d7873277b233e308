import { call, delay, race, select, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import type { ActionLog, LogEntry } from '../src/bus/actionLog';
import { appActions } from '../src/app/catalogue';
import { authActions } from '../src/auth/catalogue';
import { selectMobileApp } from '../src/app/selectors';
import { uploadSessionBatch, type RecordedApp, type SessionBatch } from '../src/contract/sessions';
import { exitBodyLimit, type Recorder } from '../src/recording/recorder';
import { browserRecorder } from '../src/services/recorder';
import { NetworkError, type GatewayAnswer, type Services } from '../src/services/types';
import { recording, storageKeys } from '../config/product';

// Recording puts no actions on the bus: an upload event would itself be recorded and uploaded, for ever.
// For the same reason it calls the gateway directly rather than through callEndpoint (whose failures are events).

/** Most entries sent in one request (a backlog after an offline spell goes in several). */
export const maxEntriesPerRequest = recording.batchSize * 4;

type Outcome = 'stored' | 'refused' | 'retry';

function batchOf(recorder: Recorder, mobileApp: boolean, entries: readonly LogEntry[]): SessionBatch {
  return { app: recorder.app, mobileApp, viewportWidth: recorder.viewportWidth(), entries: [...entries] };
}

function* lastSent(services: Services): SagaIterator<number> {
  const sent: string | null = yield call([services.session, services.session.get], storageKeys.recordingSent);
  return Number(sent ?? 0) || 0;
}

function* sendBatch(services: Services, visitId: string, batch: SessionBatch): SagaIterator<Outcome> {
  try {
    const answer: GatewayAnswer = yield call([services.gateway, services.gateway.send], uploadSessionBatch as never, {
      params: { visitId },
      body: batch,
    });
    if (answer.status < 300) return 'stored';
    // Too large or malformed: sending it again would fail again, so it is let go.
    return answer.status === 413 || answer.status === 400 ? 'refused' : 'retry';
  } catch (error) {
    if (error instanceof NetworkError) return 'retry';
    throw error;
  }
}

/** Uploads everything after the last stored sequence number; stops at the first failure (offline) to retry later. */
export function* uploadPending(services: Services, recorder: Recorder, visitId: string): SagaIterator<number> {
  const mobileApp: boolean = yield select(selectMobileApp);
  for (;;) {
    const sent = yield* lastSent(services);
    const entries = recorder.pendingAfter(sent).slice(0, maxEntriesPerRequest);
    if (entries.length === 0) return sent;
    const outcome: Outcome = yield call(sendBatch, services, visitId, batchOf(recorder, mobileApp, entries));
    if (outcome === 'retry') return sent;
    yield call([services.session, services.session.set], storageKeys.recordingSent, String(entries[entries.length - 1]!.seq));
  }
}

/** On page hide: what is still waiting goes with keepalive (within its size limit); not marked sent, so a reload resends it. */
export function* sendOnExit(services: Services, recorder: Recorder, visitId: string): SagaIterator<void> {
  const mobileApp: boolean = yield select(selectMobileApp);
  let entries = recorder.pendingAfter(yield* lastSent(services)).slice(0, maxEntriesPerRequest);
  while (entries.length > 0 && JSON.stringify(batchOf(recorder, mobileApp, entries)).length > exitBodyLimit)
    entries = entries.slice(0, Math.floor(entries.length / 2));
  if (entries.length === 0) return;
  const token: string | null = yield call([services.auth, services.auth.accessToken]);
  yield call([recorder, recorder.sendOnExit], visitId, batchOf(recorder, mobileApp, entries), token);
}

/** Sign-in (or a page load that finds one) sends at once, so the visit is linked to the party while the token is there. */
const signedInNow = (action: unknown) =>
  authActions.signedIn.match(action) || (authActions.sessionChecked.match(action) && action.payload.signedIn);

function* actionsArrive(count: number): SagaIterator<void> {
  for (let i = 0; i < count; i += 1) yield take('*');
}

export function pageHideChannel(recorder: Recorder): EventChannel<true> {
  return eventChannel((emit) => recorder.onPageHide(() => emit(true)));
}

/** Uploads the visit's action log in batches: every N actions or T seconds, on sign-in, and on page hide. */
export function* recordingSaga(services: Services, recorder: Recorder): SagaIterator<void> {
  const { payload } = (yield take(appActions.started.type)) as ReturnType<typeof appActions.started>;
  const hidden: EventChannel<true> = yield call(pageHideChannel, recorder);
  for (;;) {
    const { hide } = (yield race({
      timer: delay(recording.batchIntervalMs),
      full: call(actionsArrive, recording.batchSize),
      signedIn: take(signedInNow),
      hide: take(hidden),
    })) as { hide?: true };
    if (hide) yield call(sendOnExit, services, recorder, payload.visitId);
    else yield call(uploadPending, services, recorder, payload.visitId);
  }
}

/** The recording of a browser application's visit, as createPortalStore starts it. */
export function recordVisit(app: RecordedApp) {
  return function* recordAppVisit(services: Services, actionLog: ActionLog): SagaIterator<void> {
    yield call(recordingSaga, services, browserRecorder(app, actionLog));
  };
}
