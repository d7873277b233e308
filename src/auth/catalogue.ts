import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';

export const SignOutReason = t.keyof({ customer: null, expired: null });
export type SignOutReason = t.TypeOf<typeof SignOutReason>;
export const RejectionReason = t.keyof({ invalid_credentials: null, too_many_attempts: null, interaction_expired: null, invalid_request: null });

export const authActions = catalogue('auth', {
  sessionChecked: event('The stored sign-in token was looked at on start', t.type({ signedIn: t.boolean, loginId: t.union([t.string, t.null]), expiresAt: t.union([t.number, t.null]) })),
  signInRequested: command('A page needs a signed-in customer, or the customer chose to sign in', t.type({ returnTo: t.union([t.string, t.null]) })),
  credentialsSubmitted: command('The customer submitted the login form', t.type({ uid: t.string, loginId: t.string, password: t.string }), { sensitive: ['password'] }),
  credentialsAccepted: event('The identity provider accepted the login ID and password'),
  credentialsRejected: event('The identity provider refused the sign-in', t.type({ reason: RejectionReason, message: t.string })),
  callbackReached: command('The browser came back from the identity provider'),
  signedIn: event('The customer is signed in', t.type({
    loginId: t.string, expiresAt: t.number, via: t.keyof({ oidc: null, sessionToken: null }),
  })),
  signInFailed: event('Signing in could not be completed', t.type({ stage: t.keyof({ redirect: null, credentials: null, callback: null, sessionToken: null }), message: t.string })),
  tokenUpdateRequested: event('loginApplePay asked for the token to be updated'),
  signOutRequested: command('The customer chose to sign out'),
  signedOut: event('The customer is signed out', t.type({ reason: SignOutReason })),
});
