import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { submitCredentials } from '../../src/contract/signIn';
import { findSignInAccount, normaliseLoginId } from '../auth/accounts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { portalClientId } from '../auth/provider';
import { revokeToken } from '../auth/revocation';
import type { TokenVerifier } from '../auth/tokens';
import type { Database } from '../db/schema';
import { countHit, releaseHit, type Counter } from '../db/rateLimits';
import { contractRoute } from '../http/contractRoute';
import { HttpError } from '../http/errors';

export interface OidcPluginOptions {
  db: Kysely<Database>;
  provider: Provider;
  /** Where the provider is mounted, e.g. `/oidc`. */
  mountPath: string;
  verifier: TokenVerifier;
  /** Audience of the access tokens (they are revoked here, not by the provider). */
  apiAudience: string;
  signInLimits?: SignInLimits;
}

export interface SignInLimits {
  perLoginId: number;
  perClientAddress: number;
  windowMs: number;
}
export const defaultSignInLimits: SignInLimits = { perLoginId: 5, perClientAddress: 20, windowMs: 15 * 60 * 1000 };

const uidPattern = /^[A-Za-z0-9_-]{1,64}$/;
const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'The login ID or password you entered is incorrect.');
const interactionExpired = () =>
  new HttpError(400, 'interaction_expired', 'Your sign-in session has expired or was not found. Please start signing in again.');

/** The OpenID Connect provider under /oidc, and the login interaction the portal's own form talks to. */
export const oidcPlugin: FastifyPluginAsync<OidcPluginOptions> = async (app, options) => {
  const { prefix: _prefix, ...shared } = options as OidcPluginOptions & { prefix?: string };
  await app.register(providerRoutes, shared);
  await app.register(interactionRoutes, shared);
  await app.register(revocationRoutes, shared);
};

/** Everything else under /oidc goes to the provider untouched: its routes read the raw request body themselves. */
const providerRoutes: FastifyPluginAsync<OidcPluginOptions> = async (app, { provider, mountPath }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID Connect provider error'));
  const handle = provider.callback();
  app.all('/*', async (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(mountPath.length) || '/';
    await handle(raw, reply.raw);
  });
};

const interactionRoutes: FastifyPluginAsync<OidcPluginOptions> = async (app, { db, provider, signInLimits = defaultSignInLimits }) => {
  // The provider sends the browser here; the portal hosts the login form.
  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const { uid } = request.params;
    if (!uidPattern.test(uid)) throw interactionExpired();
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (details?.uid === uid && details.prompt.name === 'consent') {
      // First-party client: consent is implied (the grant is made in loadExistingGrant).
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: {} }, { mergeWithLastSubmission: true });
      return reply.code(303).redirect(returnTo);
    }
    return reply.code(303).redirect(`/customers/login?uid=${encodeURIComponent(uid)}`);
  });

  contractRoute(app, submitCredentials, {
    handler: async ({ params, body, request, reply }) => {
      if (!uidPattern.test(params.uid)) throw interactionExpired();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== params.uid) throw interactionExpired();
      const loginId = normaliseLoginId(body.loginId);
      const accountId = await checkCredentials(db, loginId, body.password, request.ip, signInLimits);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return { redirectTo };
    },
  });
};

/**
 * Token revocation (RFC 7009) for the portal's sign-out. Access tokens are JWTs, which oidc-provider
 * refuses to revoke; their id goes on the revocation list that every gateway instance checks.
 * As the RFC asks, an unknown or invalid token is answered 200 too.
 */
const revocationRoutes: FastifyPluginAsync<OidcPluginOptions> = async (app, { db, verifier, apiAudience }) => {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  app.post<{ Body: Record<string, unknown> | undefined }>('/token/revocation', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== portalClientId) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'client authentication failed' });
    }
    if (typeof body.token !== 'string' || body.token.length === 0) {
      return reply.code(400).send({ error: 'invalid_request', error_description: "missing required parameter 'token'" });
    }
    const claims = await verifier.verifyClaims(body.token, apiAudience).catch(() => undefined);
    if (claims?.jti && claims.exp && claims.client_id === portalClientId) {
      await revokeToken(db, claims.jti, new Date(claims.exp * 1000));
      verifier.forget(body.token);
    }
    return reply.code(200).header('cache-control', 'no-store').send();
  });
};

/**
 * Every attempt is counted before its password is looked at, in one statement per counter that answers the new
 * count (`countHit`), so however many attempts arrive at once, on however many gateway instances, at most the
 * limit of them is ever evaluated; the others are refused unread (429). A successful attempt gives its own hit
 * back and nothing more: a right password never frees the attempts of others.
 */
async function checkCredentials(
  db: Kysely<Database>,
  loginId: string,
  password: string,
  clientAddress: string,
  limits: SignInLimits,
): Promise<string> {
  const loginKey = `sign-in:login:${loginId}`;
  const addressKey = `sign-in:address:${clientAddress}`;
  const [byLogin, byAddress] = await Promise.all([countHit(db, loginKey, limits.windowMs), countHit(db, addressKey, limits.windowMs)]);
  const blocked = [exceeded(byLogin, limits.perLoginId), exceeded(byAddress, limits.perClientAddress)].filter((c) => c !== undefined);
  if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((c) => c.resetAt.getTime())));

  const account = loginId.length > 0 && loginId.length <= 200 ? await findSignInAccount(db, loginId) : undefined;
  const valid =
    account && password.length <= 1024
      ? await verifyPassword(password, account.passwordHash)
      : await verifyAgainstDummy(password.slice(0, 1024));
  if (!account || !valid) throw invalidCredentials();
  await Promise.all([releaseHit(db, loginKey), releaseHit(db, addressKey)]);
  return account.loginId;
}

/** The counter, when this attempt's hit is past the limit. */
function exceeded(counter: Counter, limit: number): Counter | undefined {
  return counter.hits > limit ? counter : undefined;
}

function tooManyAttempts(resetAt: number): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(
    429,
    'too_many_attempts',
    `Too many unsuccessful sign-in attempts. For your security, please wait ${wait} and try again, or reset your password.`,
    { 'retry-after': String(seconds) },
  );
}
