import { sql, type Kysely } from 'kysely';

// An email address a customer adds to their profile is theirs alone: the profile refuses an address any party has
// ('The email you entered is already in use'), and this index refuses the second of two customers adding the same
// address at the same moment, which that check alone lets through (each reads before the other has written). It
// covers the addresses customers add themselves; a bound quote's applicant email is kept as given.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('party_emails')
    .addColumn('added_by_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create unique index party_emails_added_address_key on party_emails (lower(address)) where added_by_customer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists party_emails_added_address_key`.execute(db);
  await db.schema.alterTable('party_emails').dropColumn('added_by_customer').execute();
}
