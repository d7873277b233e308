import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import { accepting } from '../http/access';
import type { Kysely } from 'kysely';
import {
  answerClaimConversation,
  getClaimConversation,
  getClaimConversations,
  getFailedJobs,
  getFunnel,
  getJourneyReport,
  getOfferPerformance,
  getRecordedSession,
  getQuoteLead,
  getQuoteLeads,
  getSupportAgent,
  markQuoteLead,
  searchSessions,
} from '../../src/contract/support';
import { leadWithQuote, listLeads, markLead } from '../quoting/leads';
import { visitIdPattern } from '../../src/contract/sessions';
import { journeyByKey } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError, notFound } from '../http/errors';
import { funnelReport, journeyReport, offerPerformance, searchSessions as findSessions } from '../sessions/reports';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, runOnce, succeeded } from '../http/idempotency';
import { claimFileNumberParam, claimNotFound } from '../claims/params';
import { checkedMessageText } from '../claims/messages';
import { claimConversations, messagesOf, toClaimMessage } from '../claims/queries';
import type { Clock, Ids } from '../clock';
import type { FailedJob } from '../jobs/queue';

export interface SupportPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
  ids: Ids;
  failedJobs: () => Promise<FailedJob[]>;
}

export const supportOnly = 'The support console is for support agents only.';

/** Signed in (any role), then the support role: a customer's token gets 403 on every support call. */
const supportAgent: preHandlerHookHandler = accepting<preHandlerHookHandler>(
  async (request) => {
    if (principalOf(request).role !== 'support') throw new HttpError(403, 'forbidden', supportOnly);
  },
  [['supportAgentToken']],
);

/** A conversation as the console shows it: the party behind it stays in the gateway. */
const shown = <C extends { partyId: string }>({ partyId: _party, ...conversation }: C): Omit<C, 'partyId'> => conversation;

/** A failed job as the console lists it: its data as JSON (jobs carry ids, never a customer's secrets), cut short. */
const shownJob = ({ id, kind, data, failedAt, reason }: FailedJob) => ({
  id,
  kind,
  failedAt: failedAt.toISOString(),
  reason: reason.slice(0, 500),
  data: JSON.stringify(data ?? {}).slice(0, 500),
});

const sessionNotFound = () => notFound('We could not find that recorded session.');

function dateOr400(value: string | undefined, what: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(`The ${what} is not a valid date.`);
  return date;
}

function journeyOr400(key: string) {
  const journey = journeyByKey(key);
  if (!journey) throw badRequest(`There is no journey called ${key}.`);
  return journey;
}

