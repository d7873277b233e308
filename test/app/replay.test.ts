import { createMemoryHistory } from 'history';
import { legacy_createStore as createStore, type Store, type UnknownAction } from 'redux';
import { END } from 'redux-saga';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { rootSaga } from '../../sagas/root';
import { replay } from '../../src/bus/replay';
import { authActions } from '../../src/auth/catalogue';
import type { ActionLogExport, LogEntry, LogStorage } from '../../src/bus/actionLog';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { fakeServices, ok } from '../support/fakeServices';
import { exposeActionLog } from '../../src/app/exportLog';
import { freshOnEachPageLoad } from '../../src/shell/pageLoad';
import { storageKeys } from '../../config/product';
import { initialReplayedState, replayReducers, statesAfterEach, visitExport } from '../../src/support/replayer';
import { demoParty, demoPolicies } from '../support/demo';
import { until } from '../support/until';

/** The stores a test started: their sagas run on real timers (the inactivity check) until the test ends them. */
const started: Store[] = [];

/** A page load of a visit: its store at the address, its action log continuing the one the earlier pages wrote. */
function journeyStore(address = '/account', earlierPages: LogEntry[] = [], tabSession: Record<string, string> = {}) {
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
  // A reload in the same tab: the same version of the portal, the tab's session storage as the last page left it.
  services.local.set(storageKeys.appVersion, services.appVersion);
  for (const [key, value] of Object.entries(tabSession)) services.session.set(key, value);
  let written: LogEntry[] = [...earlierPages];
  const logStorage: LogStorage = {
    read: () => [...earlierPages],
    write: (e) => {
      written = [...e];
    },
  };
  const problems: string[] = [];
  const { store, actionLog, initialState } = createPortalStore<RootState>({
    router: routerMiddleware(history),
    reducer: createRootReducer(history),
    services,
    rootSaga,
    logStorage,
    onInvalidAction: (p) => problems.push(p),
  });
  started.push(store);
  history.listen((location, action) => store.dispatch(onLocationChanged(location, action) as never));
  store.dispatch(onLocationChanged(history.location, 'POP', true) as never);
  return { store, actionLog, initialState, history, problems, written: () => written };
}

