import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addEmail,
  addPhone,
  choosePrimaryEmail,
  choosePrimaryPhone,
  removeEmail,
  removePhone,
  updateAddress,
} from '../../src/contract/profile';
import { businessToday } from '../../src/validation/dates';
import { profileMessages } from '../../src/validation/messages';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { findParty } from '../party/queries';
import { profileChanges, type Caller, type ProfileOptions } from '../profile/changes';
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

export interface ProfileContactOptions extends ProfileOptions {
  env: Record<string, string | undefined>;
}

type Db = Kysely<Database>;

/** What an email or phone change confirms, and to which address besides the primary one. */
interface ContactChanged {
  confirm: string;
  alsoTo: string | null;
}

/**
 * The customer's contact information: emails, phones, the mailing address and the life address. Each change answers
 * the party after it.
 */
export const profileContactPlugin: FastifyPluginAsync<ProfileContactOptions> = async (app, { db, guards, clock, env }) => {
  const envOverrides = overridesFromEnv(env);
  const config = () => loadRemoteConfig(db, envOverrides);
  const change = profileChanges(db, clock);

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
};
