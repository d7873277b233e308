import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { submitPayment } from '../../src/contract/payments';
import { businessToday } from '../../src/validation/dates';
import { customerOrGuest, payerOf } from '../billing/payer';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { contractRoute } from '../http/contractRoute';
import type { Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf } from '../http/idempotency';
import { charge, checkAmount, checkPoliciesOfAccount, checkPolicyParts, refuseDuringOutage } from '../payments/charge';

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
};
