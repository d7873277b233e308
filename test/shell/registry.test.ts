import { createMemoryHistory } from 'history';
import type { UnknownAction } from 'redux';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import { createPortalStore } from '../../src/app/store';
import { createGuestReducer, type GuestState } from '../../src/guest/reducers';
import { leavingForOtherPages } from '../../src/guest/history';
import { isGuestPath } from '../../src/shared/routes/guestRoutes';
import { guestRootSaga } from '../../sagas/guestRoot';
import { registerAreaSlices, withAreaSlices } from '../../src/shell/registry';
import { appActions } from '../../src/shell/catalogue';
import { appReducer } from '../../src/shell/slice';
import { replay } from '../../src/bus/replay';
import type { LogStorage } from '../../src/bus/actionLog';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { fakeServices, ok } from '../support/fakeServices';
import { until } from '../support/until';

function guestPages(address: string) {
  const services = fakeServices({
    gateway: (endpoint) =>
      (({ remoteConfig: ok(defaultRemoteConfig) }) as Record<string, ReturnType<typeof ok>>)[endpoint.name] ?? 'network-failure',
  });
  const history = leavingForOtherPages(createMemoryHistory({ initialEntries: [address] }), isGuestPath, services.page);
  const logStorage: LogStorage = { read: () => [], write: () => undefined };
  const problems: string[] = [];
  const { store, actionLog } = createPortalStore<GuestState>({
    router: routerMiddleware(history),
    reducer: createGuestReducer(history),
    services,
    rootSaga: guestRootSaga,
    logStorage,
    onInvalidAction: (p) => problems.push(p),
  });
  store.dispatch(onLocationChanged(history.location, 'POP', true) as never);
  history.listen((location, action) => store.dispatch(onLocationChanged(location, action) as never));
  return { store, actionLog, history, problems };
}

const rejected = { type: 'idCards/expressIdRejected', payload: { message: 'We could not find that policy.' } } as UnknownAction;

describe("the area registry (an area's slice and catalogue arrive with its first route)", () => {
  it("adds an area's slice once, with the action that starts the area, and keeps it across the area's routes", async () => {
    const { store, actionLog, history, problems } = guestPages('/pay-as-guest');
    expect(Object.keys(store.getState())).not.toContain('guestPay');
    expect(Object.keys(store.getState())).not.toContain('payments');
    await until(() => store.getState().app.page?.name === 'Pay as a guest: Line-of-business selection');
    expect(store.getState().guestPay).toBeDefined();
    // Nothing of the areas the page does not draw.
    for (const area of ['idCards', 'documents', 'guestClaims']) expect(Object.keys(store.getState())).not.toContain(area);

    const whenAdded = actionLog.entries().find((e) => e.type === appActions.domainsStarted.type)!;
    expect(whenAdded.payload).toEqual({ domains: ['payments', 'guestPay'] });
    const before = replay(
      actionLog.entries().filter((e) => e.seq < whenAdded.seq),
      createGuestReducer(createMemoryHistory()),
    );
    expect(before).not.toHaveProperty('guestPay');
    expect(before).not.toHaveProperty('payments');

    const slice = store.getState().guestPay;
    history.push('/pay-as-guest/find-bill');
    await until(() => store.getState().app.page?.path === '/pay-as-guest/find-bill');
    expect(store.getState().guestPay).toBe(slice);
    expect(actionLog.entries().filter((e) => e.type === appActions.domainsStarted.type)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("reports an action of an area whose chunk has not arrived, logs it as before, and accepts it once the area's route loaded", async () => {
    const { store, actionLog, history, problems } = guestPages('/pay-as-guest');
    await until(() => store.getState().app.page !== null);
    store.dispatch(rejected);
    expect(problems).toEqual(['action idCards/expressIdRejected is not declared in any catalogue']);
    expect(actionLog.entries().at(-1)).toMatchObject({ type: 'idCards/expressIdRejected' });
    expect(Object.keys(store.getState())).not.toContain('idCards');

    history.push('/express-id');
    await until(() => store.getState().app.startedDomains.includes('idCards'));
    store.dispatch(rejected);
    expect(problems).toHaveLength(1);
    expect(store.getState().idCards).toBeDefined();
    expect(JSON.stringify(store.getState().idCards)).toContain('We could not find that policy.');
  });

  it('registers an area once: a second registration changes nothing, and every fold adds it at the same action', () => {
    const counted = (state = { count: 0 }, action: UnknownAction) => (action.type === 'test/counted' ? { count: state.count + 1 } : state);
    registerAreaSlices('fnol', { fnolTally: counted });
    registerAreaSlices('fnol', { fnolTally: () => ({ count: -1 }) });
    const reducer = withAreaSlices<Record<string, unknown>>({ app: appReducer as never }, ['fnol']);
    const log: UnknownAction[] = [{ type: 'test/counted' }, appActions.domainsStarted({ domains: ['fnol'] }), { type: 'test/counted' }];
    const states = log.reduce<Record<string, unknown>[]>((all, action) => [...all, reducer(all.at(-1), action)], []);
    expect(states.map((s) => s.fnolTally)).toEqual([undefined, { count: 0 }, { count: 1 }]);
    // The same fold through a reducer built later (the support console's) goes through the same states.
    const again = withAreaSlices<Record<string, unknown>>({ app: appReducer as never }, ['fnol']);
    expect(log.reduce<Record<string, unknown> | undefined>((s, a) => again(s, a), undefined)).toEqual(states.at(-1));
  });
});
