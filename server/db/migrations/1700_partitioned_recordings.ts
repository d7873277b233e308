import { sql, type Kysely } from 'kysely';

// A year of recorded visits: the actions are partitioned by the month their visit opened (UTC), so a month past the
// retention period goes as one dropped table, and a visit's actions stay together in one partition. A visit's
// opening time is the gateway's clock at its start and never changes (`started_at` moves back to the earliest action
// a batch brings): part of every action's key, as a partitioned table's unique keys must hold its partition key.
// The same schema on the embedded database. Partitions ahead are made by server/sessions/partitions.ts; a default
// partition takes an action whose month has none yet, so a write is never refused for it.

const monthPartitions = sql`
  do $$
  declare m timestamptz;
  begin
    for m in
      select generate_series(
        date_trunc('month', coalesce((select min(opened_at) from recorded_sessions), now()), 'UTC'),
        date_trunc('month', now(), 'UTC') + interval '2 months',
        interval '1 month')
    loop
      execute format('create table %I partition of recorded_actions for values from (%L) to (%L)',
        'recorded_actions_' || to_char(m at time zone 'UTC', 'YYYY_MM'), m, m + interval '1 month');
    end loop;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recorded_sessions add column opened_at timestamptz`.execute(db);
  await sql`update recorded_sessions set opened_at = started_at`.execute(db);
  await sql`alter table recorded_sessions alter column opened_at set not null`.execute(db);
  await sql`create index recorded_sessions_opened_at_idx on recorded_sessions (opened_at)`.execute(db);

  await sql`alter table recorded_actions rename to recorded_actions_unpartitioned`.execute(db);
  await sql`alter table recorded_actions_unpartitioned rename constraint recorded_actions_pk to recorded_actions_unpartitioned_pk`.execute(
    db,
  );
  await sql`drop index recorded_actions_type_idx`.execute(db);
  await sql`
    create table recorded_actions (
      visit_id text not null references recorded_sessions (visit_id) on delete cascade,
      seq integer not null,
      opened_at timestamptz not null,
      at timestamptz not null,
      type text not null,
      path text,
      payload jsonb,
      v integer not null,
      constraint recorded_actions_pk primary key (visit_id, seq, opened_at)
    ) partition by range (opened_at)`.execute(db);
  // The reports pick actions by type, and by time within a month (BRIN: a few pages for a month of inserts in order).
  await sql`create index recorded_actions_type_idx on recorded_actions (type)`.execute(db);
  await sql`create index recorded_actions_at_idx on recorded_actions using brin (at)`.execute(db);
  await sql`create table recorded_actions_default partition of recorded_actions default`.execute(db);
  await monthPartitions.execute(db);
  await sql`
    insert into recorded_actions (visit_id, seq, opened_at, at, type, path, payload, v)
    select a.visit_id, a.seq, s.opened_at, a.at, a.type, a.path, a.payload, a.v
    from recorded_actions_unpartitioned a join recorded_sessions s on s.visit_id = a.visit_id`.execute(db);
  await sql`drop table recorded_actions_unpartitioned`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recorded_actions_unpartitioned (
      visit_id text not null references recorded_sessions (visit_id) on delete cascade,
      seq integer not null,
      at timestamptz not null,
      type text not null,
      path text,
      payload jsonb,
      v integer not null
    )`.execute(db);
  await sql`
    insert into recorded_actions_unpartitioned (visit_id, seq, at, type, path, payload, v)
    select visit_id, seq, at, type, path, payload, v from recorded_actions`.execute(db);
  await sql`drop table recorded_actions`.execute(db);
  await sql`alter table recorded_actions_unpartitioned rename to recorded_actions`.execute(db);
  await sql`alter table recorded_actions add constraint recorded_actions_pk primary key (visit_id, seq)`.execute(db);
  await sql`create index recorded_actions_type_idx on recorded_actions (type)`.execute(db);
  await sql`drop index recorded_sessions_opened_at_idx`.execute(db);
  await sql`alter table recorded_sessions drop column opened_at`.execute(db);
}
