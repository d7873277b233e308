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
import { demoParty, demoPolicies } from '../support/demo';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('timed out');
};

/** The stores a test started: their sagas run on real timers (the inactivity check) until the test ends them. */
const started: Store[] = [];

function journeyStore() {
  const history = createMemoryHistory({ initialEntries: ['/account'] });
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
  let written: LogEntry[] = [];
  const logStorage: LogStorage = {
    read: () => [],
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
        store.getState().policies.status === 'loaded' &&
        store.getState().profile.status === 'loaded' &&
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
    await until(() => store.getState().policies.status === 'loaded' && store.getState().flags.status === 'loaded');
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
    await until(() => store.getState().policies.status === 'loaded' && store.getState().flags.status === 'loaded');
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
