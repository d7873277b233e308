import type { FastifyPluginAsync } from 'fastify';
import { getEproxy, updateEproxy } from '../../src/contract/profile';
import { profileMessages } from '../../src/validation/messages';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { callerOf, profileChanges, type ProfileOptions } from '../profile/changes';
import { eproxyOf, saveEproxy } from '../profile/preferences';

/** Electronic proxy voting: the consent of a mutual member. */
export const profileEproxyPlugin: FastifyPluginAsync<ProfileOptions> = async (app, { db, guards, clock }) => {
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
