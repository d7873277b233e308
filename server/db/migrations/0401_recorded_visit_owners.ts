import type { Kysely } from 'kysely';

// A recorded visit belongs to whoever started it: the SHA-256 of the write secret handed to that browser tab
// (visits recorded before have none, and take no more batches).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recorded_sessions').addColumn('write_secret_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recorded_sessions').dropColumn('write_secret_hash').execute();
}
