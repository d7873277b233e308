import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { DatabaseHandle } from './connect';

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(handle: Pick<DatabaseHandle, 'db' | 'schema'>): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db as Kysely<unknown>,
    provider: migrationProvider,
    // Each domain numbers its migrations in its own range (0100 documents, 0200 billing, ...), so a
    // database that already ran 0200 must still accept a later 0101: each pending one runs once.
    allowUnorderedMigrations: true,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
