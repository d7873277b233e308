import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../server/db/schema';
import { analystRole, publishJourneys } from '../../server/sessions/analysts';
import { funnelReport } from '../../server/sessions/reports';
import { insertSyntheticSessions, syntheticSessions } from '../../server/sessions/synthetic';
import { funnelOf, journeyByKey } from '../../src/shared/journeys';
import { exportedVisits, type ExportedVisit } from '../../server/sessions/export';
import { openTestDatabase, type TestDatabase } from './support/gateway';

// The analysts' door: views any SQL client can read, under a role that reads them and nothing else. A funnel written
// in SQL over the views (the README's worked query) counts what the support console counts.

let database: TestDatabase;
const synthetic = () => syntheticSessions(300, 11, Date.UTC(2026, 10, 2));
beforeAll(async () => {
  database = await openTestDatabase();
  await publishJourneys(database.db);
  await insertSyntheticSessions(database.db, synthetic(), 100);
}, 90_000);
afterAll(async () => {
  await database?.close();
});

const views = [
  'analytics_sessions',
  'analytics_actions',
  'analytics_steps',
  'analytics_funnel_hits',
  'analytics_knockouts',
  'analytics_api_failures',
  'analytics_offers',
  'analytics_journey_steps',
  'analytics_journey_visits',
];

/** Runs a statement as the analysts' role: its rows, or the error's SQLSTATE code. */
async function asAnalyst<R>(db: Kysely<Database>, statement: RawBuilder<R>): Promise<{ rows: R[] } | { refused: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set local role ${sql.id(analystRole)}`.execute(trx);
      const { rows } = await statement.execute(trx);
      return { rows };
    });
  } catch (error) {
    return { refused: (error as { code?: string }).code ?? String(error) };
  }
}

const permissionDenied = { refused: '42501' };

/** The README's worked query: how many visits reached each step of a journey, in order, within a day of its first step. */
const orderedFunnel = (journey: string) => sql<{ step: number; step_name: string; sessions: string }>`
  with recursive hits as (
    select * from analytics_funnel_hits where journey = ${journey}
  ), chain as (
    select visit_id, 1 as step, min(seq) as seq, min(at) as start_at from hits where step = 1 group by visit_id
    union all
    select c.visit_id, c.step + 1, n.seq, c.start_at from chain c
    cross join lateral (
      select min(h.seq) as seq from hits h
      where h.visit_id = c.visit_id and h.step = c.step + 1 and h.seq > c.seq and h.at <= c.start_at + interval '1 day'
    ) n
    where n.seq is not null
  )
  select s.step, s.step_name, count(c.visit_id) as sessions
  from analytics_journey_steps s left join chain c on c.step = s.step
  where s.journey = ${journey}
  group by s.step, s.step_name order by s.step`;

describe("the analysts' views and role", () => {
  it('lets the role read every view', async () => {
    for (const view of views) {
      const answer = await asAnalyst(database.db, sql<{ n: string }>`select count(*) as n from ${sql.id(view)}`);
      expect({ view, answer: 'rows' in answer ? 'read' : answer }).toEqual({ view, answer: 'read' });
    }
    const sessions = await asAnalyst(database.db, sql<{ n: string }>`select count(*) as n from analytics_sessions`);
    expect('rows' in sessions && Number(sessions.rows[0]!.n)).toBeGreaterThanOrEqual(300);
  });

  it('refuses the role every write, to the views and to the tables', async () => {
    // Refused for want of the right, or (a view no write can pass through) before the right is asked.
    const refusedWrite = (answer: { rows: unknown[] } | { refused: string }) =>
      'refused' in answer && ['42501', '55000'].includes(answer.refused);
    for (const view of views) {
      expect({ view, refused: refusedWrite(await asAnalyst(database.db, sql`delete from ${sql.id(view)}`)) }).toEqual({
        view,
        refused: true,
      });
      if (view === 'analytics_journey_steps') continue; // a table: written below
      const update = await asAnalyst(database.db, sql`update ${sql.id(view)} set visit_id = visit_id`);
      expect({ view, refused: refusedWrite(update) }).toEqual({ view, refused: true });
    }
    expect(await asAnalyst(database.db, sql`update analytics_journey_steps set step_name = 'x'`)).toEqual(permissionDenied);
    expect(
      await asAnalyst(
        database.db,
        sql`insert into analytics_journey_steps (journey, journey_label, step, step_name) values ('x', 'x', 1, 'x')`,
      ),
    ).toEqual(permissionDenied);
    expect(await asAnalyst(database.db, sql`delete from recorded_actions`)).toEqual(permissionDenied);
    expect(await asAnalyst(database.db, sql`truncate recorded_sessions`)).toEqual(permissionDenied);
    expect(await asAnalyst(database.db, sql`create table analysts_own (a int)`)).toEqual(permissionDenied);
  });

  it("refuses the role every table, so no owner, secret or customer's value is open to it, and no view names one", async () => {
    for (const statement of [
      sql`select login_id from recorded_sessions`,
      sql`select party_id from recorded_sessions`,
      sql`select write_secret_hash from recorded_sessions`,
      sql`select payload from recorded_actions`,
      sql`select date_of_birth from quotes`,
      sql`select * from parties`,
    ])
      expect(await asAnalyst(database.db, statement)).toEqual(permissionDenied);
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name like 'analytics\\_%'`.execute(database.db);
    const columns = rows.map((r) => r.column_name);
    for (const owner of ['login_id', 'party_id', 'write_secret_hash']) expect(columns).not.toContain(owner);
  });

  it.each(['quote', 'payment', 'signIn'])('counts the %s funnel in SQL as the console does', async (key) => {
    const journey = journeyByKey(key)!;
    const console = await funnelReport(database.db, { steps: journey.steps, windowMinutes: 24 * 60, ordering: 'ordered' });
    const answer = await asAnalyst(database.db, orderedFunnel(key));
    if (!('rows' in answer)) throw new Error(`refused: ${answer.refused}`);
    expect(answer.rows.map((r) => ({ step: r.step_name, sessions: Number(r.sessions) }))).toEqual(
      console.map((r) => ({ step: r.step, sessions: r.sessions })),
    );
    expect(console[0]!.sessions).toBeGreaterThan(0);
  });
});

describe("a period's visits exported as JSON lines", () => {
  it('holds every visit opened in the period once, with its actions in order, read a page at a time', async () => {
    const expected = [...synthetic()];
    const from = new Date(expected[0]!.entries[0]!.at);
    const to = new Date(expected[expected.length - 1]!.entries[0]!.at + 1);
    const exported: ExportedVisit[] = [];
    for await (const visit of exportedVisits(database.db, from, to, 37)) exported.push(JSON.parse(JSON.stringify(visit)) as ExportedVisit);
    expect(exported.map((v) => v.visitId).sort()).toEqual(expected.map((s) => s.visitId).sort());
    const byId = new Map(exported.map((v) => [v.visitId, v]));
    for (const session of expected) expect(byId.get(session.visitId)!.entries).toEqual(JSON.parse(JSON.stringify(session.entries)));
    // The command-line report reads the export: its funnel is the console's.
    const journey = journeyByKey('quote')!;
    const query = { steps: journey.steps, windowMinutes: 60, ordering: 'strict' as const };
    expect(
      funnelOf(
        exported.map((v) => v.entries),
        query,
      ),
    ).toEqual(await funnelReport(database.db, query));
  });
});
