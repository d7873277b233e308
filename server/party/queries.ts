import type { Kysely } from 'kysely';
import type { Database, Side } from '../db/schema';
import { postalAddressOf } from '../db/addresses';

/** Whole years from a date of birth to a day (both 'yyyy-mm-dd'). */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The signed-in party's contact data (never the date of birth: its age on the business day `today` only). */
export async function findParty(db: Kysely<Database>, loginId: string, today: string) {
  const party = await db
    .selectFrom('users')
    .innerJoin('parties', 'parties.party_id', 'users.party_id')
    .select(['parties.party_id', 'users.login_id', 'parties.first_name', 'parties.last_name', 'parties.date_of_birth'])
    .where('users.login_id', '=', loginId)
    .executeTakeFirst();
  if (!party) return undefined;
  const id = party.party_id;
  const [emails, phones, addresses, sides] = await Promise.all([
    db
      .selectFrom('party_emails')
      .select(['address', 'is_primary'])
      .where('party_id', '=', id)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('party_phones')
      .select(['number', 'kind', 'extension', 'is_primary'])
      .where('party_id', '=', id)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('party_addresses')
      .select(['kind', 'line1', 'line2', 'city', 'state', 'zip'])
      .where('party_id', '=', id)
      .orderBy('id')
      .execute(),
    db.selectFrom('policies').select('side').distinct().where('party_id', '=', id).orderBy('side', 'desc').execute(),
  ]);
  return {
    partyId: id,
    loginId: party.login_id,
    firstName: party.first_name,
    lastName: party.last_name,
    emails: emails.map((e) => ({ address: e.address, primary: e.is_primary })),
    phones: phones.map((p) => ({ number: p.number, kind: p.kind, extension: p.extension, primary: p.is_primary })),
    addresses: addresses.map((a) => ({ kind: a.kind, ...postalAddressOf(a) })),
    age: ageOn(String(party.date_of_birth).slice(0, 10), today),
    sides: sides.map((s) => s.side as Side),
  };
}
