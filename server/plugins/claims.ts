import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  fileClaim,
  getClaimDetails,
  getClaimMessages,
  getClaims,
  getNewClaimMessageCount,
  getRecentClaims,
  markClaimMessagesRead,
  sendClaimMessage,
  updateClaimEmailNotifications,
} from '../../src/contract/claims';
import { writeLimits } from '../../config/product';
import { businessToday } from '../../src/validation/dates';
import { claimMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, isKnownKey, runOnce, succeeded } from '../http/idempotency';
import { throttle } from '../http/throttle';
import { partyOfLogin } from '../party/caller';
import { claimFileNumberParam, claimNotFound } from '../claims/params';
import { checkFiling, fileClaimFor } from '../claims/filing';
import { checkedMessageText } from '../claims/messages';
import {
  claimDetails,
  claimsOf,
  isRecent,
  markRead,
  messagesOf,
  newMessageCount,
  toClaimMessage,
  toClaimSummary,
  type ClaimRow,
} from '../claims/queries';
import type { Clock, Ids } from '../clock';
import { sendHomePhotoLink, type HomePhotoLinks } from '../claims/homePhotos';

export interface ClaimsPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
  ids: Ids;
  /** Signs the home photo tool's links (a home claim's claimant gets one). */
  photoLinks: HomePhotoLinks;
  /** The address browsers use (the photo link in the claimant's email). */
  publicUrl: string;
}

/** The signed-in party's claim files. Another party's file number and a malformed one both answer 404, with no data. */
export const claimsPlugin: FastifyPluginAsync<ClaimsPluginOptions> = async (app, { db, guards, clock, ids, photoLinks, publicUrl }) => {
  async function partyOf(request: FastifyRequest): Promise<string | null> {
    return partyOfLogin(db, principalOf(request).loginId);
  }

  async function ownClaim(request: FastifyRequest, raw: string): Promise<ClaimRow & { partyId: string }> {
    const fileNumber = claimFileNumberParam(raw);
    const partyId = await partyOf(request);
    const row = partyId === null ? undefined : await claimsOf(db, partyId, fileNumber).executeTakeFirst();
    if (!row || partyId === null) throw claimNotFound();
    return { ...row, partyId };
  }

  async function listOf(request: FastifyRequest) {
    const partyId = await partyOf(request);
    return partyId === null ? [] : await claimsOf(db, partyId).execute();
  }

  contractRoute(app, getClaims, {
    preHandler: guards.customer,
    handler: async ({ request }) => ({ claims: (await listOf(request)).map(toClaimSummary) }),
  });

  contractRoute(app, getRecentClaims, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const today = businessToday(clock.now());
      return { claims: (await listOf(request)).filter((row) => isRecent(row, today)).map(toClaimSummary) };
    },
  });

  contractRoute(app, getNewClaimMessageCount, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const partyId = await partyOf(request);
      return { count: partyId === null ? 0 : await newMessageCount(db, partyId) };
    },
  });

  contractRoute(app, getClaimDetails, {
    preHandler: guards.customer,
    onBadParams: claimNotFound,
    handler: async ({ request, params }) => claimDetails(db, await ownClaim(request, params.fileNumber)),
  });

  contractRoute(app, getClaimMessages, {
    preHandler: guards.customer,
    onBadParams: claimNotFound,
    handler: async ({ request, params }) => {
      const claim = await ownClaim(request, params.fileNumber);
      return { fileNumber: claim.file_number, messages: await messagesOf(db, claim.file_number) };
    },
  });

  contractRoute(app, markClaimMessagesRead, {
    preHandler: guards.customer,
    onBadParams: claimNotFound,
    handler: async ({ request, params }) => {
      const claim = await ownClaim(request, params.fileNumber);
      await markRead(db, claim.file_number, clock.now());
      return { fileNumber: claim.file_number, unreadMessages: 0 };
    },
  });

  contractRoute(app, sendClaimMessage, {
    preHandler: guards.customer,
    onBadParams: claimNotFound,
    handler: async ({ request, reply, params, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const claim = await ownClaim(request, params.fileNumber);
      const text = checkedMessageText(body.body);
      // Every new message counts against the customer (a retry of one answered counts nothing); past the bound, a 429.
      if (!(await isKnownKey(db, key)))
        await throttle(db, `claim-message:party:${claim.partyId}`, writeLimits.claimMessagesPerParty, claimMessages.tooManyMessages);
      const outcome = await runOnce(
        db,
        { key, partyId: claim.partyId, content: { path: 'claim-message', fileNumber: claim.file_number, body: text } },
        async (trx) => {
          const author = await trx
            .selectFrom('parties')
            .select(['first_name', 'last_name'])
            .where('party_id', '=', claim.partyId)
            .executeTakeFirstOrThrow();
          const row = await trx
            .insertInto('claim_messages')
            .values({
              message_id: ids.newId(),
              file_number: claim.file_number,
              author: 'customer',
              author_name: `${author.first_name} ${author.last_name}`,
              body: text,
              sent_at: clock.now(),
              read_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return succeeded({ fileNumber: claim.file_number, message: toClaimMessage(row) });
        },
      );
      return answerOf(outcome, reply);
    },
  });

  contractRoute(app, fileClaim, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const partyId = await partyOf(request);
      if (partyId === null) throw claimNotFound();
      checkFiling(body, businessToday(clock.now()));
      const { loginId } = principalOf(request);
      const outcome = await runOnce(db, { key, partyId, content: { path: 'claim-filing', body } }, async (trx) => {
        const claim = await fileClaimFor(trx, loginId, partyId, body, clock.now());
        if (body.loss.kind === 'home') {
          const recipient = { fileNumber: claim.file_number, partyId };
          await sendHomePhotoLink(trx, photoLinks, publicUrl, recipient, clock.now());
        }
        return succeeded({ claim: toClaimSummary(claim) });
      });
      return answerOf(outcome, reply);
    },
  });

  contractRoute(app, updateClaimEmailNotifications, {
    preHandler: guards.customer,
    onBadParams: claimNotFound,
    handler: async ({ request, params, body }) => {
      const claim = await ownClaim(request, params.fileNumber);
      await db.updateTable('claims').set({ email_notifications: body.email }).where('file_number', '=', claim.file_number).execute();
      return { fileNumber: claim.file_number, emailNotifications: body.email };
    },
  });
};
