import { sql, type Kysely } from 'kysely';

// The journey report and the offers' performance answered from a rollup rather than the log, as the funnels are
// (migration 1702): per ended visit, what it met of each measure (a knockout and its reason, an API call that failed
// and how often, an outage, an offer shown, clicked or dismissed) and each claim it carried towards filing, written by
// server/sessions/rollups.ts with the same SQL the reports run over the visits not rolled up yet.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Whether a visit is rolled up, as a column the planner keeps statistics of (it cannot estimate one column against
  // another): the reports start from the few visits not rolled up, by this index, and read only their actions.
  await sql`alter table recorded_sessions add column rolled_up boolean generated always as (action_count = rolled_up_actions) stored`.execute(
    db,
  );
  await sql`create index recorded_sessions_not_rolled_up_idx on recorded_sessions (visit_id) include (opened_at) where not rolled_up`.execute(
    db,
  );
  await sql`
    create table visit_measures (
      visit_id text not null references recorded_sessions (visit_id) on delete cascade,
      measure text not null,
      first_value text not null,
      second_value text not null,
      times integer not null,
      primary key (visit_id, measure, first_value, second_value)
    )`.execute(db);
  await sql`create index visit_measures_measure_idx on visit_measures (measure, first_value, second_value) include (times)`.execute(db);
  await sql`
    create table visit_claim_filings (
      visit_id text not null references recorded_sessions (visit_id) on delete cascade,
      way text not null,
      key text not null,
      filed_at timestamptz,
      saved_at timestamptz,
      loss_date text,
      primary key (visit_id, way, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table visit_claim_filings`.execute(db);
  await sql`drop table visit_measures`.execute(db);
  await sql`drop index recorded_sessions_not_rolled_up_idx`.execute(db);
  await sql`alter table recorded_sessions drop column rolled_up`.execute(db);
}
