import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recording } from '../../config/product';

// The recorded actions' monthly partitions (migration 1700): made ahead of the months to come, and dropped whole once
// their month is past the retention period, with the visits they hold. Every instance may run it: making one that
// another instance made meanwhile, or dropping one already gone, changes nothing.

/** Months made ahead of the current one, so a month's first visit never waits on a table being made. */
export const monthsAhead = 2;

const partitionPattern = /^recorded_actions_(\d{4})_(\d{2})$/;

/** The first instant (UTC) of the month `offset` months from the one holding `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/** The partition of the month starting at `start`: recorded_actions_YYYY_MM. */
export function partitionName(start: Date): string {
  return `recorded_actions_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The monthly partitions there are, by name, with the month each holds. */
export async function actionPartitions(db: Kysely<Database>): Promise<{ name: string; month: Date }[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'recorded_actions'::regclass order by c.relname`.execute(db);
  return rows.flatMap(({ name }) => {
    const [, year, month] = partitionPattern.exec(name) ?? [];
    return year && month ? [{ name, month: new Date(Date.UTC(Number(year), Number(month) - 1, 1)) }] : [];
  });
}

const alreadyThere = (error: unknown) => ['42P07', '23505'].includes((error as { code?: string }).code ?? '');

/**
 * Makes the missing partitions of the months from the one holding `from` to the one holding `to`. Making one moves
 * the rows of its month out of the default partition, where they waited (none, unless a month went by with no sweep).
 */
export async function ensureActionPartitions(db: Kysely<Database>, from: Date, to: Date): Promise<string[]> {
  const present = new Set((await actionPartitions(db)).map((p) => p.name));
  const made: string[] = [];
  for (let start = monthStart(from); start <= to; start = monthStart(start, 1)) {
    const name = partitionName(start);
    if (present.has(name)) continue;
    try {
      await db.transaction().execute(async (trx) => {
        const end = monthStart(start, 1);
        await sql`create table ${sql.id(`${name}_new`)} (like recorded_actions including defaults)`.execute(trx);
        await sql`insert into ${sql.id(`${name}_new`)} select * from recorded_actions_default where opened_at >= ${start} and opened_at < ${end}`.execute(
          trx,
        );
        await sql`delete from recorded_actions_default where opened_at >= ${start} and opened_at < ${end}`.execute(trx);
        await sql`alter table ${sql.id(`${name}_new`)} rename to ${sql.id(name)}`.execute(trx);
        await sql`alter table recorded_actions attach partition ${sql.id(name)} for values from (${sql.lit(start.toISOString())}) to (${sql.lit(end.toISOString())})`.execute(
          trx,
        );
      });
      made.push(name);
    } catch (error) {
      if (!alreadyThere(error)) throw error;
    }
  }
  return made;
}

/** The retention period: RECORDING_RETENTION_MONTHS (checked at the gateway's start, config/env.ts), or the product's. */
export const retentionMonthsOf = (env: Record<string, string | undefined>): number =>
  Number(env.RECORDING_RETENTION_MONTHS ?? recording.retentionMonths);

/** The first month kept: visits opened before it are past the retention period. */
export const firstMonthKept = (now: Date, retentionMonths: number): Date => monthStart(now, -retentionMonths);

/**
 * Drops the partitions of the months past the retention period, then deletes their visits (and any of their actions
 * the default partition held). Answers the partitions dropped and the visits deleted.
 */
export async function dropExpiredRecordings(
  db: Kysely<Database>,
  now: Date,
  retentionMonths: number,
): Promise<{ partitions: string[]; visits: number }> {
  const cutoff = firstMonthKept(now, retentionMonths);
  const expired = (await actionPartitions(db)).filter((p) => p.month < cutoff).map((p) => p.name);
  for (const name of expired) await sql`drop table if exists ${sql.id(name)}`.execute(db);
  const deleted = await db.deleteFrom('recorded_sessions').where('opened_at', '<', cutoff).executeTakeFirst();
  return { partitions: expired, visits: Number(deleted.numDeletedRows) };
}
