import { sql, type Kysely } from 'kysely';

// Passkeys (WebAuthn): a customer's credentials, each found by its id, and the challenges a registration or a sign-in
// answers. A credential belongs to a sign-in as its second factors do (it follows a login ID renamed, and goes with the
// sign-in). Where and when each was made and last used is kept for the customer to see. A challenge is taken once (one
// `delete ... returning`), so of two uses at once, on any instances, one wins; it expires in minutes.
// A sign-in waiting for a security code keeps its first factor (a password, or a passkey without user verification),
// so the ID token names it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().references('users.login_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('device_type', 'text', (c) => c.notNull().check(sql`device_type in ('singleDevice', 'multiDevice')`))
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('user_verified_at_registration', 'boolean', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 60`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_from', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('last_used_from', 'text')
    .execute();
  await db.schema.createIndex('passkeys_login_id').on('passkeys').column('login_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'signIn')`))
    .addColumn('login_id', 'text', (c) => c.references('users.login_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('interaction_uid', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'passkey_challenges_owner_check',
      sql`(purpose = 'register' and login_id is not null) or (purpose = 'signIn' and interaction_uid is not null)`,
    )
    .execute();
  await db.schema.createIndex('passkey_challenges_expires_at').on('passkey_challenges').column('expires_at').execute();
  await db.schema.createIndex('passkey_challenges_login_id').on('passkey_challenges').column('login_id').execute();
  await db.schema.createIndex('passkey_challenges_interaction_uid').on('passkey_challenges').column('interaction_uid').execute();

  await db.schema
    .alterTable('mfa_challenges')
    .addColumn('first_factor', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pwd')
        .check(sql`first_factor in ('pwd', 'hwk')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mfa_challenges').dropColumn('first_factor').execute();
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
