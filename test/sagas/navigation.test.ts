import { expectSaga } from 'redux-saga-test-plan';
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { combineReducers } from 'redux';
import { delay } from 'redux-saga/effects';
import { onLocationChange } from '../../sagas/navigation';
import { appActions } from '../../src/shell/catalogue';
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
    await expectSaga(onLocationChange, services, matchPortalRoute, null, change('/login'))
      .withState(withAuth('signedOut'))
      .put(appActions.pageViewed({ route: 'login', page: 'Log in', category: 'login', path: '/login', hasHash: false }))
      .run();
    expect(services.scrolls).toHaveLength(1);
  });

  it('does not scroll when the address has a hash', async () => {
    const services = fakeServices();
    await expectSaga(onLocationChange, services, matchPortalRoute, null, change('/login', '', '#help'))
      .withState(withAuth('signedOut'))
      .run();
    expect(services.scrolls).toHaveLength(0);
  });

  it('sends a signed-out visitor of a customer page to sign in, and back afterwards', async () => {
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, null, change('/account', '?tab=policies'))
      .withState(withAuth('signedOut'))
      .put(authActions.signInRequested({ returnTo: '/account?tab=policies' }))
      .run();
  });

  it('waits for the stored session to be checked before deciding', async () => {
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, null, change('/account'))
      .withReducer(combineReducers({ auth: authReducer }), withAuth('unknown'))
      .dispatch(authActions.sessionChecked({ signedIn: true, loginId: 'mutual.customer', expiresAt: 2e12 }))
      .not.put.actionType(authActions.signInRequested.type)
      .run();
  });

  it('lets logged-out pages open without a token', async () => {
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, null, change('/forced-logout'))
      .withState(withAuth('signedOut'))
      .not.put.actionType(authActions.signInRequested.type)
      .run();
  });

  it("readies the route's page before its page view, and shows the page in error when its scripts cannot be loaded", async () => {
    const readied: string[] = [];
    function* prepare(_services: unknown, route: { key: string }) {
      readied.push(route.key);
      yield delay(1);
    }
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, prepare, change('/forced-logout'))
      .withState(withAuth('signedOut'))
      .put(appActions.pageViewed({ route: 'forcedLogout', page: 'Signed out', category: 'login', path: '/forced-logout', hasHash: false }))
      .not.put.actionType(appActions.pageErrorOccurred.type)
      .run();
    expect(readied).toEqual(['forcedLogout']);

    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError', type: 'timeout' });
    // eslint-disable-next-line require-yield
    function* failing(): Generator<never, void> {
      throw chunkError;
    }
    const services = fakeServices();
    await expectSaga(onLocationChange, services, matchPortalRoute, failing, change('/forced-logout'))
      .withState(withAuth('signedOut'))
      .put.actionType(appActions.pageViewed.type)
      .put(appActions.pageErrorOccurred({ chunkFailure: 'timeout', message: 'Loading chunk 7 failed.' }))
      .run();
    expect(services.scrolls).toHaveLength(1);
  });

  it("sends a signed-out visitor to sign in even when a customer page's scripts cannot be loaded", async () => {
    // eslint-disable-next-line require-yield
    function* failing(): Generator<never, void> {
      throw new Error('the sagas did not start');
    }
    await expectSaga(onLocationChange, fakeServices(), matchPortalRoute, failing, change('/billing'))
      .withState(withAuth('signedOut'))
      .put(appActions.pageErrorOccurred({ chunkFailure: 'other', message: 'the sagas did not start' }))
      .put(authActions.signInRequested({ returnTo: '/billing' }))
      .run();
  });

  it('knows every route and shows a not-found page for the rest', () => {
    expect(matchPortalRoute('/account').key).toBe('account');
    expect(matchPortalRoute('/login/system-error').page).toBe('System error');
    expect(matchPortalRoute('/no/such/page')).toMatchObject({ key: 'notFound', page: 'Page not found', access: 'public' });
  });
});