/** The support console's calls: find and open recorded sessions, journey reports. */
export const supportPlugin: FastifyPluginAsync<SupportPluginOptions> = async (app, { db, guards, clock, ids, failedJobs }) => {
  const preHandler = [guards.signedIn, supportAgent];
  registerLeads(app, db, clock, preHandler);

  contractRoute(app, getSupportAgent, {
    preHandler,
    handler: async ({ request }) => ({ loginId: principalOf(request).loginId }),
  });

  contractRoute(app, searchSessions, {
    preHandler,
    handler: async ({ body }) => {
      dateOr400(body.from, 'start of the time range');
      dateOr400(body.to, 'end of the time range');
      const firstStep = body.journey ? journeyOr400(body.journey).steps[0] : undefined;
      return { sessions: await findSessions(db, body, firstStep) };
    },
  });

  contractRoute(app, getRecordedSession, {
    preHandler,
    onBadParams: sessionNotFound,
    handler: async ({ params }) => {
      if (!visitIdPattern.test(params.visitId)) throw sessionNotFound();
      const [session] = await findSessionById(db, params.visitId);
      if (!session) throw sessionNotFound();
      const rows = await db
        .selectFrom('recorded_actions')
        .select(['seq', 'at', 'type', 'payload', 'v'])
        .where('visit_id', '=', params.visitId)
        .orderBy('seq')
        .execute();
      return {
        session,
        entries: rows.map((r) => ({ seq: r.seq, at: new Date(r.at).getTime(), type: r.type, v: r.v, payload: r.payload ?? undefined })),
      };
    },
  });

  contractRoute(app, getFunnel, {
    preHandler,
    handler: async ({ body }) => {
      const journey = journeyOr400(body.journey);
      if (!(body.windowMinutes > 0 && body.windowMinutes <= 60 * 24 * 90))
        throw badRequest('The conversion window must be between 1 minute and 90 days.');
      const range = { from: dateOr400(body.from, 'start of the time range'), to: dateOr400(body.to, 'end of the time range') };
      const rows = await funnelReport(
        db,
        { steps: journey.steps, windowMinutes: Math.round(body.windowMinutes), ordering: body.ordering },
        range,
        journey.key,
      );
      return { journey: journey.label, rows };
    },
  });

  contractRoute(app, getJourneyReport, { preHandler, handler: async () => journeyReport(db) });

  contractRoute(app, getOfferPerformance, { preHandler, handler: async () => ({ offers: await offerPerformance(db) }) });

  async function conversationOf(raw: string) {
    const [found] = await claimConversations(db, claimFileNumberParam(raw));
    if (!found) throw claimNotFound();
    return found;
  }

  contractRoute(app, getFailedJobs, {
    preHandler,
    handler: async () => ({ jobs: (await failedJobs()).map(shownJob) }),
  });

  contractRoute(app, getClaimConversations, {
    preHandler,
    handler: async () => ({ conversations: (await claimConversations(db)).map(shown) }),
  });

  contractRoute(app, getClaimConversation, {
    preHandler,
    onBadParams: claimNotFound,
    handler: async ({ params }) => {
      const found = await conversationOf(params.fileNumber);
      return { conversation: shown(found), messages: await messagesOf(db, found.fileNumber) };
    },
  });

  // The agent writes as the claim's adjuster; the customer sees it as a new message. A retried answer is sent once.
  contractRoute(app, answerClaimConversation, {
    preHandler,
    onBadParams: claimNotFound,
    handler: async ({ request, reply, params, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const text = checkedMessageText(body.body);
      const conversation = await conversationOf(params.fileNumber);
      const { fileNumber } = conversation;
      const content = { path: 'claim-answer', fileNumber, body: text };
      const outcome = await runOnce(db, { key, partyId: conversation.partyId, content }, async (trx) => {
        // Answers to one claim are written one at a time (its row locked): each answer shows the conversation with
        // every answer written before it, never two answers the same count.
        await trx.selectFrom('claims').select('file_number').where('file_number', '=', fileNumber).forUpdate().executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('claim_messages')
          .values({
            message_id: ids.newId(),
            file_number: fileNumber,
            author: 'adjuster',
            author_name: conversation.answeredAs,
            body: text,
            sent_at: clock.now(),
            read_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const messages = await messagesOf(trx, fileNumber);
        return succeeded({
          conversation: {
            ...shown(conversation),
            lastMessageAt: toClaimMessage(row).sentAt,
            messageCount: messages.length,
            awaitingAnswer: false,
          },
          messages,
        });
      });
      return answerOf(outcome, reply);
    },
  });
};

/** The console's leads: prospects who asked an agent to call them about a quote (support agents only). */
function registerLeads(app: Parameters<FastifyPluginAsync>[0], db: Kysely<Database>, clock: Clock, preHandler: preHandlerHookHandler[]) {
  const leadNotFound = () => notFound('We could not find that lead.');
  const leadIdPattern = /^[0-9a-f-]{36}$/;
  const found = async (leadId: string) => {
    const lead = leadIdPattern.test(leadId) ? await leadWithQuote(db, leadId) : undefined;
    if (!lead) throw leadNotFound();
    return lead;
  };
  contractRoute(app, getQuoteLeads, { preHandler, handler: async () => ({ leads: await listLeads(db) }) });
  contractRoute(app, getQuoteLead, { preHandler, onBadParams: leadNotFound, handler: async ({ params }) => found(params.leadId) });
  contractRoute(app, markQuoteLead, {
    preHandler,
    onBadParams: leadNotFound,
    handler: async ({ params, body, request }) => {
      if (!leadIdPattern.test(params.leadId)) throw leadNotFound();
      if (!(await markLead(db, params.leadId, body.status, principalOf(request).loginId, clock.now()))) throw leadNotFound();
      return found(params.leadId);
    },
  });
}

async function findSessionById(db: Kysely<Database>, visitId: string) {
  const row = await db.selectFrom('recorded_sessions').selectAll().where('visit_id', '=', visitId).executeTakeFirst();
  if (!row) return [];
  return [
    {
      visitId: row.visit_id,
      app: row.app,
      loginId: row.login_id,
      mobileApp: row.mobile_app,
      viewportWidth: row.viewport_width,
      startedAt: new Date(row.started_at).toISOString(),
      lastAt: new Date(row.last_at).toISOString(),
      actionCount: row.action_count,
      errorCount: row.error_count,
    },
  ];
}
