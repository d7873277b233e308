import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { getPoliciesSummary, getPolicyDetails, getPolicySummary } from '../../src/contract/policies';
import { getPolicyPaymentPlans, getRentersBalance } from '../../src/contract/policyBilling';
import { businessToday } from '../../src/validation/dates';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { paymentPlansOf, rentersBalanceOf } from '../policies/billing';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { policySummaries, toPolicySummary } from '../policies/queries';
import { policyDetails } from '../policies/details';
import { principalOf, type Guards } from '../http/guards';
import { policyNotFound, policyNumberParam } from '../policies/params';
import { type Clock } from '../clock';

export interface PoliciesPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  env?: Record<string, string | undefined>;
  clock: Clock;
}

/** Policies of the signed-in party. Another party's policy and a malformed number both answer 404. */
export const policiesPlugin: FastifyPluginAsync<PoliciesPluginOptions> = async (app, { db, guards, env = {}, clock }) => {
  const envOverrides = overridesFromEnv(env);

  /** The caller's policy named in the address; 404 for a malformed number or another party's policy. */
  async function ownPolicy(request: FastifyRequest, raw: string) {
    const row = await policySummaries(db, principalOf(request).loginId, policyNumberParam(raw)).executeTakeFirst();
    if (!row) throw policyNotFound();
    return row;
  }

  contractRoute(app, getPoliciesSummary, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      // The caller's party, found by the guard: the policies without looking the sign-in up again.
      const { partyId, loginId } = principalOf(request);
      const rows = await policySummaries(db, partyId ? { partyId } : loginId).execute();
      const today = businessToday(clock.now());
      return { policies: rows.map((row) => toPolicySummary(row, today)) };
    },
  });

  contractRoute(app, getPolicySummary, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => toPolicySummary(await ownPolicy(request, params.policyNumber), businessToday(clock.now())),
  });

  contractRoute(app, getPolicyPaymentPlans, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const policy = await ownPolicy(request, params.policyNumber);
      const config = await loadRemoteConfig(db, envOverrides);
      return paymentPlansOf(
        db,
        policy,
        businessToday(clock.now()),
        config.flags.TempEnableChangePaymentPlanWithSemiAnnualDiscount === 'true',
      );
    },
  });

  contractRoute(app, getRentersBalance, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const policy = await ownPolicy(request, params.policyNumber);
      if (policy.line_of_business !== 'renters') throw notFound('That policy is not a renters policy.');
      return rentersBalanceOf(db, policy, businessToday(clock.now()));
    },
  });

  contractRoute(app, getPolicyDetails, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const details = await policyDetails(
        db,
        principalOf(request).loginId,
        policyNumberParam(params.policyNumber),
        businessToday(clock.now()),
      );
      if (!details) throw policyNotFound();
      return details;
    },
  });
};
