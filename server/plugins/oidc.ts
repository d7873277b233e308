import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { startPasskeySignIn, signInWithPasskey } from '../../src/contract/passkeys';
import { chooseSecurityCodeMethod, submitCredentials, submitSecurityCode, type SignInStep } from '../../src/contract/signIn';
import { fieldMessages, passkeyMessages } from '../../src/validation/messages';
import { findSignInAccount, normaliseLoginId, sessionAccountId, type SignInAccount } from '../auth/accounts';
import { checkPasskeySignIn, passkeySignInOptions, placeOf, type PasskeySignIn, type RelyingParty } from '../auth/passkeys';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { portalClientId } from '../auth/provider';
import { revokeToken } from '../auth/revocation';
import type { TokenVerifier } from '../auth/tokens';
import type { Database } from '../db/schema';
import { countHit, releaseHit, type Counter } from '../db/rateLimits';
import { contractRoute } from '../http/contractRoute';
import { HttpError } from '../http/errors';
import type { Clock } from '../clock';
import type { SecretBox } from '../mfa/secretBox';
import { askForEnrolment, askForSecurityCode, checkSecurityCode, chooseMethod, factorsOf, type Factor } from '../mfa/signInChallenges';

export interface OidcPluginOptions {
  db: Kysely<Database>;
  provider: Provider;
  /** Where the provider is mounted, e.g. `/oidc`. */
  mountPath: string;
  verifier: TokenVerifier;
  /** Audience of the access tokens (they are revoked here, not by the provider). */
  apiAudience: string;
  signInLimits?: SignInLimits;
  multiFactor: MultiFactorOptions;
  clock: Clock;
  /** The relying party of passkey sign-ins: the public address's host and origin, as the issuer's. */
  relyingParty: RelyingParty;
}

export interface MultiFactorOptions {
  /** Seals and opens authenticator secrets (MFA_SECRET_KEY). */
  box: SecretBox;
  /** FORCED_MFA: a customer without a factor sets one up before the sign-in ends. */
  forced: boolean;
}

export interface SignInLimits {
  perLoginId: number;
  perClientAddress: number;
  windowMs: number;
}
export const defaultSignInLimits: SignInLimits = { perLoginId: 5, perClientAddress: 20, windowMs: 15 * 60 * 1000 };

const uidPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** What followed a right passkey, as the metrics count it. */
const passkeyOutcomes = { none: 'signed_in', securityCode: 'second_factor_asked', enrolment: 'enrolment_asked' } as const;
/** A security code's check as the metrics count it. */
const securityCodeOutcomes = {
  expired: 'expired',
  tooManyAttempts: 'locked_out',
  invalid: 'invalid_code',
  wrongPassword: 'invalid_credentials',
  passed: 'signed_in',
} as const;

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'The login ID or password you entered is incorrect.');
const invalidCode = () => new HttpError(401, 'invalid_code', fieldMessages.invalidCode);
/** Every refused passkey, whatever the reason: it never tells whether a login ID or a passkey exists. */
const passkeyNotAccepted = () => new HttpError(401, 'passkey_not_accepted', passkeyMessages.notAccepted);
/**
 * The `amr` of a passkey sign-in (RFC 8176): the passkey held (`hwk`: a key the authenticator keeps, on the device or
 * synced), and, when the authenticator verified the person (a fingerprint, a face or the device's PIN, which the
 * gateway cannot tell apart, so neither `fpt` nor `pin`), `user` and `mfa`: two factors, as a password and a code are.
 * Without that verification it is a first factor alone (`hwk`), followed by the customer's code where one is due.
 */
const passkeyAmr = (userVerified: boolean) => (userVerified ? ['hwk', 'user', 'mfa'] : ['hwk']);
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

