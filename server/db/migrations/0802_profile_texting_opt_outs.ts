import { sql, type Kysely } from 'kysely';

// A customer who stops all text messages online: the opt-out is kept (which number, when), so the texts about
// claims, policies and bills end and the record shows the customer asked for it. Sign-in codes to a factor's phone
// are a separate thing and go on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('texting_opt_outs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('texting_opt_outs_party').on('texting_opt_outs').column('party_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('texting_opt_outs').execute();
}
