import type { Kysely } from 'kysely';
import { phones, product } from '../../config/product';
import { profileMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';

// Telling the owner. Every change to how a customer signs in or is reached, and every password reset, is told to the
// addresses the customer had BEFORE it (and to the new ones): the primary email and the phones that get their codes or
// texts, so a change nobody asked for is seen where the real owner reads, with the number to call.

type Db = Kysely<Database>;

/** Where the owner is reached: the primary email (or the first) and the mobile phones that get codes or texts. */
export interface Reach {
  emails: string[];
  phones: string[];
}

export async function reachOf(db: Db, partyId: string | null, loginId: string): Promise<Reach> {
  const emails = partyId
    ? await db
        .selectFrom('party_emails')
        .select('address')
        .where('party_id', '=', partyId)
        .orderBy('is_primary', 'desc')
        .orderBy('id')
        .limit(1)
        .execute()
    : [];
  const factorPhones = await db
    .selectFrom('mfa_factors')
    .select('phone')
    .where('login_id', '=', loginId)
    .where('method', '=', 'textMessage')
    .execute();
  const texting = partyId ? await db.selectFrom('texting_accounts').select('phone').where('party_id', '=', partyId).execute() : [];
  const primaryMobile = partyId
    ? await db
        .selectFrom('party_phones')
        .select('number as phone')
        .where('party_id', '=', partyId)
        .where('is_primary', '=', true)
        .where('kind', '=', 'mobile')
        .execute()
    : [];
  return {
    emails: emails.map((e) => e.address),
    phones: [...factorPhones, ...texting, ...primaryMobile].map((p) => p.phone).filter((p): p is string => Boolean(p)),
  };
}

const distinct = (values: readonly string[]) => [...new Map(values.map((v) => [v.toLowerCase(), v])).values()];

/**
 * Tells the owner of a change: an email to every address of `before` and `after` (and `alsoTo`), a text to every
 * phone of them, each ending with the line to call when it was not them.
 */
export async function tellOwner(db: Db, input: { what: string; before: Reach; after?: Reach; alsoTo?: string | null }): Promise<void> {
  const ifNotYou = profileMessages.notice.ifNotYou(phones.general);
  const emails = distinct([...input.before.emails, ...(input.after?.emails ?? []), ...(input.alsoTo ? [input.alsoTo] : [])]);
  const texted = distinct([...input.before.phones, ...(input.after?.phones ?? [])]);
  const messages = [
    ...emails.map((recipient) => ({
      channel: 'email' as const,
      recipient,
      subject: profileMessages.notice.subject(product.name),
      body: `${input.what}\n\n${ifNotYou}`,
    })),
    ...texted.map((recipient) => ({
      channel: 'sms' as const,
      recipient,
      subject: null,
      body: `${product.name}: ${input.what} ${ifNotYou}`,
    })),
  ];
  if (messages.length > 0) await db.insertInto('outbox').values(messages).execute();
}

/**
 * Confirms a change to the customer by email, through the outbox: to the primary address (or the first), and to an
 * address that was replaced or added as well, so a change nobody asked for is seen where the customer reads.
 */
export async function confirmChange(db: Db, partyId: string, what: string, alsoTo: string | null = null): Promise<void> {
  const emails = await db
    .selectFrom('party_emails')
    .select('address')
    .where('party_id', '=', partyId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  const recipients = new Set([emails[0]?.address, alsoTo].filter((a): a is string => Boolean(a)));
  const ifNotYou = profileMessages.notice.ifNotYou(phones.general);
  for (const recipient of recipients) {
    await db
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient,
        subject: `${product.name}: your profile was changed`,
        body: `${what}\n\n${ifNotYou}`,
      })
      .execute();
  }
}
