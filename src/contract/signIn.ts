import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';

/**
 * The portal's login form posts the credentials to the OpenID Connect provider's interaction
 * (under the issuer, `/oidc`), which answers with where the browser goes next.
 */
export const Credentials = t.type({ loginId: t.string, password: t.string });
export type Credentials = t.TypeOf<typeof Credentials>;
export const InteractionRedirect = t.type({ redirectTo: t.string });

/** Path relative to the issuer. 401 invalid_credentials, 429 too_many_attempts, 400 bad request. */
export const submitCredentials = endpoint({
  name: 'signIn',
  gateway: 'issuer',
  method: 'POST',
  path: '/interaction/:uid/login',
  params: t.type({ uid: t.string }),
  body: Credentials,
  response: InteractionRedirect,
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
