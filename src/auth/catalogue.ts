import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { AuthenticatorEnrolment, MfaMethod, SecurityCodeRequest } from '../contract/signIn';

export const SignOutReason = t.keyof({ customer: null, expired: null, passwordChanged: null, loginIdChanged: null });
export type SignOutReason = t.TypeOf<typeof SignOutReason>;
export type RejectionReason = t.TypeOf<typeof RejectionReason>;
export const RejectionReason = t.keyof({
  invalid_credentials: null,
  too_many_attempts: null,
  interaction_expired: null,
  invalid_request: null,
  invalid_code: null,
  too_many_codes: null,
  passkey_not_accepted: null,
});

export const authActions = catalogue('auth', {
  sessionChecked: event(t.type({ signedIn: t.boolean, loginId: t.union([t.string, t.null]), expiresAt: t.union([t.number, t.null]) })),
  signInRequested: command(t.type({ returnTo: t.union([t.string, t.null]) })),
  credentialsSubmitted: command(t.type({ uid: t.string, loginId: t.string, password: t.string }), { sensitive: ['password'] }),
  credentialsAccepted: event(),
  credentialsRejected: event(t.type({ reason: RejectionReason, message: t.string })),
  securityCodeRequested: event(SecurityCodeRequest),
  enrolmentRequested: event(AuthenticatorEnrolment, { sensitive: ['key', 'uri', 'qrCode'] }),
  securityCodeSubmitted: command(t.type({ uid: t.string, code: t.string }), { sensitive: ['code'] }),
  securityCodeMethodChosen: command(t.type({ uid: t.string, method: MfaMethod })),
  passkeysOffered: command(t.type({ uid: t.string })),
  passkeysChecked: event(t.type({ button: t.boolean, autofill: t.boolean })),
  passkeySignInRequested: command(t.type({ uid: t.string })),
  passkeyChosen: event(),
  passkeyNotUsed: event(t.type({ reason: t.keyof({ cancelled: null, failed: null }), message: t.string })),
  callbackReached: command(),
  signedIn: event(
    t.type({
      loginId: t.string,
      expiresAt: t.number,
      via: t.keyof({ oidc: null, sessionToken: null }),
    }),
  ),
  signInFailed: event(
    t.type({ stage: t.keyof({ redirect: null, credentials: null, callback: null, sessionToken: null }), message: t.string }),
  ),
  tokenUpdateRequested: event(),
  signOutRequested: command(),
  signOutEverywhereRequested: command(),
  signedOut: event(t.type({ reason: SignOutReason })),
});

export const authDescriptions: Descriptions<typeof authActions> = {
  sessionChecked: 'The stored sign-in token was looked at on start',
  signInRequested: 'A page needs a signed-in customer, or the customer chose to sign in',
  credentialsSubmitted: 'The customer submitted the login form',
  credentialsAccepted: 'The identity provider accepted the login ID and password',
  credentialsRejected: 'The identity provider refused the sign-in',
  securityCodeRequested: 'The identity provider asked for a security code (authenticator app or text message)',
  enrolmentRequested: 'Forced MFA: the customer must set up an authenticator app before the sign-in ends',
  securityCodeSubmitted: 'The customer submitted the security code',
  securityCodeMethodChosen: 'The customer chose another way to receive a security code',
  passkeysOffered: "The login form is shown: passkeys are offered (in the login ID's autofill, where the browser can)",
  passkeysChecked: 'What the browser offers of passkeys: on request (the button) and in autofill',
  passkeySignInRequested: 'The customer chose to sign in with a passkey (the button)',
  passkeyChosen: 'The browser gave a passkey the customer chose; it is sent to the identity provider (never logged)',
  passkeyNotUsed: "No passkey was used: the customer closed the browser's dialog, or the browser could not",
  callbackReached: 'The browser came back from the identity provider',
  signedIn: 'The customer is signed in',
  signInFailed: 'Signing in could not be completed',
  tokenUpdateRequested: 'loginApplePay asked for the token to be updated',
  signOutRequested: 'The customer chose to sign out',
  signOutEverywhereRequested: 'The customer chose to sign out on every browser and device',
  signedOut: 'The customer is signed out',
};