const interactionRoutes: FastifyPluginAsync<OidcPluginOptions> = async (
  app,
  { db, provider, signInLimits = defaultSignInLimits, multiFactor, clock, relyingParty },
) => {
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

  /** The interaction the browser's cookie is for, when it is the one in the address. */
  const interactionOf = async (uid: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!uidPattern.test(uid)) throw interactionExpired();
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== uid) throw interactionExpired();
  };
  /**
   * Ends the login: the provider resumes the authorization request and issues its code. The session is of the
   * version read before the password was checked, so a session ended meanwhile is refused, not handed over.
   */
  const loggedIn = (request: FastifyRequest, reply: FastifyReply, account: SignInAccount, amr: string[]) =>
    provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: sessionAccountId(account), amr } },
      { mergeWithLastSubmission: false },
    );

  contractRoute(app, submitCredentials, {
    handler: async ({ params, body, request, reply }): Promise<SignInStep> => {
      await interactionOf(params.uid, request, reply);
      const loginId = normaliseLoginId(body.loginId);
      const attempt = await checkCredentials(db, loginId, body.password, request.ip, signInLimits);
      const counted = (outcome: string) => app.metrics.signIns.inc({ step: 'password', outcome });
      if (attempt.kind === 'blocked') {
        counted('locked_out');
        app.metrics.signInLockouts.inc({ step: 'password' });
        throw tooManyAttempts(attempt.resetAt);
      }
      const { account, passwordOk, factors } = attempt;
      if (account && factors.length > 0) {
        // Whether the password was right is told only after the code (below).
        counted('second_factor_asked');
        return {
          securityCode: await askForSecurityCode(db, { uid: params.uid, loginId: account.loginId, passwordOk, factors }, clock.now()),
        };
      }
      if (!account || !passwordOk) {
        counted('invalid_credentials');
        throw invalidCredentials();
      }
      // Support agents open customers' records: a second factor always, whatever FORCED_MFA says.
      if ((multiFactor.forced && account.role === 'customer') || account.role === 'support') {
        counted('enrolment_asked');
        return { enrolment: await askForEnrolment(db, multiFactor.box, { uid: params.uid, loginId: account.loginId }, clock.now()) };
      }
      counted('signed_in');
      return { redirectTo: await loggedIn(request, reply, account, ['pwd']) };
    },
  });

  contractRoute(app, submitSecurityCode, {
    handler: async ({ params, body, request, reply }) => {
      await interactionOf(params.uid, request, reply);
      if (body.code.length > 64) throw invalidCode();
      const outcome = await checkSecurityCode(db, multiFactor.box, { uid: params.uid, code: body.code }, clock.now());
      app.metrics.signIns.inc({ step: 'security_code', outcome: securityCodeOutcomes[outcome.kind] });
      if (outcome.kind === 'tooManyAttempts') app.metrics.signInLockouts.inc({ step: 'security_code' });
      switch (outcome.kind) {
        case 'expired':
          throw interactionExpired();
        case 'tooManyAttempts':
          throw tooManyAttempts(outcome.resetAt.getTime());
        case 'invalid':
          throw invalidCode();
        case 'wrongPassword':
          throw invalidCredentials();
        case 'passed': {
          await releaseSignInHits(db, outcome.loginId, request.ip);
          const account = await findSignInAccount(db, outcome.loginId);
          if (!account) throw interactionExpired();
          return { redirectTo: await loggedIn(request, reply, account, [outcome.firstFactor, outcome.amr]) };
        }
      }
    },
  });

  contractRoute(app, startPasskeySignIn, {
    handler: async ({ params, request, reply }) => {
      await interactionOf(params.uid, request, reply);
      return passkeySignInOptions(db, relyingParty, params.uid, clock.now());
    },
  });

  /** What a right passkey leads to: the end of the sign-in, or the second step a password would lead to. */
  const afterPasskey = async (
    { request, reply, uid }: { request: FastifyRequest; reply: FastifyReply; uid: string },
    passed: Extract<PasskeySignIn, { kind: 'passed' }>,
  ): Promise<SignInStep> => {
    const { account, factors } = passed;
    app.metrics.signIns.inc({ step: 'passkey', outcome: passkeyOutcomes[passed.next] });
    if (passed.next === 'securityCode')
      return {
        securityCode: await askForSecurityCode(
          db,
          { uid, loginId: account.loginId, passwordOk: true, factors, firstFactor: 'hwk' },
          clock.now(),
        ),
      };
    if (passed.next === 'enrolment')
      return { enrolment: await askForEnrolment(db, multiFactor.box, { uid, loginId: account.loginId, firstFactor: 'hwk' }, clock.now()) };
    return { redirectTo: await loggedIn(request, reply, account, passkeyAmr(passed.userVerified)) };
  };

  contractRoute(app, signInWithPasskey, {
    handler: async ({ params, body, request, reply }): Promise<SignInStep> => {
      await interactionOf(params.uid, request, reply);
      const attempt = {
        uid: params.uid,
        response: body.response,
        clientAddress: request.ip,
        from: placeOf(request),
        forcedMfa: multiFactor.forced,
      };
      const outcome = await checkPasskeySignIn(db, relyingParty, attempt, signInLimits, clock.now());
      if (outcome.kind === 'blocked') {
        app.metrics.signIns.inc({ step: 'passkey', outcome: 'locked_out' });
        app.metrics.signInLockouts.inc({ step: 'passkey' });
        throw tooManyAttempts(outcome.resetAt);
      }
      if (outcome.kind === 'refused') {
        app.metrics.signIns.inc({ step: 'passkey', outcome: 'passkey_not_accepted' });
        throw passkeyNotAccepted();
      }
      return afterPasskey({ request, reply, uid: params.uid }, outcome);
    },
  });

  contractRoute(app, chooseSecurityCodeMethod, {
    handler: async ({ params, body, request, reply }) => {
      await interactionOf(params.uid, request, reply);
      const outcome = await chooseMethod(db, { uid: params.uid, method: body.method }, clock.now());
      switch (outcome.kind) {
        case 'expired':
          throw interactionExpired();
        case 'unknownMethod':
          throw new HttpError(400, 'unknown_method', 'That way of receiving a security code is not set up for your account.');
        case 'tooManySends':
          throw new HttpError(429, 'too_many_codes', 'We have sent as many codes as we can for this sign-in. Please start again.');
        case 'tooManyToPhone':
          throw new HttpError(
            429,
            'too_many_codes',
            'We have sent as many codes to this phone number as we can for now. Please wait an hour, or use another way to get your code.',
          );
        case 'asked':
          return { securityCode: outcome.request };
      }
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

type CredentialsCheck =
  { kind: 'blocked'; resetAt: number } | { kind: 'checked'; account: SignInAccount | undefined; passwordOk: boolean; factors: Factor[] };

/**
 * Every attempt is counted before its password is looked at, in one statement per counter that answers the new
 * count (`countHit`), so however many attempts arrive at once, on however many gateway instances, at most the
 * limit of them is ever evaluated; the others are refused unread (429). A successful attempt gives its own hit
 * back and nothing more: a right password never frees the attempts of others. For a customer with a second
 * factor the hit is given back only once the code is right, so not even the counter tells a right password.
 * The counters stay held until the attempt is decided (the login ID's, then the address's: the order every attempt
 * takes), so attempts of one login ID or address are decided one after another, each on the count the one before
 * left, its hit given back or not: exactly the limit of wrong passwords is looked at, whatever arrives at once.
 */
function checkCredentials(
  db: Kysely<Database>,
  loginId: string,
  password: string,
  clientAddress: string,
  limits: SignInLimits,
): Promise<CredentialsCheck> {
  const loginKey = `sign-in:login:${loginId}`;
  const addressKey = `sign-in:address:${clientAddress}`;
  return db.transaction().execute(async (trx): Promise<CredentialsCheck> => {
    const byLogin = await countHit(trx, loginKey, limits.windowMs);
    const byAddress = await countHit(trx, addressKey, limits.windowMs);
    const blocked = [exceeded(byLogin, limits.perLoginId), exceeded(byAddress, limits.perClientAddress)].filter((c) => c !== undefined);
    // Returned, not thrown: the refused attempt's hits are kept.
    if (blocked.length > 0) return { kind: 'blocked', resetAt: Math.max(...blocked.map((c) => c.resetAt.getTime())) };

    const account = loginId.length > 0 && loginId.length <= 200 ? await findSignInAccount(trx, loginId) : undefined;
    const valid =
      account && password.length <= 1024
        ? await verifyPassword(password, account.passwordHash)
        : await verifyAgainstDummy(password.slice(0, 1024));
    const passwordOk = Boolean(account && valid);
    const factors = account ? await factorsOf(trx, account.loginId) : [];
    if (account && passwordOk && factors.length === 0) await releaseSignInHits(trx, account.loginId, clientAddress);
    return { kind: 'checked', account, passwordOk, factors };
  });
}

/** A sign-in that succeeded gives its own hits back (after its code, for a customer with a factor). */
async function releaseSignInHits(db: Kysely<Database>, loginId: string, clientAddress: string): Promise<void> {
  await Promise.all([releaseHit(db, `sign-in:login:${loginId}`), releaseHit(db, `sign-in:address:${clientAddress}`)]);
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
