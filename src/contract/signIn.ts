import * as t from 'io-ts';
import { endpoint } from './endpoint';

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
