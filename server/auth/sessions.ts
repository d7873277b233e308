import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findSessionCaller, findSignInAccount, sessionAccountId } from './accounts';
import type { CallerLookup } from './tokens';

/** Why every session of a sign-in ended (kept on the sign-in, for support). */
type SessionsEndReason = 'passwordChanged' | 'passwordReset' | 'loginIdChanged' | 'signedOutEverywhere';

/**
 * Ends every session of a sign-in and every token issued in them: the session version moves on, so the gateway
 * refuses their access tokens at the next request and the chat closes their sockets; the identity provider's
 * sessions, grants and codes of the sign-in are deleted (and an earlier version's would no longer find their
 * account). The sign-in is named by its id, or by its login ID as it is in `db` (a transaction that renamed it sees
 * the new one). One statement moves the version, so changes arriving at once each end what came before them.
 */
export async function endEverySession(
  db: Kysely<Database>,
  signIn: { loginId: string } | { signInId: string },
  reason: SessionsEndReason,
): Promise<void> {
  const ended = await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1), sessions_ended_at: sql<Date>`now()`, sessions_ended_reason: reason }))
    .where((eb) => ('signInId' in signIn ? eb('sign_in_id', '=', signIn.signInId) : eb('login_id', '=', signIn.loginId)))
    .returning('sign_in_id')
    .executeTakeFirst();
  if (ended) await endProviderSessions(db, ended.sign_in_id);
}

/**
 * Deletes the identity provider's state of a sign-in (oidcAdapter.ts's rows): its sessions and grants, and the
 * codes and tokens of those grants, whatever session version they were made under.
 */
async function endProviderSessions(db: Kysely<Database>, signInId: string): Promise<void> {
  const ofSignIn = sql<boolean>`payload->>'accountId' like ${`${signInId}.%`}`;
  const grants = await db.selectFrom('oidc_models').select('id').where('model', '=', 'Grant').where(ofSignIn).execute();
  const grantIds = grants.map((g) => g.id);
  await db
    .deleteFrom('oidc_models')
    .where((eb) => eb.or([ofSignIn, ...(grantIds.length > 0 ? [eb('grant_id', 'in', grantIds)] : [])]))
    .execute();
}

/** Our own provider's tokens: their subject is a session (sign-in id and version), valid while that version is current. */
export function sessionCallers(db: Kysely<Database>): CallerLookup {
  return async (claims) => {
    const account = await findSessionCaller(db, claims.sub);
    if (!account) return undefined;
    return {
      session: { signInId: account.signInId, version: account.sessionVersion },
      loginId: account.loginId,
      partyId: account.partyId,
      role: account.role,
      amr: claims.amr,
    };
  };
}

/**
 * An outside issuer's tokens (OIDC_ISSUER): their subject is the login ID, and their sessions are that issuer's to
 * end. The role is the token's; the party is the one of that login ID, if any.
 */
export function outsideIssuerCallers(db: Kysely<Database>): CallerLookup {
  return async (claims) => {
    const account = await findSignInAccount(db, claims.sub);
    return { session: null, loginId: claims.sub, partyId: account?.partyId ?? null, role: claims.role, amr: claims.amr };
  };
}

/** Of these sessions, the ones that have ended (their sign-in's version moved on, or the sign-in is gone): one read. */
export async function endedSessions(
  db: Kysely<Database>,
  sessions: readonly { signInId: string; version: number }[],
): Promise<Set<string>> {
  const ids = [...new Set(sessions.map((s) => s.signInId))];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select(['sign_in_id', 'session_version']).where('sign_in_id', 'in', ids).execute();
  const current = new Map(rows.map((r) => [r.sign_in_id, r.session_version]));
  const ended = sessions.filter((s) => current.get(s.signInId) !== s.version);
  return new Set(ended.map((s) => sessionAccountId({ signInId: s.signInId, sessionVersion: s.version })));
}
