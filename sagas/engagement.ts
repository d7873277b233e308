import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { replace } from 'connected-react-router';
import { inactivity } from '../config/product';
import { authActions } from '../src/auth/catalogue';
import { flagsActions } from '../src/flags/catalogue';
import { engagementActions } from '../src/engagement/catalogue';
import { messengerFileNumberOf, messengerReturnAddress } from '../src/engagement/routes';
import { selectEngagementField } from '../src/engagement/selectors';
import { selectLocation } from '../src/shell/selectors';
import { selectAuthStatus } from '../src/auth/selectors';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { enterBy, entering, enteringSaga } from './entering';
import { engagementRoutes } from '../src/shared/routes';
import { safeReturnPath } from '../src/shared/returnPath';
import { knownAuthStatus } from './navigation';

const minuteMs = 60 * 1000;

/** On the contact-us page: the clock is read on arrival and each minute after, so 'Open now' follows the time. */
function* readClock(services: Services) {
  while (true) {
    const now: number = yield call([services.clock, services.clock.now]);
    yield put(engagementActions.contactClockRead({ now }));
    yield delay(minuteMs);
  }
}

/** What inactivity calls for: nothing yet, the warning, or the sign-out. */
export function inactivityVerdict(idleMs: number, warned: boolean): 'none' | 'warn' | 'signOut' {
  if (idleMs >= inactivity.signOutAfterMs) return 'signOut';
  return idleMs >= inactivity.warningAfterMs && !warned ? 'warn' : 'none';
}

export function activityChannel(services: Services): EventChannel<true> {
  return eventChannel<true>((emit) => services.page.onActivity(() => emit(true)));
}

/** Signed out after inactivity: the token is forgotten and the timeout page shows the way back. */
export function* timeOut(services: Services, idleMs: number) {
  const location: { pathname: string; search: string } = yield select(selectLocation);
  yield call([services.auth, services.auth.signOut]);
  yield call([services.queries, services.queries.clear]);
  yield put(authActions.signedOut({ reason: 'expired' }));
  yield put(engagementActions.timedOut({ idleMs, returnTo: safeReturnPath(location.pathname + location.search) }));
  yield put(replace(engagementRoutes.timeout.to({})));
}

/**
 * The inactivity timer of a signed-in customer, on the injected clock: use of the page (or Stay signed in, once
 * warned) starts it again; past the warning time the warning shows, past the sign-out time the session ends.
 */
export function* watchInactivity(services: Services): SagaIterator {
  const channel: EventChannel<true> = yield call(activityChannel, services);
  let lastActive: number = yield call([services.clock, services.clock.now]);
  try {
    while (true) {
      const woke: { activity?: true; stay?: unknown } = yield race({
        activity: take(channel),
        stay: take(engagementActions.staySignedInRequested.type),
        tick: delay(inactivity.checkEveryMs),
      });
      const now: number = yield call([services.clock, services.clock.now]);
      const status: string = yield select(selectAuthStatus);
      const signOutAt: number | null = yield select(selectEngagementField('signOutAt'));
      // Once warned, only the customer's answer to the warning counts, not a stray scroll.
      if (status !== 'signedIn' || woke.stay || (woke.activity && signOutAt === null)) {
        lastActive = now;
        continue;
      }
      const verdict = inactivityVerdict(now - lastActive, signOutAt !== null);
      if (verdict === 'warn') yield put(engagementActions.inactivityWarned({ signOutAt: lastActive + inactivity.signOutAfterMs }));
      if (verdict === 'signOut') {
        yield call(timeOut, services, now - lastActive);
        lastActive = now;
      }
    }
  } finally {
    channel.close();
  }
}

/** Back from signing in for the messenger: on to the claim's messages it names. */
function* backToMessenger() {
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const location: { search: string } = yield select(selectLocation);
  const fileNumber = messengerFileNumberOf(location.search);
  yield put(engagementActions.messengerReturned({ fileNumber }));
  yield put(replace(messengerReturnAddress(fileNumber)));
}

export const onEntering = entering(engagementRoutes, { contactUs: readClock, messengerCallback: backToMessenger });

export const enterEngagement = enterBy(onEntering);

/** The edge-UUID header option follows the remote configuration. */
export function* followEdgeUuidOption(services: Services, action: ActionOf<typeof flagsActions.loaded>) {
  yield call([services.edgeRequestIds, services.edgeRequestIds.use], action.payload.config.flags.EnableEdgeUUIDHeader === 'true');
}

export function* engagementSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  yield takeEvery(flagsActions.loaded.type, followEdgeUuidOption, services);
  yield call(watchInactivity, services);
}
