import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';

/**
 * The portal's login form posts the credentials to the OpenID Connect provider's interaction
 * (under the issuer, `/oidc`), which answers with where the browser goes next, or with the second
 * factor it must give first.
 */
export const Credentials = t.type({ loginId: t.string, password: t.string });
export type Credentials = t.TypeOf<typeof Credentials>;
export const InteractionRedirect = t.type({ redirectTo: t.string });

/** The ways of proving a sign-in a second time (spec section 3: text message, authenticator app). */
export const MfaMethod = t.keyof({ authenticatorApp: null, textMessage: null });
export type MfaMethod = t.TypeOf<typeof MfaMethod>;

/** A code is wanted: from the authenticator app, or the one just texted to `sentTo` (masked). */
export const SecurityCodeRequest = t.type({
  method: MfaMethod,
  sentTo: t.union([t.string, t.null]),
  /** The customer's other methods, to switch to. */
  otherMethods: t.array(MfaMethod),
});
export type SecurityCodeRequest = t.TypeOf<typeof SecurityCodeRequest>;

/** Forced MFA: an authenticator app must be set up first; its key as text, its otpauth address and a QR code of it. */
export const AuthenticatorEnrolment = t.type({ key: t.string, uri: t.string, qrCode: t.string });
export type AuthenticatorEnrolment = t.TypeOf<typeof AuthenticatorEnrolment>;

export const SignInStep = t.union([
  InteractionRedirect,
  t.type({ securityCode: SecurityCodeRequest }),
  t.type({ enrolment: AuthenticatorEnrolment }),
]);
export type SignInStep = t.TypeOf<typeof SignInStep>;

/**
 * Path relative to the issuer. 401 invalid_credentials, 429 too_many_attempts, 400 bad request. For a login ID
 * with a second factor the answer asks for the code whether or not the password was right.
 */
export const submitCredentials = endpoint({
  name: 'signIn',
  gateway: 'issuer',
  method: 'POST',
  path: '/interaction/:uid/login',
  params: t.type({ uid: t.string }),
  body: Credentials,
  response: SignInStep,
  auth: false,
});

/**
 * The security code of a sign-in (or, with forced MFA, the first code of the new authenticator app).
 * 401 invalid_code 'This code is invalid'; 401 invalid_credentials when the code was right and the password
 * was not; 429 too_many_attempts; 400 interaction_expired.
 */
export const submitSecurityCode = endpoint({
  name: 'signInSecurityCode',
  gateway: 'issuer',
  method: 'POST',
  path: '/interaction/:uid/security-code',
  params: t.type({ uid: t.string }),
  body: t.type({ code: t.string }),
  response: InteractionRedirect,
  auth: false,
});

/** Switches the sign-in to another of the customer's methods (a text message sends a new code). 429 too_many_codes. */
export const chooseSecurityCodeMethod = endpoint({
  name: 'signInSecurityCodeMethod',
  gateway: 'issuer',
  method: 'POST',
  path: '/interaction/:uid/security-code/method',
  params: t.type({ uid: t.string }),
  body: t.type({ method: MfaMethod }),
  response: t.type({ securityCode: SecurityCodeRequest }),
  auth: false,
});

/**
 * A sign-in the gateway started for the login page (`/customers/login` without an interaction): its state, its
 * PKCE verifier and where the customer was going. The gateway keeps it in a short-lived HttpOnly cookie and hands
 * it over once, to the callback page of the browser that started it, which completes the code exchange.
 */
export const StartedSignIn = t.type({
  state: t.string,
  codeVerifier: t.string,
  returnTo: t.union([t.string, t.null]),
  /** Seconds since the epoch. */
  startedAt: t.number,
});
export type StartedSignIn = t.TypeOf<typeof StartedSignIn>;

/** 404 when this browser started no sign-in with that state. */
export const takeStartedSignIn = endpoint({
  name: 'startedSignIn',
  gateway: 'main',
  method: 'GET',
  path: '/sign-in/started/:state',
  params: t.type({ state: t.string }),
  body: noBody,
  response: StartedSignIn,
  auth: false,
});

/**
 * Signs out everywhere: every session and token of the caller's sign-in ends, this one included (its other
 * browsers and devices are asked to sign in again at their next call, its chat closes).
 */
export const signOutEverywhere = endpoint({
  name: 'signOutEverywhere',
  gateway: 'main',
  method: 'POST',
  path: '/sign-out-everywhere',
  params: t.type({}),
  body: noBody,
  response: t.type({ signedOut: t.literal(true) }),
  auth: true,
});
