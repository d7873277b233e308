import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { product, recovery } from '../../config/product';
import type { Database } from '../db/schema';
import { normaliseLoginId } from '../auth/accounts';
import { endEverySession } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { hashOfSecret as hashOf, newSecret } from '../http/secrets';
import { reachOf, tellOwner } from '../profile/notices';
import { profileMessages } from '../../src/validation/messages';

// The ways back in: a password reset by a one-time code sent to the account's email, and a reminder of the
// login ID sent to an email on file. Every request answers the same whether or not an account matched (a
// reset always gets a ticket; a ticket of nothing matched refuses every code as wrong), the code is kept as
// a hash only, lasts minutes and allows a few tries, and a reset ends every session of the account.

/** The account a login ID or an email names, with the email its messages go to; undefined when none. */
async function accountOf(db: Kysely<Database>, identifier: string): Promise<{ loginId: string; email: string } | undefined> {
  const value = identifier.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .innerJoin('party_emails', 'party_emails.party_id', 'users.party_id')
    .select(['users.login_id', 'party_emails.address'])
    .where('users.role', '=', 'customer')
    .where((eb) =>
      value.includes('@') ? eb(sql`lower(party_emails.address)`, '=', value) : eb('users.login_id', '=', normaliseLoginId(value)),
    )
    .orderBy('party_emails.is_primary', 'desc')
    .orderBy('party_emails.id')
    .executeTakeFirst();
  return row && { loginId: row.login_id, email: row.address };
}

const codeHashOf = (ticketHash: string, code: string) => hashOf(`${ticketHash}:${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Starts a reset: always a ticket (and its expiry); when the login ID (or email) names a customer's account,
 * a one-time code goes to its email through the outbox. Answers the outbox row's id for the log, if any.
 */
export async function startReset(
  db: Kysely<Database>,
  identifier: string,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date; outboxId: number | null }> {
  const ticket = newSecret();
  const ticketHash = hashOf(ticket);
  const expiresAt = new Date(now.getTime() + recovery.codeMs);
  const code = String(randomInt(0, 10 ** recovery.codeDigits)).padStart(recovery.codeDigits, '0');
  const account = await accountOf(db, identifier);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        ticket_hash: ticketHash,
        login_id: account?.loginId ?? null,
        code_hash: account ? codeHashOf(ticketHash, code) : null,
        expires_at: expiresAt,
      })
      .execute();
    if (!account) return { ticket, expiresAt, outboxId: null };
    const minutes = Math.round(recovery.codeMs / 60_000);
    const { id } = await trx
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient: account.email,
        subject: `Your ${product.name} password reset code`,
        body:
          `Your password reset code is ${code}. It expires in ${minutes} minutes. Never share it.\n\n` +
          'If you did not ask to reset your password, ignore this message: your password stays as it is.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ticket, expiresAt, outboxId: id };
  });
}

export type ResetOutcome =
  { kind: 'reset'; loginId: string } | { kind: 'expired' | 'tooManyAttempts' } | { kind: 'incorrect'; attemptsLeft: number };

/**
 * Finishes a reset: each try counts first; the right code sets the new password, uses the ticket up and ends
 * every session, grant and refresh token of the account. A ticket of nothing matched refuses every code.
 * Tries of one account's codes decide one after another (the account's row is held, then the ticket's), each on
 * what the one before left: a code used, a try counted, the code voided by the last wrong one.
 */
export async function finishReset(
  db: Kysely<Database>,
  input: { ticket: string; code: string; password: string },
  now: Date,
): Promise<ResetOutcome> {
  const ticketHash = hashOf(input.ticket);
  const rightCode = (codeHash: string | null) => codeHash !== null && sameHash(codeHashOf(ticketHash, input.code.trim()), codeHash);
  // A ticket's account and code never change (the code is only voided or used up): read before the rows are held,
  // they tell whether this code is right, so the new password is hashed before, not while the account waits.
  const ticket = await db
    .selectFrom('password_resets')
    .select(['login_id', 'code_hash'])
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
  const newHash = ticket?.login_id && rightCode(ticket.code_hash) ? await hashPassword(input.password) : null;
  return db.transaction().execute(async (trx): Promise<ResetOutcome> => {
    if (ticket?.login_id) await trx.selectFrom('users').select('login_id').where('login_id', '=', ticket.login_id).forUpdate().execute();
    const held = await trx
      .selectFrom('password_resets')
      .select(['login_id', 'code_hash'])
      .where('ticket_hash', '=', ticketHash)
      .where('expires_at', '>', now)
      .forUpdate()
      .executeTakeFirst();
    if (!held) return { kind: 'expired' };
    const { attempts } = await trx
      .updateTable('password_resets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('ticket_hash', '=', ticketHash)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    if (attempts > recovery.codeAttempts) return { kind: 'tooManyAttempts' };
    if (held.login_id === null || !rightCode(held.code_hash)) {
      if (attempts < recovery.codeAttempts) return { kind: 'incorrect', attemptsLeft: recovery.codeAttempts - attempts };
      await trx.updateTable('password_resets').set({ code_hash: null }).where('ticket_hash', '=', ticketHash).execute();
      return { kind: 'tooManyAttempts' };
    }
    await setNewPassword(trx, held.login_id, newHash ?? (await hashPassword(input.password)));
    return { kind: 'reset', loginId: held.login_id };
  });
}

/** The new password, told to the owner; every session of the account ends, and every reset of it is used up. */
async function setNewPassword(trx: Transaction<Database>, loginId: string, passwordHash: string) {
  const user = await trx
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('login_id', '=', loginId)
    .returning('party_id')
    .executeTakeFirst();
  // The owner hears of it at their email and at the phones that get their codes, in case it was not them.
  await tellOwner(trx, { what: profileMessages.notice.passwordReset, before: await reachOf(trx, user?.party_id ?? null, loginId) });
  await endEverySession(trx, { loginId }, 'passwordReset');
  // This reset, and others of the account asked for before, are void.
  await trx.deleteFrom('password_resets').where('login_id', '=', loginId).execute();
}

/** Sends the login ID of the account an email names to that email; nothing (and no word of it) when none. */
export async function remindLoginId(db: Kysely<Database>, email: string): Promise<number | null> {
  if (!email.includes('@')) return null;
  const account = await accountOf(db, email);
  if (!account) return null;
  const { id } = await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: account.email,
      subject: `Your ${product.name} login ID`,
      body:
        `The login ID of your ${product.name} account is ${account.loginId}.\n\n` +
        'If you did not ask for it, ignore this message: nobody else receives it.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
