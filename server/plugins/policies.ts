import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { isRight } from 'fp-ts/lib/Either';
import { PolicyNumber } from '../../src/contract/identifiers';
import { getPoliciesSummary, getPolicyDetails, getPolicySummary } from '../../src/contract/policies';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { policySummaries, toPolicySummary } from '../policies/queries';
import { policyDetails } from '../policies/details';
import { principalOf, type Guards } from './auth';

export interface PoliciesPluginOptions { db: Kysely<Database>; guards: Guards }

export const policyNotFound = () => notFound('We could not find that policy.');

/** A policy number from an address, in its stored (upper-case) form; a malformed one is simply not found. */
export function policyNumberParam(raw: string): string {
  const policyNumber = raw.toUpperCase();
  if (!isRight(PolicyNumber.decode(policyNumber))) throw policyNotFound();
  return policyNumber;
}

/** Policies of the signed-in party. Another party's policy and a malformed number both answer 404. */
export const policiesPlugin: FastifyPluginAsync<PoliciesPluginOptions> = async (app, { db, guards }) => {
  contractRoute(app, getPoliciesSummary, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const rows = await policySummaries(db, principalOf(request).loginId).execute();
      return { policies: rows.map(toPolicySummary) };
    },
  });

  contractRoute(app, getPolicySummary, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const policyNumber = policyNumberParam(params.policyNumber);
      const row = await policySummaries(db, principalOf(request).loginId, policyNumber).executeTakeFirst();
      if (!row) throw policyNotFound();
      return toPolicySummary(row);
    },
  });

  contractRoute(app, getPolicyDetails, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const details = await policyDetails(db, principalOf(request).loginId, policyNumberParam(params.policyNumber));
      if (!details) throw policyNotFound();
      return details;
    },
  });
};
