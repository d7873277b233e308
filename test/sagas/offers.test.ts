import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { notifyDisplay, prefetchPageOffers, storeDismissal } from '../../sagas/offers';
import { appActions } from '../../src/shell/catalogue';
import { offersActions } from '../../src/offers/catalogue';
import { initialOffersState, offersReducer } from '../../src/offers/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { apiActions } from '../../src/api/catalogue';
import type { Offer } from '../../src/contract/offers';
import { offerStorageKeys, storageKeys } from '../../config/product';
import { fail, fakeServices, ok } from '../support/fakeServices';
import { portalRoutes } from '../../src/shared/routes';

const banner: Offer = {
  slot: 'accountBanner',
  kind: 'accountPaperless',
  offerType: 'abtest',
  experienceGroup: 'B',
  eventToken: 'a'.repeat(32),
  action: { type: 'setJson', content: { heading: 'Go paperless', body: 'Email, not mail.', actionLabel: 'See', actionRoute: 'documents' } },
};
const shown = { slot: banner.slot, kind: banner.kind, experienceGroup: banner.experienceGroup, eventToken: banner.eventToken };
const accountView = appActions.pageViewed({
  route: portalRoutes.account.key,
  page: 'Account',
  category: 'account',
  path: '/account',
  hasHash: false,
});
const reducer = combineReducers({ auth: authReducer, offers: offersReducer });
const signedIn = { auth: { ...initialAuthState, status: 'signedIn' as const }, offers: initialOffersState };

describe('offers', () => {
  it("prefetches the account landing's slots in one call and shows what arrives", async () => {
    const services = fakeServices({ gateway: () => ok({ offers: [banner] }) });
    const { storeState } = await expectSaga(prefetchPageOffers, services, accountView)
      .withReducer(reducer, signedIn as never)
      .put(offersActions.offersLoaded({ offers: [banner] }))
      .run();
    expect(services.sent[0]!.request.body).toEqual({ slots: ['accountBanner', 'accountModal'] });
    expect(storeState.offers.bySlot.accountBanner).toEqual(banner);
  });

  it('asks nothing for a page without slots, or a signed-out visitor', async () => {
    const services = fakeServices();
    const other = appActions.pageViewed({
      route: portalRoutes.billing.key,
      page: 'Billing',
      category: 'billing',
      path: '/billing',
      hasHash: false,
    });
    await expectSaga(prefetchPageOffers, services, other)
      .withReducer(reducer, signedIn as never)
      .run();
    await expectSaga(prefetchPageOffers, services, accountView)
      .withReducer(reducer, { ...signedIn, auth: { ...initialAuthState, status: 'signedOut' } } as never)
      .run();
    expect(services.sent).toEqual([]);
  });

  it('sends the display notification once per slot per session', async () => {
    const services = fakeServices({ gateway: () => ok({ recorded: true }) });
    services.session.set(storageKeys.gwSession, 'session-0001');
    await expectSaga(notifyDisplay, services, offersActions.offerViewed(shown))
      .put(offersActions.displayNotified({ slot: 'accountBanner', kind: 'accountPaperless', recorded: true }))
      .run();
    await expectSaga(notifyDisplay, services, offersActions.offerViewed(shown))
      .not.put.actionType(offersActions.displayNotified.type)
      .run();
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([
      ['offerDisplayed', { eventToken: banner.eventToken, slot: 'accountBanner', sessionId: 'session-0001' }],
    ]);
    expect(JSON.parse(services.session.get(offerStorageKeys.displayedSlots)!)).toEqual(['accountBanner']);
  });

  it('hides a dismissed offer at once and for good, and stores the dismissal with an idempotency key', async () => {
    const services = fakeServices({ gateway: () => ok({ kind: 'accountPaperless' }) });
    const { storeState } = await expectSaga(storeDismissal, services, offersActions.dismissRequested(shown))
      .withReducer(reducer, signedIn as never)
      .dispatch(offersActions.offersLoaded({ offers: [banner] }))
      .dispatch(offersActions.dismissRequested(shown))
      .dispatch(offersActions.offersLoaded({ offers: [banner] }))
      .put(offersActions.offerDismissed({ kind: 'accountPaperless' }))
      .run();
    expect(storeState.offers.bySlot.accountBanner).toBeUndefined();
    expect(services.sent[0]!.request.idempotencyKey).toBe('id-1');
  });

  it('records a dismissal the gateway could not store', async () => {
    const services = fakeServices({ gateway: () => fail(503, 'unavailable', 'Try later') });
    await expectSaga(storeDismissal, services, offersActions.dismissRequested(shown))
      .put(offersActions.dismissFailed({ kind: 'accountPaperless', message: 'Try later' }))
      .put.actionType(apiActions.callFailed.type)
      .run();
  });
});
