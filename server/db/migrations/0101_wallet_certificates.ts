import { sql, type Kysely } from 'kysely';

// The certificates Apple Wallet passes are signed with, shared by every gateway instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_certificates')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('pass_type_identifier', 'text', (c) => c.notNull())
    .addColumn('team_identifier', 'text', (c) => c.notNull())
    .addColumn('wwdr_pem', 'text', (c) => c.notNull())
    .addColumn('signer_cert_pem', 'text', (c) => c.notNull())
    .addColumn('signer_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_certificates').execute();
}
