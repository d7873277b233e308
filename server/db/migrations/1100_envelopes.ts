import { sql, type Kysely } from 'kysely';

// E-sign envelopes as records of their own: who must sign (recipients), where the envelope stands (sent, delivered,
// completed, declined), every event with its time and the address it came from (the audit trail), and the signed
// copy of each document once the customer signed it. The documents themselves stay in party_documents.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('esign_envelopes')
    .addColumn('envelope_id', 'text', (c) => c.primaryKey().check(sql`envelope_id ~ '^[A-Za-z0-9-]{6,40}$'`))
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('policy_number', 'text', (c) => c.references('policies.policy_number'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'delivered', 'completed', 'declined')`))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .execute();
  await db.schema.createIndex('esign_envelopes_party_idx').on('esign_envelopes').column('party_id').execute();
  await db.schema
    .createTable('esign_recipients')
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('esign_envelopes.envelope_id').onDelete('cascade'))
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('signer', 'copy')`))
    .addColumn('signature', 'text')
    .addColumn('signed_at', 'timestamptz')
    .addPrimaryKeyConstraint('esign_recipients_pk', ['envelope_id', 'party_id'])
    .execute();
  await db.schema
    .createTable('esign_events')
    .addColumn('event_id', 'serial', (c) => c.primaryKey())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('esign_envelopes.envelope_id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull().check(sql`event in ('sent', 'delivered', 'signed', 'completed', 'declined')`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('esign_events_envelope_idx').on('esign_events').column('envelope_id').execute();
  await db.schema
    .createTable('esign_signed_documents')
    .addColumn('document_id', 'text', (c) => c.primaryKey().references('party_documents.document_id').onDelete('cascade'))
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('esign_envelopes.envelope_id').onDelete('cascade'))
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Onboarding of a newly bound customer: one row a party while it has onboarding, one row a step it finished.
  await db.schema
    .createTable('onboarding')
    .addColumn('party_id', 'text', (c) => c.primaryKey().references('parties.party_id').onDelete('cascade'))
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('onboarding_steps')
    .addColumn('party_id', 'text', (c) => c.notNull().references('onboarding.party_id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('done', 'skipped', 'declined')`))
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_steps_pk', ['party_id', 'step'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['onboarding_steps', 'onboarding', 'esign_signed_documents', 'esign_events', 'esign_recipients', 'esign_envelopes'])
    await db.schema.dropTable(table).execute();
}
