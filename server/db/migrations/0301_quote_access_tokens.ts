import { sql, type Kysely } from 'kysely';

// Quote access tokens: a quote is read or changed only with a token issued when it was started or resumed.
// Only the token's SHA-256 is kept; it expires with the quote's validity.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.quote_id').onDelete('cascade'))
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quote_access_tokens_quote').on('quote_access_tokens').column('quote_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_access_tokens').execute();
}
