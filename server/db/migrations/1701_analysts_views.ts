import { sql, type Kysely } from 'kysely';

// The analysts' own door to the recorded journeys: views any SQL client or BI tool can read (README, "Journey
// analytics in your own tools"), and a role that may read them and nothing else. The views hold only what recording
// keeps (every value masked in the browser and again by the gateway) and leave out who a visit belongs to; the role
// reads no table, so no column of a customer's record, a visit's owner or its write secret is open to it.
// The product's journeys (src/shared/journeys.ts) are written to analytics_journey_steps by the gateway at each start.

const analystRole = 'portal_analyst';

const views = {
  analytics_sessions: sql`
    select visit_id, app, login_id is not null as signed_in, mobile_app, viewport_width, opened_at, started_at, last_at,
           action_count, error_count
    from recorded_sessions`,
  analytics_actions: sql`select visit_id, opened_at, seq, at, type, path, payload from recorded_actions`,
  analytics_steps: sql`
    select visit_id, opened_at, seq, at, path,
           row_number() over visit as step_number,
           lead(path) over visit as next_path,
           extract(epoch from lead(at) over visit - at)::float8 as seconds_on_step
    from recorded_actions where path is not null
    window visit as (partition by visit_id order by seq)`,
  // Each action counts for the last step of a journey it fits (a step's page pattern may take the next steps' too).
  analytics_funnel_hits: sql`
    select distinct on (j.journey, a.visit_id, a.seq) a.visit_id, a.opened_at, j.journey, j.step, j.step_name, a.seq, a.at
    from analytics_journey_steps j
    join recorded_actions a on (j.action_type is null or a.type = j.action_type) and (j.path_pattern is null or a.path ~ j.path_pattern)
    order by j.journey, a.visit_id, a.seq, j.step desc`,
  analytics_knockouts: sql`
    select visit_id, opened_at, at,
           case when type = 'lifeQuoting/knockedOut' then 'life' else coalesce(nullif(payload->>'quoteType', ''), 'unknown') end
             as line_of_business,
           coalesce(nullif(coalesce(payload->>'reason', payload->>'code'), ''), 'unknown') as reason
    from recorded_actions where type in ('quoting/quoteKnockedOut', 'lifeQuoting/knockedOut')`,
  analytics_api_failures: sql`
    select visit_id, opened_at, at, coalesce(payload->>'call', 'unknown') as call, coalesce(payload->>'status', 'network') as status
    from recorded_actions where type = 'api/callFailed'`,
  analytics_offers: sql`
    select visit_id, opened_at, at, payload->>'kind' as kind, payload->>'experienceGroup' as experience_group,
           case type when 'offers/offerViewed' then 'shown' when 'offers/offerClicked' then 'clicked' else 'dismissed' end as measure
    from recorded_actions where type in ('offers/offerViewed', 'offers/offerClicked', 'offers/dismissRequested')`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_journey_steps (
      journey text not null,
      journey_label text not null,
      step integer not null,
      step_name text not null,
      path_pattern text,
      action_type text,
      primary key (journey, step)
    )`.execute(db);
  for (const [name, body] of Object.entries(views)) await sql`create view ${sql.id(name)} as ${body}`.execute(db);
  // The role is the cluster's (one for every schema); a database user without the right to make roles leaves it to
  // the operator (README), and the grants follow once it exists.
  await sql`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = ${sql.lit(analystRole)}) then
        begin
          create role ${sql.id(analystRole)} nologin;
        exception when duplicate_object then null;
                  when insufficient_privilege then raise notice 'the analysts'' role is not made: no right to make roles';
        end;
      end if;
    end $$`.execute(db);
  await grantToAnalysts(db);
}

/** Lets the analysts' role read the views and the journeys (and nothing else of the schema), when the role exists. */
async function grantToAnalysts(db: Kysely<unknown>): Promise<void> {
  const readable = ['analytics_journey_steps', ...Object.keys(views)].map((name) => sql.id(name));
  await sql`
    do $$ begin
      if exists (select 1 from pg_roles where rolname = ${sql.lit(analystRole)}) then
        execute format('grant usage on schema %I to %I', current_schema(), ${sql.lit(analystRole)});
        grant select on ${sql.join(readable)} to ${sql.id(analystRole)};
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(views).reverse()) await sql`drop view if exists ${sql.id(name)}`.execute(db);
  await sql`drop table analytics_journey_steps`.execute(db);
}
