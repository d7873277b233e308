import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { accountCreation, product } from '../../config/product';
import type { CodeDestination, ConfirmationDetails } from '../../src/contract/accountCreation';
import type { Database } from '../db/schema';
import { hashOfSecret as hashOf, newSecret } from '../http/secrets';
import { accountCreationRoutes } from '../../src/shared/routes';

// Account verification: the policyholder found by the information step proves they receive the party's
// email or texts. A one-time code (and, by email, a link with a one-time token) goes to a destination on
// file for the grant's party, through the outbox; only hashes are kept, the code lasts minutes, allows a
// few tries and a few resends. A grant creates a sign-in only once verified.

type Db = Kysely<Database> | Transaction<Database>;

/** `j*****@example.com`: the first character of the mailbox and the whole domain. */
export const maskEmail = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at < 1 ? '*****' : `${address[0]}*****${address.slice(at)}`;
};

/** `(***) ***-0199`: the last four digits. */
export const maskPhone = (number: string): string => `(***) ***-${number.replace(/\D/g, '').slice(-4).padStart(4, '*')}`;

/** `******-1234`: the last four characters. */
const maskPolicyNumber = (policyNumber: string): string =>
  `${policyNumber.slice(0, -4).replace(/[A-Za-z0-9]/g, '*')}${policyNumber.slice(-4)}`;

interface Destination extends CodeDestination {
  recipient: string;
}

