import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { SessionSearch, SessionSummary, JourneyReport, OfferPerformanceRow } from '../../src/contract/support';
import type { ExperienceGroup, OfferKind } from '../../src/contract/offers';
import type { FilingWay } from '../../src/contract/support';
import { businessTimeZone } from '../../config/product';
import {
  claimFilingRows,
  funnelRows,
  offerPerformanceRows,
  type FilingMeasures,
  type FunnelQuery,
  type FunnelRow,
  type FunnelStep,
} from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { actionsOfVisitsNotRolledUp, everyVisitMeasuresSql, measureNames, visitClaimFilingsSql } from './measures';

// Journey analytics as SQL over the recorded-sessions tables. The same definitions (src/recording/journeys.ts)
// drive the command-line report over exported logs; a test checks both give the same funnel.

export interface TimeRange {
  from?: Date;
  to?: Date;
}

function stepValues(steps: readonly FunnelStep[]): RawBuilder<unknown> {
  const rows = steps.map((s, i) => sql`(${i + 1}::int, ${s.path ?? null}::text, ${s.type ?? null}::text)`);
  return sql`(values ${sql.join(rows)}) as s(step, path_re, type_eq)`;
}

function rangeFilter(range: TimeRange): RawBuilder<unknown> {
  const from = range.from ? sql`and rs.started_at >= ${range.from}` : sql``;
  const to = range.to ? sql`and rs.started_at < ${range.to}` : sql``;
  return sql`${from} ${to}`;
}

/** Which visits a funnel reads from the log: every one, or only those not rolled up (the rest come from journey_visits). */
type FromLog = 'every visit' | 'visits not rolled up';

/** Every action of the range that reaches a funnel step: (visit, seq, at, step); one fitting several counts for the last. */
function hitsCte(steps: readonly FunnelStep[], range: TimeRange, fromLog: FromLog): RawBuilder<unknown> {
  const types = steps.flatMap((s) => (s.type ? [s.type] : []));
  const typeFilter = types.length > 0 ? sql`or a.type in (${sql.join(types)})` : sql``;
  const actions =
    fromLog === 'visits not rolled up'
      ? sql`${actionsOfVisitsNotRolledUp(rangeFilter(range))} as a`
      : range.from || range.to
        ? sql`recorded_actions a join recorded_sessions rs on rs.visit_id = a.visit_id ${rangeFilter(range)}`
        : sql`recorded_actions a`;
  return sql`hits as (
    select a.visit_id, a.seq, a.at, s.step
    from ${actions}
    cross join lateral (select s.step from ${stepValues(steps)}
      where (s.type_eq is null or a.type = s.type_eq) and (s.path_re is null or a.path ~ s.path_re) order by s.step desc limit 1) s
    where (a.path is not null ${typeFilter})
  )`;
}

/** Ordered: step k is the first hit of step k after the one taken for step k-1, within the window from step 1. */
function orderedSql(
  steps: readonly FunnelStep[],
  windowMinutes: number,
  range: TimeRange,
  fromLog: FromLog,
): RawBuilder<{ step: number; sessions: string }> {
  const window = sql`make_interval(mins => ${windowMinutes}::int)`;
  const ctes = [
    hitsCte(steps, range, fromLog),
    sql`r1 as (select visit_id, min(seq) as seq, min(at) as start_at from hits where step = 1 group by visit_id)`,
  ];
  for (let k = 2; k <= steps.length; k += 1) {
    ctes.push(sql`${sql.raw(`r${k}`)} as (
      select h.visit_id, min(h.seq) as seq, min(p.start_at) as start_at from hits h join ${sql.raw(`r${k - 1}`)} p on p.visit_id = h.visit_id
      where h.step = ${k} and h.seq > p.seq and h.at <= p.start_at + ${window} group by h.visit_id)`);
  }
  const counts = steps.map((_, i) => sql`select ${i + 1}::int as step, count(*) as sessions from ${sql.raw(`r${i + 1}`)}`);
  return sql`with ${sql.join(ctes)} ${sql.join(counts, sql` union all `)}`;
}

/** Strict: consecutive funnel steps with no other step between (repeats of one step collapse), within the window. */
function strictSql(
  steps: readonly FunnelStep[],
  windowMinutes: number,
  range: TimeRange,
  fromLog: FromLog,
): RawBuilder<{ step: number; sessions: string }> {
  const window = sql`make_interval(mins => ${windowMinutes}::int)`;
  return sql`with ${hitsCte(steps, range, fromLog)},
    runs as (select *, lag(step) over (partition by visit_id order by seq) as prev from hits),
    collapsed as (select visit_id, seq, at, step from runs where prev is distinct from step),
    flagged as (select *, case when lag(step) over (partition by visit_id order by seq) = step - 1 then 0 else 1 end as brk from collapsed),
    islands as (select *, sum(brk) over (partition by visit_id order by seq) as island from flagged),
    starts as (select visit_id, island, at as start_at from islands where brk = 1 and step = 1),
    reach as (select i.visit_id, max(i.step) as reached from islands i join starts s on s.visit_id = i.visit_id and s.island = i.island
              where i.at <= s.start_at + ${window} group by i.visit_id)
    select k.step, count(r.visit_id) as sessions from generate_series(1, ${steps.length}::int) as k(step)
    left join reach r on r.reached >= k.step group by k.step order by k.step`;
}

