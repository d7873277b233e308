import { expectSaga } from 'redux-saga-test-plan';
import { push } from 'connected-react-router';
import { offerPasskeys, requestPasskeySignIn } from '../../sagas/auth';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { authActions } from '../../src/auth/catalogue';
import { passkeyMessages } from '../../src/validation/messages/passkeys';
import { fakeServices, fail, ok, usedPasskey, type GatewayScript } from '../support/fakeServices';

// A passkey sign-in on the login form: the gateway's challenge, the passkey the customer picks in the browser, and
// the gateway's answer, which leads on as a password's does. The browser's answer goes to the gateway, never into an
// action.

const options = { challenge: 'c2lnbi1pbg', userVerification: 'preferred' as const, allowCredentials: [] };
const accepted: GatewayScript = (endpoint) =>
  endpoint.name === 'startPasskeySignIn' ? ok(options) : ok({ redirectTo: 'http://localhost/oidc/auth/uid-1' });

describe('signing in with a passkey', () => {
  it('from the button: asks the gateway, the browser signs, the gateway lets the customer in', async () => {
    const services = fakeServices({ gateway: accepted });
    const { effects, storeState } = await expectSaga(requestPasskeySignIn, services, authActions.passkeySignInRequested({ uid: 'uid-1' }))
      .withReducer(authReducer, { ...initialAuthState, status: 'signedOut' })
      .put(authActions.passkeyChosen())
      .put(authActions.credentialsAccepted())
      .run();
    expect(services.passkeyCeremonies).toEqual([{ kind: 'get', options, autofill: false }]);
    expect(services.sent.map((s) => s.name)).toEqual(['startPasskeySignIn', 'signInWithPasskey']);
    expect(services.sent[1]!.request).toMatchObject({ params: { uid: 'uid-1' }, body: { response: usedPasskey } });
    expect(services.assigned).toEqual(['http://localhost/oidc/auth/uid-1']);
    expect(storeState.submitting).toBe(true);
    // Nothing the browser signed is in an action.
    expect(JSON.stringify(effects.put ?? [])).not.toContain(usedPasskey.response.signature);
  });

  it('from autofill, where the browser offers it, as soon as the login form shows', async () => {
    const services = fakeServices({ gateway: accepted, passkeys: { support: { button: true, autofill: true } } });
    const { storeState } = await expectSaga(offerPasskeys, services, authActions.passkeysOffered({ uid: 'uid-1' }))
      .withReducer(authReducer, { ...initialAuthState, status: 'signedOut' })
      .put(authActions.passkeysChecked({ button: true, autofill: true }))
      .put(authActions.credentialsAccepted())
      .run();
    expect(services.passkeyCeremonies).toEqual([{ kind: 'get', options, autofill: true }]);
    expect(storeState.passkeys).toBe('buttonAndAutofill');
  });

  it('offers only the button where the browser has no autofill for passkeys, and nothing where it has no passkeys', async () => {
    const button = fakeServices({ passkeys: { support: { button: true, autofill: false } } });
    const withButton = await expectSaga(offerPasskeys, button, authActions.passkeysOffered({ uid: 'uid-1' }))
      .withReducer(authReducer, initialAuthState)
      .run();
    expect(withButton.storeState.passkeys).toBe('button');
    expect(button.sent).toEqual([]);
    const none = fakeServices({ passkeys: { support: { button: false, autofill: false } } });
    const without = await expectSaga(offerPasskeys, none, authActions.passkeysOffered({ uid: 'uid-1' }))
      .withReducer(authReducer, initialAuthState)
      .run();
    expect(without.storeState.passkeys).toBe('none');
  });

  it('a passkey without a check of the person: the security code is asked next, as after a password', async () => {
    const request = { method: 'authenticatorApp' as const, sentTo: null, otherMethods: [] };
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'startPasskeySignIn' ? ok(options) : ok({ securityCode: request })),
    });
    const { storeState } = await expectSaga(requestPasskeySignIn, services, authActions.passkeySignInRequested({ uid: 'uid-1' }))
      .withReducer(authReducer, initialAuthState)
      .put(authActions.securityCodeRequested(request))
      .run();
    expect(storeState.secondFactor).toEqual({ kind: 'securityCode', request, resent: false });
    expect(services.assigned).toEqual([]);
  });

  it("the gateway's refusal shows at the form in its words, the same whatever the reason", async () => {
    const services = fakeServices({
      gateway: (endpoint) =>
        endpoint.name === 'startPasskeySignIn' ? ok(options) : fail(401, 'passkey_not_accepted', passkeyMessages.notAccepted),
    });
    const { storeState } = await expectSaga(requestPasskeySignIn, services, authActions.passkeySignInRequested({ uid: 'uid-1' }))
      .withReducer(authReducer, initialAuthState)
      .put(authActions.credentialsRejected({ reason: 'passkey_not_accepted', message: passkeyMessages.notAccepted }))
      .run();
    expect(storeState).toMatchObject({ submitting: false, rejection: passkeyMessages.notAccepted });
  });

  it('a dialog the customer closed says so; an autofill that gave way to the button says nothing', async () => {
    const closed = fakeServices({
      gateway: accepted,
      passkeys: { outcome: () => ({ ok: false, reason: 'cancelled', message: 'The operation either timed out or was not allowed.' }) },
    });
    const { storeState } = await expectSaga(requestPasskeySignIn, closed, authActions.passkeySignInRequested({ uid: 'uid-1' }))
      .withReducer(authReducer, initialAuthState)
      .put(authActions.passkeyNotUsed({ reason: 'cancelled', message: passkeyMessages.cancelled }))
      .run();
    expect(storeState.rejection).toBe(passkeyMessages.cancelled);
    expect(closed.sent.map((s) => s.name)).toEqual(['startPasskeySignIn']);

    const gaveWay = fakeServices({
      gateway: accepted,
      passkeys: { support: { button: true, autofill: true }, outcome: () => ({ ok: false, reason: 'aborted', message: 'aborted' }) },
    });
    await expectSaga(offerPasskeys, gaveWay, authActions.passkeysOffered({ uid: 'uid-1' }))
      .not.put.actionType(authActions.passkeyNotUsed.type)
      .not.put.actionType(authActions.credentialsRejected.type)
      .run();
  });

  it('an expired sign-in asked from the button shows its message; the gateway out of reach goes to the system error page', async () => {
    const expired = fakeServices({ gateway: () => fail(400, 'interaction_expired', 'Your sign-in session has expired.') });
    await expectSaga(requestPasskeySignIn, expired, authActions.passkeySignInRequested({ uid: 'uid-1' }))
      .put(authActions.credentialsRejected({ reason: 'interaction_expired', message: 'Your sign-in session has expired.' }))
      .run();
    expect(expired.passkeyCeremonies).toEqual([]);
    const away = fakeServices({ gateway: () => 'network-failure' });
    await expectSaga(requestPasskeySignIn, away, authActions.passkeySignInRequested({ uid: 'uid-1' }))
      .put(push('/login/system-error'))
      .run();
  });
});
