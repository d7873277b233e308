import { createSelector } from 'reselect';
import type { PoliciesState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithPolicies {
  policies: PoliciesState;
}

export const selectPoliciesState = (state: WithPolicies) => state.policies;
export const selectPolicySummaries = (state: WithPolicies) => state.policies.summary;
export const selectActivePolicies = createSelector(selectPolicySummaries, (policies) =>
  policies.filter((p) => p.status === 'active' || p.status === 'pending'),
);
/** Expired and cancelled policies, kept apart from the current ones. */
export const selectArchivedPolicies = createSelector(selectPolicySummaries, (policies) =>
  policies.filter((p) => p.status === 'expired' || p.status === 'cancelled'),
);
/** A policy's details and where their loading stands ('loading' until an outcome arrives). */
export const selectPolicyDetails = (policyNumber: string) => (state: WithPolicies) => state.policies.details[policyNumber] ?? null;
export const selectPolicyDetailsStatus = (policyNumber: string) => (state: WithPolicies) =>
  state.policies.detailsStatus[policyNumber] ?? 'loading';
/** What a policy is billed: its payment plans, its renters balance (renters only), and whether loading them failed. */
export const selectPolicyBilling = (policyNumber: string) => (state: WithPolicies) => state.policies.paymentPlans[policyNumber] ?? null;
export const selectRentersBalance = (policyNumber: string) => (state: WithPolicies) => state.policies.rentersBalances[policyNumber] ?? null;
export const selectPolicyBillingFailed = (policyNumber: string) => (state: WithPolicies) =>
  state.policies.billingFailed[policyNumber] === true;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectPoliciesStateField = fieldSelector(selectPoliciesState);
