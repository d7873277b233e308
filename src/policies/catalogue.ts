import * as t from 'io-ts';
import { catalogue, event } from '../bus/catalogue';
import { PolicyDetails, PolicySummary } from '../contract/policies';
import { PolicyPaymentPlans, RentersBalance } from '../contract/policyBilling';

export const policiesActions = catalogue('policies', {
  summaryLoaded: event('The policies summary arrived from the gateway', t.type({ policies: t.array(PolicySummary) })),
  summaryLoadFailed: event('The policies summary could not be loaded', t.type({ message: t.string })),
  policyViewed: event('A screen of one policy was shown (the analytics policy group)', t.type({ policyNumber: t.string })),
  detailsLoaded: event('A policy\'s details arrived from the gateway', t.type({ details: PolicyDetails })),
  detailsNotFound: event('The policy asked for is malformed or not the customer\'s', t.type({ policyNumber: t.string })),
  detailsLoadFailed: event('A policy\'s details could not be loaded', t.type({ policyNumber: t.string, message: t.string })),
  // What the policy is billed (the policies gateway's payment plans and renters balance calls), shown on its overview.
  paymentPlansLoaded: event('A policy\'s payment plan, installments to come and plan choices arrived', t.type({ paymentPlans: PolicyPaymentPlans })),
  rentersBalanceLoaded: event('A renters policy\'s balance and amount due arrived', t.type({ balance: RentersBalance })),
  policyBillingLoadFailed: event('What a policy is billed could not be loaded', t.type({ policyNumber: t.string, message: t.string })),
});
