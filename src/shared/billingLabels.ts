import { billing } from '../../config/product';
import type { InstallmentState, PaymentPlanCode, TransactionKind } from '../contract/billing';
import { formatIsoDate } from './format';
import { formatCents } from './money';
import type { MethodSummary } from '../contract/payments';

export const planLabel = (plan: PaymentPlanCode): string => billing.plans[plan].label;

export const sideLabels = { mutual: 'Property and casualty', life: 'Life' } as const;

export const transactionKindLabels: Record<TransactionKind, string> = {
  charge: 'Charge',
  fee: 'Fee',
  discount: 'Discount',
  payment: 'Payment',
  payment_reversal: 'Payment reversed',
  escrow: 'Escrow',
};

/** 'Visa ending in 1111', 'JPMorgan Chase checking ending in 1012'. */
export const methodLabel = (method: Pick<MethodSummary, 'label' | 'lastFour'>): string => `${method.label} ending in ${method.lastFour}`;

/** An installment's state, the same words on every page. */
export const installmentStateLabels: Record<InstallmentState, string> = {
  scheduled: 'Scheduled',
  billed: 'Billed',
  overdue: 'Overdue',
  paid: 'Paid',
  escrow: 'Paid by your mortgage company through escrow',
};

/** A balance as a customer reads it: what is owed, or money paid beyond it as a credit ('Credit $451.82'), never a negative amount. */
export const balanceLabel = (cents: number): string => (cents < 0 ? `Credit ${formatCents(-cents)}` : formatCents(cents));

/** A due date with its state: '10/01/2026 (Overdue)' once it has passed unpaid. */
export const dueDateLabel = (due: { dueDate: string | null; overdue: boolean }, none = 'Nothing due'): string =>
  due.dueDate ? `${formatIsoDate(due.dueDate)}${due.overdue ? ` (${installmentStateLabels.overdue})` : ''}` : none;
