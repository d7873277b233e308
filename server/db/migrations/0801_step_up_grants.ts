import { sql, type Kysely } from 'kysely';

// Step-up: a proof (the current password or a code of an enrolled factor) given at the moment of a sensitive change
// is exchanged for a grant of a few minutes. Only its hash is kept, in the database so any gateway instance honours
// it. A code texted for a step-up waits in profile_codes with the purpose 'stepUp'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('step_up_grants')
    .addColumn('grant_hash', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().references('users.login_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('step_up_grants_login_id').on('step_up_grants').column('login_id').execute();
  await sql`alter table profile_codes drop constraint if exists profile_codes_purpose_check`.execute(db);
  await sql`alter table profile_codes add constraint profile_codes_purpose_check
    check (purpose in ('authenticatorApp', 'textMessage', 'removal', 'texting', 'stepUp'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('step_up_grants').execute();
  await sql`delete from profile_codes where purpose = 'stepUp'`.execute(db);
  await sql`alter table profile_codes drop constraint if exists profile_codes_purpose_check`.execute(db);
  await sql`alter table profile_codes add constraint profile_codes_purpose_check
    check (purpose in ('authenticatorApp', 'textMessage', 'removal', 'texting'))`.execute(db);
}
