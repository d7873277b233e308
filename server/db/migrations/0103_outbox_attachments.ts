import { sql, type Kysely } from 'kysely';

// An email of the outbox names the documents it carries (an ID card: whose, which vehicle, on which business date);
// the notifier renders them when it sends the email, with the same renderer the portal's downloads use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
}
