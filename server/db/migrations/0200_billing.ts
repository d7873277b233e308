import { sql, type Kysely } from 'kysely';

// The billing ledger: payment plans, installments, an append-only ledger of transactions, tokenized
// payment methods, payments (each bound to one idempotency key), statements, autopay and an audit trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_plans')
    .addColumn('policy_number', 'text', (c) => c.primaryKey().references('policies.policy_number').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('annual', 'semiannual', 'quarterly', 'monthly')`))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_installments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('billed', 'scheduled', 'superseded')`))
    .execute();
  await sql`create unique index billing_installments_current_key on billing_installments (policy_number, sequence) where status <> 'superseded'`.execute(
    db,
  );

  await db.schema
    .createTable('payment_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('card', 'bank')`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('last_four', 'char(4)', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text')
    .addColumn('processor_response', 'text', (c) => c.notNull().check(sql`processor_response in ('approve', 'decline')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('method_id', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id'))
    .addColumn('token', 'text', (c) => c.notNull().unique().references('payment_tokens.token'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('billing_payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('confirmation_number', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('party_id', 'text')
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('token', 'text', (c) => c.notNull().references('payment_tokens.token'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('customer', 'guest', 'autopay')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('accepted', 'declined', 'canceled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('canceled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('billing_payments_account_idx').on('billing_payments').column('account_number').execute();

  await db.schema
    .createTable('billing_transactions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('policy_number', 'text', (c) => c.references('policies.policy_number'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'fee', 'discount', 'payment', 'payment_reversal')`))
    // Positive: the customer owes more; negative: the customer owes less.
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('posted_on', 'date', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.references('billing_payments.payment_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('billing_transactions_account_idx')
    .on('billing_transactions')
    .columns(['account_number', 'posted_on'])
    .execute();
  // The ledger is append-only: a correction is a new transaction, never an edit.
  await sql`create function billing_transactions_append_only() returns trigger language plpgsql as $$
    begin raise exception 'billing_transactions is append-only'; end $$`.execute(db);
  await sql`create trigger billing_transactions_no_change before update or delete on billing_transactions
    for each row execute function billing_transactions_append_only()`.execute(db);

  await db.schema
    .createTable('billing_statements')
    .addColumn('statement_id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addUniqueConstraint('billing_statements_account_period_key', ['account_number', 'period_start'])
    .execute();

  await db.schema
    .createTable('autopay_enrollments')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('billing_accounts.account_number'))
    .addColumn('method_id', 'text', (c) => c.notNull().references('payment_methods.method_id'))
    .addColumn('enrolled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'billing_audit',
    'autopay_enrollments',
    'billing_statements',
    'billing_transactions',
    'billing_payments',
    'payment_methods',
    'payment_tokens',
    'billing_installments',
    'billing_plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function billing_transactions_append_only()`.execute(db);
}
