import { timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { NewRecordedVisit, RecordedAction } from '../../src/contract/sessions';
import { entryPath, errorTypes, isErrorEntry } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashOfSecret, newSecret } from '../http/secrets';
import { recording } from '../../config/product';
import { checkedAction, type CheckedAction } from './decode';
import { dropRollups } from './rollups';
import { dropExpiredRecordings, ensureActionPartitions, monthStart, monthsAhead } from './partitions';

export const tooManyActions = () =>
  new HttpError(
    413,
    'payload_too_large',
    `This visit has reached the recording limit of ${recording.maxActionsPerVisit} actions; later actions are not kept.`,
  );

/** One answer for every batch that is not the visit owner's: no visit, no or a wrong secret, or another customer. */
export const notTheVisitOwner = () =>
  new HttpError(
    403,
    'forbidden',
    "Only the browser tab that started this visit can add to its recording: send the visit's write secret, and once the visit belongs to a customer, that customer's sign-in.",
  );

export const visitTaken = () => new HttpError(409, 'conflict', 'This visit is already being recorded: start a new visit with a new id.');

export interface Caller {
  loginId: string;
  partyId: string | null;
}

/** An action's own columns; its payload as JSON text (an action without one stores SQL null). */
const actionColumns = (e: CheckedAction) => ({
  seq: e.seq,
  type: e.type,
  path: entryPath(e),
  payload: e.payload === undefined ? null : JSON.stringify(e.payload),
  v: e.v,
});

const row = (visitId: string, openedAt: Date, e: CheckedAction) => ({
  visit_id: visitId,
  opened_at: openedAt,
  at: new Date(e.at),
  ...actionColumns(e),
});

/**
 * Starts a visit: its app, mobile-app mode and window width are set here, once; it belongs to the caller when
 * signed in. Answers the write secret (the database keeps its hash), or a 409 when the id is taken.
 */
export async function startVisit(
  db: Kysely<Database>,
  visitId: string,
  visit: NewRecordedVisit,
  caller: Caller | null,
  now: Date,
): Promise<{ visitId: string; writeSecret: string }> {
  const writeSecret = newSecret();
  const inserted = await db
    .insertInto('recorded_sessions')
    .values({
      visit_id: visitId,
      app: visit.app,
      login_id: caller?.loginId ?? null,
      party_id: caller?.partyId ?? null,
      mobile_app: visit.mobileApp,
      viewport_width: visit.viewportWidth,
      started_at: now,
      last_at: now,
      opened_at: now,
      write_secret_hash: hashOfSecret(writeSecret),
    })
    .onConflict((oc) => oc.column('visit_id').doNothing())
    .returning('visit_id')
    .executeTakeFirst();
  if (!inserted) throw visitTaken();
  return { visitId, writeSecret };
}

