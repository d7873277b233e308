import { sql, type Kysely } from 'kysely';

// Idempotent commands, the notifier's outbox and remote-config overrides.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_records')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'completed')`))
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index outbox_unsent_idx on outbox (created_at) where sent_at is null`.execute(db);

  await db.schema
    .createTable('config_overrides')
    .addColumn('name', 'text', (c) => c.primaryKey().check(sql`name ~ '^(flag|setting|outage):[A-Za-z]+$'`))
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['config_overrides', 'outbox', 'idempotency_records']) await db.schema.dropTable(table).execute();
}
