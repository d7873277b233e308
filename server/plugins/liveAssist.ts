import type { FastifyPluginAsync, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import {
  consentLiveAssist,
  declineLiveAssist,
  getLiveAssistAudit,
  getLiveAssistShare,
  getMyLiveAssist,
  getVisitViewers,
  highlightLiveAssist,
  liveActionsPageSize,
  requestLiveAssist,
  stopLiveAssist,
  stopLiveAssistAsAgent,
  watchLiveAssist,
} from '../../src/contract/liveAssist';
import { visitIdPattern } from '../../src/contract/sessions';
import type { Database } from '../db/schema';
import { accepting } from '../http/access';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import type { Clock, Ids } from '../clock';
import type { ChatRelay } from '../chat/relay';
import {
  agentsShare,
  auditRecords,
  consentShare,
  customersShare,
  endShare,
  liveRefusals,
  liveShareOfAgent,
  notWaiting,
  notWaitingNow,
  openShareOfParty,
  recordStart,
  requestShare,
  shareOf,
  viewersOf,
  type Actor,
  type Origin,
  type ShareDeps,
  type ShareRow,
} from '../liveAssist/shares';
import type { LiveShareEnd } from '../../src/contract/liveAssist';

export interface LiveAssistPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  relay: ChatRelay;
  clock: Clock;
  ids: Ids;
}

const agentsOnly = 'Only support agents can ask to see a customer’s screen or watch it.';

/** Signed in, then the support role: a customer's token gets 403 on every agent's call. */
const supportAgent: preHandlerHookHandler = accepting<preHandlerHookHandler>(
  async (request) => {
    if (principalOf(request).role !== 'support') throw new HttpError(403, 'forbidden', agentsOnly);
  },
  [['supportAgentToken']],
);

const originOf = (request: FastifyRequest): Origin => {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent : null };
};

const customerActor = (request: FastifyRequest): Actor => ({ role: 'customer', loginId: principalOf(request).loginId });

/** The customer's party: a sign-in without one has no visit to share. */
const partyOf = (request: FastifyRequest) => {
  const { partyId } = principalOf(request);
  if (partyId === null) throw liveRefusals.notFound();
  return partyId;
};

/** A sequence number of the path: 0 to read from the visit's start. */
function afterOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw badRequest('The sequence number to read after is not a whole number.');
  const after = Number(raw);
  if (after > 2_147_483_647) throw badRequest('The sequence number to read after is too large.');
  return after;
}

/**
 * Live assist (consent, watching, highlighting, the audit). Every step is stored first, then told to the sockets of
 * the chat on every instance through the chat's relay. An agent watches by reading the recorded (masked) log after
 * the last sequence number it has: the same call catches up after a dropped connection, without gaps or duplicates.
 */
