import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { getParty } from '../../src/contract/party';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { findParty } from '../party/queries';
import type { Clock } from '../clock';
import { businessToday } from '../../src/validation/dates';
import { principalOf, type Guards } from '../http/guards';

export interface PartyPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
}

/** The signed-in party's own data. */
export const partyPlugin: FastifyPluginAsync<PartyPluginOptions> = async (app, { db, guards, clock }) => {
  contractRoute(app, getParty, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const party = await findParty(db, principalOf(request).loginId, businessToday(clock.now()));
      if (!party) throw notFound('We could not find your customer record.');
      return party;
    },
  });
};
