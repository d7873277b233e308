import { sql, type Kysely } from 'kysely';

// Uploaded documents (the bytes in the database, so every gateway instance serves them), and mailed ID cards in the outbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploaded_documents')
    .addColumn('document_id', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id'))
    .addColumn('upload_key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('policies', 'claims')`))
    .addColumn('policy_number', 'text', (c) => c.references('policies.policy_number'))
    .addColumn('claim_file_number', 'text', (c) => c.check(sql`claim_file_number ~ '^[0-9]{11}$'`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('uploaded_documents_party_key', ['party_id', 'upload_key'])
    .addCheckConstraint('uploaded_documents_one_target', sql`(policy_number is null) <> (claim_file_number is null)`)
    .execute();
  await db.schema.createIndex('uploaded_documents_party_idx').on('uploaded_documents').column('party_id').execute();
  // Paper mail (an ID card to the mailing address) goes through the same outbox as email and text.
  await sql`alter table outbox drop constraint if exists outbox_channel_check`.execute(db);
  await sql`alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms', 'mail'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where channel = 'mail'`.execute(db);
  await sql`alter table outbox drop constraint if exists outbox_channel_check`.execute(db);
  await sql`alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms'))`.execute(db);
  await db.schema.dropTable('uploaded_documents').execute();
}
