import { sql, type Kysely } from 'kysely';

// Account verification: a grant issued by the information step may create a sign-in only once the
// policyholder proved they receive the party's email or texts, by a one-time code or the emailed link.
// Only hashes of the code and the link token are kept; both last minutes and the code allows few tries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account_creation_grants')
    .addColumn('policy_number', 'text')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('code_hash', 'text')
    .addColumn('link_hash', 'text', (c) => c.unique())
    .addColumn('code_channel', 'text', (c) => c.check(sql`code_channel in ('email', 'sms')`))
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account_creation_grants')
    .dropColumn('codes_sent')
    .dropColumn('code_attempts')
    .dropColumn('code_expires_at')
    .dropColumn('code_channel')
    .dropColumn('link_hash')
    .dropColumn('code_hash')
    .dropColumn('verified_at')
    .dropColumn('policy_number')
    .execute();
}
