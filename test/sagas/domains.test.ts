import { expectSaga } from 'redux-saga-test-plan';
import { type combineReducers } from 'redux';
import { startDomainsOf } from '../../sagas/domains';
import { onLocationChange } from '../../sagas/navigation';
import { appActions } from '../../src/shell/catalogue';
import { appReducer } from '../../src/shell/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { flagsReducer } from '../../src/flags/slice';
import { domainsOfRoute, domainsReady, routesOf } from '../../src/app/domains';
import { guestPayActions } from '../../src/guestPay/catalogue';
import { matchPortalRoute, portalRoutes } from '../../src/shared/routes';
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { fakeServices } from '../support/fakeServices';
import { withAreaSlices } from '../../src/shell/registry';
import { lazyDomains } from '../../src/shell/manifest';

const shell = { app: appReducer, auth: authReducer, flags: flagsReducer };
// As the portal's reducer: an area's slice joins at its app/domainsStarted.
const reducer = withAreaSlices<ReturnType<ReturnType<typeof combineReducers<typeof shell>>>>(shell, lazyDomains);
const initial = () => ({ ...reducer(undefined, { type: '@@init' }), auth: { ...initialAuthState, status: 'signedOut' as const } });
const change = (pathname: string): LocationChangeAction =>
  ({
    type: LOCATION_CHANGE,
    payload: { location: { pathname, search: '', hash: '', state: undefined }, action: 'PUSH', isFirstRendering: false },
  }) as LocationChangeAction;

describe("the areas' sagas, started with their routes", () => {
  it('names only routes of the portal, and gives every area a route', () => {
    for (const [domain, routes] of Object.entries(routesOf)) {
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect([domain, route in portalRoutes]).toEqual([domain, true]);
    }
  });

  it('needs nothing for the shell pages, and an area once for its routes', () => {
    expect(domainsOfRoute('login')).toEqual([]);
    expect(domainsOfRoute('guestPay')).toEqual(['payments', 'guestPay']);
    expect(domainsOfRoute('policyIdCards')).toEqual(expect.arrayContaining(['policies', 'idCards', 'selfService', 'documents', 'profile']));
    // The policy lists show summaries only: their first load brings none of a policy's tabs' areas.
    expect(domainsOfRoute('policies')).toEqual(['policies']);
    expect(domainsOfRoute('policiesArchived')).toEqual(['policies']);
    // Onboarding answers the account's landing, its own pages, an envelope's record and the billing pages' payments.
    for (const route of ['account', 'onboardingStep', 'documentsEnvelope', 'billingAutopay', 'makeAPayment'])
      expect(domainsOfRoute(route)).toContain('onboarding');
    expect(domainsOfRoute('policies')).not.toContain('onboarding');
    expect(domainsReady('guestPay', [])).toBe(false);
    expect(domainsReady('guestPay', ['guestPay'])).toBe(false);
    expect(domainsReady('guestPay', ['payments', 'guestPay'])).toBe(true);
    expect(domainsReady('login', [])).toBe(true);
  });

  it("starts a route's areas once, before its page view, and they answer that page view", async () => {
    const services = fakeServices();
    const { storeState } = await expectSaga(function* () {
      yield* onLocationChange(services, matchPortalRoute, startDomainsOf, change('/pay-as-guest'));
      // Back to the same page: its area runs already.
      yield* onLocationChange(services, matchPortalRoute, startDomainsOf, change('/pay-as-guest'));
    })
      .withReducer(reducer, initial())
      .put(appActions.domainsStarted({ domains: ['payments', 'guestPay'] }))
      // The guest pay saga, started before the page view, heard it.
      .put(guestPayActions.guestPayStarted())
      .run();
    expect(storeState.app.startedDomains).toEqual(['payments', 'guestPay']);
  });

  it('starts nothing for a page whose areas run', async () => {
    const state = initial();
    await expectSaga(startDomainsOf, fakeServices(), matchPortalRoute('/pay-as-guest'))
      .withState({ ...state, app: { ...state.app, startedDomains: ['payments', 'guestPay'] } })
      .not.put.actionType(appActions.domainsStarted.type)
      .run();
  });
});
