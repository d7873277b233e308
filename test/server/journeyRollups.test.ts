import fc from 'fast-check';
import { sql } from 'kysely';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { entryPath, journeys, journeyTimes, type Ordering } from '../../src/shared/journeys';
import { funnelReport, journeyReport } from '../../server/sessions/reports';
import { publishJourneys } from '../../server/sessions/analysts';
import { rollUpAllEndedVisits, rollUpEndedVisits } from '../../server/sessions/rollups';
import { actionsOfVisits, visitMeasuresSql } from '../../server/sessions/measures';
import { startVisit, storeBatch } from '../../server/sessions/store';
import { insertSyntheticSessions, syntheticSessions, type SyntheticSession } from '../../server/sessions/synthetic';
import { openTestDatabase, type TestDatabase } from './support/gateway';

// The funnels read from the journeys' rollup (and the visits not rolled up, from the log) count exactly what the
// same funnels count from the raw log, whatever the journey, ordering, window and period, however many visits are
// rolled up so far, and after a rolled-up visit goes on.

const count = 400;
const startAt = Date.UTC(2026, 9, 5, 8, 0, 0);
const spacingMs = 60_000;
const afterEveryVisit = new Date(startAt + count * spacingMs + 7 * 24 * 3_600_000);

/** What visits are made of: an action of each kind and page of the synthetic visits that reaches a journey's step, and a few that reach none. */
const reachesAStep = (e: LogEntry) =>
  journeys.some((j) => j.steps.some((step) => journeyTimes([{ type: e.type, path: entryPath(e), at: e.at }], [step]) !== null));
const distinctActions = [
  ...new Map(
    [...syntheticSessions(3000, 5)].flatMap((session) => session.entries).map((e) => [`${e.type} ${entryPath(e)}`, e] as const),
  ).values(),
];
const vocabulary = [...distinctActions.filter(reachesAStep), ...distinctActions.filter((e) => !reachesAStep(e)).slice(0, 3)];

/**
 * Visits of any shape: up to 40 of those actions in any order, repeated and going back, seconds or hours apart (so
 * every window from a minute to a day cuts some of them), in the actions' time order.
 */
const anyVisit = fc.array(
  fc.record({
    word: fc.integer({ min: 0, max: vocabulary.length - 1 }),
    gapMs: fc.oneof(fc.integer({ min: 0, max: 90_000 }), fc.integer({ min: 0, max: 5 * 3_600_000 })),
  }),
  { minLength: 1, maxLength: 40 },
);

