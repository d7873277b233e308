import { sql, type Kysely } from 'kysely';

// Offers of the targeting service: the display notifications (once per slot per session) and the offers a
// customer dismissed (kept, so a dismissed offer stays dismissed on every device).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer_displays')
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('experience_group', 'text', (c) => c.notNull().check(sql`experience_group in ('A', 'B')`))
    .addColumn('displayed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_displays_pk', ['party_id', 'session_id', 'slot'])
    .execute();
  await db.schema
    .createTable('offer_dismissals')
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_dismissals_pk', ['party_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['offer_dismissals', 'offer_displays']) await db.schema.dropTable(table).execute();
}
