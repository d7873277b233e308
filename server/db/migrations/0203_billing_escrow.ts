import { sql, type Kysely } from 'kysely';

// Escrow: a home or condo policy whose mortgagee pays the premium from the borrower's escrow account. Each
// installment names who it is billed to; moving one off the customer's bill (or back) is a ledger row of its
// own kind, so the customer's balance stays the sum of the ledger and the premium the sum of the installments.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_escrow')
    .addColumn('policy_number', 'text', (c) => c.primaryKey().references('policies.policy_number').onDelete('cascade'))
    .addColumn('mortgagee', 'text', (c) => c.notNull())
    .addColumn('since', 'date', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('billing_installments')
    .addColumn('payer', 'text', (c) =>
      c
        .notNull()
        .defaultTo('customer')
        .check(sql`payer in ('customer', 'mortgagee')`),
    )
    .execute();
  await sql`alter table billing_transactions drop constraint billing_transactions_kind_check`.execute(db);
  await sql`alter table billing_transactions add constraint billing_transactions_kind_check
    check (kind in ('charge', 'fee', 'discount', 'payment', 'payment_reversal', 'escrow'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table billing_transactions drop constraint billing_transactions_kind_check`.execute(db);
  await sql`alter table billing_transactions add constraint billing_transactions_kind_check
    check (kind in ('charge', 'fee', 'discount', 'payment', 'payment_reversal'))`.execute(db);
  await db.schema.alterTable('billing_installments').dropColumn('payer').execute();
  await db.schema.dropTable('billing_escrow').execute();
}