describe('record and replay', () => {
  // Redux Toolkit's serializability checks report through console.error: none may fire.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // END stops every saga still waiting on the store (the signed-in customer's inactivity check would tick on
    // every 15 s and keep Jest from exiting).
    for (const store of started.splice(0)) store.dispatch(END);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('rebuilds the same state from the recorded log of a journey', async () => {
    const { store, actionLog, problems } = journeyStore();
    await until(
      () =>
        store.getState().policies?.status === 'loaded' &&
        store.getState().profile?.status === 'loaded' &&
        store.getState().flags.status === 'loaded',
    );
    store.dispatch(authActions.signOutRequested());
    await until(() => store.getState().router.location.pathname === '/forced-logout');

    const state = store.getState();
    expect(state.app.announcement).toBe('Viewing Signed out page');
    expect(state.auth).toMatchObject({ status: 'signedOut', signedOutReason: 'customer' });
    expect(problems).toEqual([]);

    const entries = JSON.parse(JSON.stringify(actionLog.entries())) as LogEntry[];
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    const rebuilt = replay(entries, createRootReducer(createMemoryHistory()));
    expect(rebuilt).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('rebuilds every state from the first drawn screen on, so support can step through it', async () => {
    const { store, actionLog } = journeyStore();
    // Each drawn state, with the last logged action that led to it (router commands never reach reducers).
    const snapshots: { seq: number; state: unknown }[] = [];
    store.subscribe(() => snapshots.push({ seq: actionLog.entries().at(-1)!.seq, state: JSON.parse(JSON.stringify(store.getState())) }));
    await until(() => store.getState().policies?.status === 'loaded' && store.getState().flags.status === 'loaded');
    const entries = actionLog.entries();
    const reducer = createRootReducer(createMemoryHistory());
    // Before the router's first LOCATION_CHANGE nothing is drawn; from it on every state must match.
    const firstScreen = entries.find((e) => e.type === '@@router/LOCATION_CHANGE')!.seq;
    const checked = snapshots.filter(({ seq, state }) => {
      if (seq < firstScreen) return false;
      expect(
        replay(
          entries.filter((e) => e.seq <= seq),
          reducer,
        ),
      ).toEqual(state);
      return true;
    });
    expect(checked.length).toBeGreaterThan(5);
  });

  it('exports a log that Redux DevTools imports and folds to the state replay rebuilds', async () => {
    const { store, actionLog, initialState } = journeyStore();
    await until(() => store.getState().policies?.status === 'loaded' && store.getState().flags.status === 'loaded');
    store.dispatch(authActions.signOutRequested());
    await until(() => store.getState().router.location.pathname === '/forced-logout');
    const exported = JSON.parse(actionLog.exportJson(initialState)) as ActionLogExport;

    // What DevTools' Import does with a file (@redux-devtools/utils importState): payload and preloadedState are JSON text.
    const reducer = createRootReducer(createMemoryHistory());
    const devTools = createStore(reducer, instrument());
    const importState = ActionCreators.importState<RootState, UnknownAction>(JSON.parse(exported.payload) as UnknownAction[]);
    devTools.liftedStore.dispatch({ ...importState, preloadedState: JSON.parse(exported.preloadedState!) as RootState });
    const { computedStates } = devTools.liftedStore.getState();

    expect(computedStates).toHaveLength(exported.entries.length + 1);
    expect(computedStates.filter((computed) => computed.error !== undefined)).toEqual([]);
    const imported = computedStates.at(-1)!.state;
    expect(imported).toEqual(replay(exported.entries, reducer));
    expect(imported).toEqual(JSON.parse(JSON.stringify(store.getState())));
  });
});

/** Every state Redux DevTools goes through as it imports an export (@redux-devtools/utils importState), its preloaded state first. */
function devToolsStates(exported: ActionLogExport): unknown[] {
  // The extension folds through the store's own reducer: createPortalStore's, over the portal's reducers.
  const devTools = createStore(freshOnEachPageLoad(createRootReducer(createMemoryHistory())), instrument());
  const importState = ActionCreators.importState<RootState, UnknownAction>(JSON.parse(exported.payload) as UnknownAction[]);
  devTools.liftedStore.dispatch({ ...importState, preloadedState: JSON.parse(exported.preloadedState!) as RootState });
  const { computedStates } = devTools.liftedStore.getState();
  expect(computedStates.filter((computed) => computed.error !== undefined)).toEqual([]);
  return computedStates.map((computed) => JSON.parse(JSON.stringify(computed.state)) as unknown);
}

/** The console's replay of a log: the visit's start, then the state after each action. */
const consoleStates = (entries: readonly LogEntry[]): unknown[] =>
  JSON.parse(
    JSON.stringify([initialReplayedState(replayReducers.portal), ...statesAfterEach(entries, replayReducers.portal)]),
  ) as unknown[];

describe('a visit over several page loads, exported for Redux DevTools', () => {
  afterEach(() => {
    for (const store of started.splice(0)) store.dispatch(END);
  });

  /** The customer's account page, then a reload of the policies page: one visit, one log. */
  async function twoPageLoads(tabSession: Record<string, string> = {}, reloadedAt = '/policies') {
    const first = journeyStore('/account');
    await until(() => first.store.getState().policies?.status === 'loaded' && first.store.getState().flags.status === 'loaded');
    first.actionLog.flush();
    const second = journeyStore(reloadedAt, first.written(), tabSession);
    await until(() => second.store.getState().policies?.status === 'loaded' && second.store.getState().flags.status === 'loaded');
    const entries = JSON.parse(JSON.stringify(second.actionLog.entries())) as LogEntry[];
    expect(entries.filter((e) => e.type === 'app/started')).toHaveLength(2);
    return { second, entries };
  }

  it("the customer's export goes through every state of the console's replay, from the visit's start", async () => {
    const { second, entries } = await twoPageLoads();
    // The browser's export (window.portalActionLog), exposed by the second page.
    const globals = globalThis as { window?: unknown };
    globals.window = { addEventListener: () => undefined };
    try {
      exposeActionLog(second.actionLog, second.initialState);
      const exported = JSON.parse((globals.window as Window).portalActionLog!.exportJson()) as ActionLogExport;
      expect(exported.entries).toEqual(entries);
      const replayed = consoleStates(entries);
      expect(replayed).toHaveLength(entries.length + 1);
      expect(devToolsStates(exported)).toEqual(replayed);
      // ... and ends in the state the customer's second page has.
      expect(replayed.at(-1)).toEqual(JSON.parse(JSON.stringify(second.store.getState())));
    } finally {
      delete globals.window;
    }
  });

  it('a payment the tab kept comes back on the reload, in the browser as in every fold of the log', async () => {
    const kept = {
      accountNumber: 'N4820015',
      side: 'mutual',
      amountCents: 1000,
      door: 'account',
      policyNumber: null,
      policies: null,
      method: null,
      intent: null,
      receipt: null,
    };
    // Reloaded on the account's page, which can start a payment: the payments area starts with it.
    const { second, entries } = await twoPageLoads({ [storageKeys.paymentInProgress]: JSON.stringify(kept) }, '/account');
    expect(second.store.getState().payments).toMatchObject({ accountNumber: 'N4820015', amountCents: 1000 });
    const types = entries.map((e) => e.type);
    const paymentsStarted = entries.findLastIndex(
      (e) => e.type === 'app/domainsStarted' && (e.payload as { domains: string[] }).domains.includes('payments'),
    );
    expect(paymentsStarted).toBeGreaterThan(types.lastIndexOf('app/started'));
    expect(types.indexOf('payments/paymentResumed')).toBe(paymentsStarted + 1);
    const replayed = consoleStates(entries);
    expect(replayed.at(-1)).toEqual(JSON.parse(JSON.stringify(second.store.getState())));
    expect(devToolsStates(visitExport(entries, replayReducers.portal))).toEqual(replayed);
  });

  it("the console's export of the visit goes through the same states", async () => {
    const { entries } = await twoPageLoads();
    expect(devToolsStates(visitExport(entries, replayReducers.portal))).toEqual(consoleStates(entries));
  });
});
