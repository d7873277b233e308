import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { principalOf } from '../http/guards';

/** The party of a login ID (null when the login has none). */
export async function partyOfLogin(db: Kysely<Database>, loginId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('party_id').where('login_id', '=', loginId).executeTakeFirst();
  return row?.party_id ?? null;
}

/**
 * The signed-in customer's party, as the token's sign-in names it (never through its login ID, which can change and
 * be taken by another customer); a customer without one owns nothing (404 on any id).
 */
export async function callerParty(_db: Kysely<Database>, request: FastifyRequest): Promise<string | null> {
  return principalOf(request).partyId;
}