function visits(): SyntheticSession[] {
  return fc.sample(anyVisit, { numRuns: count, seed: 23 }).map((steps, i) => {
    let at = startAt + i * spacingMs;
    const entries = steps.map(({ word, gapMs }, seq): LogEntry => {
      at += gapMs;
      return { ...vocabulary[word]!, seq: seq + 1, at };
    });
    return { visitId: `visit-any-${String(i).padStart(6, '0')}`, app: 'portal', loginId: null, entries };
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertSyntheticSessions(database.db, visits(), 200);
}, 90_000);
afterAll(async () => {
  await database?.close();
});

const fromLog = (query: Parameters<typeof funnelReport>[1], range: Parameters<typeof funnelReport>[2]) =>
  funnelReport(database.db, query, range);
const fromRollup = (query: Parameters<typeof funnelReport>[1], range: Parameters<typeof funnelReport>[2], journey: string) =>
  funnelReport(database.db, query, range, journey);

const rolledUpVisits = async () =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from recorded_sessions where rolled_up_actions = action_count and action_count > 0`.execute(database.db)
    ).rows[0]!.n,
  );

/** The journey report's API failures of the call only the visit below makes. */
const rollupCheckFailures = async () => (await journeyReport(database.db)).apiFailures.filter((f) => f.call === 'rollupCheck');

const anyFunnel = fc.record({
  journey: fc.constantFrom(...journeys),
  ordering: fc.constantFrom<Ordering>('ordered', 'strict'),
  windowMinutes: fc.oneof(fc.constantFrom(1, 5, 30, 60, 1440, 129_600), fc.integer({ min: 1, max: 600 })),
  // A period within the synthetic visits (or none), by visit offsets.
  period: fc.option(
    fc.tuple(fc.integer({ min: 0, max: count }), fc.integer({ min: 1, max: count })).map(([a, b]) => ({
      from: new Date(startAt + Math.min(a, b - 1) * spacingMs),
      to: new Date(startAt + b * spacingMs),
    })),
    { nil: undefined },
  ),
});

type FunnelCase = typeof anyFunnel extends fc.Arbitrary<infer T> ? T : never;

async function sameAsTheLog({ journey, ordering, windowMinutes, period }: FunnelCase): Promise<void> {
  const query = { steps: journey.steps, windowMinutes, ordering };
  expect(await fromRollup(query, period ?? {}, journey.key)).toEqual(await fromLog(query, period ?? {}));
}

describe("the journeys' rollup", () => {
  it('counts what the log counts before, while and after visits are rolled up', async () => {
    expect(await rolledUpVisits()).toBe(0);
    await fc.assert(fc.asyncProperty(anyFunnel, sameAsTheLog), { numRuns: 15 });
    // Some of them rolled up: the report adds the rollup and the log of the rest.
    expect(await rollUpEndedVisits(database.db, afterEveryVisit, 150)).toBe(150);
    await fc.assert(fc.asyncProperty(anyFunnel, sameAsTheLog), { numRuns: 15 });
    await rollUpAllEndedVisits(database.db, afterEveryVisit, 100);
    expect(await rolledUpVisits()).toBeGreaterThanOrEqual(count);
    await fc.assert(fc.asyncProperty(anyFunnel, sameAsTheLog), { numRuns: 40 });
    // And every journey and ordering at windows from a minute to a day, over every visit.
    for (const journey of journeys)
      for (const ordering of ['ordered', 'strict'] as const)
        for (const windowMinutes of [1, 2, 5, 10, 20, 45, 90, 180, 360, 1440])
          await sameAsTheLog({ journey, ordering, windowMinutes, period: undefined });
  }, 120_000);

  it('rolls up only visits whose actions stopped coming, and counts a rolled-up visit that goes on from the log until rolled up again', async () => {
    const opened = new Date(Date.UTC(2026, 10, 3, 9, 0, 0));
    const route = (seq: number, at: number, pathname: string): LogEntry => ({
      seq,
      at,
      type: '@@router/LOCATION_CHANGE',
      payload: { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false },
      v: CATALOGUE_VERSION,
    });
    const { writeSecret } = await startVisit(
      database.db,
      'visit-rollup-00001',
      { app: 'portal', mobileApp: false, viewportWidth: 390 },
      null,
      opened,
    );
    const owner = { secret: writeSecret, caller: null };
    const t = opened.getTime();
    // A call that failed: the journey report's measure the rollup keeps beside the funnels.
    const failedCall = (seq: number, at: number): LogEntry => ({
      seq,
      at,
      type: 'api/callFailed',
      payload: { call: 'rollupCheck', actionName: null, status: 503, error: 'http', message: 'Service unavailable' },
      v: CATALOGUE_VERSION,
    });
    await storeBatch(
      database.db,
      'visit-rollup-00001',
      [route(1, t, '/login'), route(2, t + 1_000, '/account'), failedCall(3, t + 1_500)],
      owner,
      new Date(t + 2_000),
    );
    const signIn = journeys.find((j) => j.key === 'signIn')!;
    const query = { steps: signIn.steps, windowMinutes: 60, ordering: 'ordered' as const };
    const period = { from: opened, to: new Date(t + 3_600_000) };

    // Not ended yet (an action a minute ago): not rolled up.
    await rollUpAllEndedVisits(database.db, new Date(t + 60_000));
    const pending = await database.db.selectFrom('journey_visits').select('journey').where('visit_id', '=', 'visit-rollup-00001').execute();
    expect(pending).toEqual([]);
    // Ended: rolled up, and counted once.
    await rollUpAllEndedVisits(database.db, new Date(t + 3_600_000));
    const rolled = await database.db.selectFrom('journey_visits').select('journey').where('visit_id', '=', 'visit-rollup-00001').execute();
    expect(rolled.map((r) => r.journey)).toEqual(['signIn']);
    expect((await fromRollup(query, period, 'signIn')).map((r) => r.sessions)).toEqual([1, 0, 0]);
    expect(await rollupCheckFailures()).toEqual([{ call: 'rollupCheck', status: '503', failures: 1, sessions: 1 }]);

    // The visit goes on: signed in, then the account. Counted from the log, once, until rolled up again.
    await storeBatch(
      database.db,
      'visit-rollup-00001',
      [
        {
          seq: 4,
          at: t + 5_000,
          type: 'auth/signedIn',
          payload: { loginId: 'guest.visitor', expiresAt: t + 3_600_000, via: 'oidc' },
          v: CATALOGUE_VERSION,
        },
        route(5, t + 6_000, '/account'),
        failedCall(6, t + 6_500),
      ],
      owner,
      new Date(t + 7_000),
    );
    expect((await fromRollup(query, period, 'signIn')).map((r) => r.sessions)).toEqual([1, 1, 1]);
    expect(await fromRollup(query, period, 'signIn')).toEqual(await fromLog(query, period));
    expect(await rollupCheckFailures()).toEqual([{ call: 'rollupCheck', status: '503', failures: 2, sessions: 1 }]);
    await rollUpAllEndedVisits(database.db, new Date(t + 3_600_000));
    expect((await fromRollup(query, period, 'signIn')).map((r) => r.sessions)).toEqual([1, 1, 1]);
    expect(await rollupCheckFailures()).toEqual([{ call: 'rollupCheck', status: '503', failures: 2, sessions: 1 }]);
  });

  it('drops what a rollup wrote when a batch of its visit waited for it, so the visit is counted once', async () => {
    const opened = new Date(Date.UTC(2026, 10, 4, 9, 0, 0));
    const visitId = 'visit-rollup-waited';
    const t = opened.getTime();
    const failedCall = (seq: number): LogEntry => ({
      seq,
      at: t + seq * 1_000,
      type: 'api/callFailed',
      payload: { call: 'waitedCheck', actionName: null, status: 503, error: 'http', message: 'Service unavailable' },
      v: CATALOGUE_VERSION,
    });
    const { writeSecret } = await startVisit(database.db, visitId, { app: 'portal', mobileApp: false, viewportWidth: 390 }, null, opened);
    const owner = { secret: writeSecret, caller: null };
    await storeBatch(database.db, visitId, [failedCall(1)], owner, new Date(t + 2_000));

    // A rollup holds the visit's row and writes its measures; a batch arrives meanwhile and waits for the row.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const rollingUp = database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('recorded_sessions').select('visit_id').where('visit_id', '=', visitId).forUpdate().execute();
      holding();
      await released;
      await sql`insert into visit_measures (visit_id, measure, first_value, second_value, times) ${visitMeasuresSql({ actions: actionsOfVisits(sql`rs.visit_id = ${visitId}`) })}`.execute(
        trx,
      );
      await trx
        .updateTable('recorded_sessions')
        .set({ rolled_up_actions: sql`action_count` })
        .where('visit_id', '=', visitId)
        .execute();
    });
    await held;
    const batch = storeBatch(database.db, visitId, [failedCall(2)], owner, new Date(t + 4_000));
    // On the PostgreSQL server the batch is seen waiting for the row in this test's own database (other test files'
    // waits do not count); the embedded database runs one statement at a time.
    if (process.env.DATABASE_URL)
      for (let waiting = 0; waiting === 0;)
        waiting = Number(
          (
            await sql<{ n: string }>`select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db)
          ).rows[0]!.n,
        );
    release();
    await rollingUp;
    expect(await batch).toEqual({ stored: 1, lastSeq: 2 });
    expect(await database.db.selectFrom('visit_measures').select('measure').where('visit_id', '=', visitId).execute()).toEqual([]);
    const visit = await database.db
      .selectFrom('recorded_sessions')
      .select(['action_count', 'rolled_up'])
      .where('visit_id', '=', visitId)
      .executeTakeFirst();
    expect(visit).toEqual({ action_count: 2, rolled_up: false });
    const failures = (await journeyReport(database.db)).apiFailures.filter((f) => f.call === 'waitedCheck');
    expect(failures).toEqual([{ call: 'waitedCheck', status: '503', failures: 2, sessions: 1 }]);
  });

  it('is kept when the gateway starts with the same journeys, and made again when their steps change', async () => {
    const muchLater = new Date(Date.UTC(2027, 0, 1));
    await Promise.all([publishJourneys(database.db), publishJourneys(database.db)]);
    await rollUpAllEndedVisits(database.db, muchLater, 100);
    const rolled = await rolledUpVisits();
    expect(rolled).toBeGreaterThan(0);
    await Promise.all([publishJourneys(database.db), publishJourneys(database.db)]);
    expect(await rolledUpVisits()).toBe(rolled);

    // A step published otherwise than the product defines it (as by an earlier release): every rollup is made again.
    await database.db.updateTable('analytics_journey_steps').set({ step_name: 'An earlier name' }).where('step', '=', 1).execute();
    await publishJourneys(database.db);
    expect(await rolledUpVisits()).toBe(0);
    for (const table of ['journey_visits', 'visit_measures', 'visit_claim_filings'] as const)
      expect(await database.db.selectFrom(table).select('visit_id').execute()).toEqual([]);
    const published = await database.db.selectFrom('analytics_journey_steps').select(['journey', 'step', 'step_name']).execute();
    expect(published).toHaveLength(journeys.reduce((n, j) => n + j.steps.length, 0));
    expect(published.filter((row) => row.step_name === 'An earlier name')).toEqual([]);
    await rollUpAllEndedVisits(database.db, muchLater, 100);
    expect(await rolledUpVisits()).toBe(rolled);
  });
});
