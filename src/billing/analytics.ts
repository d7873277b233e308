import type { BillingPolicy } from '../contract/billing';

/** The billing group of the analytics data layer (spec section 3). */
export interface BillingGroup {
  billingLOB: string;
  billingCurrentPaymentPlan: string;
  billingSelectedPaymentPlan: string;
}

const joined = (values: readonly string[]) => [...new Set(values)].join(',');

/** The group for the policies in view: their lines of business and current plans, and the plan chosen (if any). */
export const billingGroupOf = (
  policies: readonly Pick<BillingPolicy, 'lineOfBusiness' | 'plan'>[],
  selectedPlan: string,
): BillingGroup => ({
  billingLOB: joined(policies.map((p) => p.lineOfBusiness)),
  billingCurrentPaymentPlan: joined(policies.map((p) => p.plan)),
  billingSelectedPaymentPlan: selectedPlan,
});
