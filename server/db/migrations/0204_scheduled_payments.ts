import { sql, type Kysely } from 'kysely';

// Payments a customer asked to be taken on a later business date. A row is the promise; the money moves on its date
// through the same charge as a payment made now (server/payments/charge.ts), and the row says what came of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_payments')
    .addColumn('scheduled_payment_id', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id'))
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // The parts per policy ([{ policyNumber, amountCents }]) of a pay-a-policy payment; null: spread over the account.
    .addColumn('policies', 'jsonb')
    .addColumn('pay_on', 'date', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().references('payment_tokens.token'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'paid', 'cancelled', 'failed')`))
    .addColumn('reason', 'text', (c) => c.check(sql`reason in ('declined', 'account_closed', 'method_unavailable', 'bill_paid')`))
    .addColumn('payment_id', 'text', (c) => c.references('billing_payments.payment_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('scheduled_payments_party_idx').on('scheduled_payments').column('party_id').execute();
  await sql`create index scheduled_payments_due_idx on scheduled_payments (pay_on) where status = 'scheduled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_payments').execute();
}
