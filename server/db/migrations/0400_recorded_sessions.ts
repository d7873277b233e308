import { sql, type Kysely } from 'kysely';

// Recorded sessions: the masked action log of every visit, for support replay and journey analytics.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recorded_sessions')
    .addColumn('visit_id', 'text', (c) => c.primaryKey())
    .addColumn('app', 'text', (c) => c.notNull().check(sql`app in ('portal', 'quoting')`))
    .addColumn('login_id', 'text')
    .addColumn('party_id', 'text')
    .addColumn('mobile_app', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('viewport_width', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('action_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index recorded_sessions_last_at_idx on recorded_sessions (last_at)`.execute(db);
  await sql`create index recorded_sessions_login_idx on recorded_sessions (login_id, started_at)`.execute(db);

  await db.schema
    .createTable('recorded_actions')
    .addColumn('visit_id', 'text', (c) => c.notNull().references('recorded_sessions.visit_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('payload', 'jsonb')
    .addColumn('v', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recorded_actions_pk', ['visit_id', 'seq'])
    .execute();
  await sql`create index recorded_actions_type_idx on recorded_actions (type)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recorded_actions').execute();
  await db.schema.dropTable('recorded_sessions').execute();
}
