import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isLeft } from 'fp-ts/lib/Either';
import reporter from 'io-ts-reporters';
import { GatewayEnv, envDefaults, isTrue } from '../config/env';
import { buildGateway } from './app';
import { invalidOverrides, overridesFromEnv } from './config/remoteConfig';
import { openDatabase, type DatabaseHandle, type StorageOptions } from './db/connect';
import { demoPassword, demoUsers } from './db/demoData';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { seedDemoData } from './db/seed';
import { mfaKeyFrom, secretBox } from './mfa/secretBox';
import { keysSealingKeyFrom } from './auth/keys';
import { scheduleSweeps, sweepExpired } from './maintenance';
import { deliveryJobKinds, startDelivery, type Delivery } from './notifier/outbox';
import { paymentJobKinds, queueDuePayments, startPaymentRuns } from './payments/runs';
import { systemClock, type Clock } from './clock';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { quoteReminderJob } from './quoting/emails';
import { sendText, type SmsProviderConfig } from './notifier/sms';
import { sendEmail, smtpTransport } from './notifier/smtp';
import { traceExporters, tracingFromEnv } from './tracing/settings';

export interface StartOptions {
  port?: number;
  host?: string;
  /** The address browsers use. Unset (development): http://localhost:$port, and other addresses are redirected there. */
  publicUrl?: string;
  /** Folder of the embedded database, or 'memory'. Ignored when databaseUrl is given. */
  dataDir?: string | 'memory';
  databaseUrl?: string;
  staticDir?: string;
  quotingOnly?: boolean;
  logLevel?: string;
  oidcIssuer?: string;
  trustProxy?: boolean;
  /** Development and test only: the outbox reader (README: DEV_OUTBOX). */
  devOutbox?: boolean;
  /** 32 bytes in base64 sealing authenticator secrets (README: MFA_SECRET_KEY). */
  mfaSecretKey?: string;
  /** 32 bytes in base64 sealing the token signing and cookie keys in the database (README: SIGNING_KEYS_SECRET_KEY). */
  keysSecretKey?: string;
  /** Every customer sets up a second factor at their next sign-in (README: FORCED_MFA). */
  forcedMfa?: boolean;
  /** The business date ('yyyy-mm-dd') the demo data is placed around: today's when unset. */
  seededOn?: string;
  /** SMTP_URL: the outbox's emails are delivered through this server. */
  smtpUrl?: string;
  /** SMS_API_URL, SMS_API_KEY, SMS_FROM: the outbox's texts are sent through this provider. */
  sms?: SmsProviderConfig;
  /** METRICS_TOKEN: a bearer of it may read GET /metrics from another machine (README). */
  metricsToken?: string | undefined;
  /** The time the gateway judges rules and runs payments at (tests move it; the system clock when unset). */
  clock?: Clock;
  /** Traces (OpenTelemetry), configured by its OTEL_* variables (README): off unless they name where traces go. */
  tracing?: boolean;
}

export interface RunningGateway {
  url: string;
  app: FastifyInstance;
  /** The gateway's database (e.g. for the benchmark's bare route). */
  db: Kysely<Database>;
  /** Queues the payments whose date has come by the gateway's clock, as the hourly sweep does; answers how many were new. */
  sweepPayments(): Promise<number>;
  close(): Promise<void>;
}

