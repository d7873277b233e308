import type { Kysely } from 'kysely';
import type { PhoneInput } from '../../src/contract/profile';
import type { PostalAddress } from '../../src/contract/policies';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { addressRules, phoneExtension } from '../../src/validation/contact';
import { validateValues } from '../../src/validation/validators';
import type { Database } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';

// Party contact data: emails, phones and the mailing and life addresses, checked with the rules of the forms.

type Db = Kysely<Database>;

/** An email as kept: trimmed; compared without case. */
export function normalEmail(value: string): string {
  const address = value.trim();
  if (address.length > 254 || !patterns.email.test(address)) throw badRequest(fieldMessages.email);
  return address;
}

/** Adds an email; an address any party already uses is refused. A primary email becomes the only primary one. */
export async function addEmail(db: Db, partyId: string, address: string, primary: boolean): Promise<void> {
  const inUse = await db
    .selectFrom('party_emails')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['address']), '=', address.toLowerCase()))
    .executeTakeFirst();
  if (inUse) throw new HttpError(409, 'email_in_use', fieldMessages.emailInUse);
  if (primary) await db.updateTable('party_emails').set({ is_primary: false }).where('party_id', '=', partyId).execute();
  await db.insertInto('party_emails').values({ party_id: partyId, address, is_primary: primary }).execute();
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
