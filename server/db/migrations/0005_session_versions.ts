import { sql, type Kysely } from 'kysely';

// Sign-ins that tokens can name for good, sessions that can be ended, and signing keys kept sealed.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The id tokens name: it never changes, while a login ID can be changed and later taken by another customer.
  await db.schema
    .alterTable('users')
    .addColumn('sign_in_id', 'text', (c) => c.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .execute();
  await db.schema.createIndex('users_sign_in_id_key').on('users').column('sign_in_id').unique().execute();
  // Every session and token carries the version it was signed in under; ending every session moves it on.
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sessions_ended_at', 'timestamptz')
    .addColumn('sessions_ended_reason', 'text')
    .execute();

  // Private keys are sealed with a key from the environment (auth/keys.ts seals the plain ones on start).
  await db.schema.alterTable('signing_keys').addColumn('sealed_jwk', 'text').execute();
  await db.schema
    .alterTable('signing_keys')
    .alterColumn('private_jwk', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('signing_keys').addColumn('public_jwk', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_keys').dropColumn('public_jwk').dropColumn('sealed_jwk').execute();
  await db.schema.dropIndex('users_sign_in_id_key').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('sign_in_id')
    .dropColumn('session_version')
    .dropColumn('sessions_ended_at')
    .dropColumn('sessions_ended_reason')
    .execute();
}
