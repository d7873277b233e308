import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { GuestClaimLookup } from '../../src/contract/guestClaims';
import { claimFileNumberPattern } from '../../src/contract/identifiers';
import { claimMessages, fieldMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { guestClaims } from '../../config/product';
import type { Database } from '../db/schema';
import { throttle } from '../http/throttle';
import { uploadedDocument } from '../documents/library';
import { badRequest, HttpError, notFound } from '../http/errors';

// Documents sent to a claim without signing in: the claim is found by its file number and date of loss, and the finder
// gets a grant to send documents to that one claim for a short while. The grant opens nothing else.
// A file number and a date of loss are no proof of being the reporter (they are on every letter, and were once
// guessable), so what such a grant sends is held for the adjuster's review, never shown to the policyholder as part
// of their claim. Only the link emailed to the reporter ('reporter-link') writes to the claim itself.

type Db = Kysely<Database>;

/** One answer for a claim that does not exist and a detail that does not match. */
export const guestClaimNotFound = () => notFound(claimMessages.guestClaimNotFound);

/** The lookup as a person would correct it (a 400), before it spends a look-up. */
export function checkLookup(lookup: GuestClaimLookup): void {
  checkClaimNamed(lookup);
  if (!patterns.customerName.test(lookup.contact.name.trim())) throw badRequest(fieldMessages.firstName);
  if (!patterns.email.test(lookup.contact.email)) throw badRequest(fieldMessages.email);
  if (!patterns.domesticPhone.test(lookup.contact.phone)) throw badRequest(fieldMessages.phone);
}

/** The claim's details as a person would correct them (a 400). */
export function checkClaimNamed(lookup: Pick<GuestClaimLookup, 'fileNumber' | 'lossDate'>): void {
  if (!claimFileNumberPattern.test(lookup.fileNumber)) throw badRequest(claimMessages.fileNumber);
  if (!patterns.isoDate.test(lookup.lossDate)) throw badRequest(fieldMessages.date);
}

/** The claim the details name, when it is someone's (a claim not yet matched to a policyholder takes documents by phone). */
export async function findClaimForGuest(db: Db, lookup: Pick<GuestClaimLookup, 'fileNumber' | 'lossDate'>) {
  return db
    .selectFrom('claims')
    .select(['file_number', 'party_id'])
    .where('file_number', '=', lookup.fileNumber)
    .where(sql<string>`loss_date::text`, '=', lookup.lossDate)
    .where('party_id', 'is not', null)
    .executeTakeFirst();
}

const hashOf = (grant: string) => createHash('sha256').update(grant).digest('base64url');

/**
 * What opened a grant: the claim's details (what it sends is held for review) or the link emailed to the reporter.
 * The grant's prefix says which; only the grant's hash is kept, and it covers the prefix, so a changed prefix is
 * a grant that does not exist.
 */
type GuestGrantProof = 'claim-details' | 'reporter-link';
const grantPrefixes: Record<GuestGrantProof, string> = { 'claim-details': 'gug_', 'reporter-link': 'gur_' };
const proofOf = (grant: string): GuestGrantProof => (grant.startsWith(grantPrefixes['reporter-link']) ? 'reporter-link' : 'claim-details');

export async function issueUploadGrant(
  db: Db,
  lookup: Pick<GuestClaimLookup, 'fileNumber' | 'contact'>,
  proof: GuestGrantProof,
  lifetimeMs: number,
  now: Date,
) {
  const grant = `${grantPrefixes[proof]}${randomBytes(24).toString('base64url')}`;
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

export interface GrantedClaim {
  fileNumber: string;
  partyId: string;
  contactName: string;
  proof: GuestGrantProof;
  /** The grant's hash: what its limits count under, and who sent what is held. */
  grantHash: string;
}

/** The claim (and its party) a grant still allows sending documents to; a missing, altered or expired grant is a 401. */
export async function grantedClaim(db: Db, grant: unknown, now: Date): Promise<GrantedClaim> {
  const row =
    typeof grant === 'string' && grant.length <= 100
      ? await db
          .selectFrom('guest_upload_grants as g')
          .innerJoin('claims as c', 'c.file_number', 'g.file_number')
          .select(['c.file_number', 'c.party_id', 'g.contact_name', 'g.grant_hash'])
          .where('g.grant_hash', '=', hashOf(grant))
          .where('g.expires_at', '>', now)
          .executeTakeFirst()
      : undefined;
  if (!row?.party_id || typeof grant !== 'string') throw new HttpError(401, 'grant_expired', claimMessages.guestUploadExpired);
  return {
    fileNumber: row.file_number,
    partyId: row.party_id,
    contactName: row.contact_name,
    proof: proofOf(grant),
    grantHash: row.grant_hash,
  };
}

/** Whether what this grant sends goes to the claim itself (the reporter's link) or to the adjuster's review. */
export const writesToClaim = (claim: GrantedClaim) => claim.proof === 'reporter-link';

/** The counters of guest writes: per claim (whatever the address or grant), and per grant (its notes, its files' bytes). */
const counters = {
  claim: (fileNumber: string) => `guest-write:claim:${fileNumber}`,
  grantBytes: (grantHash: string) => `guest-bytes:grant:${grantHash}`,
  grantNotes: (grantHash: string) => `guest-notes:grant:${grantHash}`,
};

/** The counter of the bytes a grant has sent, named by the grant itself. */
export const grantBytesCounter = (grant: string) => counters.grantBytes(hashOf(grant));

/** Counts one guest write on the claim, whatever the address or grant (a 429 past the claim's bound). */
export async function countGuestWrite(db: Db, claim: GrantedClaim): Promise<void> {
  await throttle(db, counters.claim(claim.fileNumber), guestClaims.writesPerClaim, claimMessages.guestTooManyWrites());
}

/** Counts a file's bytes against its grant (a 429 past the grant's bound). */
export async function countGrantBytes(db: Db, claim: GrantedClaim, bytes: number): Promise<void> {
  await throttle(db, counters.grantBytes(claim.grantHash), guestClaims.uploadBytesPerGrant, claimMessages.guestTooManyBytes(), bytes);
}

/** Counts a note against its grant (a 429 past the grant's bound). */
export async function countGrantNote(db: Db, claim: GrantedClaim): Promise<void> {
  await throttle(db, counters.grantNotes(claim.grantHash), guestClaims.detailsPerGrant, claimMessages.guestTooManyWrites());
}

interface HeldFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Holds a file for the adjuster's review; answers it as the guest sees it (a claim document, not in anyone's list). */
export async function holdDocument(db: Db, claim: GrantedClaim, file: HeldFile, now: Date) {
  const holdingId = `held-${randomUUID()}`;
  await db
    .insertInto('claim_guest_holdings')
    .values({
      holding_id: holdingId,
      file_number: claim.fileNumber,
      grant_hash: claim.grantHash,
      kind: 'document',
      note: null,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.content.length,
      content: file.content,
      received_at: now,
    })
    .execute();
  return uploadedDocument({
    document_id: `upload-${holdingId}`,
    category: 'claims',
    policy_number: null,
    claim_file_number: claim.fileNumber,
    file_name: file.fileName,
    content_type: file.contentType,
    uploaded_at: now,
  });
}

/** Keeps a guest's note: on the claim as from a guest upload (the reporter's link), or held for review. */
export async function keepGuestNote(db: Db, claim: GrantedClaim, text: string, ids: { newId(): string }, now: Date): Promise<void> {
  if (!writesToClaim(claim)) {
    await db
      .insertInto('claim_guest_holdings')
      .values({
        holding_id: `held-${ids.newId()}`,
        file_number: claim.fileNumber,
        grant_hash: claim.grantHash,
        kind: 'note',
        note: text,
        received_at: now,
      })
      .execute();
    return;
  }
  await db
    .insertInto('claim_messages')
    .values({
      message_id: ids.newId(),
      file_number: claim.fileNumber,
      author: 'guest',
      author_name: claim.contactName || 'Claimant',
      body: text,
      sent_at: now,
      read_at: null,
    })
    .execute();
}
