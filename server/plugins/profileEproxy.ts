import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { getEproxy, updateEproxy } from '../../src/contract/profile';
import { profileMessages } from '../../src/validation/messages';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import type { Guards } from '../http/guards';
import { callerOf, profileChanges } from '../profile/changes';
import { eproxyOf, saveEproxy } from '../profile/preferences';

export interface ProfileEproxyOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
}

/** Electronic proxy voting: the consent of a mutual member. */
export const profileEproxyPlugin: FastifyPluginAsync<ProfileEproxyOptions> = async (app, { db, guards, clock }) => {
  const change = profileChanges(db, clock);

  contractRoute(app, getEproxy, {
    preHandler: guards.customer,
    handler: async ({ request }) => eproxyOf(db, callerOf(request).partyId),
  });

  contractRoute(app, updateEproxy, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: false,
        content: body,
        work: async (trx, who) => {
          if (!(await eproxyOf(trx, who.partyId)).eligible) throw notFound(profileMessages.eproxyNotMember);
          await saveEproxy(trx, who.partyId, body.consented, clock.now());
          return eproxyOf(trx, who.partyId);
        },
        confirm: () => profileMessages.saved.eproxy,
      }),
  });
};
