import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export interface Counter {
  hits: number;
  resetAt: Date;
}

/** Adds one hit (or `amount`, e.g. bytes) to a fixed-window counter (a new window starts when the old one has ended). Atomic. */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, amount = 1): Promise<Counter> {
  const resetAt = new Date(Date.now() + windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: amount, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= now() then ${amount}::int else least(rate_limits.hits::bigint + ${amount}::int, 2000000000)::int end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetAt: new Date(row.reset_at) };
}

/** The counter's current window, if one is running. */
export async function currentCount(db: Kysely<Database>, key: string): Promise<Counter | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && { hits: row.hits, resetAt: new Date(row.reset_at) };
}

/** Takes one hit back from the counter's current window (an attempt that turned out to be no failure). */
export async function releaseHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
    .where('key', '=', key)
    .where('reset_at', '>', sql<Date>`now()`)
    .execute();
}

/** Ends the counter's window (a password reset lifts the sign-in lockout of its login ID). */
export async function clearCount(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
