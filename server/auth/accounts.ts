import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema';

/** A sign-in (login ID) with its role and, for customers, the party it belongs to. */
export interface SignInAccount {
  /** The sign-in's id for good: tokens name it, never the login ID, which can change and be taken again. */
  signInId: string;
  /** The version of its sessions: ending every session moves it on, and what was signed in before is refused. */
  sessionVersion: number;
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

const accounts = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .leftJoin('parties', 'parties.party_id', 'users.party_id')
    .select([
      'users.sign_in_id',
      'users.session_version',
      'users.login_id',
      'users.role',
      'users.party_id',
      'users.password_hash',
      'parties.first_name',
      'parties.last_name',
    ]);

type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirst']>>;

function accountOf(row: AccountRow): SignInAccount | undefined {
  return (
    row && {
      signInId: row.sign_in_id,
      sessionVersion: row.session_version,
      loginId: row.login_id,
      role: row.role,
      partyId: row.party_id,
      passwordHash: row.password_hash,
      givenName: row.first_name,
      familyName: row.last_name,
    }
  );
}

export async function findSignInAccount(db: Kysely<Database>, loginId: string): Promise<SignInAccount | undefined> {
  return accountOf(await accounts(db).where('users.login_id', '=', normaliseLoginId(loginId)).executeTakeFirst());
}

/**
 * The account id of a sign-in session at the identity provider, which is also the subject of its tokens: the
 * sign-in's id and the session version it was signed in under. A session or token of an earlier version names
 * an account that is no longer found, so the provider refuses its codes and silent sign-ins, and the gateway its tokens.
 */
export const sessionAccountId = (account: Pick<SignInAccount, 'signInId' | 'sessionVersion'>) =>
  `${account.signInId}.${account.sessionVersion}`;

function parseSessionAccountId(accountId: string): Pick<SignInAccount, 'signInId' | 'sessionVersion'> | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,9})$/.exec(accountId);
  return match?.[1] && match[2] ? { signInId: match[1], sessionVersion: Number(match[2]) } : undefined;
}

/** The account of a session's account id, while that session's version is the sign-in's current one. */
export async function findSessionAccount(db: Kysely<Database>, accountId: string): Promise<SignInAccount | undefined> {
  const session = parseSessionAccountId(accountId);
  if (!session) return undefined;
  const account = accountOf(await accounts(db).where('users.sign_in_id', '=', session.signInId).executeTakeFirst());
  return account?.sessionVersion === session.sessionVersion ? account : undefined;
}

/**
 * The caller of a token at each request (the gateway's guard): the sign-in of a session while that session's version is
 * the current one, read from the sign-in's row alone by its key (no name, no password hash), one indexed read.
 */
export async function findSessionCaller(
  db: Kysely<Database>,
  accountId: string,
): Promise<Pick<SignInAccount, 'signInId' | 'sessionVersion' | 'loginId' | 'role' | 'partyId'> | undefined> {
  const session = parseSessionAccountId(accountId);
  if (!session) return undefined;
  const row = await db
    .selectFrom('users')
    .select(['login_id', 'role', 'party_id'])
    .where('sign_in_id', '=', session.signInId)
    .where('session_version', '=', session.sessionVersion)
    .executeTakeFirst();
  return row && { ...session, loginId: row.login_id, role: row.role, partyId: row.party_id };
}
