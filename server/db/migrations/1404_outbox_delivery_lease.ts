import { sql, type Kysely } from 'kysely';

// A message of the outbox is sent under a lease: the sender that takes it writes until when it holds it (and a token
// naming its claim) in one conditional update, so two senders at once never both send it; a lease that passes (its
// sender died mid-send) lets the message be taken again. Sent, or given back after a failed sending, it holds none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'timestamptz').addColumn('claimed_by', 'text').execute();
  await sql`alter table outbox add constraint outbox_claim_whole check ((claimed_until is null) = (claimed_by is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropConstraint('outbox_claim_whole').execute();
  await db.schema.alterTable('outbox').dropColumn('claimed_by').dropColumn('claimed_until').execute();
}
