import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { GuestClaimLookup } from '../../src/contract/guestClaims';
import { claimFileNumberPattern } from '../../src/contract/identifiers';
import { claimMessages, fieldMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import type { Database } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';

// Documents sent to a claim without signing in: the claim is found by its file number and date of loss, and the finder
// gets a grant to send documents to that one claim for a short while. The grant opens nothing else.

type Db = Kysely<Database>;

/** One answer for a claim that does not exist and a detail that does not match. */
export const guestClaimNotFound = () => notFound(claimMessages.guestClaimNotFound);

/** The lookup as a person would correct it (a 400), before it spends a look-up. */
export function checkLookup(lookup: GuestClaimLookup): void {
  if (!claimFileNumberPattern.test(lookup.fileNumber)) throw badRequest(claimMessages.fileNumber);
  if (!patterns.isoDate.test(lookup.lossDate)) throw badRequest(fieldMessages.date);
  if (!patterns.customerName.test(lookup.contact.name.trim())) throw badRequest(fieldMessages.firstName);
  if (!patterns.email.test(lookup.contact.email)) throw badRequest(fieldMessages.email);
  if (!patterns.domesticPhone.test(lookup.contact.phone)) throw badRequest(fieldMessages.phone);
}

/** The claim the details name, when it is someone's (a claim not yet matched to a policyholder takes documents by phone). */
export async function findClaimForGuest(db: Db, lookup: GuestClaimLookup) {
  return db
    .selectFrom('claims')
    .select(['file_number', 'party_id'])
    .where('file_number', '=', lookup.fileNumber)
    .where(sql<string>`loss_date::text`, '=', lookup.lossDate)
    .where('party_id', 'is not', null)
    .executeTakeFirst();
}

const hashOf = (grant: string) => createHash('sha256').update(grant).digest('base64url');

export async function issueUploadGrant(db: Db, lookup: Pick<GuestClaimLookup, 'fileNumber' | 'contact'>, lifetimeMs: number, now: Date) {
  const grant = `gug_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .insertInto('guest_upload_grants')
    .values({
      grant_hash: hashOf(grant),
      file_number: lookup.fileNumber,
      contact_name: lookup.contact.name.trim(),
      contact_email: lookup.contact.email.trim(),
      contact_phone: lookup.contact.phone,
      expires_at: expiresAt,
    })
    .execute();
  return { grant, expiresAt: expiresAt.toISOString(), fileNumber: lookup.fileNumber };
}

/** The claim (and its party) a grant still allows sending documents to; a missing, altered or expired grant is a 401. */
export async function grantedClaim(
  db: Db,
  grant: unknown,
  now: Date,
): Promise<{ fileNumber: string; partyId: string; contactName: string }> {
  const row =
    typeof grant === 'string' && grant.length <= 100
      ? await db
          .selectFrom('guest_upload_grants as g')
          .innerJoin('claims as c', 'c.file_number', 'g.file_number')
          .select(['c.file_number', 'c.party_id', 'g.contact_name'])
          .where('g.grant_hash', '=', hashOf(grant))
          .where('g.expires_at', '>', now)
          .executeTakeFirst()
      : undefined;
  if (!row?.party_id) throw new HttpError(401, 'grant_expired', claimMessages.guestUploadExpired);
  return { fileNumber: row.file_number, partyId: row.party_id, contactName: row.contact_name };
}
