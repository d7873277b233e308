import { sql, type Kysely } from 'kysely';

// The mortgage lenders a dwelling bind's mortgage step gives (name, address, loan number), kept with the
// quote until the bind copies them to the bound policy's mortgagees.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quotes')
    .addColumn('lenders', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('lenders').execute();
}
