import { createMemoryHistory } from 'history';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer } from '../../src/app/reducers';
import { createGuestReducer, type GuestState } from '../../src/guest/reducers';
import { leavingForOtherPages } from '../../src/guest/history';
import { isGuestPath, matchGuestRoute } from '../../src/shared/routes/guestRoutes';
import { guestRootSaga } from '../../sagas/guestRoot';
import { replay } from '../../src/bus/replay';
import { guestPayActions } from '../../src/guestPay/catalogue';
import type { LogEntry, LogStorage } from '../../src/bus/actionLog';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { fail, fakeServices, ok } from '../support/fakeServices';
import { until } from '../support/until';

/** The guest pages at an address, their history followed as the connected router follows it when drawn. */
function guestPages(address: string) {
  const services = fakeServices({
    gateway: (endpoint) =>
      (
        ({
          remoteConfig: ok(defaultRemoteConfig),
          findGuestBill: fail(404, 'not_found', 'We could not find a bill with those details.'),
        }) as Record<string, ReturnType<typeof ok>>
      )[endpoint.name] ?? 'network-failure',
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
  return { store, actionLog, services, history, problems };
}

describe('the guest pages (what a visitor does without logging in, without the portal around it)', () => {
  it('answers only the guest addresses, and leaves any other to the portal', () => {
    expect(matchGuestRoute('/pay-as-guest/find-bill')).toMatchObject({ key: 'guestPay', page: 'Pay as a guest: Find your bill' });
    expect(matchGuestRoute('/claims/prelogin/upload/file-select').key).toBe('guestUpload');
    for (const path of ['/express-id', '/claims/fnol/prelogin/intro', '/photo-upload/home/P-1/HO-1']) expect(isGuestPath(path)).toBe(true);
    for (const path of ['/login', '/account', '/claims/fnol/intro', '/pay-as-guest/elsewhere']) expect(isGuestPath(path)).toBe(false);
  });

  it('moves between its own pages in place and loads any other address', () => {
    const { history, services } = guestPages('/pay-as-guest');
    history.push('/pay-as-guest/find-bill');
    expect(history.location.pathname).toBe('/pay-as-guest/find-bill');
    history.push('/login?returnTo=%2Fbilling');
    history.replace({ pathname: '/account' });
    expect(history.location.pathname).toBe('/pay-as-guest/find-bill');
    expect(services.assigned).toEqual(['/customers/login?returnTo=%2Fbilling']);
    expect(services.replaced).toEqual(['/customers/account']);
  });

  it("starts the area of its page before the page view, and writes a log the portal's reducers replay to the same state", async () => {
    const { store, actionLog, problems } = guestPages('/pay-as-guest');
    await until(() => store.getState().app.page?.name === 'Pay as a guest: Line-of-business selection');
    expect(store.getState().app.startedDomains).toContain('guestPay');
    store.dispatch(guestPayActions.lineOfBusinessChosen({ lineOfBusiness: 'mutual' }));
    await until(() => store.getState().router.location.pathname === '/pay-as-guest/find-bill');
    store.dispatch(
      guestPayActions.billSearchSubmitted({ search: { lineOfBusiness: 'mutual', accountOrPolicyNumber: '1234567890', zip: '50309' } }),
    );
    await until(() => store.getState().guestPay.searchError !== null);
    expect(store.getState().guestPay.searchError).toBe('We could not find a bill with those details.');
    expect(store.getState().analytics.global).toMatchObject({ pageName: 'Pay as a guest: Mutual account validation' });
    expect(problems).toEqual([]);

    const entries = JSON.parse(JSON.stringify(actionLog.entries())) as LogEntry[];
    const replayed = replay(entries, createRootReducer(createMemoryHistory())) as Record<string, unknown>;
    const live = JSON.parse(JSON.stringify(store.getState())) as Record<string, unknown>;
    for (const slice of Object.keys(live)) expect([slice, replayed[slice]]).toEqual([slice, live[slice]]);
  });
});
