import { sql, type Kysely } from 'kysely';

// The funnels answered from a rollup rather than the log: per ended visit and journey, the milliseconds from the first
// step to each step (ordered and strict, src/shared/journeys.ts journeyTimes), whatever window a report asks. A visit
// is rolled up once its actions stop coming (server/sessions/rollups.ts); a later batch drops its rollup until the
// next, and the reports count the visits not rolled up from the log itself, so they stay whole and exact.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recorded_sessions add column rolled_up_actions integer not null default 0`.execute(db);
  await sql`create index recorded_sessions_to_roll_up_idx on recorded_sessions (last_at) where action_count <> rolled_up_actions`.execute(
    db,
  );
  await sql`
    create table journey_visits (
      visit_id text not null references recorded_sessions (visit_id) on delete cascade,
      journey text not null,
      started_at timestamptz not null,
      ordered_ms bigint[] not null,
      strict_ms bigint[] not null,
      primary key (visit_id, journey)
    )`.execute(db);
  await sql`create index journey_visits_journey_idx on journey_visits (journey, started_at)`.execute(db);
  // The analysts read the rollup too: a year's funnel in their own tools in a second (README).
  await sql`create view analytics_journey_visits as select visit_id, journey, started_at, ordered_ms, strict_ms from journey_visits`.execute(
    db,
  );
  await sql`
    do $$ begin
      if exists (select 1 from pg_roles where rolname = 'portal_analyst') then
        grant select on analytics_journey_visits to portal_analyst;
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view analytics_journey_visits`.execute(db);
  await sql`drop table journey_visits`.execute(db);
  await sql`drop index recorded_sessions_to_roll_up_idx`.execute(db);
  await sql`alter table recorded_sessions drop column rolled_up_actions`.execute(db);
}
