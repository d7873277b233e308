import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  chooseDefaultFactor,
  confirmFactor,
  getMfaFactors,
  removeFactor,
  sendRemovalCode,
  startAuthenticatorApp,
  startTextMessage,
} from '../../src/contract/profile';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, notFound } from '../http/errors';
import type { SecretBox } from '../mfa/secretBox';
import { callerOf, profileChanges, textedCodes, type Caller, type ProfileOptions } from '../profile/changes';
import * as factors from '../profile/factors';

export interface ProfileFactorsOptions extends ProfileOptions {
  /** Seals authenticator secrets (MFA_SECRET_KEY). */
  box: SecretBox;
  /** FORCED_MFA: a customer keeps at least one second factor. */
  forcedMfa?: boolean;
}

type Db = Kysely<Database>;

const factorNotFound = () => notFound(profileMessages.factorNotFound);

/**
 * The customer's multi-factor methods (an authenticator app, text messages to a phone on file): set up by their
 * first code, removed with a fresh one, one of them the default. A factor of another customer is not found.
 */
export const profileFactorsPlugin: FastifyPluginAsync<ProfileFactorsOptions> = async (
  app,
  { db, guards, clock, box, forcedMfa = false },
) => {
  const change = profileChanges(db, clock);
  const now = () => clock.now();
  const mustKeepFactor = (who: Caller) => factors.mfaForcedFor(forcedMfa, who.principal.role);
  const factorsOfCaller = (trx: Db, who: Caller) => factors.factorViews(trx, who.loginId, mustKeepFactor(who));

  contractRoute(app, getMfaFactors, {
    preHandler: guards.customer,
    handler: async ({ request }) => factorsOfCaller(db, callerOf(request)),
  });

  contractRoute(app, startAuthenticatorApp, {
    preHandler: guards.customer,
    handler: async ({ request, reply }) =>
      change(request, reply, {
        sensitive: true,
        proof: 'grant',
        content: null,
        work: (trx, who) => factors.startAuthenticatorApp(trx, box, who.loginId, now()),
      }),
  });

  contractRoute(app, startTextMessage, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: true,
        proof: 'grant',
        content: body.phone,
        ...textedCodes,
        work: (trx, who) => factors.startTextMessage(trx, { loginId: who.loginId, partyId: who.partyId, phone: body.phone }, now()),
      }),
  });

  contractRoute(app, confirmFactor, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: true,
        proof: 'inBody',
        content: body.method,
        count: (trx, who) => factors.countCodeCheck(trx, who.loginId, body.method, now()),
        work: async (trx, who) => {
          await factors.confirmFactor(trx, box, { loginId: who.loginId, method: body.method, code: body.code }, now());
          return factorsOfCaller(trx, who);
        },
        confirm: () => profileMessages.saved[body.method],
      }),
  });

  contractRoute(app, sendRemovalCode, {
    preHandler: guards.customer,
    onBadParams: factorNotFound,
    handler: async ({ request, reply, params }) => {
      const who = callerOf(request);
      const factor = await factors.ownedFactor(db, who.loginId, params.factorId);
      if (factor.method !== 'textMessage' || !factor.phone) throw badRequest(fieldMessages.mfaAuthenticatorCode);
      await factors.refuseLastFactor(db, who.loginId, mustKeepFactor(who));
      const phone = factor.phone;
      return change(request, reply, {
        sensitive: true,
        content: null,
        check: (trx) => factors.ownedFactor(trx, who.loginId, factor.factor_id),
        ...textedCodes,
        work: (trx) => factors.textCode(trx, { loginId: who.loginId, purpose: 'removal', phone, factorId: factor.factor_id }, now()),
      });
    },
  });

  contractRoute(app, removeFactor, {
    preHandler: guards.customer,
    onBadParams: factorNotFound,
    handler: async ({ request, reply, params, body }) => {
      const who = callerOf(request);
      const factor = await factors.ownedFactor(db, who.loginId, params.factorId);
      await factors.refuseLastFactor(db, who.loginId, mustKeepFactor(who));
      return change(request, reply, {
        sensitive: true,
        proof: 'inBody',
        content: null,
        check: (trx) => factors.ownedFactor(trx, who.loginId, factor.factor_id),
        count: (trx) =>
          factor.method === 'textMessage'
            ? factors.countCodeCheck(trx, who.loginId, 'removal', now())
            : factors.countLoginCheck(trx, who.loginId),
        work: async (trx) => {
          await factors.refuseLastFactor(trx, who.loginId, mustKeepFactor(who));
          await factors.removeFactor(trx, box, { loginId: who.loginId, factorId: factor.factor_id, code: body.code }, now());
          return factorsOfCaller(trx, who);
        },
        confirm: () => profileMessages.saved.removed,
      });
    },
  });

  contractRoute(app, chooseDefaultFactor, {
    preHandler: guards.customer,
    onBadParams: factorNotFound,
    handler: async ({ request, reply, params }) =>
      change(request, reply, {
        sensitive: true,
        content: null,
        work: async (trx, who) => {
          await factors.chooseDefault(trx, who.loginId, params.factorId);
          return factorsOfCaller(trx, who);
        },
        confirm: () => profileMessages.saved.defaultMethod,
      }),
  });
};
