import type { Kysely } from 'kysely';

// The provider's cookie keys (they also sign download and statement links) are sealed like the token signing keys:
// whoever reads the database alone cannot forge a sign-in cookie or a link (auth/keys.ts seals the plain ones on start).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cookie_keys').addColumn('sealed_secret', 'text').execute();
  await db.schema
    .alterTable('cookie_keys')
    .alterColumn('secret', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cookie_keys').dropColumn('sealed_secret').execute();
}
