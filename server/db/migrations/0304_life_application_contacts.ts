import type { Kysely } from 'kysely';

// A started life application keeps how the applicant asked to be reached: the life specialist calls or
// writes to finish it. Applications started before have neither.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_quotes').addColumn('applicant_phone', 'text').addColumn('applicant_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_quotes').dropColumn('applicant_phone').dropColumn('applicant_email').execute();
}
