import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';

export const SignOutReason = t.keyof({ customer: null, expired: null });
export type SignOutReason = t.TypeOf<typeof SignOutReason>;
export const RejectionReason = t.keyof({
  invalid_credentials: null,
  too_many_attempts: null,
  interaction_expired: null,
  invalid_request: null,
});

export const authActions = catalogue('auth', {
  sessionChecked: event(t.type({ signedIn: t.boolean, loginId: t.union([t.string, t.null]), expiresAt: t.union([t.number, t.null]) })),
  signInRequested: command(t.type({ returnTo: t.union([t.string, t.null]) })),
  credentialsSubmitted: command(t.type({ uid: t.string, loginId: t.string, password: t.string }), { sensitive: ['password'] }),
  credentialsAccepted: event(),
  credentialsRejected: event(t.type({ reason: RejectionReason, message: t.string })),
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
  signedOut: event(t.type({ reason: SignOutReason })),
});

export const authDescriptions: Descriptions<typeof authActions> = {
  sessionChecked: 'The stored sign-in token was looked at on start',
  signInRequested: 'A page needs a signed-in customer, or the customer chose to sign in',
  credentialsSubmitted: 'The customer submitted the login form',
  credentialsAccepted: 'The identity provider accepted the login ID and password',
  credentialsRejected: 'The identity provider refused the sign-in',
  callbackReached: 'The browser came back from the identity provider',
  signedIn: 'The customer is signed in',
  signInFailed: 'Signing in could not be completed',
  tokenUpdateRequested: 'loginApplePay asked for the token to be updated',
  signOutRequested: 'The customer chose to sign out',
  signedOut: 'The customer is signed out',
};
