import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileLimits } from '../../config/product';
import {
  addEmail,
  addPhone,
  changeLoginId,
  changePassword,
  chooseDefaultFactor,
  choosePrimaryEmail,
  choosePrimaryPhone,
  confirmFactor,
  confirmTexting,
  enrollTexting,
  getEproxy,
  getMfaFactors,
  getPaperless,
  getTexting,
  proveIdentity,
  removeEmail,
  removeFactor,
  removePhone,
  sendRemovalCode,
  sendStepUpCode,
  startAuthenticatorApp,
  startTextMessage,
  stopTexting,
  updateAddress,
  updateEproxy,
  updateLifePaperless,
  updatePaperless,
  updateTextingGroups,
} from '../../src/contract/profile';
import { businessToday } from '../../src/validation/dates';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import { grantStepUp, requireStepUp, textStepUpCode } from '../auth/stepUp';
import type { Principal } from '../auth/tokens';
import type { Clock } from '../clock';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { releaseHit } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError, notFound } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, isKnownKey, runOnce, succeeded } from '../http/idempotency';
import { throttle } from '../http/throttle';
import type { SecretBox } from '../mfa/secretBox';
import { findParty } from '../party/queries';
import {
  addEmail as saveEmail,
  addPhone as savePhone,
  choosePrimaryEmail as setPrimaryEmail,
  choosePrimaryPhone as setPrimaryPhone,
  holdsLife,
  normalAddress,
  normalEmail,
  normalPhone,
  removeEmail as dropEmail,
  removePhone as dropPhone,
  saveAddress,
} from '../profile/contact';
import * as factors from '../profile/factors';
import { confirmChange, reachOf, tellOwner } from '../profile/notices';
import {
  eproxyOf,
  paperlessOf,
  saveEproxy,
  saveTexting,
  setPaperless,
  setTextingGroups,
  stopTexting as endTexting,
  textingOf,
} from '../profile/preferences';
import {
  changeLoginId as renameLogin,
  changePassword as setPassword,
  checkNewPassword,
  normalLoginId,
  requireCurrentSession,
  requireSecondFactor,
} from '../profile/security';

export interface ProfilePluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
  env: Record<string, string | undefined>;
  /** Seals authenticator secrets (MFA_SECRET_KEY). */
  box: SecretBox;
  /** FORCED_MFA: a customer keeps at least one second factor. */
  forcedMfa?: boolean;
}

interface Caller {
  principal: Principal;
  loginId: string;
  partyId: string;
  /** The request, for the proofs it carries (a step-up grant). */
  request: FastifyRequest;
}

type Db = Kysely<Database>;

interface Change<T> {
  /** Password, login ID, factors, contact email and phone: a recent second factor when the customer has one. */
  sensitive: boolean;
  /**
   * A change to how the customer signs in or is reached needs a proof given for it: a step-up grant in the request
   * (`requireStepUp`), or a proof the work checks in the body itself (the current password of a password change, the
   * code of the factor being set up or removed). Its confirmation is told to the addresses and phones of before the
   * change as well as after (`tellOwner`).
   */
  proof?: 'grant' | 'inBody';
  /** What makes two requests the same change besides the path (never a password or a code). */
  content: unknown;
  /** What must still hold of the customer's records for the change (a factor still theirs), checked with them locked. */
  check?: (trx: Db, who: Caller) => Promise<unknown>;
  /** Counted before the change, outside its transaction, so a refused try still counts; a retried key is not counted. */
  count?: (trx: Db, who: Caller) => Promise<unknown>;
  /**
   * Gives the count back when the change, having waited for another, is refused for who asks (the sign-in ended, the
   * factor removed meanwhile): a try sent after that change would have been refused before being counted.
   */
  uncount?: (db: Db, who: Caller) => Promise<unknown>;
  work: (trx: Db, who: Caller) => Promise<T>;
  /** The email confirming it (through the outbox), when it is done. */
  confirm?: (value: T, who: Caller) => string;
  /** An address told of the change besides the primary one (an email removed, the primary one before). */
  alsoTo?: () => string | null;
}

/** What an email or phone change confirms, and to which address besides the primary one. */
interface ContactChanged {
  confirm: string;
  alsoTo: string | null;
}

const accountNotFound = () => notFound(profileMessages.accountNotFound);

/**
 * The signed-in customer's profile: security (password, login ID, second factors), contact data, paperless,
 * texting and electronic proxy voting. Every call is the caller's own: nothing takes another party's id, and an
 * account or factor of another customer is not found. Every change runs once per idempotency key, is checked with
 * the forms' rules and is confirmed by email.
 */
