import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import { buildGateway, type GatewayDeps } from '../../../server/app';
import { sessionAccountId } from '../../../server/auth/accounts';
import { developmentKeysSealingKey, loadOrCreateKeys } from '../../../server/auth/keys';
import { issuerUrls, portalScope } from '../../../server/auth/provider';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { demoPassword } from '../../../server/db/demoData';
import type { Database, Role } from '../../../server/db/schema';
import { startJobQueue, type JobQueue, type QueueOptions } from '../../../server/jobs/queue';
import { secretBox } from '../../../server/mfa/secretBox';
import { CookieJar } from './cookieJar';
import { loadTemplate, serverDatabaseCopy, serverSchema } from './template';

export const publicUrl = 'http://localhost:8080';
export const urls = issuerUrls(publicUrl);
export const redirectUri = `${publicUrl}/customers/implicit/callback`;
const databaseUrl = process.env.DATABASE_URL;

export interface TestDatabase extends DatabaseHandle {
  /** On the PostgreSQL server: the address of this file's own database (its tables in `schema`). */
  readonly url?: string;
  /** Another connection to the same data, as a second gateway instance would have. */
  openAnother(): Promise<DatabaseHandle>;
}

/**
 * Runs `work`, which changes tables or schemas, while no other test worker does: Kysely's migrator reads the tables
 * of every schema on the server, and a table or schema another worker drops during that read fails it. On the
 * embedded database every file has its own, and nothing waits.
 */
export async function schemaChange<T>(work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(7120604)');
    return await work();
  } finally {
    // The lock is the session's: ending the session releases it.
    await lock.end().catch(() => undefined);
  }
}

/**
 * The database of one test file: a copy of the migrated and seeded template, a PGlite data folder or, with
 * DATABASE_URL, a database of its own on that server (dropped on close), so parallel workers never meet.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!databaseUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory', loadDataDir: await loadTemplate() });
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }
  // Unique per file, not only per worker and process: a worker runs many files one after another.
  const copy = await serverDatabaseCopy(databaseUrl, `gw_test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(6).toString('hex')}`);
  const open = () => openDatabase({ kind: 'postgres', url: copy.url, schema: serverSchema, maxConnections: 5 });
  const handle = await open();
  return {
    ...handle,
    url: copy.url,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
    openAnother: open,
  };
}

/** A log that keeps quiet, for what tests start beside a gateway. */
export const silentLog = { warn: () => undefined, info: () => undefined };

/** A job queue on a test database; its first start makes the queue's tables, a schema change like a migration. */
export const testJobQueue = (database: DatabaseHandle, options: Pick<QueueOptions, 'kinds'> & Partial<QueueOptions>): Promise<JobQueue> =>
  schemaChange(() => startJobQueue(database, { log: silentLog, pollSeconds: 0.5, ...options }));

export function gateway(db: Kysely<Database>, deps: Partial<GatewayDeps> = {}): Promise<FastifyInstance> {
  return buildGateway({ db, publicUrl, logLevel: 'silent', staticDir: '/nonexistent/portal-build', env: {}, ...deps });
}

/** Clears what tests leave behind that would change other tests: sign-in counters, idempotency records. */
export async function resetVolatileState(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limits').execute();
  await db.deleteFrom('idempotency_records').execute();
}

/** Seals and opens the signing keys as a test gateway does (no SIGNING_KEYS_SECRET_KEY: the development key). */
export const testKeysBox = secretBox(developmentKeysSealingKey);

export interface TokenClaims {
  /** The login ID the token is for: its subject is that sign-in's current session (a login ID of no one stays as it is). */
  sub: string;
  role?: Role;
  aud?: string;
  iss?: string;
  expiresIn?: number;
  issuedAt?: number;
  /** How the sign-in was proven (`pwd`, `otp`, `sms`), as the provider writes it. */
  amr?: string[];
}

