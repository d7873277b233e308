import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from 'redux';
import { replace } from 'connected-react-router';
import { inactivity } from '../../config/product';
import { activityChannel, followEdgeUuidOption, inactivityVerdict, enterEngagement, watchInactivity } from '../../sagas/engagement';
import { appActions } from '../../src/shell/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { flagsActions } from '../../src/flags/catalogue';
import { engagementActions } from '../../src/engagement/catalogue';
import { engagementReducer, initialEngagementState } from '../../src/engagement/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { initialFlagsState } from '../../src/flags/slice';
import { fakeServices } from '../support/fakeServices';
import { engagementRoutes, claimRoutes } from '../../src/shared/routes';
import { channel } from 'redux-saga';

const view = (route: { key: string; to: (p: never) => string }, path: string) =>
  appActions.pageViewed({ route: route.key, page: 'x', category: 'x', path, hasHash: false });

const signedInAuth = { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer', expiresAt: 0 };
const reducer = combineReducers({
  auth: authReducer,
  engagement: engagementReducer,
  router: (state: unknown = { location: { pathname: '/claims', search: '' } }) => state,
});

describe('the contact-us clock', () => {
  it('reads the injected clock on the contact-us page, so Open now is judged at that instant', async () => {
    const services = fakeServices({ now: Date.UTC(2026, 10, 23, 12, 0) });
    const { storeState } = await expectSaga(enterEngagement, services, view(engagementRoutes.contactUs, '/contact-us'))
      .withReducer(combineReducers({ engagement: engagementReducer }))
      .put(engagementActions.contactClockRead({ now: Date.UTC(2026, 10, 23, 12, 0) }))
      .silentRun(50);
    expect(storeState.engagement.contactClock).toBe(Date.UTC(2026, 10, 23, 12, 0));
  });

  it('reads nothing on other pages', async () => {
    await expectSaga(enterEngagement, fakeServices(), view(claimRoutes.claims, '/claims'))
      .not.put.actionType(engagementActions.contactClockRead.type)
      .run();
  });
});

describe('inactivity', () => {
  it('warns before signing out, and signs out only past the sign-out time', () => {
    expect(inactivityVerdict(inactivity.warningAfterMs - 1, false)).toBe('none');
    expect(inactivityVerdict(inactivity.warningAfterMs, false)).toBe('warn');
    expect(inactivityVerdict(inactivity.warningAfterMs + 1, true)).toBe('none');
    expect(inactivityVerdict(inactivity.signOutAfterMs, true)).toBe('signOut');
  });

  /** The first `n` waits end at once (a tick of the check); later ones wait for real, so the saga yields. */
  function ticks(n: number) {
    let waited = 0;
    return (_effect: unknown, next: () => unknown) => (waited++ < n ? { tick: true } : next());
  }

  function clockAt(times: number[]) {
    const services = fakeServices();
    let i = 0;
    return { ...services, clock: { now: () => times[Math.min(i++, times.length - 1)]! } };
  }

  it('warns, then signs a customer out to the timeout page with the way back to where they were', async () => {
    const start = Date.UTC(2026, 10, 23, 15, 0);
    const services = clockAt([start, start + inactivity.warningAfterMs, start + inactivity.signOutAfterMs]);
    const activity = channel<true>();
    const { storeState } = await expectSaga(watchInactivity, services)
      .withReducer(reducer, { auth: signedInAuth, engagement: initialEngagementState } as never)
      .provide([[matchers.call.fn(activityChannel), activity], { race: ticks(2) }])
      .put(engagementActions.inactivityWarned({ signOutAt: start + inactivity.signOutAfterMs }))
      .put(authActions.signedOut({ reason: 'expired' }))
      .put(engagementActions.timedOut({ idleMs: inactivity.signOutAfterMs, returnTo: '/claims' }))
      .put(replace(engagementRoutes.timeout.to({})))
      .silentRun(100);
    expect(storeState.auth.status).toBe('signedOut');
    expect(storeState.engagement.timedOutFrom).toBe('/claims');
    expect(storeState.engagement.signOutAt).toBeNull();
  });

  it('starts again when the customer chooses to stay signed in', async () => {
    const start = Date.UTC(2026, 10, 23, 15, 0);
    const services = clockAt([
      start,
      start + inactivity.warningAfterMs,
      start + inactivity.signOutAfterMs,
      start + inactivity.signOutAfterMs + 1000,
    ]);
    let race = 0;
    const tick = ticks(3);
    const { storeState } = await expectSaga(watchInactivity, services)
      .withReducer(reducer, { auth: signedInAuth, engagement: initialEngagementState } as never)
      .provide([
        [matchers.call.fn(activityChannel), channel<true>()],
        {
          race: (effect: unknown, next: () => unknown) =>
            ++race === 2 ? { stay: engagementActions.staySignedInRequested() } : tick(effect, next),
        },
      ])
      .put(engagementActions.inactivityWarned({ signOutAt: start + inactivity.signOutAfterMs }))
      .not.put.actionType(authActions.signedOut.type)
      .silentRun(100);
    expect(storeState.auth.status).toBe('signedIn');
  });

  it('keeps no timer running for a signed-out visitor', async () => {
    const start = Date.UTC(2026, 10, 23, 15, 0);
    const services = clockAt([start, start + inactivity.signOutAfterMs * 2]);
    await expectSaga(watchInactivity, services)
      .withReducer(reducer, { auth: { ...initialAuthState, status: 'signedOut' }, engagement: initialEngagementState } as never)
      .provide([[matchers.call.fn(activityChannel), channel<true>()], { race: ticks(1) }])
      .not.put.actionType(engagementActions.inactivityWarned.type)
      .not.put.actionType(authActions.signedOut.type)
      .silentRun(50);
  });
});

describe('the messenger callback', () => {
  const at = (search: string) => ({
    ...reducer,
    router: { location: { pathname: '/messenger/callback', search } },
  });

  it("goes on to the claim's messages it names", async () => {
    await expectSaga(enterEngagement, fakeServices(), view(engagementRoutes.messengerCallback, '/messenger/callback'))
      .withReducer(reducer, { auth: signedInAuth, engagement: initialEngagementState, ...at('?fileNumber=31025000001') } as never)
      .put(engagementActions.messengerReturned({ fileNumber: '31025000001' }))
      .put(replace(claimRoutes.claimMessenger.to({ fileNumber: '31025000001' })))
      .run();
  });

  it('goes to the claims list when the claim is missing or malformed', async () => {
    await expectSaga(enterEngagement, fakeServices(), view(engagementRoutes.messengerCallback, '/messenger/callback'))
      .withReducer(reducer, { auth: signedInAuth, engagement: initialEngagementState, ...at('?fileNumber=../x') } as never)
      .put(engagementActions.messengerReturned({ fileNumber: null }))
      .put(replace(claimRoutes.claims.to({})))
      .run();
  });
});

describe('the edge-UUID header option', () => {
  it('turns the request id header on and off with the remote configuration', async () => {
    const services = fakeServices();
    const loaded = (value: 'true' | 'false') =>
      flagsActions.loaded({
        config: { ...initialFlagsState.config, flags: { ...initialFlagsState.config.flags, EnableEdgeUUIDHeader: value } },
        fetchedAt: 0,
        source: 'gateway',
      });
    await expectSaga(followEdgeUuidOption, services, loaded('true')).run();
    expect(services.edgeRequestIds.next()).toMatch(/^edge-/);
    await expectSaga(followEdgeUuidOption, services, loaded('false')).run();
    expect(services.edgeRequestIds.next()).toBeNull();
  });
});