export const profilePlugin: FastifyPluginAsync<ProfilePluginOptions> = async (app, { db, guards, clock, env, box, forcedMfa = false }) => {
  const envOverrides = overridesFromEnv(env);
  const config = () => loadRemoteConfig(db, envOverrides);

  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const principal = principalOf(request);
    // The party of the token's sign-in, as read at the request (never again by a login ID a change may rename).
    const partyId = principal.partyId;
    if (!partyId) throw notFound('We could not find your customer record.');
    return { principal, loginId: principal.loginId, partyId, request };
  }

  const now = () => clock.now();
  const mustKeepFactor = (who: Caller) => factors.mfaForcedFor(forcedMfa, who.principal.role);
  const factorsOfCaller = (trx: Db, who: Caller) => factors.factorViews(trx, who.loginId, mustKeepFactor(who));

  /** The refusals of `lockedFor`: of who asks, not of the try itself. */
  const refusedForWhoAsks = new WeakSet<HttpError>();

  /**
   * The customer's records locked until the transaction ends, and everything the change needs checked with them: two
   * changes of one profile run one after the other, each deciding on what the one before it left. The session first:
   * a change that waited for a password or login ID change answers 401 as it would have after it, and the proofs
   * (a second factor, a step-up grant) and the change's own checks are read only then.
   */
  async function lockedFor<T>(trx: Db, who: Caller, spec: Change<T>): Promise<void> {
    await trx.selectFrom('parties').select('party_id').where('party_id', '=', who.partyId).forUpdate().execute();
    try {
      await requireCurrentSession(trx, who.principal);
      if (spec.sensitive) await requireSecondFactor(trx, who.principal);
      if (spec.proof === 'grant') await requireStepUp(trx, who.request, who.loginId, now());
      await spec.check?.(trx, who);
    } catch (error) {
      if (error instanceof HttpError) refusedForWhoAsks.add(error);
      throw error;
    }
  }

  /**
   * Counts a try with the records locked and checked first: a try refused for who asks is not counted, as when the
   * tries come one by one. The count stays when it refuses the try (its refusal is answered after the commit).
   */
  async function countTry<T>(who: Caller, spec: Change<T>, count: NonNullable<Change<T>['count']>): Promise<void> {
    const refusal = await db.transaction().execute(async (trx) => {
      await lockedFor(trx, who, spec);
      return count(trx, who).then(
        () => null,
        (error: unknown) => ({ error }),
      );
    });
    if (refusal) throw refusal.error;
  }

  /**
   * Runs the change once per key. Its try is counted first (`countTry`); when the change then finds, the records
   * locked, that who asks is refused (another change came between), the count is given back.
   */
  async function change<T>(request: FastifyRequest, reply: FastifyReply, spec: Change<T>): Promise<T> {
    const key = idempotencyKeyOf(request.headers);
    const who = await callerOf(request);
    const counted = spec.count !== undefined && !(await isKnownKey(db, key));
    if (spec.count && counted) await countTry(who, spec, spec.count);
    try {
      return await changeOnce(key, who, reply, spec);
    } catch (error) {
      if (counted && error instanceof HttpError && refusedForWhoAsks.has(error)) await spec.uncount?.(db, who);
      throw error;
    }
  }

  async function changeOnce<T>(key: string, who: Caller, reply: FastifyReply, spec: Change<T>): Promise<T> {
    const request = who.request;
    const content = { path: request.routeOptions.url, params: request.params, content: spec.content };
    const outcome = await runOnce(db, { key, partyId: who.partyId, content }, async (trx) => {
      await lockedFor(trx, who, spec);
      const before = spec.proof ? await reachOf(trx, who.partyId, who.loginId) : null;
      const value = await spec.work(trx, who);
      const what = spec.confirm?.(value, who);
      if (what && before) {
        const after = await reachOf(trx, who.partyId, who.loginId);
        await tellOwner(trx, { what, before, after, alsoTo: spec.alsoTo?.() ?? null });
      } else if (what) await confirmChange(trx, who.partyId, what, spec.alsoTo?.() ?? null);
      return succeeded(value);
    });
    return answerOf<T>(outcome, reply);
  }

  const partyAfter = async (trx: Db, who: Caller) => {
    const party = await findParty(trx, who.loginId, businessToday(clock.now()));
    if (!party) throw notFound('We could not find your customer record.');
    return party;
  };
  /**
   * An email or phone removed or made primary: a sensitive change answering the party after it, confirmed by email
   * with what the work found (the address removed, the primary one before), known only once it is done.
   */
  async function contactChange(
    request: FastifyRequest,
    reply: FastifyReply,
    content: unknown,
    work: (trx: Db, who: Caller) => Promise<ContactChanged>,
    proof?: 'grant',
  ) {
    let changed: ContactChanged = { confirm: '', alsoTo: null };
    return change(request, reply, {
      sensitive: true,
      proof,
      content,
      work: async (trx, who) => {
        changed = await work(trx, who);
        return partyAfter(trx, who);
      },
      confirm: () => changed.confirm,
      alsoTo: () => changed.alsoTo,
    });
  }
  /** A try counted against a limit per login ID, and given back when the change refuses who asks. */
  const limited = (counter: string, limit: { hits: number; windowMs: number }) => ({
    count: (trx: Db, who: Caller) => throttle(trx, `${counter}:${who.loginId}`, limit, profileMessages.tooManyAttempts),
    uncount: (trx: Db, who: Caller) => releaseHit(trx, `${counter}:${who.loginId}`),
  });
  const textedCodes = limited('profile:sms', profileLimits.textedCodes);
  const passwordChecks = limited('profile:password', profileLimits.passwordChecks);

  // Step-up: a proof given at the moment of a sensitive change, exchanged for a grant of a few minutes.

  contractRoute(app, proveIdentity, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => grantStepUp(db, box, (await callerOf(request)).loginId, body, now()),
  });

  contractRoute(app, sendStepUpCode, {
    preHandler: guards.customer,
    handler: async ({ request }) => textStepUpCode(db, (await callerOf(request)).loginId, now()),
  });

  // Security: the password, the login ID and the second factors.

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

  contractRoute(app, getMfaFactors, {
    preHandler: guards.customer,
    handler: async ({ request }) => factorsOfCaller(db, await callerOf(request)),
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
    onBadParams: () => notFound(profileMessages.factorNotFound),
    handler: async ({ request, reply, params }) => {
      const who = await callerOf(request);
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
    onBadParams: () => notFound(profileMessages.factorNotFound),
    handler: async ({ request, reply, params, body }) => {
      const who = await callerOf(request);
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
    onBadParams: () => notFound(profileMessages.factorNotFound),
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

  // Contact information.

  contractRoute(app, addEmail, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const address = normalEmail(body.address);
      return change(request, reply, {
        sensitive: true,
        // Any email on file can receive a password reset code: adding one is a change of how the customer is reached.
        proof: 'grant',
        content: { address, primary: body.primary },
        work: async (trx, who) => {
          await saveEmail(trx, who.partyId, address, body.primary);
          return partyAfter(trx, who);
        },
        confirm: () => `${body.primary ? profileMessages.saved.primaryEmail : profileMessages.saved.email} (${address})`,
      });
    },
  });

  contractRoute(app, addPhone, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const phone = normalPhone(body);
      return change(request, reply, {
        sensitive: true,
        content: phone,
        work: async (trx, who) => {
          await savePhone(trx, who.partyId, phone);
          return partyAfter(trx, who);
        },
        confirm: () => profileMessages.saved.phone,
      });
    },
  });

  contractRoute(app, removeEmail, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      contactChange(request, reply, { address: body.address.trim().toLowerCase() }, async (trx, who) => {
        const removed = await dropEmail(trx, who.partyId, body.address);
        return { confirm: `${profileMessages.saved.emailRemoved} (${removed})`, alsoTo: removed };
      }),
  });

  contractRoute(app, choosePrimaryEmail, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      contactChange(
        request,
        reply,
        { address: body.address.trim().toLowerCase() },
        async (trx, who) => {
          const { chosen, before } = await setPrimaryEmail(trx, who.partyId, body.address);
          return { confirm: `${profileMessages.saved.primaryEmail} (${chosen})`, alsoTo: before };
        },
        'grant',
      ),
  });

  contractRoute(app, removePhone, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      contactChange(request, reply, { number: body.number.trim() }, async (trx, who) => {
        await dropPhone(trx, who.partyId, who.loginId, body.number);
        return { confirm: `${profileMessages.saved.phoneRemoved} (${body.number.trim()})`, alsoTo: null };
      }),
  });

  contractRoute(app, choosePrimaryPhone, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      contactChange(request, reply, { number: body.number.trim() }, async (trx, who) => {
        await setPrimaryPhone(trx, who.partyId, body.number);
        return { confirm: `${profileMessages.saved.primaryPhone} (${body.number.trim()})`, alsoTo: null };
      }),
  });

  contractRoute(app, updateAddress, {
    preHandler: guards.customer,
    onBadParams: () => notFound(),
    handler: async ({ request, reply, params, body }) => {
      const kind = params.kind;
      if (kind !== 'mailing' && kind !== 'life') throw notFound();
      if (kind === 'life' && (await config()).flags.EditLifeAddress !== 'true') throw notFound(profileMessages.noLifeAddress);
      const address = normalAddress(body);
      return change(request, reply, {
        sensitive: false,
        content: address,
        work: async (trx, who) => {
          if (kind === 'life' && !(await holdsLife(trx, who.partyId))) throw notFound(profileMessages.noLifeAddress);
          await saveAddress(trx, who.partyId, kind, address);
          return partyAfter(trx, who);
        },
        confirm: () => profileMessages.saved[kind === 'life' ? 'lifeAddress' : 'mailingAddress'],
      });
    },
  });

  // Paperless.

  contractRoute(app, getPaperless, {
    preHandler: guards.customer,
    handler: async ({ request }) => paperlessOf(db, (await callerOf(request)).partyId),
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

  // Texting: a mobile number on file, confirmed by a texted code, with the preference groups of the setting.

  const enabledGroups = async () => (await config()).settings.EnabledTextingNotificationPreferenceGroups.split(',').filter(Boolean);
  const checkGroups = async (groups: readonly string[]) => {
    const enabled = await enabledGroups();
    if (groups.length === 0) throw badRequest(profileMessages.textingGroup);
    if (groups.some((g) => !enabled.includes(g))) throw badRequest(fieldMessages.selectValidResponse);
  };

  contractRoute(app, getTexting, {
    preHandler: guards.customer,
    handler: async ({ request }) => textingOf(db, (await callerOf(request)).partyId),
  });

  contractRoute(app, enrollTexting, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      if (!body.consent) throw badRequest(profileMessages.textingConsentMissing);
      await checkGroups(body.groups);
      const tcpaOn = (await config()).flags.TempEnableTCPACheckbox === 'true';
      if (tcpaOn && !body.tcpaConsent) throw badRequest(fieldMessages.agreeToTerms);
      return change(request, reply, {
        sensitive: true,
        content: body,
        ...textedCodes,
        work: async (trx, who) => {
          const phone = await trx
            .selectFrom('party_phones')
            .select(['number', 'kind'])
            .where('party_id', '=', who.partyId)
            .where('number', '=', body.phone)
            .executeTakeFirst();
          if (!phone) throw badRequest(fieldMessages.selectPhone);
          if (phone.kind !== 'mobile') throw badRequest(profileMessages.notMobile);
          if ((await textingOf(trx, who.partyId)).phone === body.phone) throw badRequest(fieldMessages.currentlyEnrolledPhone);
          const sent = await factors.textCode(trx, { loginId: who.loginId, purpose: 'texting', phone: body.phone, factorId: null }, now());
          // The choices wait with the code (its phone); the groups and consent are saved when it is confirmed.
          await trx
            .updateTable('profile_codes')
            .set({ choices: JSON.stringify({ groups: body.groups, tcpaConsent: tcpaOn && body.tcpaConsent }) })
            .where('login_id', '=', who.loginId)
            .where('purpose', '=', 'texting')
            .execute();
          return sent;
        },
      });
    },
  });

  contractRoute(app, confirmTexting, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: true,
        content: null,
        count: (trx, who) => factors.countCodeCheck(trx, who.loginId, 'texting', now()),
        work: async (trx, who) => {
          const used = await factors.useTextedCode(trx, who.loginId, 'texting', body.code);
          const choices = JSON.parse(used.choices ?? '{}') as { groups?: string[]; tcpaConsent?: boolean };
          await saveTexting(trx, who.partyId, {
            phone: used.phone ?? '',
            groups: choices.groups ?? [],
            tcpaConsent: choices.tcpaConsent ?? false,
          });
          return textingOf(trx, who.partyId);
        },
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

  // Electronic proxy voting (mutual members).

  contractRoute(app, getEproxy, {
    preHandler: guards.customer,
    handler: async ({ request }) => eproxyOf(db, (await callerOf(request)).partyId),
  });

  contractRoute(app, updateEproxy, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) =>
      change(request, reply, {
        sensitive: false,
        content: body,
        work: async (trx, who) => {
          if (!(await eproxyOf(trx, who.partyId)).eligible) throw notFound(profileMessages.eproxyNotMember);
          await saveEproxy(trx, who.partyId, body.consented, now());
          return eproxyOf(trx, who.partyId);
        },
        confirm: () => profileMessages.saved.eproxy,
      }),
  });
};
