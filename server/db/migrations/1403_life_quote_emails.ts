import { sql, type Kysely } from 'kysely';

// E-mail a life quote too (issue 35): a life quote is saved until a date, as an online quote is (quotes made before
// are saved for the 30 days a quote was saved when this was written, from the day they were made); and the links of e-mailed quotes, the reminders turned off and
// the access tokens that links hand out name either an online quote or a life quote, never both, never neither (the
// rule migration 1402 gave leads).
const eitherQuote = ['quote_email_links', 'quote_reminder_opt_outs', 'quote_access_tokens'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_quotes').addColumn('expires_on', 'date').execute();
  await sql`update life_quotes set expires_on = created_at::date + 30`.execute(db);
  await db.schema
    .alterTable('life_quotes')
    .alterColumn('expires_on', (c) => c.setNotNull())
    .execute();
  // A reminder turned off was keyed by its quote and address: the key becomes one unique index for each kind of quote.
  await db.schema.alterTable('quote_reminder_opt_outs').dropConstraint('quote_reminder_opt_outs_pk').execute();
  for (const table of eitherQuote) {
    await db.schema
      .alterTable(table)
      .alterColumn('quote_id', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('life_quote_id', 'text', (c) => c.references('life_quotes.quote_id').onDelete('cascade'))
      .execute();
    await db.schema
      .alterTable(table)
      .addCheckConstraint(`${table}_one_quote`, sql`(quote_id is null) <> (life_quote_id is null)`)
      .execute();
  }
  await db.schema.createIndex('quote_email_links_life_quote').on('quote_email_links').columns(['life_quote_id', 'created_at']).execute();
  await db.schema
    .createIndex('quote_reminder_opt_outs_quote')
    .on('quote_reminder_opt_outs')
    .columns(['quote_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('quote_reminder_opt_outs_life_quote')
    .on('quote_reminder_opt_outs')
    .columns(['life_quote_id', 'email'])
    .unique()
    .execute();
  await db.schema.createIndex('quote_access_tokens_life_quote').on('quote_access_tokens').column('life_quote_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quote_access_tokens_life_quote').execute();
  await db.schema.dropIndex('quote_reminder_opt_outs_life_quote').execute();
  await db.schema.dropIndex('quote_reminder_opt_outs_quote').execute();
  await db.schema.dropIndex('quote_email_links_life_quote').execute();
  for (const table of eitherQuote) {
    await sql`delete from ${sql.table(table)} where life_quote_id is not null`.execute(db);
    await db.schema.alterTable(table).dropConstraint(`${table}_one_quote`).execute();
    await db.schema.alterTable(table).dropColumn('life_quote_id').execute();
    await db.schema
      .alterTable(table)
      .alterColumn('quote_id', (c) => c.setNotNull())
      .execute();
  }
  await db.schema
    .alterTable('quote_reminder_opt_outs')
    .addPrimaryKeyConstraint('quote_reminder_opt_outs_pk', ['quote_id', 'email'])
    .execute();
  await db.schema.alterTable('life_quotes').dropColumn('expires_on').execute();
}
