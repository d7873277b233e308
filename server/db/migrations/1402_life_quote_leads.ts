import { sql, type Kysely } from 'kysely';

// Refer to an agent from a life quote too: a lead names either an online quote or a life quote (never both, never
// neither), and a life quote has one lead, as an online quote does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quote_leads')
    .alterColumn('quote_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('quote_leads')
    .addColumn('life_quote_id', 'text', (c) => c.references('life_quotes.quote_id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('quote_leads')
    .addCheckConstraint('quote_leads_one_quote', sql`(quote_id is null) <> (life_quote_id is null)`)
    .execute();
  await db.schema.createIndex('quote_leads_life_quote').on('quote_leads').column('life_quote_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quote_leads_life_quote').execute();
  await db.schema.alterTable('quote_leads').dropConstraint('quote_leads_one_quote').execute();
  await db.schema.alterTable('quote_leads').dropColumn('life_quote_id').execute();
  await db.schema
    .alterTable('quote_leads')
    .alterColumn('quote_id', (c) => c.setNotNull())
    .execute();
}
