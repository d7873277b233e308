import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import { guestClaims, limits } from '../../config/product';
import {
  fileGuestClaim,
  guestClaimDetailsMaxLength,
  guestUploadGrantHeader,
  findGuestUploadClaim,
  openGuestUpload,
  openHomePhotoUpload,
  sendGuestClaimDetails,
  uploadGuestClaimDocument,
} from '../../src/contract/guestClaims';
import type { PortalDocument } from '../../src/contract/documents';
import { businessToday } from '../../src/validation/dates';
import { claimMessages } from '../../src/validation/messages';
import { noAccountOrCardNumber } from '../../src/validation/freeText';
import type { Clock, Ids } from '../clock';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest } from '../http/errors';
import { answerOf, idempotencyKeyOf, isKnownKey, runOnce, succeeded } from '../http/idempotency';
import { throttle } from '../http/throttle';
import { checkGuestFiling, fileGuestClaimFor, guestPolicyNumber, matchPolicy } from '../claims/guestFiling';
import {
  checkClaimNamed,
  checkLookup,
  countGrantBytes,
  countGrantNote,
  countGuestWrite,
  findClaimForGuest,
  grantedClaim,
  guestClaimNotFound,
  holdDocument,
  issueUploadGrant,
  keepGuestNote,
  writesToClaim,
} from '../claims/guestUploads';
import { claimOfPhotoLink, sendHomePhotoLink, type HomePhotoLinks } from '../claims/homePhotos';
import { uploadedDocument } from '../documents/library';
import { readUploadedFile, storeUpload, uploadContent } from '../documents/uploads';

export interface GuestClaimsPluginOptions {
  db: Kysely<Database>;
  clock: Clock;
  ids: Ids;
  /** Signs and checks the home photo tool's links. */
  photoLinks: HomePhotoLinks;
  /** The address browsers use (the photo link in the claimant's email). */
  publicUrl: string;
}

