import type { Kysely } from 'kysely';
import type { PhoneInput } from '../../src/contract/profile';
import type { PostalAddress } from '../../src/contract/policies';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { addressRules, phoneExtension } from '../../src/validation/contact';
import { validateValues } from '../../src/validation/validators';
import type { Database } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isUniqueViolation } from '../http/idempotency';

// Party contact data: emails, phones and the mailing and life addresses, checked with the rules of the forms.

type Db = Kysely<Database>;

/** An email as kept: trimmed; compared without case. */
export function normalEmail(value: string): string {
  const address = value.trim();
  if (address.length > 254 || !patterns.email.test(address)) throw badRequest(fieldMessages.email);
  return address;
}

const emailInUse = () => new HttpError(409, 'email_in_use', fieldMessages.emailInUse);

/**
 * Adds an email; an address any party already uses is refused. A primary email becomes the only primary one. Two
 * customers adding one address at the same moment both pass the check: the unique index of the addresses customers
 * added refuses the second, with the same answer.
 */
export async function addEmail(db: Db, partyId: string, address: string, primary: boolean): Promise<void> {
  const inUse = await db
    .selectFrom('party_emails')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['address']), '=', address.toLowerCase()))
    .executeTakeFirst();
  if (inUse) throw emailInUse();
  if (primary) await db.updateTable('party_emails').set({ is_primary: false }).where('party_id', '=', partyId).execute();
  await db
    .insertInto('party_emails')
    .values({ party_id: partyId, address, is_primary: primary, added_by_customer: true })
    .execute()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailInUse() : error;
    });
}

async function emailOf(db: Db, partyId: string, address: string) {
  const email = await db
    .selectFrom('party_emails')
    .select(['id', 'address', 'is_primary'])
    .where('party_id', '=', partyId)
    .where((eb) => eb(eb.fn('lower', ['address']), '=', address.trim().toLowerCase()))
    .executeTakeFirst();
  if (!email) throw notFound(profileMessages.emailNotOnProfile);
  return email;
}

/** Removes one of the party's emails (another party's is not found); the primary one stays until another is chosen. */
export async function removeEmail(db: Db, partyId: string, address: string): Promise<string> {
  const email = await emailOf(db, partyId, address);
  if (email.is_primary) throw new HttpError(409, 'primary_email', profileMessages.primaryEmailRemoval);
  await db.deleteFrom('party_emails').where('id', '=', email.id).execute();
  return email.address;
}

/** Makes one of the party's emails the only primary one; answers the address that was primary before (if another). */
export async function choosePrimaryEmail(db: Db, partyId: string, address: string): Promise<{ chosen: string; before: string | null }> {
  const email = await emailOf(db, partyId, address);
  const before = await db
    .selectFrom('party_emails')
    .select('address')
    .where('party_id', '=', partyId)
    .where('is_primary', '=', true)
    .where('id', '!=', email.id)
    .executeTakeFirst();
  await db.updateTable('party_emails').set({ is_primary: false }).where('party_id', '=', partyId).where('id', '!=', email.id).execute();
  await db.updateTable('party_emails').set({ is_primary: true }).where('id', '=', email.id).execute();
  return { chosen: email.address, before: before?.address ?? null };
}

const domesticDigits = /^[1-9]\d{9}$/;
const internationalNumber = /^\+\d{1,15}$/;

/**
 * A phone as kept: a domestic number 614-555-0100 (typed as 10 digits, first 1-9, or already with dashes), or an
 * international one '+' and up to 15 digits; an extension of up to 5 digits.
 */
export function normalPhone(input: PhoneInput): PhoneInput {
  const typed = input.number.trim();
  const digits = typed.replace(/-/g, '');
  let number: string;
  if (typed.startsWith('+')) {
    if (!internationalNumber.test(typed)) throw badRequest(profileMessages.internationalPhone);
    number = typed;
  } else if (domesticDigits.test(digits) && (patterns.domesticPhone.test(typed) || domesticDigits.test(typed))) {
    number = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  } else throw badRequest(fieldMessages.phone);
  const extension = input.extension?.trim() || null;
  const refusal = phoneExtension(extension);
  if (refusal) throw badRequest(refusal);
  return { ...input, number, extension };
}

