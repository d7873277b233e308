import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import { guestClaims, limits } from '../../config/product';
import { fileGuestClaim, guestUploadGrantHeader, openGuestUpload, uploadGuestClaimDocument } from '../../src/contract/guestClaims';
import { businessToday } from '../../src/validation/dates';
import { claimMessages } from '../../src/validation/messages';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { answerOf, idempotencyKeyOf, isKnownKey, runOnce, succeeded } from '../http/idempotency';
import { throttle } from '../http/throttle';
import { checkGuestFiling, fileGuestClaimFor, guestPolicyNumber, matchPolicy } from '../claims/guestFiling';
import { checkLookup, findClaimForGuest, grantedClaim, guestClaimNotFound, issueUploadGrant } from '../claims/guestUploads';
import { uploadedDocument } from '../documents/library';
import { readUploadedFile, storeUpload, uploadContent } from '../documents/uploads';

export interface GuestClaimsPluginOptions {
  db: Kysely<Database>;
  clock: Clock;
}

/** Claims without signing in: a guest reports a loss (and, in time, sends documents to a claim). */
export const guestClaimsPlugin: FastifyPluginAsync<GuestClaimsPluginOptions> = async (app, { db, clock }) => {
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
        return succeeded({ claim: await fileGuestClaimFor(trx, body, policyNumber, matched, clock.now()) });
      });
      return answerOf(outcome, reply);
    },
  });

  contractRoute(app, openGuestUpload, {
    handler: async ({ request, body }) => {
      checkLookup(body);
      const tooMany = claimMessages.guestTooManyLookups();
      await throttle(db, `guest-upload:ip:${request.ip}`, guestClaims.lookupLimitPerAddress, tooMany);
      await throttle(db, `guest-upload:claim:${body.fileNumber}`, guestClaims.lookupLimitPerPolicy, tooMany);
      if (!(await findClaimForGuest(db, body))) throw guestClaimNotFound();
      return issueUploadGrant(db, body, guestClaims.uploadGrantMs, clock.now());
    },
  });

  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 0, parts: 1 } });

  // One file a request, so each has its own progress and can be retried alone; stored as the policyholder's, on the claim.
  contractRoute(app, uploadGuestClaimDocument, {
    handler: async ({ request, reply }) => {
      const key = idempotencyKeyOf(request.headers);
      const claim = await grantedClaim(db, request.headers[guestUploadGrantHeader], clock.now());
      const file = await readUploadedFile(request);
      const upload = { partyId: claim.partyId, key, target: { claimFileNumber: claim.fileNumber }, ...file };
      const outcome = await runOnce(db, { key, partyId: claim.partyId, content: uploadContent(upload) }, async (trx) =>
        succeeded({ document: uploadedDocument(await storeUpload(trx, upload)) }),
      );
      return answerOf<{ document: ReturnType<typeof uploadedDocument> }>(outcome, reply);
    },
  });
};