/** Claims without signing in: a guest reports a loss, sends documents to a claim, or photos through a home claim's link. */
export const guestClaimsPlugin: FastifyPluginAsync<GuestClaimsPluginOptions> = async (app, { db, clock, ids, photoLinks, publicUrl }) => {
  contractRoute(app, fileGuestClaim, {
    handler: async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      checkGuestFiling(body, businessToday(clock.now()));
      const policyNumber = guestPolicyNumber(body);
      // Every look-up counts, per address and per policy (a retry of a filing already answered spends none);
      // past either limit the answer is a 429 whatever was typed.
      if (!(await isKnownKey(db, key))) {
        const tooMany = claimMessages.guestTooManyLookups();
        await throttle(db, `guest-claim:ip:${request.ip}`, guestClaims.lookupLimitPerAddress, tooMany);
        await throttle(db, `guest-claim:policy:${policyNumber}`, guestClaims.lookupLimitPerPolicy, tooMany);
      }
      const outcome = await runOnce(db, { key, partyId: 'guest', content: { path: 'guest-claim-filing', body } }, async (trx) => {
        const matched = await matchPolicy(trx, body.line, body.policy, policyNumber);
        const claim = await fileGuestClaimFor(trx, body, policyNumber, matched, clock.now());
        if (body.line === 'home') {
          const recipient = { fileNumber: claim.fileNumber, partyId: matched?.party_id ?? null };
          await sendHomePhotoLink(trx, photoLinks, publicUrl, recipient, clock.now());
        }
        return succeeded({ claim });
      });
      return answerOf(outcome, reply);
    },
  });

  /** A guest's look-up of a claim, counted against the same limits whether it only checks or also grants. */
  async function lookUpForGuest(address: string, named: { fileNumber: string; lossDate: string }) {
    const tooMany = claimMessages.guestTooManyLookups();
    await throttle(db, `guest-upload:ip:${address}`, guestClaims.lookupLimitPerAddress, tooMany);
    await throttle(db, `guest-upload:claim:${named.fileNumber}`, guestClaims.lookupLimitPerPolicy, tooMany);
    if (!(await findClaimForGuest(db, named))) throw guestClaimNotFound();
  }

  contractRoute(app, findGuestUploadClaim, {
    handler: async ({ request, body }) => {
      checkClaimNamed(body);
      await lookUpForGuest(request.ip, body);
      return { fileNumber: body.fileNumber };
    },
  });

  contractRoute(app, openGuestUpload, {
    handler: async ({ request, body }) => {
      checkLookup(body);
      await lookUpForGuest(request.ip, body);
      return issueUploadGrant(db, body, 'claim-details', guestClaims.uploadGrantMs, clock.now());
    },
  });

  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 0, parts: 1 } });

  // One file a request, so each has its own progress and can be retried alone. With the reporter's link it is stored
  // as the policyholder's, on the claim; with only the claim's details it is held for the adjuster's review.
  // Every file counts against the claim (whatever the address) and its bytes against the grant; a retry counts nothing.
  contractRoute(app, uploadGuestClaimDocument, {
    handler: async ({ request, reply }) => {
      const key = idempotencyKeyOf(request.headers);
      const claim = await grantedClaim(db, request.headers[guestUploadGrantHeader], clock.now());
      const file = await readUploadedFile(request);
      if (!(await isKnownKey(db, key))) {
        await countGuestWrite(db, claim);
        await countGrantBytes(db, claim, file.content.length);
      }
      const upload = { partyId: claim.partyId, key, target: { claimFileNumber: claim.fileNumber }, ...file };
      const content = { ...uploadContent(upload), grant: claim.grantHash };
      const outcome = await runOnce(db, { key, partyId: claim.partyId, content }, async (trx) =>
        succeeded({
          document: writesToClaim(claim)
            ? uploadedDocument(await storeUpload(trx, upload))
            : await holdDocument(trx, claim, file, clock.now()),
        }),
      );
      return answerOf<{ document: PortalDocument }>(outcome, reply);
    },
  });

  // The home photo tool: a valid link opens the same grant as a guest's upload, for the claim it names.
  contractRoute(app, openHomePhotoUpload, {
    handler: async ({ body }) => {
      const claim = await claimOfPhotoLink(db, photoLinks, body.photoId, body.fileNumber, clock.now());
      const contact = { name: claim.reporter_name ?? '', email: claim.reporter_email ?? '', phone: claim.reporter_phone ?? '' };
      return issueUploadGrant(db, { fileNumber: claim.file_number, contact }, 'reporter-link', guestClaims.uploadGrantMs, clock.now());
    },
  });

  // What the guest adds about their claim: a note from a guest upload on it (held for review without the reporter's
  // link), once per key; counted against the claim and the grant.
  contractRoute(app, sendGuestClaimDetails, {
    handler: async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const claim = await grantedClaim(db, request.headers[guestUploadGrantHeader], clock.now());
      const text = body.details.trim();
      if (text.length === 0) throw badRequest(claimMessages.messageEmpty);
      if (text.length > guestClaimDetailsMaxLength) throw badRequest(claimMessages.homePhotoDetailsTooLong(guestClaimDetailsMaxLength));
      const flagged = noAccountOrCardNumber(text);
      if (flagged) throw badRequest(flagged);
      if (!(await isKnownKey(db, key))) {
        await countGuestWrite(db, claim);
        await countGrantNote(db, claim);
      }
      const content = { path: 'guest-claim-details', fileNumber: claim.fileNumber, grant: claim.grantHash, details: text };
      const outcome = await runOnce(db, { key, partyId: claim.partyId, content }, async (trx) => {
        const sentAt = clock.now();
        await keepGuestNote(trx, claim, text, ids, sentAt);
        return succeeded({ fileNumber: claim.fileNumber, sentAt: sentAt.toISOString() });
      });
      return answerOf(outcome, reply);
    },
  });
};
