import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { businessTimeZone, homePhotos, product } from '../../config/product';
import { claimFileNumberPattern } from '../../src/contract/identifiers';
import { guestClaimRoutes } from '../../src/shared/routes';
import { claimMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

// The home photo tool (/photo-upload/home/{photoId}/{claimsFileNumber}): the claimant of a home claim gets a link by
// email that lets them send photos to that one claim until it expires, without signing in. The photoId is the
// link's expiry and an HMAC-SHA256 over it and the file number, with a key of the gateway's environment
// (HOME_PHOTO_LINK_KEY); a changed file number, photoId or expiry no longer matches its signature.

type Db = Kysely<Database>;

/** The development key: a gateway without HOME_PHOTO_LINK_KEY signs with it, and production refuses to. */
const developmentKey = 'development home photo link key: never used in production';

/** The key the gateway signs photo links with: HOME_PHOTO_LINK_KEY when set, otherwise the development key (not in production). */
export function homePhotoKeyFrom(value: string | undefined, nodeEnv: string | undefined): string {
  if (value) {
    if (value.length < 32) throw new Error('HOME_PHOTO_LINK_KEY must be at least 32 characters (openssl rand -base64 32).');
    return value;
  }
  if (nodeEnv === 'production') throw new Error('HOME_PHOTO_LINK_KEY must be set in production: home photo links are signed with it.');
  return developmentKey;
}

const expiryBytes = 6;
const signatureBytes = 16;

export interface HomePhotoLinks {
  /** The photoId of a link to the claim's photo tool, valid until `expiresAt`. */
  issue(fileNumber: string, now: Date): { photoId: string; expiresAt: Date };
  /** Whether the photoId was issued for this claim and has not expired. */
  verify(photoId: string, fileNumber: string, now: Date): boolean;
}

export function homePhotoLinks(key: string, lifetimeMs: number = homePhotos.linkLifetimeMs): HomePhotoLinks {
  const mac = (expiry: Buffer, fileNumber: string) =>
    createHmac('sha256', `home-photo-link:${key}`).update(expiry).update(fileNumber).digest().subarray(0, signatureBytes);
  return {
    issue(fileNumber, now) {
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      const expiry = Buffer.alloc(expiryBytes);
      expiry.writeUIntBE(Math.floor(expiresAt.getTime() / 1000), 0, expiryBytes);
      return { photoId: Buffer.concat([expiry, mac(expiry, fileNumber)]).toString('base64url'), expiresAt };
    },
    verify(photoId, fileNumber, now) {
      if (!/^[A-Za-z0-9_-]{30}$/.test(photoId) || !claimFileNumberPattern.test(fileNumber)) return false;
      const raw = Buffer.from(photoId, 'base64url');
      // Only the one spelling issued: base64url's last character has bits that decode to nothing.
      if (raw.length !== expiryBytes + signatureBytes || raw.toString('base64url') !== photoId) return false;
      const expiry = raw.subarray(0, expiryBytes);
      if (!timingSafeEqual(raw.subarray(expiryBytes), mac(expiry, fileNumber))) return false;
      return expiry.readUIntBE(0, expiryBytes) * 1000 > now.getTime();
    },
  };
}

/** One answer for an expired, altered or unknown link: the expired-claim screen. */
export const homePhotoLinkExpired = () => new HttpError(410, 'link_expired', claimMessages.homePhotoLinkExpired);

/** The address of a claim's photo tool, as the claimant's email gives it. */
export function homePhotoAddress(links: HomePhotoLinks, publicUrl: string, fileNumber: string, now: Date) {
  const { photoId, expiresAt } = links.issue(fileNumber, now);
  return { url: `${publicUrl}${product.basePath}${guestClaimRoutes.homePhoto.to({ photoId, claimsFileNumber: fileNumber })}`, expiresAt };
}

/**
 * Sends the policyholder of a home claim the link to its photo tool, at their primary email on file, in the caller's
 * transaction: whoever reported the loss (a spouse, a neighbour, a guest), the photos are the policyholder's
 * documents. A claim not yet matched to a policyholder, or one with no email on file, gets none.
 */
export async function sendHomePhotoLink(
  db: Db,
  links: HomePhotoLinks,
  publicUrl: string,
  claim: { fileNumber: string; partyId: string | null },
  now: Date,
) {
  if (!claim.partyId) return;
  const policyholder = await db
    .selectFrom('party_emails')
    .select('address')
    .where('party_id', '=', claim.partyId)
    .orderBy('is_primary', 'desc')
    .orderBy('address')
    .executeTakeFirst();
  if (!policyholder) return;
  const { url, expiresAt } = homePhotoAddress(links, publicUrl, claim.fileNumber, now);
  const until = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, dateStyle: 'long' }).format(expiresAt);
  await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: policyholder.address,
      subject: `Send us photos of the damage for claim ${claim.fileNumber}`,
      body: `Photos help us settle your home claim ${claim.fileNumber} sooner. Take them with your phone and send them here until ${until}: ${url} ${product.name}`,
    })
    .execute();
}

/** The claim a valid link names, with who reported it (the contact of the grant it opens). */
export async function claimOfPhotoLink(db: Db, links: HomePhotoLinks, photoId: string, fileNumber: string, now: Date) {
  if (!links.verify(photoId, fileNumber, now)) throw homePhotoLinkExpired();
  const claim = await db
    .selectFrom('claims')
    .select(['file_number', 'party_id', 'status', 'reporter_name', 'reporter_email', 'reporter_phone'])
    .where('file_number', '=', fileNumber)
    .executeTakeFirst();
  if (!claim?.party_id || claim.status !== 'open') throw homePhotoLinkExpired();
  return claim;
}
