import { createMemoryHistory } from 'history';
import { END } from 'redux-saga';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { rootSaga } from '../../sagas/root';
import { appActions } from '../../src/shell/catalogue';
import { lazyDomains } from '../../src/shell/manifest';
import type { LogEntry, LogStorage } from '../../src/bus/actionLog';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { storageKeys } from '../../config/product';
import type * as Replayer from '../../src/support/replayer';
import { fakeServices, ok } from '../support/fakeServices';
import { demoParty, demoPolicies } from '../support/demo';
import { until } from '../support/until';

/** The slices of the portal's first script: the shell's, and those of the sagas that start with the portal. */
const shellSlices = ['router', 'app', 'auth', 'flags', 'analytics', 'forms', 'engagement', 'offers', 'chat'];

const areaKeys = (state: object) => Object.keys(state).filter((key) => (lazyDomains as readonly string[]).includes(key));

function signedInVisit(address: string) {
  const history = createMemoryHistory({ initialEntries: [address] });
  const services = fakeServices({
    session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null },
    gateway: (endpoint) =>
      (
        ({ remoteConfig: ok(defaultRemoteConfig), party: ok(demoParty), policiesSummary: ok({ policies: demoPolicies }) }) as Record<
          string,
          ReturnType<typeof ok>
        >
      )[endpoint.name] ?? 'network-failure',
  });
  services.local.set(storageKeys.appVersion, services.appVersion);
  const logStorage: LogStorage = { read: () => [], write: () => undefined };
  const problems: string[] = [];
  const portal = createPortalStore<RootState>({
    router: routerMiddleware(history),
    reducer: createRootReducer(history),
    services,
    rootSaga,
    logStorage,
    onInvalidAction: (p) => problems.push(p),
  });
  history.listen((location, action) => portal.store.dispatch(onLocationChanged(location, action) as never));
  portal.store.dispatch(onLocationChanged(history.location, 'POP', true) as never);
  return { ...portal, history, problems };
}

describe("the portal's slices (an area's arrives with its first route's chunk)", () => {
  it("starts with the shell's slices only: no area's slice is in the portal's first reducer", () => {
    expect(Object.keys(createRootReducer(createMemoryHistory())(undefined, { type: '@@INIT' })).sort()).toEqual([...shellSlices].sort());
    const { store, initialState } = signedInVisit('/account');
    expect(Object.keys(initialState).sort()).toEqual([...shellSlices].sort());
    store.dispatch(END);
  });

  it('adds the slices of the areas a visit entered, and a replay of its log ends with exactly those', async () => {
    const { store, actionLog, history, problems } = signedInVisit('/account');
    await until(() => store.getState().app.page?.path === '/account' && store.getState().policies?.status === 'loaded');
    history.push('/policies');
    await until(() => store.getState().app.page?.path === '/policies');
    store.dispatch(END);

    const entries = JSON.parse(JSON.stringify(actionLog.entries())) as LogEntry[];
    const entered = entries
      .filter((e) => e.type === appActions.domainsStarted.type)
      .flatMap((e) => (e.payload as { domains: string[] }).domains);
    // Every area the account page draws, with a slice of its own (a claim's filing is held in the claims slice).
    expect(entered.length).toBeGreaterThanOrEqual(5);
    const withSlices = entered.filter((area) => area !== 'fnol').sort();
    expect(areaKeys(store.getState()).sort()).toEqual(withSlices);

    // The support console's fold, in a module registry of its own: the slices it adds are its own table's, not the
    // ones this visit's chunks registered, and it still ends with the visit's areas and states.
    let replayer!: typeof Replayer;
    jest.isolateModules(() => {
      replayer = jest.requireActual<typeof Replayer>('../../src/support/replayer');
    });
    const replayed = replayer.statesAfterEach(entries).at(-1)!;
    expect(areaKeys(replayed).sort()).toEqual(withSlices);
    expect(replayed).toEqual(JSON.parse(JSON.stringify(store.getState())));
    expect(problems).toEqual([]);
  });
});
