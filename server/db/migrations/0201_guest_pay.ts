import { sql, type Kysely } from 'kysely';

// Guest pay: a guest who found a bill gets a short-lived grant to pay that one account, and nothing else.
// Only a hash of the grant is kept, so a leaked table cannot be replayed as grants.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_pay_grants')
    .addColumn('grant_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('billing_accounts.account_number'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_pay_grants').execute();
}
