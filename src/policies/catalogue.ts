import * as t from 'io-ts';
import { catalogue, event, type Descriptions } from '../bus/catalogue';
import { PolicyDetails, PolicySummary } from '../contract/policies';
import { PolicyPaymentPlans, RentersBalance } from '../contract/policyBilling';

export const policiesActions = catalogue('policies', {
  summaryLoaded: event(t.type({ policies: t.array(PolicySummary) })),
  summaryLoadFailed: event(t.type({ message: t.string })),
  policyViewed: event(t.type({ policyNumber: t.string })),
  detailsLoaded: event(t.type({ details: PolicyDetails })),
  detailsNotFound: event(t.type({ policyNumber: t.string })),
  detailsLoadFailed: event(t.type({ policyNumber: t.string, message: t.string })),
  // What the policy is billed (the policies gateway's payment plans and renters balance calls), shown on its overview.
  paymentPlansLoaded: event(t.type({ paymentPlans: PolicyPaymentPlans })),
  rentersBalanceLoaded: event(t.type({ balance: RentersBalance })),
  policyBillingLoadFailed: event(t.type({ policyNumber: t.string, message: t.string })),
});

export const policiesDescriptions: Descriptions<typeof policiesActions> = {
  summaryLoaded: 'The policies summary arrived from the gateway',
  summaryLoadFailed: 'The policies summary could not be loaded',
  policyViewed: 'A screen of one policy was shown (the analytics policy group)',
  detailsLoaded: "A policy's details arrived from the gateway",
  detailsNotFound: "The policy asked for is malformed or not the customer's",
  detailsLoadFailed: "A policy's details could not be loaded",
  paymentPlansLoaded: "A policy's payment plan, installments to come and plan choices arrived",
  rentersBalanceLoaded: "A renters policy's balance and amount due arrived",
  policyBillingLoadFailed: 'What a policy is billed could not be loaded',
};
