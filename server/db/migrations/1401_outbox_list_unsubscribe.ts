import type { Kysely } from 'kysely';

// An email that can be turned off (an e-mailed quote's reminder) names the address that turns it off in one click; the
// delivery sends it as the List-Unsubscribe header with List-Unsubscribe-Post (RFC 8058), so mail clients offer it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('list_unsubscribe').execute();
}
