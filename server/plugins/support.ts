import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { getFunnel, getJourneyReport, getRecordedSession, searchSessions } from '../../src/contract/support';
import { visitIdPattern } from '../../src/contract/sessions';
import { journeyByKey } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError, notFound } from '../http/errors';
import { funnelReport, journeyReport, searchSessions as findSessions } from '../sessions/reports';
import { principalOf, type Guards } from '../http/guards';

export interface SupportPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
}

export const supportOnly = 'The support console is for support agents only.';

/** Signed in (any role), then the support role: a customer's token gets 403 on every support call. */
const supportAgent: preHandlerHookHandler = async (request) => {
  if (principalOf(request).role !== 'support') throw new HttpError(403, 'forbidden', supportOnly);
};

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
export const supportPlugin: FastifyPluginAsync<SupportPluginOptions> = async (app, { db, guards }) => {
  const preHandler = [guards.signedIn, supportAgent];

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
      );
      return { journey: journey.label, rows };
    },
  });

  contractRoute(app, getJourneyReport, { preHandler, handler: async () => journeyReport(db) });
};

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