export async function addPhone(db: Db, partyId: string, phone: PhoneInput): Promise<void> {
  const onProfile = await db
    .selectFrom('party_phones')
    .select('id')
    .where('party_id', '=', partyId)
    .where('number', '=', phone.number)
    .executeTakeFirst();
  if (onProfile) throw new HttpError(409, 'phone_on_profile', profileMessages.phoneOnProfile);
  if (phone.primary) await db.updateTable('party_phones').set({ is_primary: false }).where('party_id', '=', partyId).execute();
  await db
    .insertInto('party_phones')
    .values({ party_id: partyId, number: phone.number, kind: phone.kind, extension: phone.extension, is_primary: phone.primary })
    .execute();
}

async function phoneOf(db: Db, partyId: string, number: string) {
  const phone = await db
    .selectFrom('party_phones')
    .select(['id', 'number', 'is_primary'])
    .where('party_id', '=', partyId)
    .where('number', '=', number.trim())
    .executeTakeFirst();
  if (!phone) throw notFound(profileMessages.phoneNotOnProfile);
  return phone;
}

/**
 * Removes one of the party's phones (another party's is not found): not the primary one, and not one that gets the
 * customer's text-message codes or their texts (that would silently stop them).
 */
export async function removePhone(db: Db, partyId: string, loginId: string, number: string): Promise<void> {
  const phone = await phoneOf(db, partyId, number);
  if (phone.is_primary) throw new HttpError(409, 'primary_phone', profileMessages.primaryPhoneRemoval);
  const factor = await db
    .selectFrom('mfa_factors')
    .select('factor_id')
    .where('login_id', '=', loginId)
    .where('phone', '=', phone.number)
    .executeTakeFirst();
  const texting = await db
    .selectFrom('texting_accounts')
    .select('party_id')
    .where('party_id', '=', partyId)
    .where('phone', '=', phone.number)
    .executeTakeFirst();
  if (factor || texting) throw new HttpError(409, 'phone_in_use', profileMessages.phoneInUse);
  await db.deleteFrom('party_phones').where('id', '=', phone.id).execute();
}

/** Makes one of the party's phones the only primary one. */
export async function choosePrimaryPhone(db: Db, partyId: string, number: string): Promise<void> {
  const phone = await phoneOf(db, partyId, number);
  await db.updateTable('party_phones').set({ is_primary: false }).where('party_id', '=', partyId).where('id', '!=', phone.id).execute();
  await db.updateTable('party_phones').set({ is_primary: true }).where('id', '=', phone.id).execute();
}

/** An address as kept, checked with the form's rules: a street (no P.O. box), a city, a state and a ZIP code. */
export function normalAddress(address: PostalAddress): PostalAddress {
  const trimmed = {
    line1: address.line1.trim(),
    line2: address.line2?.trim() || null,
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    zip: address.zip.trim(),
  };
  const [refusal] = Object.values(validateValues(addressRules, trimmed));
  if (refusal) throw badRequest(refusal);
  const zipDigits = trimmed.zip.replace('-', '');
  return { ...trimmed, zip: zipDigits.length === 9 ? `${zipDigits.slice(0, 5)}-${zipDigits.slice(5)}` : zipDigits };
}

export async function saveAddress(db: Db, partyId: string, kind: 'mailing' | 'life', address: PostalAddress): Promise<void> {
  const values = { party_id: partyId, kind, ...address };
  await db
    .insertInto('party_addresses')
    .values(values)
    .onConflict((oc) => oc.columns(['party_id', 'kind']).doUpdateSet(address))
    .execute();
}

/** Whether the party holds a life policy (its life address may be changed). */
export async function holdsLife(db: Db, partyId: string): Promise<boolean> {
  const life = await db
    .selectFrom('policies')
    .select('policy_number')
    .where('party_id', '=', partyId)
    .where('side', '=', 'life')
    .executeTakeFirst();
  return life !== undefined;
}
