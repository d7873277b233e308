import type { Kysely } from 'kysely';

// Backbills: premium billed after the period it covers (a change dated back, an audit). Each backbill is
// also a charge in the ledger (source key `backbill:<id>`), so the balance stays the sum of the ledger.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_backbills')
    .addColumn('backbill_id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('policy_number', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('posted_on', 'date', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_backbills_account_idx').on('billing_backbills').column('account_number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_backbills').execute();
}