/** The party's email addresses and mobile phones, primary first: the only places a code may go. */
export async function destinationsOf(db: Db, partyId: string): Promise<Destination[]> {
  const [emails, phones] = await Promise.all([
    db
      .selectFrom('party_emails')
      .select(['id', 'address'])
      .where('party_id', '=', partyId)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('party_phones')
      .select(['id', 'number'])
      .where('party_id', '=', partyId)
      .where('kind', '=', 'mobile')
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...emails.map((e) => ({
      destinationId: `email-${e.id}`,
      channel: 'email' as const,
      masked: maskEmail(e.address),
      recipient: e.address,
    })),
    ...phones.map((p) => ({ destinationId: `sms-${p.id}`, channel: 'sms' as const, masked: maskPhone(p.number), recipient: p.number })),
  ];
}

/**
 * The grant's row while it lasts, locked until the transaction ends: sends, checks and the link of one grant
 * decide one after another, each on what the one before left (a code replaced, a try counted, the grant verified).
 */
async function heldGrant(trx: Transaction<Database>, grant: string, now: Date) {
  const row = await trx
    .selectFrom('account_creation_grants')
    .selectAll()
    .where('grant_hash', '=', hashOf(grant))
    .forUpdate()
    .executeTakeFirst();
  return row && new Date(row.expires_at).getTime() > now.getTime() ? row : undefined;
}

const codeHashOf = (grantHash: string, code: string) => hashOf(`${grantHash}:${code}`);

function messageOf(channel: 'email' | 'sms', code: string, link: string | null) {
  const minutes = Math.round(accountCreation.codeMs / 60_000);
  if (channel === 'sms')
    return { subject: null, body: `${product.name}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.` };
  return {
    subject: `Your ${product.name} verification code`,
    body:
      `Your verification code is ${code}. It expires in ${minutes} minutes.\n\nOr open this link to continue creating your account:\n${link}\n\n` +
      'If you did not ask to create an account, ignore this message: nobody can use it without this code.',
  };
}

export type SendOutcome =
  | { kind: 'expired' | 'unknownDestination' | 'tooManySends' }
  | { kind: 'sent'; destination: CodeDestination; codeExpiresAt: Date; sendsLeft: number; outboxId: number };

/**
 * Sends a new code (replacing any earlier one and its link) to one of the grant's party's destinations,
 * by writing the message to the outbox; counts the send against the grant's limit.
 */
export async function sendCode(
  db: Kysely<Database>,
  input: { grant: string; destinationId: string },
  now: Date,
  publicUrl: string,
): Promise<SendOutcome> {
  return db.transaction().execute(async (trx) => {
    const held = await heldGrant(trx, input.grant, now);
    if (!held) return { kind: 'expired' };
    const destination = (await destinationsOf(trx, held.party_id)).find((d) => d.destinationId === input.destinationId);
    if (!destination) return { kind: 'unknownDestination' };
    const code = String(randomInt(0, 10 ** accountCreation.codeDigits)).padStart(accountCreation.codeDigits, '0');
    const token = destination.channel === 'email' ? newSecret() : null;
    const codeExpiresAt = new Date(now.getTime() + accountCreation.codeMs);
    const counted = await trx
      .updateTable('account_creation_grants')
      .set((eb) => ({
        code_hash: codeHashOf(held.grant_hash, code),
        link_hash: token && hashOf(token),
        code_channel: destination.channel,
        code_expires_at: codeExpiresAt,
        code_attempts: 0,
        codes_sent: eb('codes_sent', '+', 1),
      }))
      .where('grant_hash', '=', held.grant_hash)
      .where('codes_sent', '<', accountCreation.codeSends)
      .returning('codes_sent')
      .executeTakeFirst();
    if (!counted) return { kind: 'tooManySends' };
    const link = token && `${publicUrl}${product.basePath}${accountCreationRoutes.createAccountAuthorization.to({ token })}`;
    const { id } = await trx
      .insertInto('outbox')
      .values({ channel: destination.channel, recipient: destination.recipient, ...messageOf(destination.channel, code, link) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { recipient: _recipient, ...shown } = destination;
    return { kind: 'sent', destination: shown, codeExpiresAt, sendsLeft: accountCreation.codeSends - counted.codes_sent, outboxId: id };
  });
}

export interface Verified {
  firstName: string;
  email: string | null;
  expiresAt: Date;
  details: ConfirmationDetails;
}

/** What the verified policyholder confirms (masked) and the email that prefills their sign-in. */
async function verifiedOf(db: Db, row: { party_id: string; policy_number: string | null; expires_at: Date }): Promise<Verified> {
  const party = await db
    .selectFrom('parties')
    .select(['first_name', 'last_name'])
    .where('party_id', '=', row.party_id)
    .executeTakeFirstOrThrow();
  const destinations = await destinationsOf(db, row.party_id);
  const email = destinations.find((d) => d.channel === 'email');
  const phone = destinations.find((d) => d.channel === 'sms');
  return {
    firstName: party.first_name,
    email: email?.recipient ?? null,
    expiresAt: new Date(row.expires_at),
    details: {
      name: `${party.first_name} ${party.last_name.slice(0, 1)}.`,
      policyNumber: maskPolicyNumber(row.policy_number ?? ''),
      email: email?.masked ?? null,
      phone: phone?.masked ?? null,
    },
  };
}

export type CheckOutcome =
  | { kind: 'expired' | 'codeExpired' | 'tooManyAttempts' }
  | { kind: 'incorrect'; attemptsLeft: number }
  | { kind: 'verified'; verified: Verified };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const voidCode = (db: Db, grantHash: string) =>
  db
    .updateTable('account_creation_grants')
    .set({ code_hash: null, link_hash: null, code_expires_at: null })
    .where('grant_hash', '=', grantHash)
    .execute();

/** Checks a code against the grant's outstanding one: each try counts first, the last wrong one voids the code. */
export async function checkCode(db: Kysely<Database>, input: { grant: string; code: string }, now: Date): Promise<CheckOutcome> {
  return db.transaction().execute(async (trx) => {
    const held = await heldGrant(trx, input.grant, now);
    if (!held) return { kind: 'expired' };
    if (held.verified_at) return { kind: 'verified', verified: await verifiedOf(trx, held) };
    if (!held.code_hash || !held.code_expires_at || new Date(held.code_expires_at).getTime() <= now.getTime())
      return { kind: 'codeExpired' };
    const tried = await trx
      .updateTable('account_creation_grants')
      .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
      .where('grant_hash', '=', held.grant_hash)
      .returning('code_attempts')
      .executeTakeFirstOrThrow();
    if (tried.code_attempts > accountCreation.codeAttempts) return { kind: 'tooManyAttempts' };
    if (sameHash(codeHashOf(held.grant_hash, input.code.trim()), held.code_hash)) {
      await trx
        .updateTable('account_creation_grants')
        .set({ verified_at: now, code_hash: null, link_hash: null, code_expires_at: null })
        .where('grant_hash', '=', held.grant_hash)
        .execute();
      return { kind: 'verified', verified: await verifiedOf(trx, held) };
    }
    if (tried.code_attempts < accountCreation.codeAttempts)
      return { kind: 'incorrect', attemptsLeft: accountCreation.codeAttempts - tried.code_attempts };
    await voidCode(trx, held.grant_hash);
    return { kind: 'tooManyAttempts' };
  });
}

/**
 * Opens the emailed link: its token is used up with the grant it was sent for, and a fresh, verified grant
 * for the same party takes its place (the link may open in another tab, which never saw the first grant).
 */
export async function openLink(db: Kysely<Database>, token: string, now: Date): Promise<{ grant: string; verified: Verified } | undefined> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .deleteFrom('account_creation_grants')
      .where('link_hash', '=', hashOf(token))
      .where('expires_at', '>', now)
      .where('code_expires_at', '>', now)
      .returning(['party_id', 'policy_number'])
      .executeTakeFirst();
    if (!used) return undefined;
    const grant = newSecret();
    const expiresAt = new Date(now.getTime() + accountCreation.grantMs);
    await trx
      .insertInto('account_creation_grants')
      .values({
        grant_hash: hashOf(grant),
        party_id: used.party_id,
        policy_number: used.policy_number,
        expires_at: expiresAt,
        verified_at: now,
      })
      .execute();
    return { grant, verified: await verifiedOf(trx, { ...used, expires_at: expiresAt }) };
  });
}