/** How many visits reached each step, counted from the log (every visit, or those not rolled up). */
async function reachedFromLog(db: Kysely<Database>, query: FunnelQuery, range: TimeRange, fromLog: FromLog): Promise<number[]> {
  const builder =
    query.ordering === 'strict'
      ? strictSql(query.steps, query.windowMinutes, range, fromLog)
      : orderedSql(query.steps, query.windowMinutes, range, fromLog);
  // The step CTEs have no statistics, and the planner's nested loops over them grow with the square of the sessions;
  // their estimates, far too high, would also have each call compiled (JIT, half a second) before it ran.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`set local enable_nestloop = off`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return builder.execute(trx);
  });
  return query.steps.map((_, i) => Number(rows.find((r) => Number(r.step) === i + 1)?.sessions ?? 0));
}

/** How many rolled-up visits reached each step of a journey within the window: one pass over its rows (server/sessions/rollups.ts). */
async function reachedFromRollup(db: Kysely<Database>, journey: string, query: FunnelQuery, range: TimeRange): Promise<number[]> {
  const times = sql.ref(query.ordering === 'strict' ? 'strict_ms' : 'ordered_ms');
  const windowMs = query.windowMinutes * 60_000;
  const counts = query.steps.map((_, i) => sql`count(*) filter (where ${times}[${sql.lit(i + 1)}] <= ${windowMs}::bigint)`);
  const from = range.from ? sql`and started_at >= ${range.from}` : sql``;
  const to = range.to ? sql`and started_at < ${range.to}` : sql``;
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join(counts.map((c, i) => sql`${c} as ${sql.id(`s${i + 1}`)}`))}
    from journey_visits where journey = ${journey} ${from} ${to}`.execute(db);
  return query.steps.map((_, i) => Number(rows[0]?.[`s${i + 1}`] ?? 0));
}

/**
 * How many sessions reached each step of a funnel, with conversion and drop-off. A journey of the product's (its key
 * given) is read from its rollup, with the visits not rolled up yet (those still going, or changed since) counted
 * from the log; any other funnel from the log alone.
 */
export async function funnelReport(
  db: Kysely<Database>,
  query: FunnelQuery,
  range: TimeRange = {},
  journey?: string,
): Promise<FunnelRow[]> {
  if (query.steps.length === 0) return [];
  if (!journey) return funnelRows(query.steps, await reachedFromLog(db, query, range, 'every visit'));
  const [rolledUp, recent] = [
    await reachedFromRollup(db, journey, query, range),
    await reachedFromLog(db, query, range, 'visits not rolled up'),
  ];
  return funnelRows(
    query.steps,
    query.steps.map((_, i) => rolledUp[i]! + recent[i]!),
  );
}

/** Claims filed per way: how many, how many first saved on the phone, and the times to filing (the rules of claimFilingsOf). */
async function claimFilings(db: Kysely<Database>) {
  const ms = (from: RawBuilder<unknown>) => sql`(extract(epoch from filed_at - ${from}) * 1000)::float8`;
  const { rows } = await sql<{
    way: FilingWay;
    filed: string;
    saved: string;
    lossMedian: number | null;
    lossP90: number | null;
    savedMedian: number | null;
    savedP90: number | null;
  }>`
    with filings as (
      select way, key, min(filed_at) as filed_at, min(saved_at) as saved_at, min(loss_date) as loss_date
      from (select way, key, filed_at, saved_at, loss_date from visit_claim_filings
        union all select way, key, filed_at, saved_at, loss_date from (${visitClaimFilingsSql('visits not rolled up')}) as recent) as visits
      group by way, key
    ),
    times as (
      select way, ${ms(sql`(loss_date::date::timestamp at time zone ${businessTimeZone}::text)`)} as loss_ms, ${ms(sql`saved_at`)} as saved_ms
      from filings where filed_at is not null
    )
    select way, count(*) as filed, count(saved_ms) as saved,
      percentile_cont(0.5) within group (order by loss_ms) as "lossMedian", percentile_cont(0.9) within group (order by loss_ms) as "lossP90",
      percentile_cont(0.5) within group (order by saved_ms) as "savedMedian", percentile_cont(0.9) within group (order by saved_ms) as "savedP90"
    from times group by way`.execute(db);
  return claimFilingRows(
    rows.map((r): FilingMeasures => ({
      way: r.way,
      filed: Number(r.filed),
      savedOnPhone: Number(r.saved),
      lossToFiledMs: [r.lossMedian, r.lossP90],
      savedToFiledMs: [r.savedMedian, r.savedP90],
    })),
  );
}

/**
 * Knockouts by line of business and reason, API failures by call and status, outage hits, claims filed: the rules of
 * journeyReportOf, from the rollup (server/sessions/measures.ts). A visit has one row per measure and values, so
 * counting rows counts visits.
 */
export async function journeyReport(db: Kysely<Database>): Promise<JourneyReport> {
  return withoutJit(db, (trx) => journeyReportIn(trx));
}

/**
 * Runs reports with the planner's JIT off: their estimates of the visits not rolled up are far too high for the
 * planner to know better, and would have each call compiled (about a second) before it ran.
 */
function withoutJit<T>(db: Kysely<Database>, report: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return report(trx);
  });
}

async function journeyReportIn(db: Kysely<Database>): Promise<JourneyReport> {
  const knockouts = await sql<{ lineOfBusiness: string; reason: string; sessions: string }>`
    select first_value as "lineOfBusiness", second_value as reason, count(*) as sessions
    from ${everyVisitMeasuresSql('knockouts')}
    group by 1, 2 order by 3 desc, 1, 2 limit 200`.execute(db);
  const failures = await sql<{ call: string; status: string; failures: string; sessions: string }>`
    select first_value as call, second_value as status, sum(times) as failures, count(*) as sessions
    from ${everyVisitMeasuresSql('apiFailures')}
    group by 1, 2 order by 3 desc, 1, 2 limit 200`.execute(db);
  const outages = await sql<{ outage: string; sessions: string }>`
    select first_value as outage, count(*) as sessions from ${everyVisitMeasuresSql('outages')}
    group by 1 order by 2 desc, 1 limit 100`.execute(db);
  return {
    knockouts: knockouts.rows.map((r) => ({ ...r, sessions: Number(r.sessions) })),
    apiFailures: failures.rows.map((r) => ({ ...r, failures: Number(r.failures), sessions: Number(r.sessions) })),
    outageHits: outages.rows.map((r) => ({ ...r, sessions: Number(r.sessions) })),
    claimFilings: await claimFilings(db),
  };
}

/** Offer performance: sessions shown, clicked and dismissed per promotion kind and experience group (the rules of offerPerformanceOf). */
export async function offerPerformance(db: Kysely<Database>): Promise<OfferPerformanceRow[]> {
  const { rows } = await withoutJit(db, (trx) => offersIn(trx));
  return offerPerformanceRows(
    rows.map((r) => ({ ...r, shown: Number(r.shown), clicked: Number(r.clicked), dismissed: Number(r.dismissed) })),
  );
}

function offersIn(db: Kysely<Database>) {
  return sql<{ kind: OfferKind; experienceGroup: ExperienceGroup; shown: string; clicked: string; dismissed: string }>`
    select first_value as kind, second_value as "experienceGroup",
           count(*) filter (where measure = ${measureNames.offerShown}) as shown,
           count(*) filter (where measure = ${measureNames.offerClicked}) as clicked,
           count(*) filter (where measure = ${measureNames.offerDismissed}) as dismissed
    from ${everyVisitMeasuresSql('offers')}
    group by 1, 2`.execute(db);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Support's session search. Policy and claim numbers are found in the (masked) log itself. */
export async function searchSessions(db: Kysely<Database>, search: SessionSearch, firstStep?: FunnelStep): Promise<SessionSummary[]> {
  let query = db.selectFrom('recorded_sessions as rs').selectAll('rs');
  if (search.loginId) query = query.where('rs.login_id', '=', search.loginId.trim());
  if (search.from) query = query.where('rs.last_at', '>=', new Date(search.from));
  if (search.to) query = query.where('rs.started_at', '<', new Date(search.to));
  if (search.errorsOnly) query = query.where('rs.error_count', '>', 0);
  const inLog = (text: string) =>
    query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('recorded_actions as a')
          .select('a.seq')
          .whereRef('a.visit_id', '=', 'rs.visit_id')
          .where(sql<boolean>`a.payload::text ilike ${`%${escapeLike(text.trim())}%`}`),
      ),
    );
  if (search.policyNumber) query = inLog(search.policyNumber);
  if (search.claimNumber) query = inLog(search.claimNumber);
  if (firstStep) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('recorded_actions as a')
          .select('a.seq')
          .whereRef('a.visit_id', '=', 'rs.visit_id')
          .where(
            sql<boolean>`(${firstStep.type ?? null}::text is null or a.type = ${firstStep.type ?? null}) and (${firstStep.path ?? null}::text is null or a.path ~ ${firstStep.path ?? ''})`,
          ),
      ),
    );
  }
  const rows = await query.orderBy('rs.started_at', 'desc').limit(100).execute();
  return rows.map((r) => ({
    visitId: r.visit_id,
    app: r.app,
    loginId: r.login_id,
    mobileApp: r.mobile_app,
    viewportWidth: r.viewport_width,
    startedAt: new Date(r.started_at).toISOString(),
    lastAt: new Date(r.last_at).toISOString(),
    actionCount: r.action_count,
    errorCount: r.error_count,
  }));
}
