import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema';

/** A sign-in (login ID) with its role and, for customers, the party it belongs to. */
export interface SignInAccount {
  loginId: string;
  role: Role;
  partyId: string | null;
  givenName: string | null;
  familyName: string | null;
  passwordHash: string;
}

export function normaliseLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

export async function findSignInAccount(db: Kysely<Database>, loginId: string): Promise<SignInAccount | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('parties', 'parties.party_id', 'users.party_id')
    .select(['users.login_id', 'users.role', 'users.party_id', 'users.password_hash', 'parties.first_name', 'parties.last_name'])
    .where('users.login_id', '=', normaliseLoginId(loginId))
    .executeTakeFirst();
  return (
    row && {
      loginId: row.login_id,
      role: row.role,
      partyId: row.party_id,
      passwordHash: row.password_hash,
      givenName: row.first_name,
      familyName: row.last_name,
    }
  );
}
