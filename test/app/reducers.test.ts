import { appReducer, initialAppState } from '../../src/shell/slice';
import { appActions } from '../../src/shell/catalogue';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { authActions } from '../../src/auth/catalogue';
import { flagsReducer } from '../../src/flags/slice';
import { flagsActions } from '../../src/flags/catalogue';
import { isOutageActive } from '../../src/shared/outages';
import { createMemoryHistory } from 'history';
import { createRootReducer } from '../../src/app/reducers';
import { formsActions } from '../../src/forms/catalogue';
import { profileReducer } from '../../src/profile/slice';
import { profileActions } from '../../src/profile/catalogue';
import { policiesReducer } from '../../src/policies/slice';
import { policiesActions } from '../../src/policies/catalogue';
import { demoParty, demoPolicies } from '../support/demo';

describe('the app reducer', () => {
  it('announces each page view and clears a page error', () => {
    const failed = appReducer(initialAppState, appActions.pageErrorOccurred({ chunkFailure: 'timeout', message: 'x' }));
    expect(failed.pageError).toEqual({ chunkFailure: 'timeout' });
    const viewed = appReducer(
      failed,
      appActions.pageViewed({ route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false }),
    );
    expect(viewed).toMatchObject({ announcement: 'Viewing Account page', pageError: null, page: { name: 'Account', path: '/account' } });
  });

  it('follows connectivity and the browser banner', () => {
    let state = appReducer(initialAppState, appActions.connectionLost({ message: 'Customer has lost network connection' }));
    expect(state.online).toBe(false);
    state = appReducer(state, appActions.connectionRestored({ message: 'Customer has regained network connection' }));
    expect(state.online).toBe(true);
    state = appReducer(
      state,
      appActions.browserChecked({ supported: false, outdatedIos: true, name: 'Safari', version: '15', bannerDismissed: false }),
    );
    state = appReducer(state, appActions.browserBannerDismissed());
    expect(state.browser).toEqual({ supported: false, outdatedIos: true, bannerDismissed: true });
  });

  it('keeps the mobile-app modes', () => {
    expect(appReducer(initialAppState, appActions.mobileModeDetected({ loader: true, mode: false })).mobile).toEqual({
      loader: true,
      mode: false,
    });
  });
});

describe('the auth reducer', () => {
  it('goes from unknown to signed in, through a rejection, to signed out with a reason', () => {
    let state = authReducer(initialAuthState, authActions.sessionChecked({ signedIn: false, loginId: null, expiresAt: null }));
    expect(state.status).toBe('signedOut');
    state = authReducer(state, authActions.credentialsSubmitted({ uid: 'u', loginId: 'mutual.customer', password: 'secret' }));
    expect(state.submitting).toBe(true);
    expect(JSON.stringify(state)).not.toContain('secret');
    state = authReducer(state, authActions.credentialsRejected({ reason: 'invalid_credentials', message: 'wrong' }));
    expect(state).toMatchObject({ submitting: false, rejection: 'wrong' });
    state = authReducer(state, authActions.signedIn({ loginId: 'mutual.customer', expiresAt: 5, via: 'oidc' }));
    expect(state).toMatchObject({ status: 'signedIn', loginId: 'mutual.customer', rejection: null });
    state = authReducer(state, authActions.signedOut({ reason: 'expired' }));
    expect(state).toMatchObject({ status: 'signedOut', loginId: null, signedOutReason: 'expired' });
  });
});

describe('the flags reducer and outage windows', () => {
  it('marks loading, loaded and errored', () => {
    const loading = flagsReducer(undefined, flagsActions.fetchStarted());
    expect(loading.status).toBe('loading');
    expect(flagsReducer(loading, flagsActions.fetchFailed({ message: 'down' })).status).toBe('errored');
  });

  it('finds an outage active inside its window only (start inclusive, end exclusive)', () => {
    const window = { start: '2026-11-22T05:00:00Z', end: '2026-11-22T07:00:00Z' };
    expect(isOutageActive(window, Date.parse('2026-11-22T04:59:59.999Z'))).toBe(false);
    expect(isOutageActive(window, Date.parse('2026-11-22T05:00:00Z'))).toBe(true);
    expect(isOutageActive(window, Date.parse('2026-11-22T06:59:59.999Z'))).toBe(true);
    expect(isOutageActive(window, Date.parse('2026-11-22T07:00:00Z'))).toBe(false);
    expect(isOutageActive({ start: null, end: null }, Date.now())).toBe(false);
  });
});

describe('the domain reducers', () => {
  it("keep committed form values per form and forget them on sign-out (the portal's reducers wire the forms to the sign-in's event)", () => {
    const portal = createRootReducer(createMemoryHistory());
    let state = portal(undefined, formsActions.fieldCommitted({ form: 'login', field: 'loginId', value: 'mutual.customer' }));
    state = portal(state, formsActions.submitted({ form: 'login', values: { loginId: 'mutual.customer', password: '[redacted]' } }));
    expect(state.forms).toEqual({ login: { loginId: 'mutual.customer', password: '[redacted]' } });
    expect(portal(state, authActions.signedOut({ reason: 'customer' })).forms).toEqual({});
  });

  it('keep the party and the policies until sign-out', () => {
    const profile = profileReducer(undefined, profileActions.partyLoaded({ party: demoParty }));
    const policies = policiesReducer(undefined, policiesActions.summaryLoaded({ policies: demoPolicies }));
    expect(profile.party?.lastName).toBe('Lopez');
    expect(policies.summary).toHaveLength(2);
    expect(profileReducer(profile, authActions.signedOut({ reason: 'customer' })).party).toBeNull();
    expect(policiesReducer(policies, authActions.signedOut({ reason: 'customer' })).summary).toEqual([]);
  });
});
