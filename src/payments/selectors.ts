import type { PaymentsState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithPayments {
  payments: PaymentsState;
}

export const selectPayments = (state: WithPayments) => state.payments;

/** Whether an outage window blocks paying an account of this side now. */
export const selectOutageFor =
  (side: 'mutual' | 'life' | null) =>
  (state: WithPayments): boolean =>
    side === 'life' ? state.payments.outages.lifeBilling : state.payments.outages.billing;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectPaymentsField = fieldSelector(selectPayments);
