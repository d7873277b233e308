import { sql, type Kysely } from 'kysely';

// Account creation: a policyholder who proved who they are may create one sign-in for their party until the
// grant expires. Only the grant's SHA-256 is kept; it is deleted when the sign-in is created.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_creation_grants')
    .addColumn('grant_hash', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_creation_grants').execute();
}
