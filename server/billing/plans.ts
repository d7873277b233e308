import { billing } from '../../config/product';
import { addCalendarDays } from '../../src/validation/dates';
import { addCalendarMonths } from '../../src/validation/businessMonths';
import type { PaymentPlan } from '../db/schema/billing';

/** One installment of a schedule, before it is written to the ledger. */
export interface PlannedInstallment {
  sequence: number;
  dueDate: string;
  amountCents: number;
  feeCents: number;
  discountCents: number;
}

/** Calendar months on a 'yyyy-mm-dd' business date, clamped to the end of a shorter month (01/31 + 1 is 02/28). */
export const addMonths = addCalendarMonths;
export const addDays = addCalendarDays;

/** The months between two due dates of a plan (12 for annual, 1 for monthly). */
export const planIntervalMonths = (plan: PaymentPlan): number => 12 / billing.plans[plan].installmentsPerYear;

/**
 * The policy year a date falls in: from the effective date plus whole years to a year later, or to the
 * expiration date when that comes first (a six-month term is one short policy year; a life term of twenty
 * years is billed a year at a time).
 */
export function policyYearOf(effectiveDate: string, expirationDate: string, date: string): { start: string; end: string } {
  let years = 0;
  while (addMonths(effectiveDate, 12 * (years + 1)) <= date && addMonths(effectiveDate, 12 * (years + 1)) < expirationDate) years += 1;
  const start = addMonths(effectiveDate, 12 * years);
  const yearEnd = addMonths(effectiveDate, 12 * (years + 1));
  return { start, end: yearEnd < expirationDate ? yearEnd : expirationDate };
}

/**
 * The due dates of a plan's calendar: the anchor plus `fromMonth` months plus whole intervals of months,
 * each counted from the anchor (so 11/30 gives 12/30, 01/30, 02/28, 03/30), every one before `end`.
 */
export function planDueDates(plan: PaymentPlan, anchor: string, end: string, fromMonth = 0): string[] {
  const interval = planIntervalMonths(plan);
  const dates: string[] = [];
  for (let n = 0; ; n += 1) {
    const due = addMonths(anchor, fromMonth + n * interval);
    if (due >= end) return dates;
    dates.push(due);
  }
}

/** Whole calendar months from one 'yyyy-mm-dd' date's month to another's (the day is not counted). */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1] = from.split('-').map(Number) as [number, number];
  const [y2, m2] = to.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1);
}

/**
 * Splits whole cents into `count` parts that add up to the total exactly: equal parts, the odd cents on
 * the first (deterministic, so a preview and the change it confirms agree to the cent).
 */
export function splitCents(total: number, count: number): number[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => each + (i === 0 ? total - each * count : 0));
}

/**
 * Installments on the given due dates paying `premiumCents` under a plan: the premium less any
 * semi-annual discount, split to the cent; the plan's fee on every installment.
 */
export function installmentsOn(dueDates: readonly string[], plan: PaymentPlan, premiumCents: number, semiAnnualDiscount: boolean) {
  const count = dueDates.length;
  if (count === 0) return [];
  const discount = plan === 'semiannual' && semiAnnualDiscount ? semiAnnualDiscountCents(premiumCents) : 0;
  const amounts = splitCents(premiumCents - discount, count);
  const discounts = splitCents(discount, count);
  return dueDates.map((dueDate, i) => ({
    sequence: i + 1,
    dueDate,
    amountCents: amounts[i] ?? 0,
    feeCents: billing.plans[plan].feeCents,
    discountCents: discounts[i] ?? 0,
  }));
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
 * The installments of a policy year under a plan: due on the effective date and every interval of months
 * after it (counted from the effective date), never on or after the end of the policy year, adding up to
 * the premium to the cent. A term longer than a year (life) is scheduled over its first year.
 */
export function schedule(input: ScheduleInput): PlannedInstallment[] {
  const year = policyYearOf(input.effectiveDate, input.expirationDate, input.effectiveDate);
  const dates = planDueDates(input.plan, input.effectiveDate, year.end);
  return installmentsOn(dates.length ? dates : [input.effectiveDate], input.plan, input.premiumCents, input.semiAnnualDiscount);
}

/** An installment not yet billed, as a premium change finds it. */
export interface UnbilledInstallment {
  sequence: number;
  dueDate: string;
  amountCents: number;
  discountCents: number;
}

/**
 * The installments not yet billed after a premium change of `changeCents`: the same sequences and due dates
 * under the plan, carrying what they carried plus the change, split to the cent (installmentsOn), never below
 * zero; `restCents` is what they cannot carry (the whole change when none is left, or the part of a decrease
 * beyond them), for the ledger. Installments and rest add up to what was unbilled plus the change, exactly.
 */
export function replanInstallments(pending: readonly UnbilledInstallment[], plan: PaymentPlan, changeCents: number) {
  const unbilled = pending.reduce((sum, i) => sum + i.amountCents + i.discountCents, 0);
  const carried = pending.length > 0 ? Math.max(0, unbilled + changeCents) : 0;
  const discounted = pending.some((i) => i.discountCents > 0);
  const installments = installmentsOn(
    pending.map((i) => i.dueDate),
    plan,
    carried,
    discounted,
  ).map((item, i) => ({ ...item, sequence: pending[i]?.sequence ?? item.sequence }));
  return { installments, restCents: unbilled + changeCents - carried };
}
