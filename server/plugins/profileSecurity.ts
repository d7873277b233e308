import type { FastifyPluginAsync } from 'fastify';
import { changeLoginId, changePassword, proveIdentity, sendStepUpCode } from '../../src/contract/profile';
import { profileMessages } from '../../src/validation/messages';
import { grantStepUp, textStepUpCode } from '../auth/stepUp';
import { contractRoute } from '../http/contractRoute';
import type { SecretBox } from '../mfa/secretBox';
import { callerOf, passwordChecks, profileChanges, type ProfileOptions } from '../profile/changes';
import { changeLoginId as renameLogin, changePassword as setPassword, checkNewPassword, normalLoginId } from '../profile/security';

export interface ProfileSecurityOptions extends ProfileOptions {
  /** Opens authenticator secrets (MFA_SECRET_KEY), for a step-up proof by code. */
  box: SecretBox;
}

/**
 * The profile's security: the proof given at the moment of a sensitive change (step-up), the password and the login
 * ID. Every change is the caller's own and runs once per idempotency key (`profileChanges`).
 */
export const profileSecurityPlugin: FastifyPluginAsync<ProfileSecurityOptions> = async (app, { db, guards, clock, box }) => {
  const change = profileChanges(db, clock);

  // Step-up: a proof given at the moment of a sensitive change, exchanged for a grant of a few minutes.

  contractRoute(app, proveIdentity, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => grantStepUp(db, box, callerOf(request).loginId, body, clock.now()),
  });

  contractRoute(app, sendStepUpCode, {
    preHandler: guards.customer,
    handler: async ({ request }) => textStepUpCode(db, callerOf(request).loginId, clock.now()),
  });

  contractRoute(app, changePassword, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      checkNewPassword(body.newPassword);
      return change(request, reply, {
        sensitive: true,
        proof: 'inBody',
        content: null,
        ...passwordChecks,
        work: async (trx, who) => {
          await setPassword(trx, who.loginId, body);
          return { changed: true as const };
        },
        confirm: () => profileMessages.passwordChanged,
      });
    },
  });

  contractRoute(app, changeLoginId, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const wanted = normalLoginId(body.loginId);
      return change(request, reply, {
        sensitive: true,
        proof: 'grant',
        content: wanted,
        work: async (trx, who) => {
          await renameLogin(trx, who.loginId, wanted);
          return { loginId: wanted };
        },
        confirm: (value) => profileMessages.loginIdChanged(value.loginId),
      });
    },
  });
};
