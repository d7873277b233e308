import { sql, type Kysely } from 'kysely';

// Uploading claim documents without signing in: a guest who named a claim by its file number and date of loss gets a
// short-lived grant to send documents to that one claim, and nothing else. Only a hash of the grant is kept; who
// sent the documents (their contact details) is kept with it for the adjuster.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_upload_grants')
    .addColumn('grant_hash', 'text', (c) => c.primaryKey())
    .addColumn('file_number', 'text', (c) => c.notNull().references('claims.file_number'))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_upload_grants').execute();
}
