import { sql, type Kysely } from 'kysely';

// Multi-factor sign-in. A customer's factors (an authenticator app, whose secret is kept encrypted, or text
// messages to a phone on file) and the sign-ins waiting for a code. The last authenticator step used is kept
// with the factor, so a code is accepted once. The plain secret column of the first schema goes: the seed
// writes the demo factor encrypted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_factors')
    .addColumn('factor_id', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().references('users.login_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('authenticatorApp', 'textMessage')`))
    .addColumn('secret_ciphertext', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('mfa_factors_login_method_key', ['login_id', 'method'])
    .addCheckConstraint(
      'mfa_factors_detail_check',
      sql`(method = 'authenticatorApp' and secret_ciphertext is not null) or (method = 'textMessage' and phone is not null)`,
    )
    .execute();

  // One row per sign-in (the provider's interaction) that asked for a code: whether its password was right
  // stays here, unsaid, until the code is.
  await db.schema
    .createTable('mfa_challenges')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().references('users.login_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('password_ok', 'boolean', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('authenticatorApp', 'textMessage', 'enrolment')`))
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('enrolment_ciphertext', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mfa_challenges_expires_at').on('mfa_challenges').column('expires_at').execute();

  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.dropTable('mfa_challenges').execute();
  await db.schema.dropTable('mfa_factors').execute();
}
