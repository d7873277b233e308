import { expectSaga } from 'redux-saga-test-plan';
import { push, replace } from 'connected-react-router';
import {
  chooseCodeMethod,
  completeSignIn,
  signOut,
  signOutEverywhere,
  startSignIn,
  submitCode,
  submitLogin,
  forceSignOut,
} from '../../sagas/auth';
import { authReducer, initialAuthState } from '../../src/auth/slice';
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

  it('asks for the security code when the customer has a second factor, and does not leave the page', async () => {
    const request = { method: 'authenticatorApp' as const, sentTo: null, otherMethods: ['textMessage' as const] };
    const services = fakeServices({ gateway: () => ok({ securityCode: request }) });
    const { storeState } = await expectSaga(submitLogin, services, submitted)
      .withReducer(authReducer, initialAuthState)
      .put(authActions.securityCodeRequested(request))
      .not.put(authActions.credentialsAccepted())
      .run();
    expect(services.assigned).toEqual([]);
    expect(storeState).toMatchObject({ submitting: false, secondFactor: { kind: 'securityCode', request } });
  });

  it('asks a customer without a factor to set up an authenticator app when MFA is forced', async () => {
    const enrolment = { key: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA' };
    const services = fakeServices({ gateway: () => ok({ enrolment }) });
    const { storeState } = await expectSaga(submitLogin, services, submitted)
      .withReducer(authReducer, initialAuthState)
      .put(authActions.enrolmentRequested(enrolment))
      .run();
    expect(storeState.secondFactor).toEqual({ kind: 'enrolment', enrolment });
  });

  it('sends the security code and follows the provider when it is right', async () => {
    const services = fakeServices({ gateway: () => ok({ redirectTo: 'http://localhost/oidc/auth/uid-1' }) });
    await expectSaga(submitCode, services, authActions.securityCodeSubmitted({ uid: 'uid-1', code: '123456' }))
      .put(authActions.credentialsAccepted())
      .run();
    expect(services.sent[0]).toEqual({
      name: 'signInSecurityCode',
      request: { params: { uid: 'uid-1' }, body: { code: '123456' }, idempotencyKey: undefined },
    });
    expect(services.assigned).toEqual(['http://localhost/oidc/auth/uid-1']);
  });

  it("keeps the code step with 'This code is invalid' for a wrong code, and leaves it for a wrong password told after", async () => {
    const asked = authActions.securityCodeRequested({ method: 'textMessage', sentTo: '(***) ***-0134', otherMethods: [] });
    const wrongCode = fakeServices({ gateway: () => fail(401, 'invalid_code', 'This code is invalid') });
    const afterWrongCode = await expectSaga(submitCode, wrongCode, authActions.securityCodeSubmitted({ uid: 'uid-1', code: '000000' }))
      .withReducer(authReducer, authReducer(initialAuthState, asked))
      .put(authActions.credentialsRejected({ reason: 'invalid_code', message: 'This code is invalid' }))
      .run();
    expect(afterWrongCode.storeState).toMatchObject({ rejection: 'This code is invalid', rejectionReason: 'invalid_code' });
    expect(afterWrongCode.storeState.secondFactor?.kind).toBe('securityCode');

    const wrongPassword = fakeServices({
      gateway: () => fail(401, 'invalid_credentials', 'The login ID or password you entered is incorrect.'),
    });
    const afterWrongPassword = await expectSaga(
      submitCode,
      wrongPassword,
      authActions.securityCodeSubmitted({ uid: 'uid-1', code: '111111' }),
    )
      .withReducer(authReducer, authReducer(initialAuthState, asked))
      .run();
    expect(afterWrongPassword.storeState).toMatchObject({
      secondFactor: null,
      rejection: 'The login ID or password you entered is incorrect.',
    });
  });

  it('switches to a text message and shows where the code went', async () => {
    const request = { method: 'textMessage' as const, sentTo: '(***) ***-0134', otherMethods: ['authenticatorApp' as const] };
    const services = fakeServices({ gateway: () => ok({ securityCode: request }) });
    const onApp = authActions.securityCodeRequested({ method: 'authenticatorApp', sentTo: null, otherMethods: ['textMessage'] });
    const { storeState } = await expectSaga(
      chooseCodeMethod,
      services,
      authActions.securityCodeMethodChosen({ uid: 'uid-1', method: 'textMessage' }),
    )
      .withReducer(authReducer, authReducer(initialAuthState, onApp))
      .put(authActions.securityCodeRequested(request))
      .run();
    expect(storeState.secondFactor).toEqual({ kind: 'securityCode', request, resent: true });
    expect(services.sent[0]?.name).toBe('signInSecurityCodeMethod');
  });

  it('completes the callback and returns to the page the customer wanted', async () => {
    const services = fakeServices({ session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: '/account?tab=1' } });
    await expectSaga(completeSignIn, services)
      .put(authActions.signedIn({ loginId: 'mutual.customer', expiresAt: 2e12, via: 'oidc' }))
      .put(replace('/account?tab=1'))
      .run();
  });

  it("sends a support agent who signed in from the login page to the console, never to a customer's account", async () => {
    const services = fakeServices({ session: { loginId: 'support.agent', expiresAt: 2e12, returnTo: null, role: 'support' } });
    await expectSaga(completeSignIn, services).put(replace('/support')).run();
    const fromAccount = fakeServices({ session: { loginId: 'support.agent', expiresAt: 2e12, returnTo: '/account', role: 'support' } });
    await expectSaga(completeSignIn, fromAccount).put(replace('/support')).run();
    const toSession = fakeServices({ session: { loginId: 'support.agent', expiresAt: 2e12, returnTo: '/support/chat', role: 'support' } });
    await expectSaga(completeSignIn, toSession).put(replace('/support/chat')).run();
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
    await services.offline.keepPolicies('m', [{ policyNumber: 'L-204518736' }]);
    await expectSaga(signOut, services)
      .put(authActions.signedOut({ reason: 'customer' }))
      .put(push('/forced-logout'))
      .run();
    expect(services.auth.currentSession()).toBeNull();
    expect(services.queries.get('main /party {}')).toBeUndefined();
    // Nothing kept for filing a claim offline stays on the device.
    await expect(services.offline.keptPolicies('m')).resolves.toBeNull();
  });

  it('signs out with reason expired when the gateway refuses the token', async () => {
    const services = fakeServices({ session: { loginId: 'm', expiresAt: 2e12, returnTo: null } });
    await expectSaga(forceSignOut, services)
      .put(authActions.signedOut({ reason: 'expired' }))
      .put(replace('/forced-logout'))
      .run();
  });

  it('ends every session at the gateway, then signs this browser out', async () => {
    const calls: string[] = [];
    const services = fakeServices({
      session: { loginId: 'm', expiresAt: 2e12, returnTo: null },
      gateway: (request) => {
        calls.push(`${request.method} ${request.path}`);
        return ok({ signedOut: true });
      },
    });
    await expectSaga(signOutEverywhere, services)
      .put(authActions.signedOut({ reason: 'customer' }))
      .put(push('/forced-logout'))
      .run();
    expect(calls).toEqual(['POST /sign-out-everywhere']);
    expect(services.auth.currentSession()).toBeNull();
  });
});
