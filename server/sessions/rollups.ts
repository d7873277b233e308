import { sql, type Kysely, type Transaction } from 'kysely';
import { journeys, journeyTimes, type FunnelAction } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { actionsOfVisits, measuredTypes, visitClaimFilingsSql, visitMeasuresSql } from './measures';

// The journeys' rollup (migrations 1702, 1703): once a visit's actions stop coming, its times along each journey are
// kept in journey_visits and what it met of the reports' measures in visit_measures and visit_claim_filings, so a
// report over a year of visits reads a few short rows per visit instead of every action. Instances share the work:
// each takes the visits it rolls up with their rows locked, skipping those another holds, and a batch stored meanwhile
// waits for it (storeBatch locks the same row).

/** A visit is rolled up once no action of it came for this long (a tab left open counts as ended). */
export const rollUpAfterIdleMs = 30 * 60 * 1000;

/** The step types the journeys name: with the router's actions (their path), all the journeys read of a visit. */
const stepTypes = [...new Set(journeys.flatMap((j) => j.steps.flatMap((s) => (s.type ? [s.type] : []))))];
/** Every type a rollup reads: the journeys' steps and the measures'. */
const readTypes = [...new Set([...stepTypes, ...measuredTypes])];

/** A PostgreSQL array literal of times, null where a step was not reached. */
const arrayLiteral = (times: readonly (number | null)[]) =>
  `{${times.map((t) => (t === null ? 'NULL' : String(Math.round(t)))).join(',')}}`;

/**
 * Rolls up to `limit` ended visits whose rollup is missing or behind their actions; answers how many. Their journey
 * rows are replaced, and each visit is marked rolled up at the action count it had.
 */
export async function rollUpEndedVisits(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const visits = await trx
      .selectFrom('recorded_sessions')
      .select(['visit_id', 'started_at', 'action_count'])
      .whereRef('action_count', '<>', 'rolled_up_actions')
      .where('last_at', '<', new Date(now.getTime() - rollUpAfterIdleMs))
      .orderBy('last_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (visits.length === 0) return 0;
    const ids = visits.map((v) => v.visit_id);
    await dropRollups(trx, ids);
    const actionsOf = new Map<string, FunnelAction[]>();
    for (const a of await rollUpMeasures(trx, ids)) {
      const list = actionsOf.get(a.visit_id) ?? [];
      list.push({ type: a.type, path: a.path, at: new Date(a.at).getTime() });
      actionsOf.set(a.visit_id, list);
    }
    const rows = visits.flatMap((visit) =>
      journeys.flatMap((journey) => {
        const times = journeyTimes(actionsOf.get(visit.visit_id) ?? [], journey.steps);
        if (!times) return [];
        return [
          sql`(${visit.visit_id}, ${journey.key}, ${new Date(visit.started_at)}::timestamptz, ${arrayLiteral(times.ordered)}::bigint[], ${arrayLiteral(times.strict)}::bigint[])`,
        ];
      }),
    );
    if (rows.length > 0)
      await sql`insert into journey_visits (visit_id, journey, started_at, ordered_ms, strict_ms) values ${sql.join(rows)}`.execute(trx);
    const counts = visits.map((v) => sql`(${v.visit_id}, ${v.action_count}::int)`);
    await sql`update recorded_sessions rs set rolled_up_actions = c.count
      from (values ${sql.join(counts)}) as c (visit_id, count) where rs.visit_id = c.visit_id`.execute(trx);
    return visits.length;
  });
}

/**
 * Writes the visits' measures and claim filings, and answers the actions the journeys read (their router actions and
 * step types, in order): one statement that reads each visit's actions once, from its own month's partition, and keeps
 * those some part of it reads (a few in a hundred) in a table every part reads: a page of a year's log is read once,
 * not once per measure.
 */
async function rollUpMeasures(trx: Transaction<Database>, visitIds: readonly string[]) {
  const fromPage = { actions: sql`page_actions` };
  const { rows } = await sql<{ visit_id: string; type: string; path: string | null; at: Date | string }>`
    with page_actions as materialized (select * from ${actionsOfVisits(sql`rs.visit_id in (${sql.join(visitIds)})`)} as a
        where path is not null or type in (${sql.join(readTypes)})),
      measures as (insert into visit_measures (visit_id, measure, first_value, second_value, times) ${visitMeasuresSql(fromPage)}),
      filings as (insert into visit_claim_filings (visit_id, way, key, filed_at, saved_at, loss_date) ${visitClaimFilingsSql(fromPage)})
    select visit_id, type, path, at from page_actions
    where path is not null ${stepTypes.length > 0 ? sql`or type in (${sql.join(stepTypes)})` : sql``}
    order by visit_id, seq`.execute(trx);
  return rows;
}

/** The tables of the rollup, a visit's rows in each. */
export const rollupTables = ['journey_visits', 'visit_measures', 'visit_claim_filings'] as const;

/** Drops visits' rollups: they are counted from the log until rolled up again. */
export async function dropRollups(trx: Transaction<Database>, visitIds: readonly string[]): Promise<void> {
  for (const table of rollupTables) await trx.deleteFrom(table).where('visit_id', 'in', visitIds).execute();
}

/** Rolls up every ended visit waiting, a page at a time (at start, and after a pause, there may be many). */
export async function rollUpAllEndedVisits(db: Kysely<Database>, now: Date, pageSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const rolled = await rollUpEndedVisits(db, now, pageSize);
    total += rolled;
    if (rolled < pageSize) return total;
  }
}
