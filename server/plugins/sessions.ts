import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { startRecordedVisit, uploadSessionBatch, visitIdPattern, visitSecretHeader } from '../../src/contract/sessions';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest } from '../http/errors';
import { startVisit, storeBatch, sweepRecordings, type Caller } from '../sessions/store';
import type { Clock } from '../clock';
import type { Guards } from '../http/guards';
import { recording } from '../../config/product';
import type { ChatRelay } from '../chat/relay';
import { liveSharesOfVisit } from '../liveAssist/shares';
import { publishJourneys } from '../sessions/analysts';
import { rollUpAllEndedVisits } from '../sessions/rollups';

export interface SessionsPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
  /** Retention sweep period; 0 turns the periodic sweep off (the sweep at start still runs). */
  sweepEveryMs?: number;
  /** Whole months a visit is kept after the month it opened in. */
  retentionMonths?: number;
  /** How often ended visits are rolled up (server/sessions/rollups.ts); 0 turns it off. */
  rollUpEveryMs?: number;
  /** Tells the agent watching a visit live that new actions of it are stored (live assist). */
  relay?: ChatRelay;
}

type Hook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The caller when a valid token came with the request; without one (or with an expired one) the caller is a guest. */
async function optionalCaller(
  app: FastifyInstance,
  db: Kysely<Database>,
  guards: Guards,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller | null> {
  if (!request.headers.authorization) return null;
  try {
    await (guards.signedIn as unknown as Hook).call(app, request, reply);
  } catch {
    return null;
  }
  const loginId = request.principal?.loginId;
  if (!loginId) return null;
  const user = await db.selectFrom('users').select('party_id').where('login_id', '=', loginId).executeTakeFirst();
  return { loginId, partyId: user?.party_id ?? null };
}

/** Recorded sessions: batches of each visit's masked action log, kept for the retention period. */
export const sessionsPlugin: FastifyPluginAsync<SessionsPluginOptions> = async (
  app,
  {
    db,
    guards,
    clock,
    sweepEveryMs = recording.sweepEveryMs,
    retentionMonths = recording.retentionMonths,
    rollUpEveryMs = recording.rollUpEveryMs,
    relay,
  },
) => {
  /** A visit shared live: its agent hears that actions up to `lastSeq` are stored, and reads them (masked) from the log. */
  async function announceToWatchers(visitId: string, lastSeq: number) {
    if (!relay) return;
    for (const share of await liveSharesOfVisit(db, visitId))
      await relay.publish({
        partyId: share.party_id,
        live: { type: 'actions', shareId: share.share_id, agent: share.agent_login_id, lastSeq },
      });
  }

  // A batch is bounded in size; beyond it the framework answers 413 with a message.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = recording.maxBatchBytes;
  });

  const visitIdOf = (visitId: string) => {
    if (!visitIdPattern.test(visitId)) throw badRequest('The visit id is not valid.');
    return visitId;
  };

  // Anyone may record a visit; a token sent with it makes the visit that customer's.
  const guestOrSignedIn = [[], ['customerToken'], ['supportAgentToken']] as const;

  contractRoute(app, startRecordedVisit, {
    accepts: guestOrSignedIn,
    handler: async ({ params, body, request, reply }) => {
      const visitId = visitIdOf(params.visitId);
      const caller = await optionalCaller(app, db, guards, request, reply);
      return startVisit(db, visitId, body, caller, clock.now());
    },
  });

  contractRoute(app, uploadSessionBatch, {
    accepts: guestOrSignedIn,
    handler: async ({ params, body, request, reply }) => {
      const visitId = visitIdOf(params.visitId);
      const header = request.headers[visitSecretHeader];
      const caller = await optionalCaller(app, db, guards, request, reply);
      const stored = await storeBatch(
        db,
        visitId,
        body.entries,
        { secret: typeof header === 'string' ? header : undefined, caller },
        clock.now(),
      );
      app.metrics.recordedActions.inc(stored.stored);
      if (stored.stored > 0)
        await announceToWatchers(visitId, stored.lastSeq).catch((error: unknown) =>
          app.log.warn({ err: error }, 'announcing live actions failed'),
        );
      return stored;
    },
  });

  const sweep = () =>
    sweepRecordings(db, clock.now(), retentionMonths).catch((error: unknown) =>
      app.log.warn({ err: error }, "making the recordings' partitions or dropping those past retention failed"),
    );
  // One rollup at a time in this instance (another instance takes other visits: rollups.ts).
  let rolling: Promise<unknown> | null = null;
  const rollUp = () => {
    rolling ??= rollUpAllEndedVisits(db, clock.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'rolling up ended visits failed'))
      .finally(() => (rolling = null));
    return rolling;
  };
  app.addHook('onReady', async () => {
    await publishJourneys(db);
    await sweep();
  });
  app.addHook('onClose', async () => {
    await rolling;
  });
  const timers = [
    ...(sweepEveryMs > 0 ? [setInterval(() => void sweep(), sweepEveryMs)] : []),
    ...(rollUpEveryMs > 0 ? [setInterval(() => void rollUp(), rollUpEveryMs)] : []),
  ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
};
