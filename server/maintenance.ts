import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { sweepExpiredOidcModels } from './auth/oidcAdapter';
import type { Database } from './db/schema';

/** Deletes expired provider state, sign-in counters, revocations, account creation grants (with their codes), sign-ins waiting for a security code, passkey challenges, profile codes, password resets and old idempotency records. */
export async function sweepExpired(db: Kysely<Database>): Promise<void> {
  await sweepExpiredOidcModels(db);
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('account_creation_grants')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('mfa_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('passkey_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('profile_codes')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('idempotency_records')
    .where('created_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
}

/** Sweeps now and then (every instance may; the deletes are harmless when they overlap). */
export function scheduleSweeps(db: Kysely<Database>, log: FastifyBaseLogger, everyMs = 15 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    sweepExpired(db).catch((error: unknown) => log.warn({ err: error }, 'sweeping expired records failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
