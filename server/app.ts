import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import websocket from '@fastify/websocket';
import type { Kysely } from 'kysely';
import { keysSealingKeyFrom, loadOrCreateKeys, publicJwk } from './auth/keys';
import { relyingPartyOf } from './auth/passkeys';
import { createProvider, issuerUrls } from './auth/provider';
import { isTokenRevoked } from './auth/revocation';
import { outsideIssuerCallers, sessionCallers } from './auth/sessions';
import { signInStarter } from './auth/signInStart';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens';
import type { Database } from './db/schema';
import { loggerOptions } from './logger';
import { apiPlugin } from './plugins/api';
import { createGuards } from './http/guards';
import { answerClientError, registerErrorHandling } from './http/errorHandling';
import { registerInputGuards } from './http/inputGuards';
import { oidcPlugin, type SignInLimits } from './plugins/oidc';
import { portalPlugin } from './plugins/portal';
import { quotingPlugin } from './plugins/quoting';
import { registerSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { mfaKeyFrom, secretBox } from './mfa/secretBox';
import { redirectOtherAddresses } from './http/publicOrigin';
import { randomIds, systemClock, type Clock, type Ids } from './clock';
import { describedRoute, type DescribedRoute, checkDescribed } from './http/openapi';
import type { DatabaseHandle } from './db/connect';
import type { JobQueue } from './jobs/queue';
import { createMetrics, registerMetrics, timedQueries, type PoolUse } from './metrics/registry';
import { chatChannel, inProcessRelay, notifyRelay } from './chat/relay';
import { registerRequestIds, requestIdOf } from './http/requestId';
import type { Tracing } from './tracing/tracing';

export interface GatewayDeps {
  db: Kysely<Database>;
  /** The address browsers use, e.g. http://localhost:8080 (issuer and token audience derive from it). */
  publicUrl: string;
  /**
   * Development without PUBLIC_URL: a request at any other address (127.0.0.1, a LAN address) is redirected to the
   * same path at publicUrl, where sign-in works. Off when PUBLIC_URL is configured.
   */
  redirectToPublicUrl?: boolean;
  /** An outside OpenID Connect issuer; when set, ours is not mounted. */
  externalIssuer?: string | undefined;
  staticDir?: string;
  quotingOnly?: boolean;
  logLevel?: string;
  trustProxy?: boolean;
  /** Source of FLAG_/SETTING_/OUTAGE_ overrides (default: process.env). */
  env?: Record<string, string | undefined>;
  signInLimits?: SignInLimits;
  /** Development and test only: GET /api/development/outbox/:recipient/latest reads outgoing messages (refused in production). */
  devOutbox?: boolean;
  /** The time rules are judged at (default: the system clock; tests pin it). */
  clock?: Clock;
  /** The key sealing authenticator secrets (MFA_SECRET_KEY); the development key when absent, refused in production. */
  mfaSecretKey?: Buffer;
  /** FORCED_MFA: every customer sets up a second factor at their next sign-in. */
  forcedMfa?: boolean;
  /** The key sealing the token signing keys in the database (SIGNING_KEYS_SECRET_KEY); the development key when absent, refused in production. */
  keysSecretKey?: Buffer;
  /** Where new identifiers come from (default: random UUIDs). */
  ids?: Ids;
  /** How long a client may take to send a whole request, and to stay silent, when listening (tests shorten them). */
  timeouts?: GatewayTimeouts;
  /**
   * The database's notifications (LISTEN/NOTIFY): chat changes reach the sockets of every instance on the database.
   * Without it, chat changes go round in this process only (one instance).
   */
  notifications?: Pick<DatabaseHandle, 'listen' | 'schema'>;
  /** The job queue: work that runs later (an e-mailed quote's reminders) is queued and worked here; its failed jobs are support's. */
  jobs?: JobQueue;
  /** METRICS_TOKEN: a bearer of it may read GET /metrics from anywhere (loopback always may). */
  metricsToken?: string | undefined;
  /** The database pool's connections, for the metrics (PostgreSQL; the embedded database has one connection). */
  poolUse?: () => PoolUse;
  /**
   * The traces (server/tracing), when the environment asks for them: a span per request, whose log lines name their
   * trace. Its query spans are the database's (DatabaseHandle.observeQueries). Absent, nothing of OpenTelemetry is loaded.
   */
  tracing?: Pick<Tracing, 'requests'> | undefined;
  /** Where the log goes (default: standard output; tests read it). */
  logStream?: DestinationStream;
}

export interface GatewayTimeouts {
  /** A request (headers and body) not fully received by then is answered 408 and its connection closed. */
  requestMs: number;
  /** A connection silent for this long is closed; longer than requestMs, so a slow request gets its 408 first. */
  connectionMs: number;
  /** How often unfinished requests are looked at (the 408 comes at most this late). */
  checkEveryMs: number;
}

/**
 * A slow client (a body announced and never sent) gets its 408 within 25 seconds. A silent connection is closed
 * after 75 s: longer than Fastify's keep-alive (72 s), so an idle keep-alive connection is still closed by the
 * keep-alive rule first, and longer than a load balancer's usual idle timeout (60 s).
 */
export const defaultTimeouts: GatewayTimeouts = { requestMs: 20_000, connectionMs: 75_000, checkEveryMs: 5_000 };

const oidcMountPath = '/oidc';

/** The gateway as a Fastify instance (not listening): tests drive it with `inject`. */
export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const urls = issuerUrls(deps.publicUrl);
  const issuer = deps.externalIssuer ?? urls.issuer;
  if (deps.devOutbox && process.env.NODE_ENV === 'production')
    throw new Error('DEV_OUTBOX must not be set in production: it shows verification codes.');
  const mfaBox = secretBox(deps.mfaSecretKey ?? mfaKeyFrom(undefined, process.env.NODE_ENV));
  const keysBox = secretBox(deps.keysSecretKey ?? keysSealingKeyFrom(undefined, process.env.NODE_ENV));
  const timeouts = deps.timeouts ?? defaultTimeouts;
  const logger = loggerOptions(deps.logLevel ?? 'info');
  const app = Fastify({
    logger: deps.logStream ? { ...logger, stream: deps.logStream } : logger,
    genReqId: requestIdOf,
    bodyLimit: 256 * 1024,
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { maxParamLength: 256 },
    return503OnClosing: true,
    // Plugins read the database as they start (keys, settings): on a busy machine that can take more than Fastify's
    // default 10 s, and a gateway that gives up then never starts.
    pluginTimeout: 60_000,
    clientErrorHandler: answerClientError,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    // Node starts watching unfinished requests only when the server is created with its request timeout.
    http: { requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  });
  app.decorateRequest('principal', null);
  // Before any other hook or route, so each is run in the request's span.
  if (deps.tracing) await app.register(deps.tracing.requests);
  registerRequestIds(app);
  const metrics = createMetrics({ poolUse: deps.poolUse, jobCounts: deps.jobs ? () => deps.jobs!.counts() : undefined });
  registerMetrics(app, metrics, deps.metricsToken);
  // Every query the gateway makes is timed for the metrics.
  const db = timedQueries(deps.db, metrics);
  if (deps.redirectToPublicUrl) redirectOtherAddresses(app, urls.publicUrl);
  // Every route registered from here on, for the API description (/api/openapi.json, /quoting-api/openapi.json).
  const routes: DescribedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const described = describedRoute(route);
    if (described) routes.push(described);
  });
  registerErrorHandling(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, securityHeaders({ publicUrl: urls.publicUrl, externalIssuer: deps.externalIssuer }));
  // WebSocket upgrades (the chat); a frame is at most 16 KiB.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  let verifier: TokenVerifier;
  if (deps.externalIssuer) {
    verifier = createTokenVerifier({
      issuer,
      audience: urls.apiAudience,
      keys: { remote: await discoverJwksUri(deps.externalIssuer) },
      callers: outsideIssuerCallers(db),
    });
  } else {
    const keys = await loadOrCreateKeys(db, keysBox);
    verifier = createTokenVerifier({
      issuer,
      audience: urls.apiAudience,
      keys: { local: keys.signing.map(publicJwk) },
      isRevoked: (jti) => isTokenRevoked(db, jti),
      callers: sessionCallers(db),
    });
    const provider = createProvider(db, urls, keys, { trustProxy: deps.trustProxy ?? false });
    await app.register(oidcPlugin, {
      prefix: oidcMountPath,
      db: db,
      provider,
      mountPath: oidcMountPath,
      verifier,
      apiAudience: urls.apiAudience,
      ...(deps.signInLimits ? { signInLimits: deps.signInLimits } : {}),
      multiFactor: { box: mfaBox, forced: deps.forcedMfa ?? false },
      clock: deps.clock ?? systemClock,
      relyingParty: relyingPartyOf(urls.publicUrl),
    });
  }

  const guards = createGuards(verifier);
  const chatRelay = deps.notifications
    ? await notifyRelay(db, deps.notifications.listen, chatChannel(deps.notifications.schema))
    : inProcessRelay();
  app.addHook('onClose', () => chatRelay.close());
  await app.register(apiPlugin, {
    prefix: '/api',
    db: db,
    guards,
    issuer,
    env: deps.env ?? process.env,
    publicUrl: urls.publicUrl,
    devOutbox: deps.devOutbox ?? false,
    clock: deps.clock ?? systemClock,
    ids: deps.ids ?? randomIds,
    mfaBox,
    keysBox,
    routes,
    chatRelay,
    forcedMfa: deps.forcedMfa ?? false,
    // The support console's failed jobs: those of this gateway's queue (none without one).
    failedJobs: async () => (deps.jobs ? deps.jobs.failed() : []),
  });
  await app.register(quotingPlugin, {
    prefix: '/quoting-api',
    db: db,
    env: deps.env ?? process.env,
    now: () => (deps.clock ?? systemClock).now(),
    routes,
    publicUrl: urls.publicUrl,
    keysBox,
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
  });
  checkDescribed(routes, ['/api', '/quoting-api']);
  await app.register(portalPlugin, {
    prefix: '/customers',
    staticDir: deps.staticDir ?? 'dist/portal',
    quotingOnly: deps.quotingOnly ?? false,
    startSignIn: deps.externalIssuer
      ? undefined
      : signInStarter(urls, () => Math.floor((deps.clock ?? systemClock).now().getTime() / 1000)),
  });
  return app;
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC_ISSUER discovery failed: ${response.status}`);
  const metadata: unknown = await response.json();
  const jwksUri = metadata && typeof metadata === 'object' && 'jwks_uri' in metadata ? metadata.jwks_uri : undefined;
  if (typeof jwksUri !== 'string') throw new Error('OIDC_ISSUER discovery has no jwks_uri');
  return new URL(jwksUri);
}
