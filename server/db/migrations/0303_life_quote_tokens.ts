import type { Kysely } from 'kysely';

// Life quote access tokens: like an online quote, a life quote's application is started only with the token
// handed out with the quote (only its SHA-256 is kept). Quotes made before have none and cannot be started.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_quotes').addColumn('access_token_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_quotes').dropColumn('access_token_hash').execute();
}
