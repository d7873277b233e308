import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { changePolicyStatus, readLatestOutboxMessage, restartOnboarding } from '../../src/contract/development';
import { partyOfLogin } from '../party/caller';
import { restartOnboarding as restart } from '../esign/onboarding';
import type { Database } from '../db/schema';
import { accepting } from '../http/access';
import { contractRoute } from '../http/contractRoute';
import { HttpError, notFound } from '../http/errors';

export interface DevelopmentPluginOptions {
  db: Kysely<Database>;
}

/**
 * Development and test only (DEV_OUTBOX, refused in production): there is no mail server, so journeys and
 * the demo read the latest outgoing message of a recipient (e.g. a verification code) from the outbox.
 */
/** The addresses of this machine. The socket's own address, never X-Forwarded-For: a proxy must not open the outbox. */
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const outboxOnlyOnLoopback = 'The development outbox answers only requests made on this machine (loopback).';

export const developmentPlugin: FastifyPluginAsync<DevelopmentPluginOptions> = async (app, { db }) => {
  // No credential: the caller's address is the guard.
  const onlyOnLoopback = accepting(
    async (request: { socket: { remoteAddress?: string } }) => {
      if (!loopback.has(request.socket.remoteAddress ?? '')) throw new HttpError(403, 'forbidden', outboxOnlyOnLoopback);
    },
    [[]],
  );
  contractRoute(app, restartOnboarding, {
    preHandler: onlyOnLoopback,
    handler: async ({ params }) => {
      const partyId = await partyOfLogin(db, params.loginId.trim());
      if (partyId === null || !(await restart(db, partyId))) throw notFound('That sign-in has no onboarding.');
      return { restarted: true as const };
    },
  });
  contractRoute(app, changePolicyStatus, {
    preHandler: onlyOnLoopback,
    handler: async ({ params, body }) => {
      const policyNumber = params.policyNumber.trim().toUpperCase();
      const changed = await db
        .updateTable('policies')
        .set({ status: body.status })
        .where('policy_number', '=', policyNumber)
        .returning('policy_number')
        .executeTakeFirst();
      if (!changed) throw notFound('There is no policy with that number.');
      return { policyNumber, status: body.status };
    },
  });
  contractRoute(app, readLatestOutboxMessage, {
    // Verification codes are credentials: even with DEV_OUTBOX on, only this machine may read them.
    preHandler: onlyOnLoopback,
    handler: async ({ params }) => {
      const row = await db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'attachments', 'created_at'])
        .where('recipient', '=', params.recipient.trim())
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw notFound('There is no message for that recipient in the outbox.');
      const { created_at: createdAt, attachments, ...message } = row;
      // Whose card it is stays in the outbox: the reader learns which cards are attached.
      const carried = attachments.map((a) => (a.kind === 'idCard' ? { kind: a.kind, policyNumber: a.policyNumber, cardId: a.cardId } : a));
      return { ...message, attachments: carried, createdAt: new Date(createdAt).toISOString() };
    },
  });
};
