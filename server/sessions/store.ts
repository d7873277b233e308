import { sql, type Kysely } from 'kysely';
import type { RecordedAction, SessionBatch } from '../../src/contract/sessions';
import { entryPath, isErrorEntry } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { recording } from '../../config/product';

export const tooManyActions = () =>
  new HttpError(
    413,
    'payload_too_large',
    `This visit has reached the recording limit of ${recording.maxActionsPerVisit} actions; later actions are not kept.`,
  );

export interface Caller {
  loginId: string;
  partyId: string | null;
}

const row = (visitId: string, e: RecordedAction) => ({
  visit_id: visitId,
  seq: e.seq,
  at: new Date(e.at),
  type: e.type,
  path: entryPath(e),
  payload: e.payload === undefined ? null : JSON.stringify(e.payload),
  v: e.v,
});

/**
 * Stores a batch of a visit's log. Idempotent: an action already stored (same visit and sequence number)
 * is ignored, so a batch sent twice (retry after an offline spell, resend after a reload) adds nothing.
 * Answers how many actions were new.
 */
export async function storeBatch(
  db: Kysely<Database>,
  visitId: string,
  batch: SessionBatch,
  caller: Caller | null,
): Promise<{ stored: number; lastSeq: number }> {
  const entries = batch.entries;
  const lastSeq = entries.reduce((max, e) => Math.max(max, e.seq), 0);
  if (entries.length === 0) return { stored: 0, lastSeq };
  const first = new Date(Math.min(...entries.map((e) => e.at)));
  const last = new Date(Math.max(...entries.map((e) => e.at)));
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recorded_sessions')
      .values({
        visit_id: visitId,
        app: batch.app,
        login_id: caller?.loginId ?? null,
        party_id: caller?.partyId ?? null,
        mobile_app: batch.mobileApp,
        viewport_width: Math.round(batch.viewportWidth),
        started_at: first,
        last_at: last,
      })
      .onConflict((oc) =>
        oc.column('visit_id').doUpdateSet({
          login_id: sql`coalesce(recorded_sessions.login_id, excluded.login_id)`,
          party_id: sql`coalesce(recorded_sessions.party_id, excluded.party_id)`,
          mobile_app: sql`recorded_sessions.mobile_app or excluded.mobile_app`,
          viewport_width: sql`excluded.viewport_width`,
          started_at: sql`least(recorded_sessions.started_at, excluded.started_at)`,
          last_at: sql`greatest(recorded_sessions.last_at, excluded.last_at)`,
        }),
      )
      .execute();
    const session = await trx
      .selectFrom('recorded_sessions')
      .select('action_count')
      .where('visit_id', '=', visitId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (session.action_count + entries.length > recording.maxActionsPerVisit) {
      const fresh = await trx
        .selectFrom('recorded_actions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('visit_id', '=', visitId)
        .where(
          'seq',
          'in',
          entries.map((e) => e.seq),
        )
        .executeTakeFirstOrThrow();
      if (session.action_count + entries.length - Number(fresh.n) > recording.maxActionsPerVisit) throw tooManyActions();
    }
    const inserted = await trx
      .insertInto('recorded_actions')
      .values(entries.map((e) => row(visitId, e)))
      .onConflict((oc) => oc.columns(['visit_id', 'seq']).doNothing())
      .returning(['seq', 'type'])
      .execute();
    const errors = inserted.filter((r) => isErrorEntry(r.type)).length;
    await trx
      .updateTable('recorded_sessions')
      .set({ action_count: sql`action_count + ${inserted.length}`, error_count: sql`error_count + ${errors}` })
      .where('visit_id', '=', visitId)
      .execute();
    return { stored: inserted.length, lastSeq };
  });
}

/** Deletes sessions whose last action is older than the retention period (their actions go with them). */
export async function sweepExpiredSessions(
  db: Kysely<Database>,
  retentionDays: number = recording.retentionDays,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db.deleteFrom('recorded_sessions').where('last_at', '<', cutoff).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
