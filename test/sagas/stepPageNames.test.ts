import { expectSaga } from 'redux-saga-test-plan';
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { combineReducers, type UnknownAction } from 'redux';
import { fork } from 'redux-saga/effects';
import { navigationSaga } from '../../sagas/navigation';
import { pageAnalyticsSaga } from '../../sagas/analytics';
import { accountCreationSaga } from '../../sagas/accountCreation';
import { accountCreationActions } from '../../src/accountCreation/catalogue';
import { accountCreationReducer } from '../../src/accountCreation/slice';
import { appReducer } from '../../src/shell/slice';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { authReducer, initialAuthState, type AuthState } from '../../src/auth/slice';
import { guestPayActions } from '../../src/guestPay/catalogue';
import { guestPayReducer } from '../../src/guestPay/slice';
import { matchPortalRoute } from '../../src/shared/routes';
import { storageKeys } from '../../config/product';
import { fakeServices } from '../support/fakeServices';

// One page name per step in the analytics data layer (spec section 2), through the router: each address as the
// portal's router reports it, the page view it makes, and the pageName the data layer keeps in session storage.

const change = (pathname: string): LocationChangeAction =>
  ({
    type: LOCATION_CHANGE,
    payload: { location: { pathname, search: '', hash: '', state: undefined }, action: 'PUSH', isFirstRendering: false },
  }) as LocationChangeAction;

const reducer = combineReducers({
  auth: (state: AuthState = { ...initialAuthState, status: 'signedIn' }, action: UnknownAction) => authReducer(state, action),
  analytics: analyticsReducer,
  guestPay: guestPayReducer,
  accountCreation: accountCreationReducer,
  app: appReducer,
});

/** The page name of the title and the 'Viewing {page} page' announcement, of each run of pageNameAt in turn. */
const titles: string[] = [];

/** The data layer's pageName (as kept in session storage for the tag manager) once the router has shown this address and then taken these actions. */
async function pageNameAt(
  path: string,
  before: readonly (string | UnknownAction)[] = [],
  after: readonly UnknownAction[] = [],
): Promise<string> {
  const services = fakeServices();
  const saga = expectSaga(function* portal() {
    yield fork(navigationSaga, services, matchPortalRoute);
    yield fork(pageAnalyticsSaga, services);
    yield fork(accountCreationSaga, services);
  }).withReducer(reducer);
  for (const step of [...before, path, ...after]) saga.dispatch(typeof step === 'string' ? change(step) : step);
  const { storeState } = await saga.silentRun(50);
  const stored = JSON.parse(services.session.get(storageKeys.analytics)!) as DataLayer;
  expect(stored.global.pageName).toBe((storeState.analytics as DataLayer).global.pageName);
  titles.push((storeState.app as { page: { name: string } }).page.name);
  return stored.global.pageName;
}

describe('page names per step in the analytics data layer', () => {
  it('names each step of Make a payment (amount, method, verification, confirmation), by every door', async () => {
    const account = [
      '/billing/makeapayment',
      '/billing/makeapayment/method',
      '/billing/makeapayment/verification',
      '/billing/makeapayment/confirmation',
    ];
    const names = [];
    for (const path of account) names.push(await pageNameAt(path));
    expect(names).toEqual([
      'Make a payment: Amount',
      'Make a payment: Method',
      'Make a payment: Verification',
      'Make a payment: Confirmation',
    ]);
    await expect(pageNameAt('/billing/makeapayment/paypolicies')).resolves.toBe('Make a payment: Amount');
    await expect(pageNameAt('/billing/makeapayment/A1B2C3-1234/singlepay')).resolves.toBe('Make a payment: Amount');
    await expect(pageNameAt('/billing/makeapayment/A1B2C3-1234/verification')).resolves.toBe('Make a payment: Verification');
    // The quick payment's dialog keeps its own name.
    await expect(pageNameAt('/billing/makeapayment/paymentmodal')).resolves.toBe('Pay amount due');
  });

  it('names each step of Pay as a guest, the bill search by the line of business chosen before it', async () => {
    const chose = (lineOfBusiness: 'mutual' | 'life') => guestPayActions.lineOfBusinessChosen({ lineOfBusiness });
    await expect(pageNameAt('/pay-as-guest')).resolves.toBe('Pay as a guest: Line-of-business selection');
    await expect(pageNameAt('/pay-as-guest/find-bill', ['/pay-as-guest', chose('mutual')])).resolves.toBe(
      'Pay as a guest: Mutual account validation',
    );
    await expect(pageNameAt('/pay-as-guest/find-bill', ['/pay-as-guest', chose('life')])).resolves.toBe(
      'Pay as a guest: Life policy validation',
    );
    // The address alone does not tell the line of business: the title says what the step indicator says.
    expect(titles.slice(-2)).toEqual(['Pay as a guest: Find your bill', 'Pay as a guest: Find your bill']);
    await expect(pageNameAt('/pay-as-guest/mutual-amount')).resolves.toBe('Pay as a guest: Amount');
    await expect(pageNameAt('/pay-as-guest/life-amount')).resolves.toBe('Pay as a guest: Amount');
    await expect(pageNameAt('/pay-as-guest/payment-information')).resolves.toBe('Pay as a guest: Method');
    await expect(pageNameAt('/pay-as-guest/make-payment')).resolves.toBe('Pay as a guest: Review');
    await expect(pageNameAt('/pay-as-guest/confirmation')).resolves.toBe('Pay as a guest: Confirmation');
  });

  it("names create account's login ID step and its password step, shown at the same address", async () => {
    const loginId = '/create-account/loginID';
    const chosen = accountCreationActions.loginIdChosen({ loginId: 'jordan.rivera', email: 'jordan@example.com' });
    await expect(pageNameAt(loginId)).resolves.toBe('Create account: Login ID');
    await expect(pageNameAt(loginId, [], [chosen])).resolves.toBe('Create account: Password');
    await expect(pageNameAt(loginId, [], [chosen, accountCreationActions.loginIdStepReopened()])).resolves.toBe('Create account: Login ID');
    await expect(pageNameAt('/create-account/success')).resolves.toBe('Create account: Success');
    // The password step is a page view of its own: the title and the announcement name it too.
    expect(titles.slice(-4)).toEqual([
      'Create account: Login ID',
      'Create account: Password',
      'Create account: Login ID',
      'Create account: Success',
    ]);
  });
});
