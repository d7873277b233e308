import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { getPasskeys, registerPasskey, removePasskey, renamePasskey, startPasskeyRegistration } from '../../src/contract/passkeys';
import { passkeyMessages } from '../../src/validation/messages';
import { placeOf, type RelyingParty } from '../auth/passkeys';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { callerOf, profileChanges, type Caller, type ProfileOptions } from '../profile/changes';
import { mfaForcedFor } from '../profile/factors';
import * as passkeys from '../profile/passkeys';

export interface ProfilePasskeysOptions extends ProfileOptions {
  /** The relying party: the public address's host and origin (`relyingPartyOf`). */
  relyingParty: RelyingParty;
  /** FORCED_MFA: a customer keeps at least one second factor (a verified passkey is one). */
  forcedMfa?: boolean;
}

type Db = Kysely<Database>;

/**
 * The customer's passkeys: set up after a step-up proof (the options, then the browser's answer), renamed, removed after
 * a step-up proof. Adding and removing one are changes to how the customer signs in: told to their addresses. Another
 * customer's passkey is not found.
 */
export const profilePasskeysPlugin: FastifyPluginAsync<ProfilePasskeysOptions> = async (
  app,
  { db, guards, clock, relyingParty, forcedMfa = false },
) => {
  const change = profileChanges(db, clock);
  const now = () => clock.now();
  const mustKeepFactor = (who: Caller) => mfaForcedFor(forcedMfa, who.principal.role);
  const passkeysOfCaller = (trx: Db, who: Caller) => passkeys.passkeyViews(trx, who.loginId, mustKeepFactor(who));

  contractRoute(app, getPasskeys, {
    preHandler: guards.customer,
    handler: async ({ request }) => passkeysOfCaller(db, callerOf(request)),
  });

  contractRoute(app, startPasskeyRegistration, {
    preHandler: guards.customer,
    handler: async ({ request, reply }) =>
      change(request, reply, {
        sensitive: true,
        proof: 'grant',
        content: null,
        work: (trx, who) => passkeys.registrationOptions(trx, relyingParty, who.loginId, now()),
      }),
  });

  contractRoute(app, registerPasskey, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const name = passkeys.passkeyNameOf(body.name);
      const from = placeOf(request);
      return change(request, reply, {
        sensitive: true,
        proof: 'grant',
        content: { name, credential: body.response.id },
        work: async (trx, who) => {
          await passkeys.registerPasskey(trx, relyingParty, { loginId: who.loginId, name, response: body.response, from }, now());
          return passkeysOfCaller(trx, who);
        },
        confirm: () => passkeyMessages.saved.added,
      });
    },
  });

  contractRoute(app, renamePasskey, {
    preHandler: guards.customer,
    onBadParams: passkeys.passkeyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const who = callerOf(request);
      await passkeys.ownedPasskey(db, who.loginId, params.passkeyId);
      const name = passkeys.passkeyNameOf(body.name);
      return change(request, reply, {
        sensitive: false,
        content: name,
        work: async (trx) => {
          await passkeys.renamePasskey(trx, { loginId: who.loginId, passkeyId: params.passkeyId, name });
          return passkeysOfCaller(trx, who);
        },
      });
    },
  });

  contractRoute(app, removePasskey, {
    preHandler: guards.customer,
    onBadParams: passkeys.passkeyNotFound,
    handler: async ({ request, reply, params }) => {
      const who = callerOf(request);
      await passkeys.refuseLastSecondFactor(db, who.loginId, params.passkeyId, mustKeepFactor(who));
      await passkeys.ownedPasskey(db, who.loginId, params.passkeyId);
      return change(request, reply, {
        sensitive: true,
        proof: 'grant',
        content: null,
        check: (trx) => passkeys.ownedPasskey(trx, who.loginId, params.passkeyId),
        work: async (trx) => {
          await passkeys.refuseLastSecondFactor(trx, who.loginId, params.passkeyId, mustKeepFactor(who));
          await passkeys.removePasskey(trx, who.loginId, params.passkeyId);
          return passkeysOfCaller(trx, who);
        },
        confirm: () => passkeyMessages.saved.removed,
      });
    },
  });
};
