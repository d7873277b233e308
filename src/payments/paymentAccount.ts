import { createSelector } from 'reselect';
import { selectBillingAccounts } from '../billing/accounts';
import { selectPayments } from './selectors';
import type { BillingAccount } from '../contract/billing';
import type { PolicyPayment } from '../contract/payments';

/**
 * The account being paid, from the signed-in customer's billing accounts: apart from the payments selectors, which a
 * guest's payment reads too without the billing area.
 */
export const selectPaymentAccount = createSelector(
  selectPayments,
  selectBillingAccounts,
  (payments, accounts) => accounts.find((a) => a.accountNumber === payments.accountNumber) ?? null,
);

/**
 * The last date a payment of this account may be scheduled for, or null when no later date exists: the due date of
 * the bill it pays (of several policies, the earliest of theirs), when that is after today. The gateway's rule.
 */
export function latestPayOn(account: BillingAccount, policies: readonly PolicyPayment[] | null, today: string): string | null {
  const dueDates =
    policies === null
      ? [account.dueDate]
      : policies.map((p) => account.policies.find((q) => q.policyNumber === p.policyNumber)?.dueDate ?? null);
  const due = dueDates.filter((d): d is string => d !== null).sort()[0];
  return due !== undefined && due > today ? due : null;
}
