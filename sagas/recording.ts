import { call, delay, fork, race, select, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import type { ActionLog, LogEntry } from '../src/bus/actionLog';
import { appActions } from '../src/shell/catalogue';
import { authActions } from '../src/auth/catalogue';
import { selectMobileApp } from '../src/shell/selectors';
import { selectSharingLive } from '../src/chat/selectors';
import {
  RecordedVisitStarted,
  startRecordedVisit,
  uploadSessionBatch,
  visitSecretHeader,
  type RecordedApp,
  type SessionBatch,
} from '../src/contract/sessions';
import { exitBodyLimit, type RecordedVisit, type Recorder } from '../src/recording/recorder';
import { browserRecorder } from '../src/services/recorder';
import { NetworkError, type GatewayAnswer, type Services } from '../src/services/types';
import { recording, storageKeys } from '../config/product';

// Recording puts no actions on the bus: an upload event would itself be recorded and uploaded, for ever.
// For the same reason it calls the gateway directly rather than through callEndpoint (whose failures are events).

/** Most entries sent in one request (a backlog after an offline spell goes in several). */
export const maxEntriesPerRequest = recording.batchSize * 4;

type Outcome = 'stored' | 'refused' | 'notOurs' | 'retry';

const batchOf = (entries: readonly LogEntry[]): SessionBatch => ({ entries: [...entries] });

function* lastSent(services: Services): SagaIterator<number> {
  const sent: string | null = yield call([services.session, services.session.get], storageKeys.recordingSent);
  return Number(sent ?? 0) || 0;
}

/** The visit this tab records into, as its gateway started it (null before that). */
function* storedVisit(services: Services): SagaIterator<RecordedVisit | null> {
  const visitId: string | null = yield call([services.session, services.session.get], storageKeys.visitId);
  const raw: string | null = yield call([services.session, services.session.get], storageKeys.recordingVisit);
  try {
    const stored = RecordedVisitStarted.decode(JSON.parse(raw ?? 'null'));
    return stored._tag === 'Right' && stored.right.visitId === visitId ? stored.right : null;
  } catch {
    return null;
  }
}

/**
 * A new visit id for this tab, when the gateway will not take more of the old one: the visit belongs to a
 * customer who has signed out (or whose sign-in expired), or its id was taken. What follows is recorded there.
 */
function* nextVisit(services: Services): SagaIterator<void> {
  const id: string = yield call([services.ids, services.ids.newId]);
  yield call([services.session, services.session.set], storageKeys.visitId, id);
  yield call([services.session, services.session.remove], storageKeys.recordingVisit);
}

/** The visit to record into: the stored one, or one the gateway starts now (with this tab's details, set once). */
export function* currentVisit(services: Services, recorder: Recorder): SagaIterator<RecordedVisit | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const stored: RecordedVisit | null = yield* storedVisit(services);
    if (stored) return stored;
    const visitId: string | null = yield call([services.session, services.session.get], storageKeys.visitId);
    if (!visitId) return null;
    const mobileApp: boolean = yield select(selectMobileApp);
    let answer: GatewayAnswer;
    try {
      answer = yield call([services.gateway, services.gateway.send], startRecordedVisit as never, {
        params: { visitId },
        body: { app: recorder.app, mobileApp, viewportWidth: Math.max(0, Math.round(recorder.viewportWidth())) },
      });
    } catch (error) {
      if (error instanceof NetworkError) return null;
      throw error;
    }
    const started = RecordedVisitStarted.decode(answer.body);
    if (answer.status < 300 && started._tag === 'Right') {
      yield call([services.session, services.session.set], storageKeys.recordingVisit, JSON.stringify(started.right));
      return started.right;
    }
    // Taken (an answer lost on the way, a copied tab): this tab goes on under a new id; anything else waits.
    if (answer.status !== 409) return null;
    yield* nextVisit(services);
  }
  return null;
}

