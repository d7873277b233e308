import { billing } from '../../config/product';
import type { PaymentPlanCode, TransactionKind } from '../contract/billing';
import type { MethodSummary } from '../contract/payments';

export const planLabel = (plan: PaymentPlanCode): string => billing.plans[plan].label;

export const sideLabels = { mutual: 'Property and casualty', life: 'Life' } as const;

export const transactionKindLabels: Record<TransactionKind, string> = {
  charge: 'Charge',
  fee: 'Fee',
  discount: 'Discount',
  payment: 'Payment',
  payment_reversal: 'Payment reversed',
};

/** 'Visa ending in 1111', 'JPMorgan Chase checking ending in 1012'. */
export const methodLabel = (method: Pick<MethodSummary, 'label' | 'lastFour'>): string => `${method.label} ending in ${method.lastFour}`;
