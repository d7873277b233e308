import type { FastifyPluginAsync } from 'fastify';
import { confirmTexting, enrollTexting, getTexting, stopTexting, updateTextingGroups } from '../../src/contract/profile';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { contractRoute } from '../http/contractRoute';
import { badRequest, notFound } from '../http/errors';
import { callerOf, profileChanges, textedCodes, type ProfileOptions } from '../profile/changes';
import { countCodeCheck } from '../profile/factors';
import { tellOwner } from '../profile/notices';
import {
  confirmTexting as useEnrolmentCode,
  enrolTexting,
  setTextingGroups,
  stopTexting as endTexting,
  textingOf,
} from '../profile/preferences';

export interface ProfileTextingOptions extends ProfileOptions {
  env: Record<string, string | undefined>;
}

/** Text notifications: a mobile number on file, confirmed by a texted code, with the preference groups of the setting. */
export const profileTextingPlugin: FastifyPluginAsync<ProfileTextingOptions> = async (app, { db, guards, clock, env }) => {
  const envOverrides = overridesFromEnv(env);
  const config = () => loadRemoteConfig(db, envOverrides);
  const change = profileChanges(db, clock);
  const now = () => clock.now();

  const enabledGroups = async () => (await config()).settings.EnabledTextingNotificationPreferenceGroups.split(',').filter(Boolean);
  const checkGroups = async (groups: readonly string[]) => {
    const enabled = await enabledGroups();
    if (groups.length === 0) throw badRequest(profileMessages.textingGroup);
    if (groups.some((g) => !enabled.includes(g))) throw badRequest(fieldMessages.selectValidResponse);
  };

  contractRoute(app, getTexting, {
    preHandler: guards.customer,
    handler: async ({ request }) => textingOf(db, callerOf(request).partyId),
  });

  contractRoute(app, enrollTexting, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      if (!body.consent) throw badRequest(profileMessages.textingConsentMissing);
      await checkGroups(body.groups);
      const tcpaOn = (await config()).flags.TempEnableTCPACheckbox === 'true';
      if (tcpaOn && !body.tcpaConsent) throw badRequest(fieldMessages.agreeToTerms);
      const choices = { groups: body.groups, tcpaConsent: tcpaOn && body.tcpaConsent };
      return change(request, reply, {
        sensitive: true,
        content: body,
        ...textedCodes,
        work: (trx, who) => enrolTexting(trx, { loginId: who.loginId, partyId: who.partyId, phone: body.phone, choices }, now()),
      });
    },
  });

  contractRoute(app, confirmTexting, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: true,
        content: null,
        count: (trx, who) => countCodeCheck(trx, who.loginId, 'texting', now()),
        work: (trx, who) => useEnrolmentCode(trx, { loginId: who.loginId, partyId: who.partyId, code: body.code }),
        confirm: () => profileMessages.saved.texting,
      }),
  });

  contractRoute(app, updateTextingGroups, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      await checkGroups(body.groups);
      return change(request, reply, {
        sensitive: false,
        content: body,
        work: async (trx, who) => {
          if (!(await setTextingGroups(trx, who.partyId, body.groups))) throw notFound(profileMessages.notEnrolledInTexting);
          return textingOf(trx, who.partyId);
        },
        confirm: () => profileMessages.saved.textingGroups,
      });
    },
  });

  contractRoute(app, stopTexting, {
    preHandler: guards.customer,
    handler: async ({ request, reply }) =>
      // Stopping texts needs no proof: an opt-out is as easy as the STOP reply. The number stopped is told once more.
      change(request, reply, {
        sensitive: false,
        content: null,
        work: async (trx, who) => {
          const phone = await endTexting(trx, { partyId: who.partyId, loginId: who.loginId }, now());
          if (phone === null) throw notFound(profileMessages.notEnrolledInTexting);
          await tellOwner(trx, { what: profileMessages.textingStoppedText, before: { emails: [], phones: [phone] } });
          return textingOf(trx, who.partyId);
        },
        confirm: () => profileMessages.saved.textingStopped,
      }),
  });
};