export const liveAssistPlugin: FastifyPluginAsync<LiveAssistPluginOptions> = async (app, { db, guards, relay, clock, ids }) => {
  const deps: ShareDeps = { db, relay, newId: () => ids.newId(), now: () => clock.now() };
  const agent = [guards.signedIn, supportAgent];
  const customer = [guards.customer];
  const notFound = liveRefusals.notFound;

  /** A stop: ends a share still open; one already over (or ended meanwhile) is answered as it stands (`read` reads it as its caller may). */
  const stopped = async (read: () => Promise<ShareRow>, reason: LiveShareEnd, actor: Actor, request: FastifyRequest) => {
    const row = await read();
    if (row.status === 'declined' || row.status === 'ended') return shareOf(row);
    const ended = await endShare(deps, row.share_id, reason, actor, originOf(request));
    return shareOf(ended ?? (await read()));
  };

  contractRoute(app, requestLiveAssist, {
    preHandler: agent,
    handler: async ({ body, request }) =>
      shareOf(await requestShare(deps, body.conversationId, principalOf(request).loginId, originOf(request))),
  });

  contractRoute(app, getLiveAssistShare, {
    preHandler: agent,
    onBadParams: notFound,
    handler: async ({ params, request }) => shareOf(await agentsShare(deps, params.shareId, principalOf(request).loginId)),
  });

  contractRoute(app, watchLiveAssist, {
    preHandler: agent,
    onBadParams: notFound,
    handler: async ({ params, request }) => {
      const after = afterOf(params.after);
      const row = await liveShareOfAgent(deps, params.shareId, principalOf(request).loginId);
      const visitId = row.visit_id;
      if (visitId === null) throw liveRefusals.notYetLive();
      await recordStart(deps, row, originOf(request));
      const visit = await db
        .selectFrom('recorded_sessions')
        .select(['visit_id', 'viewport_width', 'mobile_app'])
        .where('visit_id', '=', visitId)
        .executeTakeFirst();
      if (!visit) throw liveRefusals.ended();
      const rows = await db
        .selectFrom('recorded_actions')
        .select(['seq', 'at', 'type', 'payload', 'v'])
        .where('visit_id', '=', visitId)
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(liveActionsPageSize + 1)
        .execute();
      const page = rows.slice(0, liveActionsPageSize);
      return {
        share: shareOf(row),
        visit: { visitId, viewportWidth: visit.viewport_width, mobileApp: visit.mobile_app },
        entries: page.map((r) => ({ seq: r.seq, at: new Date(r.at).getTime(), type: r.type, v: r.v, payload: r.payload ?? undefined })),
        lastSeq: page.length > 0 ? page[page.length - 1]!.seq : after,
        more: rows.length > liveActionsPageSize,
      };
    },
  });

  contractRoute(app, highlightLiveAssist, {
    preHandler: agent,
    onBadParams: notFound,
    handler: async ({ params, body, request }) => {
      const row = await liveShareOfAgent(deps, params.shareId, principalOf(request).loginId);
      await relay.publish({
        partyId: row.party_id,
        live: { type: 'highlight', shareId: row.share_id, highlight: body, at: clock.now().toISOString() },
      });
      return { delivered: true };
    },
  });

  contractRoute(app, stopLiveAssistAsAgent, {
    preHandler: agent,
    onBadParams: notFound,
    handler: async ({ params, request }) => {
      const { loginId } = principalOf(request);
      return stopped(() => agentsShare(deps, params.shareId, loginId), 'stoppedByAgent', { role: 'support', loginId }, request);
    },
  });

  contractRoute(app, getLiveAssistAudit, { preHandler: agent, handler: async () => ({ records: await auditRecords(db) }) });

  contractRoute(app, getMyLiveAssist, {
    preHandler: customer,
    handler: async ({ request }) => {
      const row = await openShareOfParty(deps, partyOf(request));
      return { share: row ? shareOf(row) : null };
    },
  });

  contractRoute(app, consentLiveAssist, {
    preHandler: customer,
    onBadParams: notFound,
    handler: async ({ params, body, request }) => {
      if (!visitIdPattern.test(body.visitId)) throw badRequest('The visit id is not valid.');
      const principal = principalOf(request);
      const row = await customersShare(deps, params.shareId, partyOf(request));
      const live = await consentShare(
        deps,
        row,
        { loginId: principal.loginId, partyId: row.party_id, session: principal.session ?? null },
        body.visitId,
        originOf(request),
      );
      return shareOf(live);
    },
  });

  contractRoute(app, declineLiveAssist, {
    preHandler: customer,
    onBadParams: notFound,
    handler: async ({ params, request }) => {
      const row = await customersShare(deps, params.shareId, partyOf(request));
      if (row.status !== 'requested') throw notWaiting(row.status);
      const declined = await endShare(deps, row.share_id, 'stoppedByCustomer', customerActor(request), originOf(request), 'declined');
      if (!declined) throw await notWaitingNow(deps, row.share_id);
      return shareOf(declined);
    },
  });

  contractRoute(app, stopLiveAssist, {
    preHandler: customer,
    onBadParams: notFound,
    handler: async ({ params, request }) => {
      const partyId = partyOf(request);
      return stopped(() => customersShare(deps, params.shareId, partyId), 'stoppedByCustomer', customerActor(request), request);
    },
  });

  contractRoute(app, getVisitViewers, {
    preHandler: customer,
    handler: async ({ request }) => ({ records: await viewersOf(db, partyOf(request)) }),
  });
};
