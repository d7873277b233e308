import { billing } from '../../config/product';
import type { PaymentPlan } from '../db/schema/billing';

/** One installment of a schedule, before it is written to the ledger. */
export interface PlannedInstallment {
  sequence: number;
  dueDate: string;
  amountCents: number;
  feeCents: number;
  discountCents: number;
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function termMonths(effective: string, expiration: string): number {
  const [y1, m1] = effective.split('-').map(Number) as [number, number];
  const [y2, m2] = expiration.split('-').map(Number) as [number, number];
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1));
}

export interface ScheduleInput {
  plan: PaymentPlan;
  premiumCents: number;
  effectiveDate: string;
  expirationDate: string;
  /** Whether the semi-annual discount applies (TempEnableChangePaymentPlanWithSemiAnnualDiscount). */
  semiAnnualDiscount: boolean;
}

/** The semi-annual discount on a premium, in whole cents. */
export function semiAnnualDiscountCents(premiumCents: number): number {
  return Math.round((premiumCents * billing.semiAnnualDiscountPercent) / 100);
}

/**
 * The installments of a policy term under a plan: the premium (less any semi-annual discount) split
 * evenly in cents, the odd cents on the first installment, the plan's fee on every installment.
 * Life policies bill a year at a time, so a long term is scheduled over its first year.
 */
export function schedule(input: ScheduleInput): PlannedInstallment[] {
  const plan = billing.plans[input.plan];
  const months = Math.min(12, termMonths(input.effectiveDate, input.expirationDate));
  const interval = 12 / plan.installmentsPerYear;
  const count = Math.max(1, Math.ceil(months / interval));
  const premium = input.premiumCents;
  const discount = input.plan === 'semiannual' && input.semiAnnualDiscount ? semiAnnualDiscountCents(premium) : 0;
  const net = premium - discount;
  const each = Math.floor(net / count);
  const odd = net - each * count;
  const discountEach = Math.floor(discount / count);
  return Array.from({ length: count }, (_, i) => ({
    sequence: i + 1,
    dueDate: addMonths(input.effectiveDate, i * interval),
    amountCents: each + (i === 0 ? odd : 0),
    feeCents: plan.feeCents,
    discountCents: discountEach + (i === 0 ? discount - discountEach * count : 0),
  }));
}
