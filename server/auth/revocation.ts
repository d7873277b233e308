import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function isTokenRevoked(db: Kysely<Database>, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

export async function revokeToken(db: Kysely<Database>, jti: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  // Expired entries are useless: the token is refused for its expiry anyway.
  await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
