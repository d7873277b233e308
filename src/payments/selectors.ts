import { createSelector } from 'reselect';
import type { PaymentsState } from './slice';
import type { BillingState } from '../billing/slice';
import { selectBillingAccounts } from '../billing/selectors';
import { fieldSelector } from '../bus/fieldSelector';

interface WithPayments {
  payments: PaymentsState;
  billing?: BillingState;
}

export const selectPayments = (state: WithPayments) => state.payments;

/** The account being paid, from the loaded billing accounts. */
export const selectPaymentAccount = createSelector(
  selectPayments,
  selectBillingAccounts,
  (payments, accounts) => accounts.find((a) => a.accountNumber === payments.accountNumber) ?? null,
);

/** Whether an outage window blocks paying an account of this side now. */
export const selectOutageFor =
  (side: 'mutual' | 'life' | null) =>
  (state: WithPayments): boolean =>
    side === 'life' ? state.payments.outages.lifeBilling : state.payments.outages.billing;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectPaymentsField = fieldSelector(selectPayments);
