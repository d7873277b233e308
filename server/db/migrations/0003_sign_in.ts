import { sql, type Kysely } from 'kysely';

// State of the OpenID Connect provider and sign-in protection, shared by every gateway instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_models')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_models_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_models_grant_id_idx').on('oidc_models').column('grant_id').execute();
  await db.schema.createIndex('oidc_models_uid_idx').on('oidc_models').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_models_user_code_idx').on('oidc_models').columns(['model', 'user_code']).execute();
  await db.schema.createIndex('oidc_models_expires_at_idx').on('oidc_models').column('expires_at').execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('private_jwk', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cookie_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Access tokens are JWTs checked without a lookup; one revoked before its expiry (sign-out) is listed here.
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'revoked_tokens', 'cookie_keys', 'signing_keys', 'oidc_models'])
    await db.schema.dropTable(table).execute();
}
