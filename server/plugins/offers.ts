import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { dismissOffer, getGlobalOffers, notifyOfferDisplayed, prefetchOffers } from '../../src/contract/offers';
import { businessToday } from '../../src/validation/dates';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, runOnce, succeeded } from '../http/idempotency';
import { callerParty } from '../party/caller';
import { partyFacts } from '../offers/eligibility';
import { firstDisplayOfSignIn, globalOffer, kindOfToken, offersForSlots, openKinds, recordDisplay } from '../offers/targeting';
import type { Clock } from '../clock';

export interface OffersPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  env?: Record<string, string | undefined>;
  clock: Clock;
}

const offerNotFound = () => notFound('There is no such offer.');

/** The targeting service: offers for the signed-in party's slots, display notifications and dismissals. */
export const offersPlugin: FastifyPluginAsync<OffersPluginOptions> = async (app, { db, guards, env = {}, clock }) => {
  const envOverrides = overridesFromEnv(env);

  /** The caller's party and the offers open to it (eligible, not dismissed). */
  async function openOffersOf(request: FastifyRequest, trx: Kysely<Database> = db) {
    const partyId = await callerParty(trx, request);
    if (partyId === null) return { partyId: '', open: [] };
    const config = await loadRemoteConfig(trx, envOverrides);
    const facts = await partyFacts(
      trx,
      partyId,
      businessToday(clock.now()),
      config.flags.TempEnableChangePaymentPlanWithSemiAnnualDiscount === 'true',
    );
    return { partyId, open: await openKinds(trx, partyId, facts) };
  }

  contractRoute(app, getGlobalOffers, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => {
      const { partyId, open } = await openOffersOf(request);
      return { offers: globalOffer(partyId, open, body.parameters) };
    },
  });

  contractRoute(app, prefetchOffers, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => {
      const { partyId, open } = await openOffersOf(request);
      return { offers: offersForSlots(partyId, open, body.slots) };
    },
  });

  contractRoute(app, notifyOfferDisplayed, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => {
      const { partyId, open } = await openOffersOf(request);
      const kind = kindOfToken(partyId, open, body.eventToken);
      if (kind === null) throw offerNotFound();
      // A sign-in is one visit: its first display of this offer in this slot is recorded, later ones (any session id) are not.
      if (!(await firstDisplayOfSignIn(db, request.headers.authorization ?? '', kind, body.slot))) return { recorded: false };
      const recorded = await recordDisplay(db, { partyId, sessionId: body.sessionId, slot: body.slot, kind, at: new Date(clock.now()) });
      return { recorded };
    },
  });

  contractRoute(app, dismissOffer, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const partyId = await callerParty(db, request);
      if (partyId === null) throw offerNotFound();
      const outcome = await runOnce(db, { key, partyId, content: { path: 'offer-dismissal', body } }, async (trx) => {
        const { open } = await openOffersOf(request, trx);
        const kind = kindOfToken(partyId, open, body.eventToken);
        if (kind === null) throw offerNotFound();
        // A dismissal of the same offer at the same moment waits for this key and then finds it taken: no longer
        // offered (404), as it would be after it.
        const dismissed = await trx
          .insertInto('offer_dismissals')
          .values({ party_id: partyId, kind, dismissed_at: new Date(clock.now()) })
          .onConflict((oc) => oc.columns(['party_id', 'kind']).doNothing())
          .returning('kind')
          .executeTakeFirst();
        if (!dismissed) throw offerNotFound();
        return succeeded({ kind });
      });
      return answerOf(outcome, reply);
    },
  });
};
