import { sql, type Kysely } from 'kysely';

// Documents the insurer files for a party: forms to fill in, documents sent for e-signature (grouped by
// envelope) and the letters and estimates of a claim file. Their text is kept; the gateway renders the PDF.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('party_documents')
    .addColumn('document_id', 'text', (c) => c.primaryKey().check(sql`document_id ~ '^(form|esign|claim)-[A-Za-z0-9-]{1,58}$'`))
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('forms', 'esign', 'claims')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('policy_number', 'text', (c) => c.references('policies.policy_number'))
    .addColumn('claim_file_number', 'text', (c) => c.check(sql`claim_file_number ~ '^[0-9]{11}$'`))
    .addColumn('envelope_id', 'text', (c) => c.check(sql`envelope_id ~ '^[A-Za-z0-9-]{6,40}$'`))
    .addColumn('issued_on', 'date', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addCheckConstraint('party_documents_claims_have_file', sql`(category = 'claims') = (claim_file_number is not null)`)
    .addCheckConstraint('party_documents_esign_have_envelope', sql`(category = 'esign') = (envelope_id is not null)`)
    .execute();
  await db.schema.createIndex('party_documents_party_idx').on('party_documents').column('party_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('party_documents').execute();
}
