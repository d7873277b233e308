import { createSelector } from 'reselect';
import type { BillingTransaction } from '../contract/billing';
import { emptyLedger, type BillingState } from './slice';
import type { TransactionFilter } from './catalogue';
import { fieldSelector } from '../bus/fieldSelector';
import { billedPolicyOf, selectBillingAccounts } from './accounts';

export { selectBillingAccounts } from './accounts';

interface WithBilling {
  billing: BillingState;
}

export const selectBilling = (state: WithBilling) => state.billing;
export const selectTransactionFilter = (state: WithBilling) => state.billing.filter;

const shown: Record<TransactionFilter, (t: BillingTransaction) => boolean> = {
  all: () => true,
  charges: (t) => t.kind === 'charge' || t.kind === 'fee' || t.kind === 'discount' || t.kind === 'escrow',
  payments: (t) => t.kind === 'payment' || t.kind === 'payment_reversal',
};

/** Each account with its transactions under the chosen filter. */
export const selectFilteredTransactions = createSelector(
  selectBillingAccounts,
  (state: WithBilling) => state.billing.transactions,
  selectTransactionFilter,
  (accounts, transactions, filter) =>
    accounts.map((account) => {
      const entry = transactions[account.accountNumber];
      return { account, status: entry?.status ?? 'loading', items: (entry?.items ?? []).filter(shown[filter]) };
    }),
);

export const selectTotalDueCents = createSelector(selectBillingAccounts, (accounts) =>
  accounts.reduce((sum, a) => sum + a.amountDueCents, 0),
);

export const selectStatements = (state: WithBilling) => state.billing.statements;
export const selectSavedMethods = (state: WithBilling) => state.billing.methods;
export const selectAutopayChange = (state: WithBilling) => state.billing.autopay;
export const selectPlanChange = (state: WithBilling) => state.billing.planChange;

/** A policy on one of the loaded accounts, with its account. */
export const selectBilledPolicy = (policyNumber: string) =>
  createSelector(selectBillingAccounts, (accounts) => billedPolicyOf(accounts, policyNumber));

export const selectAccountLedger = (accountNumber: string) => (state: WithBilling) => state.billing.ledgers[accountNumber] ?? emptyLedger;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectAutopayChangeField = fieldSelector(selectAutopayChange);
export const selectPlanChangeField = fieldSelector(selectPlanChange);
export const selectBillingField = fieldSelector(selectBilling);
