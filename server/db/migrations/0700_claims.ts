import { sql, type Kysely } from 'kysely';

// Claim files: the loss, who reported it and how, its adjuster, the coverages it is paid under and the payments
// made, and the conversation with the adjuster. A claim reported before sign-in (a guest's first notice of loss)
// is the same row: its party is known only when the reporter is matched to one, and who reported it is kept on it.
// Documents of a claim stay in the documents centre's tables (party_documents, uploaded_documents), by file number.
export async function up(db: Kysely<unknown>): Promise<void> {
  // New file numbers: 11 digits, after the demo book's.
  await sql`create sequence claim_file_numbers as bigint minvalue 31026000001 maxvalue 99999999999 start 31026000001`.execute(db);
  await db.schema
    .createTable('claims')
    .addColumn('file_number', 'text', (c) => c.primaryKey().check(sql`file_number ~ '^[0-9]{11}$'`))
    .addColumn('party_id', 'text', (c) => c.references('parties.party_id'))
    .addColumn('policy_number', 'text', (c) => c.check(sql`policy_number ~ '^([A-Z0-9]{6}-[0-9]{4}|[A-Z]-[0-9]{9})$'`))
    .addColumn('line_of_business', 'text', (c) =>
      c.notNull().check(sql`line_of_business in ('auto', 'home', 'condo', 'renters', 'motorcycle', 'umbrella', 'marine', 'life')`),
    )
    .addColumn('claim_type', 'text', (c) => c.notNull())
    .addColumn('loss_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('loss_location', 'text')
    .addColumn('next_steps', 'text')
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('portal', 'guest', 'phone')`))
    .addColumn('reporter_name', 'text')
    .addColumn('reporter_phone', 'text')
    .addColumn('reporter_email', 'text')
    .addColumn('adjuster_name', 'text')
    .addColumn('adjuster_phone', 'text')
    .addColumn('adjuster_email', 'text')
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('text_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    // The answers of a first notice of loss as filed, kept whole for the adjuster.
    .addColumn('answers', 'jsonb')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_on', 'date')
    .execute();
  await db.schema.createIndex('claims_party_idx').on('claims').column('party_id').execute();

  await db.schema
    .createTable('claim_coverages')
    .addColumn('file_number', 'text', (c) => c.notNull().references('claims.file_number'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('limits', 'text')
    .addColumn('deductible_cents', 'integer', (c) => c.check(sql`deductible_cents >= 0`))
    .addPrimaryKeyConstraint('claim_coverages_pk', ['file_number', 'code'])
    .execute();

  await db.schema
    .createTable('claim_payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('file_number', 'text', (c) => c.notNull().references('claims.file_number'))
    .addColumn('coverage_code', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('payee', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addForeignKeyConstraint('claim_payments_coverage_fk', ['file_number', 'coverage_code'], 'claim_coverages', ['file_number', 'code'])
    .execute();
  await db.schema.createIndex('claim_payments_file_idx').on('claim_payments').column('file_number').execute();

  await db.schema
    .createTable('claim_messages')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('file_number', 'text', (c) => c.notNull().references('claims.file_number'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('customer', 'adjuster')`))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) between 1 and 2000`))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    // When the other side read it (the customer reads the adjuster's messages, the adjuster the customer's).
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('claim_messages_file_idx').on('claim_messages').columns(['file_number', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['claim_messages', 'claim_payments', 'claim_coverages', 'claims']) await db.schema.dropTable(table).execute();
  await sql`drop sequence claim_file_numbers`.execute(db);
}
