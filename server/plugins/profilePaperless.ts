import type { FastifyPluginAsync } from 'fastify';
import { getPaperless, updateLifePaperless, updatePaperless } from '../../src/contract/profile';
import { profileMessages } from '../../src/validation/messages';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { callerOf, profileChanges, type ProfileOptions } from '../profile/changes';
import { paperlessOf, setPaperless } from '../profile/preferences';

const accountNotFound = () => notFound(profileMessages.accountNotFound);

/** Paperless preferences: e-bill and e-policy per billing account of the caller's, and for life. */
export const profilePaperlessPlugin: FastifyPluginAsync<ProfileOptions> = async (app, { db, guards, clock }) => {
  const change = profileChanges(db, clock);

  contractRoute(app, getPaperless, {
    preHandler: guards.customer,
    handler: async ({ request }) => paperlessOf(db, callerOf(request).partyId),
  });

  contractRoute(app, updatePaperless, {
    preHandler: guards.customer,
    onBadParams: accountNotFound,
    handler: async ({ request, reply, params, body }) => {
      if (params.quadrantName !== 'mutual' && params.quadrantName !== 'life') throw accountNotFound();
      const where = { side: params.quadrantName, accountNumber: params.accountNumber } as const;
      return change(request, reply, {
        sensitive: false,
        content: body,
        work: async (trx, who) => {
          if ((await setPaperless(trx, who.partyId, where, body)) === 0) throw accountNotFound();
          return paperlessOf(trx, who.partyId);
        },
        confirm: () => `${profileMessages.saved.paperless} (account ${params.accountNumber})`,
      });
    },
  });

  contractRoute(app, updateLifePaperless, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: false,
        content: body,
        work: async (trx, who) => {
          if ((await setPaperless(trx, who.partyId, { side: 'life', accountNumber: null }, body)) === 0) throw accountNotFound();
          return paperlessOf(trx, who.partyId);
        },
        confirm: () => `${profileMessages.saved.paperless} (life)`,
      }),
  });
};
