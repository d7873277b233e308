import type { BillingAccount } from '../contract/billing';
import type { BillingState } from './slice';

// The billing accounts as the analytics and payments of any page read them: plain reads, no selector library,
// so the login page's script (whose analytics saga reads them) stays light.

const noAccounts: BillingState['accounts'] = [];

/** Read by the analytics and payments of any page: none until the billing area has started (its slice arrives with its first route). */
export const selectBillingAccounts = (state: { billing?: BillingState }) => state.billing?.accounts ?? noAccounts;

/** The account that bills a policy, with the policy as billed; null when none of the accounts does. */
export function billedPolicyOf(accounts: readonly BillingAccount[], policyNumber: string) {
  for (const account of accounts) {
    const policy = account.policies.find((p) => p.policyNumber === policyNumber);
    if (policy) return { account, policy };
  }
  return null;
}
