import type { Kysely } from 'kysely';
import { accountCreationMessages, profileMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/tokens';
import type { Database } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { signInEnded } from '../http/guards';
import { factorsOf } from '../mfa/signInChallenges';
import { endEverySession } from '../auth/sessions';

/** The sign-in proved a second factor (the token's `amr`): a code, or a passkey whose authenticator verified the person (`mfa`). */
export const provedSecondFactor = (principal: Principal) =>
  principal.amr.some((method) => method === 'otp' || method === 'sms' || method === 'mfa');

/**
 * Sensitive changes (password, login ID, factors, contact email and phone) need a sign-in with a second factor when
 * the customer has one: a token of a password alone (a factor set up since) is refused until they log in again.
 */
export async function requireSecondFactor(db: Kysely<Database>, principal: Principal): Promise<void> {
  if (provedSecondFactor(principal)) return;
  if ((await factorsOf(db, principal.loginId)).length === 0) return;
  throw new HttpError(403, 'second_factor_required', profileMessages.secondFactorRequired);
}

/**
 * The caller's session is still the sign-in's current one, its row locked until the transaction ends: a change that
 * waited for another (a password or login ID changed meanwhile, every session ended) answers as it would have come
 * after it, 401, before anything else is decided or counted. An outside issuer's sessions are that issuer's to end.
 */
export async function requireCurrentSession(db: Kysely<Database>, principal: Principal): Promise<void> {
  if (!principal.session) return;
  const signIn = await db
    .selectFrom('users')
    .select('session_version')
    .where('sign_in_id', '=', principal.session.signInId)
    .forUpdate()
    .executeTakeFirst();
  if (signIn?.session_version !== principal.session.version) throw signInEnded();
}

/** The same rules as the form: 8 to 64 characters, a letter and a number. */
export function checkNewPassword(password: string): void {
  if (!patterns.newPassword.test(password)) throw badRequest(accountCreationMessages.password);
}

/** Sets a new password when the current one is right; every other session of the account ends. */
export async function changePassword(
  db: Kysely<Database>,
  loginId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await db.selectFrom('users').select('password_hash').where('login_id', '=', loginId).executeTakeFirst();
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash)))
    throw new HttpError(400, 'current_password', profileMessages.currentPasswordWrong);
  if (input.currentPassword === input.newPassword) throw badRequest(profileMessages.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.updateTable('users').set({ password_hash: passwordHash }).where('login_id', '=', loginId).execute();
  await endEverySession(db, { loginId }, 'passwordChanged');
}

/** The login ID as kept: trimmed and lower-case (login IDs are matched without case). */
export function normalLoginId(value: string): string {
  const loginId = value.trim().toLowerCase();
  if (!patterns.loginId.test(loginId)) throw badRequest(accountCreationMessages.loginId);
  return loginId;
}

/** Renames the sign-in (its factors follow by cascade); its sessions end, so the customer logs in with the new one. */
export async function changeLoginId(db: Kysely<Database>, loginId: string, wanted: string): Promise<void> {
  if (wanted === loginId) throw badRequest(profileMessages.sameLoginId);
  // The sign-in's row decides: locked first, so of several changes at once one renames it and the others find it gone.
  // A session of ours that waited was refused before (`requireCurrentSession`: 401, as after the change); an outside
  // issuer's token, whose sessions are not ours to end, finds it renamed meanwhile (409).
  const own = await db.selectFrom('users').select('login_id').where('login_id', '=', loginId).forUpdate().executeTakeFirst();
  if (!own) throw new HttpError(409, 'login_id_changed', profileMessages.loginIdChangedMeanwhile);
  const taken = await db.selectFrom('users').select('login_id').where('login_id', '=', wanted).executeTakeFirst();
  if (taken) throw new HttpError(409, 'login_id_taken', accountCreationMessages.loginIdTaken);
  try {
    const renamed = await db.updateTable('users').set({ login_id: wanted }).where('login_id', '=', loginId).executeTakeFirst();
    if (renamed.numUpdatedRows !== 1n) throw new HttpError(409, 'login_id_changed', profileMessages.loginIdChangedMeanwhile);
  } catch (error) {
    // Taken at the same moment by another change: the unique key decides.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'login_id_taken', accountCreationMessages.loginIdTaken);
    throw error;
  }
  await endEverySession(db, { loginId: wanted }, 'loginIdChanged');
}
