import { createMemoryHistory } from 'history';
import { onLocationChanged } from 'connected-react-router';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer } from '../../src/app/reducers';
import { createSignInReducer, type SignInState } from '../../src/signin/reducers';
import { signInRootSaga } from '../../sagas/signInRoot';
import { currentLocation, locationOf } from '../../sagas/pageLoadNavigation';
import { replay } from '../../src/bus/replay';
import { authActions } from '../../src/auth/catalogue';
import type { LogEntry, LogStorage } from '../../src/bus/actionLog';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { fail, fakeServices, ok } from '../support/fakeServices';
import { until } from '../support/until';

function signInPage() {
  const services = fakeServices({
    gateway: (endpoint) =>
      (
        ({
          remoteConfig: ok(defaultRemoteConfig),
          signIn: fail(401, 'invalid_credentials', 'The login ID or password is not right.'),
        }) as Record<string, ReturnType<typeof ok>>
      )[endpoint.name] ?? 'network-failure',
  });
  services.page.currentUrl = () => 'http://localhost/customers/login?uid=interaction-1';
  const logStorage: LogStorage = { read: () => [], write: () => undefined };
  const problems: string[] = [];
  const { store, actionLog } = createPortalStore<SignInState>({
    reducer: createSignInReducer(currentLocation(services)),
    services,
    rootSaga: signInRootSaga,
    logStorage,
    onInvalidAction: (p) => problems.push(p),
  });
  return { store, actionLog, services, problems };
}

describe('the sign-in page (the login form without the portal around it)', () => {
  it('shows the Log in page from the address, with its title, announcement and data layer', async () => {
    const { store, problems } = signInPage();
    await until(() => store.getState().flags.status === 'loaded');
    const state = store.getState();
    expect(state.router.location).toMatchObject({ pathname: '/login', search: '?uid=interaction-1' });
    expect(state.app.page).toEqual({ route: 'login', name: 'Log in', category: 'login', path: '/login' });
    expect(state.app.announcement).toBe('Viewing Log in page');
    expect(state.auth.status).toBe('signedOut');
    expect(state.analytics.global).toMatchObject({ pageName: 'Log in', pageCategory: 'login' });
    expect(problems).toEqual([]);
  });

  it('keeps a rejected sign-in on the page with its message', async () => {
    const { store, services } = signInPage();
    await until(() => store.getState().auth.status === 'signedOut');
    store.dispatch(authActions.credentialsSubmitted({ uid: 'interaction-1', loginId: 'mutual.customer', password: 'wrong-password' }));
    await until(() => store.getState().auth.rejection !== null);
    expect(store.getState().auth).toMatchObject({ submitting: false, rejection: 'The login ID or password is not right.' });
    expect(services.assigned).toEqual([]);
  });

  it('writes a log the portal replays to the same shell state, the password and interaction id masked', async () => {
    const { store, actionLog } = signInPage();
    await until(() => store.getState().flags.status === 'loaded');
    store.dispatch(authActions.credentialsSubmitted({ uid: 'interaction-1', loginId: 'mutual.customer', password: 'wrong-password' }));
    await until(() => store.getState().auth.rejection !== null);

    const entries = JSON.parse(JSON.stringify(actionLog.entries())) as LogEntry[];
    expect(JSON.stringify(entries)).not.toContain('wrong-password');
    const replayed = replay(entries, createRootReducer(createMemoryHistory())) as Record<string, unknown>;
    const live = JSON.parse(JSON.stringify(store.getState())) as SignInState;
    for (const slice of ['app', 'auth', 'flags', 'analytics', 'forms'] as const) expect(replayed[slice]).toEqual(live[slice]);
    // The interaction id is masked in the log, as on every page.
    expect(replayed.router).toEqual({ ...live.router, location: { ...live.router.location, search: '?uid=%5Bredacted%5D' } });
  });

  it("keeps its address as the portal's connected router does, with no router of its own", () => {
    const changes = [
      onLocationChanged(locationOf('/login?sessionToken=abc#top'), 'POP', true),
      onLocationChanged(locationOf('/login#top'), 'REPLACE'),
    ];
    const signIn = createSignInReducer(locationOf('/login?sessionToken=abc#top'));
    const portal = createRootReducer(createMemoryHistory());
    let page: SignInState | undefined;
    let routed: ReturnType<typeof portal> | undefined;
    for (const change of changes) {
      page = signIn(page, change as never);
      routed = portal(routed, change as never);
      expect(page.router).toEqual(routed.router);
    }
    expect(page!.router).toEqual({ location: locationOf('/login#top'), action: 'REPLACE' });
  });
});
