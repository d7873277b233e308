import { sql, type Kysely } from 'kysely';

// What a guest may write into a claim, by the proof they hold. A grant opened with the claim's file number and date
// of loss (details anyone who saw a letter could know) only puts files and notes in a holding area that the claim's
// adjuster reviews; a grant opened with the link emailed to the reporter puts them on the claim, where the
// policyholder reads a note as from a guest upload (author 'guest'), never as their own. (Which proof opened a grant
// is in the grant itself, whose hash is what guest_upload_grants keeps: see server/claims/guestUploads.ts.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table claim_messages drop constraint claim_messages_author_check`.execute(db);
  await sql`alter table claim_messages add constraint claim_messages_author_check
    check (author in ('customer', 'adjuster', 'guest'))`.execute(db);
  await db.schema
    .createTable('claim_guest_holdings')
    .addColumn('holding_id', 'text', (c) => c.primaryKey())
    .addColumn('file_number', 'text', (c) => c.notNull().references('claims.file_number'))
    // Who sent it: the hash of the grant it came with (guest_upload_grants, migration 0750, keeps the contact details).
    .addColumn('grant_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('document', 'note')`))
    .addColumn('note', 'text', (c) => c.check(sql`length(note) between 1 and 2000`))
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'integer', (c) => c.check(sql`size_bytes > 0`))
    .addColumn('content', 'bytea')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    // When the adjuster looked at it (and moved it to the claim, or set it aside).
    .addColumn('reviewed_at', 'timestamptz')
    .addCheckConstraint(
      'claim_guest_holdings_kind_fields',
      sql`(kind = 'note' and note is not null and content is null) or (kind = 'document' and note is null and content is not null and file_name is not null)`,
    )
    .execute();
  await db.schema.createIndex('claim_guest_holdings_file_idx').on('claim_guest_holdings').columns(['file_number', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claim_guest_holdings').execute();
  await sql`delete from claim_messages where author = 'guest'`.execute(db);
  await sql`alter table claim_messages drop constraint claim_messages_author_check`.execute(db);
  await sql`alter table claim_messages add constraint claim_messages_author_check check (author in ('customer', 'adjuster'))`.execute(db);
}