function sameHash(stored: string | null, secret: string | undefined): boolean {
  if (!stored || !secret) return false;
  const given = Buffer.from(hashOfSecret(secret));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An action is never later than its batch's arrival: a browser's clock (or a forged time) far in the future would
 * otherwise keep its visit past the retention period, and sort it after everything that really came later.
 */
const notLaterThan = (e: CheckedAction, receivedAt: Date): CheckedAction =>
  e.at > receivedAt.getTime() ? { ...e, at: receivedAt.getTime() } : e;

interface Owner {
  secret: string | undefined;
  caller: Caller | null;
}

/**
 * Stores a batch of a visit's log, for the visit's owner only: the tab with its write secret and, once the
 * visit belongs to a customer, that customer's token (a guest visit is linked at its first signed-in batch).
 * Every action is checked against the catalogue and masked again (decode.ts); the visit's own details are
 * never changed by a batch, and no action is dated after `receivedAt`. Idempotent: an action already stored (same
 * visit and sequence number) is ignored, so a batch sent twice adds nothing. Answers how many actions were new.
 */
export async function storeBatch(
  db: Kysely<Database>,
  visitId: string,
  recorded: readonly RecordedAction[],
  owner: Owner,
  receivedAt: Date,
): Promise<{ stored: number; lastSeq: number }> {
  const entries = recorded.map(checkedAction).map((e) => notLaterThan(e, receivedAt));
  const lastSeq = entries.reduce((max, e) => Math.max(max, e.seq), 0);
  if (entries.length === 0 || !owner.secret) return storeCarefully(db, visitId, entries, owner, lastSeq);
  const stored = await storeOwnersBatch(db, visitId, entries, owner.secret, owner.caller);
  return stored === null ? storeCarefully(db, visitId, entries, owner, lastSeq) : { stored, lastSeq };
}

/** The first and last times of a batch's actions (a batch has at least one), which widen its visit's. */
const spanOf = (entries: readonly CheckedAction[]) => ({
  first: new Date(Math.min(...entries.map((e) => e.at))),
  last: new Date(Math.max(...entries.map((e) => e.at))),
});

/**
 * The common batch, its owner's and within the limit, in one statement: one round trip to the database, the visit's
 * row locked only while it runs (many visits record at once). Answers how many actions were new, or null when the
 * visit did not take it as it stands, for the careful path to decide: another's, near the limit, or rolled up (its
 * rollup is dropped by statements that see what a rollup committed while the batch waited for the row; this one
 * statement reads as of its start). The secret's hash is compared by the database: a hash leaks nothing of the
 * secret by how long comparing it takes.
 */
async function storeOwnersBatch(
  db: Kysely<Database>,
  visitId: string,
  entries: readonly CheckedAction[],
  secret: string,
  caller: Caller | null,
): Promise<number | null> {
  const rows = JSON.stringify(entries.map((e) => ({ ...actionColumns(e), at: new Date(e.at).toISOString() })));
  const { first, last } = spanOf(entries);
  const loginId = caller?.loginId ?? null;
  const { rows: answer } = await sql<{ stored: number | null }>`
    with visit as (
      select visit_id, opened_at from recorded_sessions
      where visit_id = ${visitId} and write_secret_hash = ${hashOfSecret(secret)} and rolled_up_actions = 0
        and (login_id is null or login_id = ${loginId})
        and action_count + ${entries.length}::int <= ${recording.maxActionsPerVisit}::int
      for update
    ),
    added as (
      insert into recorded_actions (visit_id, seq, opened_at, at, type, path, payload, v)
      select visit.visit_id, e.seq, visit.opened_at, e.at, e.type, e.path, e.payload::jsonb, e.v
      from visit, jsonb_to_recordset(${rows}::jsonb) as e (seq int, at timestamptz, type text, path text, payload text, v int)
      on conflict (visit_id, seq, opened_at) do nothing
      returning type
    ),
    counted as (
      select count(*)::int as stored, (count(*) filter (where type in (${sql.join(errorTypes)})))::int as errors from added
    ),
    updated as (
      update recorded_sessions rs set
        action_count = rs.action_count + counted.stored,
        error_count = rs.error_count + counted.errors,
        started_at = least(rs.started_at, ${first}::timestamptz),
        last_at = greatest(rs.last_at, ${last}::timestamptz),
        login_id = coalesce(rs.login_id, ${loginId}),
        party_id = case when rs.login_id is null and ${loginId}::text is not null then ${caller?.partyId ?? null} else rs.party_id end
      from visit, counted where rs.visit_id = visit.visit_id
      returning counted.stored
    )
    select stored from updated`.execute(db);
  return answer[0]?.stored ?? null;
}

/**
 * The batch the common path refused, decided step by step in a transaction: why it is not the owner's, or whether
 * it stays within the limit once the actions already stored are set aside.
 */
function storeCarefully(
  db: Kysely<Database>,
  visitId: string,
  entries: readonly CheckedAction[],
  owner: Owner,
  lastSeq: number,
): Promise<{ stored: number; lastSeq: number }> {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('recorded_sessions')
      .select(['action_count', 'login_id', 'write_secret_hash', 'opened_at', 'rolled_up_actions'])
      .where('visit_id', '=', visitId)
      .forUpdate()
      .executeTakeFirst();
    const { caller } = owner;
    if (!session || !sameHash(session.write_secret_hash, owner.secret)) throw notTheVisitOwner();
    if (session.login_id !== null && session.login_id !== caller?.loginId) throw notTheVisitOwner();
    if (entries.length === 0) return { stored: 0, lastSeq };
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
      .values(entries.map((e) => row(visitId, new Date(session.opened_at), e)))
      .onConflict((oc) => oc.columns(['visit_id', 'seq', 'opened_at']).doNothing())
      .returning(['seq', 'type'])
      .execute();
    const errors = inserted.filter((r) => isErrorEntry(r.type)).length;
    // A visit rolled up and now going on again: it is counted from the log until it is rolled up again.
    const droppingRollup = inserted.length > 0 && session.rolled_up_actions > 0;
    if (droppingRollup) await dropRollups(trx, [visitId]);
    const { first, last } = spanOf(entries);
    await trx
      .updateTable('recorded_sessions')
      .set({
        action_count: sql`action_count + ${inserted.length}`,
        error_count: sql`error_count + ${errors}`,
        started_at: sql`least(started_at, ${first}::timestamptz)`,
        last_at: sql`greatest(last_at, ${last}::timestamptz)`,
        ...(session.login_id === null && caller ? { login_id: caller.loginId, party_id: caller.partyId } : {}),
        // Nothing of it is rolled up any more: its next batches take the common path until it is rolled up again.
        ...(droppingRollup ? { rolled_up_actions: 0 } : {}),
      })
      .where('visit_id', '=', visitId)
      .execute();
    return { stored: inserted.length, lastSeq };
  });
}

/**
 * The recordings' upkeep: the partitions of this month and the next ones made, and the visits opened in the months
 * past the retention period deleted with their partitions (server/sessions/partitions.ts).
 */
export async function sweepRecordings(
  db: Kysely<Database>,
  now: Date = new Date(),
  retentionMonths: number = recording.retentionMonths,
): Promise<{ partitions: string[]; visits: number }> {
  await ensureActionPartitions(db, now, monthStart(now, monthsAhead));
  return dropExpiredRecordings(db, now, retentionMonths);
}
