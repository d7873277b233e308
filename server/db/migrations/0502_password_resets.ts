import { sql, type Kysely } from 'kysely';

// Password reset: a request for a login ID (or email) gets a ticket whether or not an account matches;
// when one does, a one-time code goes to its email through the outbox. Only hashes of the ticket and the
// code are kept; the code lasts minutes and allows a few tries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_resets_expires_at').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
