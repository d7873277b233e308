import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  cancelAutopay,
  enrollAutopay,
  getPaymentMethods,
  removePaymentMethod,
  savePaymentMethod,
  tokenizePaymentMethod,
  type AutopayEnrollment,
} from '../../src/contract/payments';
import { businessToday } from '../../src/validation/dates';
import { paymentMessages, profileMessages } from '../../src/validation/messages';
import { requireStepUp } from '../auth/stepUp';
import { accountNotFound, ownedAccount } from '../billing/ledger';
import { customerOrGuest, payerOf } from '../billing/payer';
import { lockOwnedMethod, methodsOfParty, removeMethod, saveMethod, setAutopay } from '../billing/savedMethods';
import { tokenize } from '../billing/tokenization';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError, notFound } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, runOnce, succeeded } from '../http/idempotency';
import { callerParty } from '../party/caller';
import { reachOf, tellOwner } from '../profile/notices';

export interface PaymentMethodsPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
}

const methodNotFound = () => notFound(paymentMessages.methodNotFound);

/**
 * Billing's payment methods: a typed card or bank account exchanged for a token (by a customer or a guest with a
 * grant), the party's saved methods, and automatic payments of an account.
 */
export const paymentMethodsPlugin: FastifyPluginAsync<PaymentMethodsPluginOptions> = async (app, { db, guards, clock }) => {
  contractRoute(app, tokenizePaymentMethod, {
    preHandler: customerOrGuest(guards),
    handler: async ({ request, body: { guestGrant, ...details } }) => {
      const payer = await payerOf(db, request, guestGrant ?? null, null);
      return tokenize(db, details, payer.tokenOwner, businessToday(clock.now()));
    },
  });

  contractRoute(app, getPaymentMethods, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const party = await callerParty(db, request);
      return { methods: party ? await methodsOfParty(db, party) : [] };
    },
  });

  /** Saving or removing a method is a change of how the customer pays: a step-up proof first, and the owner told. */
  async function provenChange<T>(request: FastifyRequest, what: string, work: (party: string, trx: Kysely<Database>) => Promise<T>) {
    const loginId = principalOf(request).loginId;
    await requireStepUp(db, request, loginId, clock.now());
    const party = await callerParty(db, request);
    return db.transaction().execute(async (trx) => {
      const before = await reachOf(trx, party, loginId);
      const value = await work(party ?? '', trx);
      await tellOwner(trx, { what, before });
      return value;
    });
  }

  contractRoute(app, savePaymentMethod, {
    preHandler: guards.customer,
    handler: async ({ request, body }) =>
      provenChange(request, profileMessages.notice.paymentMethodAdded, async (party, trx) => {
        const saved = party ? await saveMethod(trx, party, body.token, principalOf(request).loginId) : undefined;
        if (!saved) throw badRequest('That payment method is not available. Please enter it again.');
        return saved;
      }),
  });

  contractRoute(app, removePaymentMethod, {
    preHandler: guards.customer,
    onBadParams: methodNotFound,
    handler: async ({ request, params }) => {
      const party = await callerParty(db, request);
      if (!party) throw methodNotFound();
      return provenChange(request, profileMessages.notice.paymentMethodRemoved, async (_party, trx) => {
        const removed = await removeMethod(trx, party, params.methodId, principalOf(request).loginId);
        if (removed === 'notFound') throw methodNotFound();
        if (removed === 'inAutopay') throw new HttpError(409, 'method_in_autopay', paymentMessages.methodInAutopay);
        return { methodId: params.methodId };
      });
    },
  });

  /** Automatic payments change once per idempotency key; the caller must own the account (404 otherwise). */
  async function changeAutopay(request: FastifyRequest, reply: FastifyReply, accountNumber: string, methodId: string | null, path: string) {
    const key = idempotencyKeyOf(request.headers);
    const party = await callerParty(db, request);
    if (!party || !(await ownedAccount(db, party, accountNumber))) throw accountNotFound();
    const outcome = await runOnce(db, { key, partyId: party, content: { path, accountNumber, methodId } }, async (trx) => {
      const method = methodId === null ? null : await lockOwnedMethod(trx, party, methodId);
      if (method === undefined) throw methodNotFound();
      await setAutopay(trx, accountNumber, method?.methodId ?? null, principalOf(request).loginId);
      return succeeded({ accountNumber, method });
    });
    return answerOf<AutopayEnrollment>(outcome, reply);
  }

  contractRoute(app, enrollAutopay, {
    preHandler: guards.customer,
    onBadParams: accountNotFound,
    handler: async ({ request, reply, params, body }) =>
      changeAutopay(request, reply, params.accountNumber, body.methodId, enrollAutopay.path),
  });

  contractRoute(app, cancelAutopay, {
    preHandler: guards.customer,
    onBadParams: accountNotFound,
    handler: async ({ request, reply, params }) => changeAutopay(request, reply, params.accountNumber, null, cancelAutopay.path),
  });
};
