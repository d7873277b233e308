import { createSelector } from 'reselect';
import { selectBillingAccounts } from '../billing/selectors';
import { selectPayments } from './selectors';

/**
 * The account being paid, from the signed-in customer's billing accounts: apart from the payments selectors, which a
 * guest's payment reads too without the billing area.
 */
export const selectPaymentAccount = createSelector(
  selectPayments,
  selectBillingAccounts,
  (payments, accounts) => accounts.find((a) => a.accountNumber === payments.accountNumber) ?? null,
);