/** Opens (and migrates and seeds) the database, builds the gateway and listens. */
export async function startGateway(opts: StartOptions = {}): Promise<RunningGateway> {
  const host = opts.host ?? 'localhost';
  const port = opts.port === 0 && !opts.publicUrl ? await freePort(host) : (opts.port ?? 8080);
  const publicUrl = (opts.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mfaSecretKey = mfaKeyFrom(opts.mfaSecretKey, process.env.NODE_ENV);
  // Seals our token signing keys and the cookie keys that sign download and statement links (these even when an
  // outside issuer signs the tokens).
  const keysSecretKey = keysSealingKeyFrom(opts.keysSecretKey, process.env.NODE_ENV);
  // Loaded before the database opens, so its queries are traced from the first request.
  const tracing = opts.tracing ? await tracingFromEnv(process.env) : undefined;
  const database = await openStorage(opts);
  database.observeQueries(tracing?.queries);
  const clock = opts.clock ?? systemClock;
  let jobs: JobQueue | undefined;
  try {
    await migrateToLatest(database);
    await seedDemoData(database.db, opts.seededOn, secretBox(mfaSecretKey));
    await sweepExpired(database.db);
    // The queue starts before the gateway, whose plugins queue and work jobs of their own (quote reminders); its
    // warnings reach the gateway's log once there is one.
    let log: Pick<FastifyInstance['log'], 'warn'> = { warn: (...args: unknown[]) => console.warn(...args) };
    jobs = await startJobQueue(database, {
      log: { warn: (...args: Parameters<FastifyInstance['log']['warn']>) => log.warn(...args) },
      kinds: [...deliveryJobKinds, ...paymentJobKinds, quoteReminderJob],
    });
    const app = await buildGateway({
      db: database.db,
      publicUrl,
      redirectToPublicUrl: !opts.publicUrl,
      externalIssuer: opts.oidcIssuer,
      staticDir: opts.staticDir ?? 'dist/portal',
      quotingOnly: opts.quotingOnly ?? false,
      logLevel: opts.logLevel ?? 'info',
      trustProxy: opts.trustProxy ?? false,
      devOutbox: opts.devOutbox ?? false,
      mfaSecretKey,
      keysSecretKey,
      forcedMfa: opts.forcedMfa ?? false,
      notifications: database,
      jobs,
      clock,
      metricsToken: opts.metricsToken,
      ...(database.poolUse ? { poolUse: database.poolUse } : {}),
      tracing,
    });
    log = app.log;
    database.onConnectionLost((error) => app.log.warn({ err: error }, 'database connection lost; the next query opens another'));
    await app.listen({ port, host });
    const stopSweeps = scheduleSweeps(database.db, app.log);
    const deliveries: Delivery[] = [
      ...(opts.smtpUrl ? [{ channel: 'email' as const, send: sendEmail(smtpTransport(opts.smtpUrl)) }] : []),
      ...(opts.sms ? [{ channel: 'sms' as const, send: sendText(opts.sms) }] : []),
    ];
    const stopDelivery = await startDelivery(database, jobs, deliveries, app.log);
    await startPaymentRuns(database.db, jobs, { clock, env: process.env, log: app.log });
    const queue = jobs;
    return {
      url: publicUrl,
      app,
      db: database.db,
      sweepPayments: () => queueDuePayments(database.db, queue, clock),
      close: async () => {
        stopSweeps();
        await stopDelivery();
        await jobs?.stop();
        await app.close();
        await database.close();
        await tracing?.shutdown();
      },
    };
  } catch (error) {
    await jobs?.stop({ waitForRunning: false });
    await database.close();
    await tracing?.shutdown();
    throw error;
  }
}

/** The database the gateway would use with these options (also for scripts that fill it). */
export async function openStorage(opts: StartOptions): Promise<DatabaseHandle> {
  let storage: StorageOptions;
  if (opts.databaseUrl) {
    storage = { kind: 'postgres', url: opts.databaseUrl };
  } else {
    const dataDir = opts.dataDir ?? envDefaults.DATA_DIR;
    if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
    storage = { kind: 'pglite', dataDir };
  }
  return openDatabase(storage);
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Reads and checks the environment (config/env.ts); exits with a readable report when it is wrong. */
export function optionsFromEnv(env: Record<string, string | undefined>): StartOptions {
  const decoded = GatewayEnv.decode(Object.fromEntries(Object.entries(env).filter(([k, v]) => k in GatewayEnv.props && v !== undefined)));
  if (isLeft(decoded)) throw new Error(`Invalid environment:\n  ${reporter.report(decoded).join('\n  ')}`);
  const e = decoded.right;
  const port = Number(e.PORT ?? envDefaults.PORT);
  const smsSettings = [e.SMS_API_URL, e.SMS_API_KEY, e.SMS_FROM].filter((v) => v !== undefined).length;
  if (smsSettings !== 0 && smsSettings !== 3)
    throw new Error('Invalid environment:\n  SMS_API_URL, SMS_API_KEY and SMS_FROM are set together or not at all');
  return {
    port,
    host: e.HOST ?? envDefaults.HOST,
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL } : {}),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    dataDir: e.DATA_DIR ?? envDefaults.DATA_DIR,
    staticDir: e.STATIC_DIR ?? envDefaults.STATIC_DIR,
    quotingOnly: isTrue(e.QUOTING_ONLY),
    ...(e.OIDC_ISSUER ? { oidcIssuer: e.OIDC_ISSUER } : {}),
    logLevel: e.LOG_LEVEL ?? envDefaults.LOG_LEVEL,
    trustProxy: isTrue(e.TRUST_PROXY),
    devOutbox: isTrue(e.DEV_OUTBOX),
    ...(e.MFA_SECRET_KEY ? { mfaSecretKey: e.MFA_SECRET_KEY } : {}),
    ...(e.SIGNING_KEYS_SECRET_KEY ? { keysSecretKey: e.SIGNING_KEYS_SECRET_KEY } : {}),
    forcedMfa: isTrue(e.FORCED_MFA),
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    ...(e.SMS_API_URL && e.SMS_API_KEY && e.SMS_FROM ? { sms: { url: e.SMS_API_URL, key: e.SMS_API_KEY, from: e.SMS_FROM } } : {}),
    // OpenTelemetry's own variables, read by its SDK (README): checked here, so a misspelt exporter stops the start.
    ...(traceExporters(env).length > 0 ? { tracing: true } : {}),
  };
}

function signInTable(): string {
  const width = Math.max(...demoUsers.map((u) => u.loginId.length));
  const rows = demoUsers.map((u) => `  ${u.loginId.padEnd(width)}  ${u.who}`);
  return [`Demo sign-ins (password for each: ${demoPassword}):`, ...rows].join('\n');
}

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const bad = invalidOverrides(overridesFromEnv(process.env));
  if (bad.length > 0) console.warn(`Ignoring invalid remote-config overrides: ${bad.join(', ')}`);
  const gateway = await startGateway(options);
  const storage = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${options.dataDir}`;
  console.log(`\nCustomer portal gateway listening on ${gateway.url}/customers  (database: ${storage})`);
  if (options.quotingOnly) console.log('Quoting-only mode: every page redirects to /customers/quoting');
  if (options.forcedMfa) console.log('Forced MFA: every customer sets up a second factor at their next sign-in');
  if (options.smtpUrl) console.log('Emails of the outbox are delivered through SMTP_URL');
  if (options.sms) console.log('Texts of the outbox are sent through the SMS provider at SMS_API_URL');
  if (options.tracing) console.log(`Traces are sent to: ${traceExporters(process.env).join(', ')} (OTEL_* variables)`);
  if (options.devOutbox) console.log(`Development outbox: GET ${gateway.url}/api/development/outbox/<recipient>/latest`);
  console.log(`${signInTable()}\n`);
  const stop = async () => {
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

// Run as a program (`tsx server/main.ts`), not when imported.
const runDirectly = /server[\\/]main\.ts$/.test(path.resolve(process.argv[1] ?? ''));
if (runDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
