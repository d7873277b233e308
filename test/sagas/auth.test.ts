import { expectSaga } from 'redux-saga-test-plan';
import { push, replace } from 'connected-react-router';
import { completeSignIn, signOut, startSignIn, submitLogin, forceSignOut } from '../../sagas/auth';
import { authActions } from '../../src/auth/catalogue';
import { fakeServices, fail, ok } from '../support/fakeServices';

const submitted = authActions.credentialsSubmitted({ uid: 'uid-1', loginId: 'mutual.customer', password: 'Portal-Demo-2026!' });

describe('signing in', () => {
  it('posts the credentials to the interaction and follows the provider on success', async () => {
    const services = fakeServices({ gateway: () => ok({ redirectTo: 'http://localhost/oidc/auth/uid-1' }) });
    await expectSaga(submitLogin, services, submitted).put(authActions.credentialsAccepted()).run();
    expect(services.sent[0]).toEqual({
      name: 'signIn',
      request: { params: { uid: 'uid-1' }, body: { loginId: 'mutual.customer', password: 'Portal-Demo-2026!' }, idempotencyKey: undefined },
    });
    expect(services.assigned).toEqual(['http://localhost/oidc/auth/uid-1']);
  });

  it('shows the provider message for a wrong password and stays on the form', async () => {
    const services = fakeServices({
      gateway: () => fail(401, 'invalid_credentials', 'The login ID or password you entered is incorrect.'),
    });
    await expectSaga(submitLogin, services, submitted)
      .put(
        authActions.credentialsRejected({ reason: 'invalid_credentials', message: 'The login ID or password you entered is incorrect.' }),
      )
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(services.assigned).toEqual([]);
  });

  it('passes on the lock-out message when sign-ins are rate-limited', async () => {
    const services = fakeServices({ gateway: () => fail(429, 'too_many_attempts', 'Too many attempts. Try again in 15 minutes.') });
    await expectSaga(submitLogin, services, submitted)
      .put(authActions.credentialsRejected({ reason: 'too_many_attempts', message: 'Too many attempts. Try again in 15 minutes.' }))
      .run();
  });

  it('goes to the system error page when the gateway cannot be reached', async () => {
    const services = fakeServices({ gateway: () => 'network-failure' });
    await expectSaga(submitLogin, services, submitted)
      .put.like({ action: { type: authActions.signInFailed.type, payload: { stage: 'credentials' } } })
      .put(push('/login/system-error'))
      .run();
  });

  it('completes the callback and returns to the page the customer wanted', async () => {
    const services = fakeServices({ session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: '/account?tab=1' } });
    await expectSaga(completeSignIn, services)
      .put(authActions.signedIn({ loginId: 'mutual.customer', expiresAt: 2e12, via: 'oidc' }))
      .put(replace('/account?tab=1'))
      .run();
  });

  it('never returns to another site after sign-in', async () => {
    const services = fakeServices({ session: { loginId: 'm', expiresAt: 2e12, returnTo: '//evil.example/phish' } });
    await expectSaga(completeSignIn, services).put(replace('/account')).run();
  });

  it('shows the login error page when the callback fails', async () => {
    const services = fakeServices({ session: null });
    await expectSaga(completeSignIn, services)
      .put.like({ action: { type: authActions.signInFailed.type, payload: { stage: 'callback' } } })
      .put(replace('/login/error'))
      .run();
  });

  it('starts the redirect with a safe return path only', async () => {
    const services = fakeServices();
    const spy = jest.spyOn(services.auth, 'startSignIn');
    await expectSaga(startSignIn, services, authActions.signInRequested({ returnTo: 'https://evil.example' })).run();
    await expectSaga(startSignIn, services, authActions.signInRequested({ returnTo: '/account' })).run();
    expect(spy.mock.calls).toEqual([[null], ['/account']]);
  });
});

describe('signing out', () => {
  it('forgets the token and the cached queries, then shows the signed-out page', async () => {
    const services = fakeServices({ session: { loginId: 'm', expiresAt: 2e12, returnTo: null } });
    services.queries.set('main /party {}', { any: 1 });
    await expectSaga(signOut, services)
      .put(authActions.signedOut({ reason: 'customer' }))
      .put(push('/forced-logout'))
      .run();
    expect(services.auth.currentSession()).toBeNull();
    expect(services.queries.get('main /party {}')).toBeUndefined();
  });

  it('signs out with reason expired when the gateway refuses the token', async () => {
    const services = fakeServices({ session: { loginId: 'm', expiresAt: 2e12, returnTo: null } });
    await expectSaga(forceSignOut, services)
      .put(authActions.signedOut({ reason: 'expired' }))
      .put(replace('/forced-logout'))
      .run();
  });
});
