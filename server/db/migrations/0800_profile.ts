import { sql, type Kysely } from 'kysely';

// The profile: a phone's extension, the one-time codes a signed-in customer is sent or shown while changing their
// security (a factor being set up or removed, a mobile number being enrolled for texts), the texting account with
// its notification preference groups, and the electronic proxy voting consent of mutual members.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('party_phones').addColumn('extension', 'text').execute();

  // One pending code per login ID and purpose: asking again replaces it; a right code uses it up.
  await db.schema
    .createTable('profile_codes')
    .addColumn('login_id', 'text', (c) => c.notNull().references('users.login_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('authenticatorApp', 'textMessage', 'removal', 'texting')`))
    .addColumn('code_hash', 'text')
    .addColumn('secret_ciphertext', 'text')
    .addColumn('phone', 'text')
    .addColumn('factor_id', 'text')
    // What a texting enrolment chose (JSON: its preference groups and consent), saved when its code is confirmed.
    .addColumn('choices', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_codes_pkey', ['login_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('texting_accounts')
    .addColumn('party_id', 'text', (c) => c.primaryKey().references('parties.party_id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('groups', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tcpa_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enrolled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('eproxy_consents')
    .addColumn('party_id', 'text', (c) => c.primaryKey().references('parties.party_id').onDelete('cascade'))
    .addColumn('consented', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eproxy_consents').execute();
  await db.schema.dropTable('texting_accounts').execute();
  await db.schema.dropTable('profile_codes').execute();
  await db.schema.alterTable('party_phones').dropColumn('extension').execute();
}