/** An access token signed with the gateway's real signing key (quick; the real flow is in signIn). */
export async function mintToken(db: Kysely<Database>, claims: TokenClaims): Promise<string> {
  const [key] = (await loadOrCreateKeys(db, testKeysBox)).signing;
  if (!key) throw new Error('no signing key');
  const now = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  const signIn = await db
    .selectFrom('users')
    .select(['sign_in_id', 'session_version'])
    .where('login_id', '=', claims.sub)
    .executeTakeFirst();
  const subject = signIn ? sessionAccountId({ signInId: signIn.sign_in_id, sessionVersion: signIn.session_version }) : claims.sub;
  return new SignJWT({ role: claims.role ?? 'customer', client_id: 'portal', scope: '', ...(claims.amr ? { amr: claims.amr } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setSubject(subject)
    .setIssuer(claims.iss ?? urls.issuer)
    .setAudience(claims.aud ?? urls.apiAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresIn ?? 3600))
    .setJti(randomBytes(8).toString('hex'))
    .sign(await importJWK(key, 'RS256'));
}

export interface SignInResult {
  accessToken: string;
  idToken: string;
  tokenResponse: Record<string, unknown>;
  browser: BrowserSession;
}

/** A browser on its way through the sign-in: cookies kept between requests. */
export class BrowserSession {
  readonly jar = new CookieJar();
  constructor(private app: FastifyInstance) {}

  /** Later requests go to another gateway instance (same browser, same cookies). */
  switchTo(app: FastifyInstance): void {
    this.app = app;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    body?: { json?: unknown; form?: Record<string, string> },
  ): Promise<LightMyRequestResponse> {
    const path = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
    const cookie = this.jar.headerFor(path);
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
    let payload: string | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    }
    const response = await this.app.inject({ method, url: path, headers, ...(payload !== undefined ? { payload } : {}) });
    this.jar.store(response.headers['set-cookie']);
    return response;
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Starts the authorization request; answers the interaction uid, the browser and the PKCE verifier. */
export async function startSignIn(app: FastifyInstance, browser = new BrowserSession(app)) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: portalScope,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    prompt: 'login',
  });
  const auth = await browser.request('GET', `/oidc/auth?${query}`);
  expectStatus(auth, 303);
  const interactionUrl = auth.headers.location as string;
  const toLogin = await browser.request('GET', interactionUrl);
  expectStatus(toLogin, 303);
  const loginPage = new URL(toLogin.headers.location as string, publicUrl);
  const uid = loginPage.searchParams.get('uid');
  if (loginPage.pathname !== '/customers/login' || !uid) throw new Error(`unexpected login page ${loginPage.href}`);
  return { browser, uid, verifier, state };
}

/** The whole real flow: /oidc/auth, login interaction, resume, code, token. */
export async function signIn(
  app: FastifyInstance,
  loginId: string,
  password = demoPassword,
  finishOn?: FastifyInstance,
): Promise<SignInResult> {
  const started = await startSignIn(app);
  if (finishOn) started.browser.switchTo(finishOn);
  const login = await started.browser.request('POST', `/oidc/interaction/${started.uid}/login`, { json: { loginId, password } });
  expectStatus(login, 200);
  return finishSignIn(started, (login.json() as { redirectTo: string }).redirectTo);
}

/** From the interaction's answer to the tokens: the provider's redirects, the code at the callback, the token call. */
export async function finishSignIn(
  { browser, verifier, state }: { browser: BrowserSession; verifier: string; state: string },
  redirectTo: string,
): Promise<SignInResult> {
  let next = redirectTo;
  for (let hops = 0; !next.startsWith(redirectUri); hops++) {
    if (hops > 5) throw new Error('too many redirects');
    const response = await browser.request('GET', next);
    expectStatus(response, 303);
    next = new URL(response.headers.location as string, publicUrl).href;
  }
  const callback = new URL(next);
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${next}`);
  const token = await browser.request('POST', '/oidc/token', {
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'portal', code_verifier: verifier },
  });
  expectStatus(token, 200);
  const tokenResponse = token.json() as Record<string, unknown>;
  return { accessToken: String(tokenResponse.access_token), idToken: String(tokenResponse.id_token), tokenResponse, browser };
}

function expectStatus(response: LightMyRequestResponse, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(
      `expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 300)} (location ${String(response.headers.location)})`,
    );
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One test file's gateway on its own database, with a token per login: `as(loginId)` gives that customer's (or agent's) headers. */
export interface CustomerGateway {
  app: FastifyInstance;
  database: TestDatabase;
  as(loginId: string): Record<string, string>;
}

export const demoCustomers = ['mutual.customer', 'life.customer', 'both.customer'] as const;

/** What some files need besides customers: support agents' tokens, other gateway deps (env, log level), a setup time limit (ms). */
export interface GatewayOptions {
  support?: readonly string[];
  deps?: Partial<GatewayDeps>;
  setupTimeout?: number;
}

/** Opens the database and gateway before the file's tests and closes them after; the fields fill in at beforeAll. */
export function customerGateway(
  loginIds: readonly string[] = demoCustomers,
  { support = [], deps = {}, setupTimeout }: GatewayOptions = {},
): CustomerGateway {
  const tokens: Record<string, string> = {};
  const handle = { as: (loginId: string) => bearer(tokens[loginId] ?? '') } as unknown as CustomerGateway;
  beforeAll(async () => {
    handle.database = await openTestDatabase();
    handle.app = await gateway(handle.database.db, deps);
    for (const loginId of loginIds) tokens[loginId] = await mintToken(handle.database.db, { sub: loginId });
    for (const loginId of support) tokens[loginId] = await mintToken(handle.database.db, { sub: loginId, role: 'support' });
  }, setupTimeout);
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
  });
  return handle;
}
