import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  cancelScheduledPayment,
  changeScheduledPayment,
  getScheduledPayments,
  schedulePayment,
  submitPayment,
  type ScheduledPayment,
} from '../../src/contract/payments';
import { businessToday } from '../../src/validation/dates';
import { customerOrGuest, payerOf } from '../billing/payer';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { contractRoute } from '../http/contractRoute';
import type { Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf } from '../http/idempotency';
import { charge, checkAmount, checkPoliciesOfAccount, checkPolicyParts, refuseDuringOutage } from '../payments/charge';
import { cancelOnce, changeOnce, scheduledPaymentsOf, scheduleOnce } from '../payments/scheduled';
import { callerParty } from '../party/caller';
import { notFound } from '../http/errors';
import { scheduledPaymentMessages } from '../../src/validation/messages';

export interface PaymentsPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  env: Record<string, string | undefined>;
  clock: Clock;
}

/** Making a payment, by a signed-in customer or a guest with a grant: taken once per idempotency key. */
export const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { db, guards, env, clock }) => {
  const envOverrides = overridesFromEnv(env);

  contractRoute(app, submitPayment, {
    preHandler: customerOrGuest(guards),
    handler: async ({ request, reply, body: { guestGrant, ...payment } }) => {
      const key = idempotencyKeyOf(request.headers);
      checkAmount(payment.amountCents);
      checkPolicyParts(payment.amountCents, payment.policies);
      const { side, ...payer } = await payerOf(db, request, guestGrant ?? null, payment.accountNumber);
      await checkPoliciesOfAccount(db, payment.accountNumber, payment.policies);
      const { outages } = await loadRemoteConfig(db, envOverrides);
      const now = clock.now();
      await refuseDuringOutage(db, outages, key, side, now);
      return answerOf(await charge(db, key, { request: payment, ...payer }, businessToday(now)), reply);
    },
  });

  // Payments on a later date: scheduled, listed, changed and cancelled by the signed-in customer; another party's is 404.
  const scheduledNotFound = () => notFound(scheduledPaymentMessages.notFound);
  const ownerOf = async (request: Parameters<typeof callerParty>[1]) => {
    const party = await callerParty(db, request);
    if (!party) throw scheduledNotFound();
    return party;
  };

  contractRoute(app, schedulePayment, {
    preHandler: guards.customer,
    handler: async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      checkAmount(body.amountCents);
      checkPolicyParts(body.amountCents, body.policies);
      const { side, partyId } = await payerOf(db, request, null, body.accountNumber);
      await checkPoliciesOfAccount(db, body.accountNumber, body.policies);
      const { outages } = await loadRemoteConfig(db, envOverrides);
      return answerOf<ScheduledPayment>(await scheduleOnce(db, key, { partyId: partyId!, side, outages }, body, clock.now()), reply);
    },
  });

  contractRoute(app, getScheduledPayments, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const party = await callerParty(db, request);
      return { scheduledPayments: party ? await scheduledPaymentsOf(db, party, clock.now()) : [] };
    },
  });

  contractRoute(app, changeScheduledPayment, {
    preHandler: guards.customer,
    onBadParams: scheduledNotFound,
    handler: async ({ request, reply, params, body }) => {
      const key = idempotencyKeyOf(request.headers);
      checkAmount(body.amountCents);
      checkPolicyParts(body.amountCents, body.policies);
      const partyId = await ownerOf(request);
      return answerOf<ScheduledPayment>(await changeOnce(db, key, partyId, params.scheduledPaymentId, body, clock.now()), reply);
    },
  });

  contractRoute(app, cancelScheduledPayment, {
    preHandler: guards.customer,
    onBadParams: scheduledNotFound,
    handler: async ({ request, reply, params }) => {
      const key = idempotencyKeyOf(request.headers);
      const partyId = await ownerOf(request);
      return answerOf<ScheduledPayment>(await cancelOnce(db, key, partyId, params.scheduledPaymentId, clock.now()), reply);
    },
  });
};
