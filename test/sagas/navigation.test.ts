import { expectSaga } from 'redux-saga-test-plan';
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { combineReducers } from 'redux';
import { onLocationChange } from '../../sagas/navigation';
import { appActions } from '../../src/app/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { matchPortalRoute } from '../../src/shared/routes';
import { fakeServices } from '../support/fakeServices';

const change = (pathname: string, search = '', hash = ''): LocationChangeAction =>
  ({
    type: LOCATION_CHANGE,
    payload: { location: { pathname, search, hash, state: undefined }, action: 'PUSH', isFirstRendering: false },
  }) as LocationChangeAction;

const withAuth = (status: 'unknown' | 'signedIn' | 'signedOut') => ({ auth: { ...initialAuthState, status } });

describe('navigation', () => {
  it('announces the page and scrolls to the top', async () => {
    const services = fakeServices();
    await expectSaga(onLocationChange, services, matchPortalRoute, change('/login'))
      .withState(withAuth('signedOut'))
      .put(appActions.pageViewed({ route: 'login', page: 'Log in', category: 'login', path: '/login', hasHash: false }))
      .run();
    expect(services.scrolls).toHaveLength(1);
  });

  it('does not scroll when the address has a hash', async () => {
    const services = fakeServices();
    await expectSaga(onLocationChange, services, matchPortalRoute, change('/login', '', '#help'))
      .withState(withAuth('signedOut'))
      .run();
    expect(services.scrolls).toHaveLength(0);
  });

  it('sends a signed-out visitor of a customer page to sign in, and back afterwards', async () => {
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, change('/account', '?tab=policies'))
      .withState(withAuth('signedOut'))
      .put(authActions.signInRequested({ returnTo: '/account?tab=policies' }))
      .run();
  });

  it('waits for the stored session to be checked before deciding', async () => {
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, change('/account'))
      .withReducer(combineReducers({ auth: authReducer }), withAuth('unknown'))
      .dispatch(authActions.sessionChecked({ signedIn: true, loginId: 'mutual.customer', expiresAt: 2e12 }))
      .not.put.actionType(authActions.signInRequested.type)
      .run();
  });

  it('lets logged-out pages open without a token', async () => {
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, change('/forced-logout'))
      .withState(withAuth('signedOut'))
      .not.put.actionType(authActions.signInRequested.type)
      .run();
  });

  it('knows every route and shows a not-found page for the rest', () => {
    expect(matchPortalRoute('/account').key).toBe('account');
    expect(matchPortalRoute('/login/system-error').page).toBe('System error');
    expect(matchPortalRoute('/no/such/page')).toMatchObject({ key: 'notFound', page: 'Page not found', access: 'public' });
  });
});