function* sendBatch(services: Services, visit: RecordedVisit, batch: SessionBatch): SagaIterator<Outcome> {
  try {
    const answer: GatewayAnswer = yield call([services.gateway, services.gateway.send], uploadSessionBatch as never, {
      params: { visitId: visit.visitId },
      body: batch,
      headers: { [visitSecretHeader]: visit.writeSecret },
    });
    if (answer.status < 300) return 'stored';
    if (answer.status === 403) return 'notOurs';
    // Too large or malformed: sending it again would fail again, so it is let go.
    return answer.status === 413 || answer.status === 400 ? 'refused' : 'retry';
  } catch (error) {
    if (error instanceof NetworkError) return 'retry';
    throw error;
  }
}

/** Uploads everything after the last stored sequence number; stops at the first failure (offline) to retry later. */
export function* uploadPending(services: Services, recorder: Recorder): SagaIterator<number> {
  let newVisits = 0;
  for (;;) {
    const sent = yield* lastSent(services);
    const entries = recorder.pendingAfter(sent).slice(0, maxEntriesPerRequest);
    if (entries.length === 0) return sent;
    const visit: RecordedVisit | null = yield call(currentVisit, services, recorder);
    if (!visit) return sent;
    const outcome: Outcome = yield call(sendBatch, services, visit, batchOf(entries));
    if (outcome === 'retry') return sent;
    if (outcome === 'notOurs') {
      // The visit is a signed-out customer's: the rest of the tab's log goes to a visit of its own, once.
      if ((newVisits += 1) > 1) return sent;
      yield* nextVisit(services);
      continue;
    }
    yield call([services.session, services.session.set], storageKeys.recordingSent, String(entries[entries.length - 1]!.seq));
  }
}

/** On page hide: what is still waiting goes with keepalive (within its size limit); not marked sent, so a reload resends it. */
export function* sendOnExit(services: Services, recorder: Recorder): SagaIterator<void> {
  const visit: RecordedVisit | null = yield* storedVisit(services);
  if (!visit) return;
  let entries = recorder.pendingAfter(yield* lastSent(services)).slice(0, maxEntriesPerRequest);
  while (entries.length > 0 && JSON.stringify(batchOf(entries)).length > exitBodyLimit)
    entries = entries.slice(0, Math.floor(entries.length / 2));
  if (entries.length === 0) return;
  const token: string | null = yield call([services.auth, services.auth.accessToken]);
  yield call([recorder, recorder.sendOnExit], visit, batchOf(entries), token);
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

/**
 * Sends what waits on every page hide. Its own loop: a hide while an upload is on its way must not wait for that
 * answer, which never comes once the page has gone (only a keepalive request outlives the page).
 */
function* sendOnEveryExit(services: Services, recorder: Recorder, hidden: EventChannel<true>): SagaIterator<void> {
  for (;;) {
    yield take(hidden);
    yield call(sendOnExit, services, recorder);
  }
}

/**
 * Uploads the visit's action log in batches: every N actions or T seconds, on sign-in, and on page hide. While the
 * screen is shared with a support agent (live assist), every action goes at once: the agent watches this log.
 */
export function* recordingSaga(services: Services, recorder: Recorder): SagaIterator<void> {
  yield take(appActions.started.type);
  const hidden: EventChannel<true> = yield call(pageHideChannel, recorder);
  yield fork(sendOnEveryExit, services, recorder, hidden);
  for (;;) {
    const live: boolean = yield select(selectSharingLive);
    yield race({
      timer: delay(live ? recording.liveIntervalMs : recording.batchIntervalMs),
      full: call(actionsArrive, live ? 1 : recording.batchSize),
      signedIn: take(signedInNow),
    });
    yield call(uploadPending, services, recorder);
  }
}

/** The recording of a browser application's visit, as createPortalStore starts it. */
export function recordVisit(app: RecordedApp) {
  return function* recordAppVisit(services: Services, actionLog: ActionLog): SagaIterator<void> {
    yield call(recordingSaga, services, browserRecorder(app, actionLog));
  };
}
