import fc from 'fast-check';
import { billing } from '../../config/product';
import { addMonths, installmentsOn, planDueDates, policyYearOf, replanInstallments, schedule } from '../../server/billing/plans';
import type { PaymentPlan } from '../../server/db/schema/billing';
import { addCalendarMonths } from '../../src/validation/businessMonths';

// A schedule is a calendar counted from the policy's start (start + n months, clamped to the end of a shorter
// month), never past the term, and its installments add up to the premium to the cent.

const plans = Object.keys(billing.plans) as PaymentPlan[];
const total = (xs: readonly { amountCents: number; discountCents: number }[]) =>
  xs.reduce((s, i) => s + i.amountCents + i.discountCents, 0);

it('counts months from the start date, clamping to the end of a shorter month (US Eastern calendar dates)', () => {
  expect([1, 2, 3, 4].map((n) => addCalendarMonths('2026-11-30', n))).toEqual(['2026-12-30', '2027-01-30', '2027-02-28', '2027-03-30']);
  expect(addCalendarMonths('2024-01-31', 1)).toBe('2024-02-29');
  expect(addCalendarMonths('2026-03-08', 1)).toBe('2026-04-08');
  expect(addCalendarMonths('2026-10-31', -1)).toBe('2026-09-30');
});

it("new.customer's monthly schedule from 11/30 has one installment a month, February's on the 28th", () => {
  const planned = schedule({
    plan: 'monthly',
    premiumCents: 89430,
    effectiveDate: '2026-11-30',
    expirationDate: '2027-05-30',
    semiAnnualDiscount: false,
  });
  expect(planned.map((i) => i.dueDate)).toEqual(['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28', '2027-03-30', '2027-04-30']);
  expect(total(planned)).toBe(89430);
});

it('a quarterly calendar of a life policy stops at the end of the policy year', () => {
  const year = policyYearOf('2024-05-01', '2044-05-01', '2026-12-01');
  expect(year).toEqual({ start: '2026-05-01', end: '2027-05-01' });
  expect(planDueDates('quarterly', '2024-05-01', year.end, 32)).toEqual(['2027-01-01', '2027-04-01']);
});

const isoDate = fc
  .record({ year: fc.integer({ min: 2020, max: 2040 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  });
// The 29th to the 31st and leap days, often.
const edgeDate = fc.oneof(
  isoDate,
  fc
    .record({ year: fc.integer({ min: 2020, max: 2040 }), month: fc.integer({ min: 1, max: 12 }), day: fc.constantFrom(29, 30, 31) })
    .map(
      ({ year, month, day }) =>
        `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate())).padStart(2, '0')}`,
    ),
  fc.constantFrom('2024-02-29', '2028-02-29', '2027-01-31', '2026-08-31', '2026-11-30'),
);

it('every schedule: the count of its plan, inside the term, strictly increasing, adding up to the premium to the cent', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...plans),
      edgeDate,
      fc.constantFrom(6, 12, 240, 360),
      fc.integer({ min: 1, max: 5_000_000 }),
      fc.boolean(),
      (plan, start, termMonths, premiumCents, semiAnnualDiscount) => {
        const expiration = addMonths(start, termMonths);
        const planned = schedule({ plan, premiumCents, effectiveDate: start, expirationDate: expiration, semiAnnualDiscount });
        const yearMonths = Math.min(12, termMonths);
        const interval = 12 / billing.plans[plan].installmentsPerYear;
        expect(planned).toHaveLength(Math.max(1, Math.ceil(yearMonths / interval)));
        expect(planned[0]?.dueDate).toBe(start);
        const yearEnd = addMonths(start, yearMonths);
        for (const [n, i] of planned.entries()) {
          expect(i.dueDate).toBe(addMonths(start, n * interval));
          expect(i.dueDate < yearEnd && i.dueDate < expiration).toBe(true);
          if (n > 0) expect(i.dueDate > (planned[n - 1]?.dueDate ?? '')).toBe(true);
          expect(i.amountCents).toBeGreaterThanOrEqual(0);
        }
        expect(total(planned)).toBe(premiumCents);
      },
    ),
    { numRuns: 500 },
  );
});

it('installments on any due dates add up to the premium to the cent, the odd cents on the first', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...plans),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 5_000_000 }),
      fc.boolean(),
      (plan, count, premium, discount) => {
        const dates = Array.from({ length: count }, (_, n) => addMonths('2026-01-31', n));
        const planned = installmentsOn(dates, plan, premium, discount);
        expect(total(planned)).toBe(premium);
        const rest = planned.slice(1).map((i) => i.amountCents);
        expect(new Set(rest).size).toBeLessThanOrEqual(1);
        expect(planned[0]?.amountCents ?? 0).toBeGreaterThanOrEqual(rest[0] ?? 0);
      },
    ),
  );
});

it('a premium change re-plans the unbilled installments on their own dates: with the rest, to the cent, never below zero', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...plans),
      fc.array(fc.record({ amountCents: fc.integer({ min: 0, max: 200_000 }), discountCents: fc.integer({ min: 0, max: 5_000 }) }), {
        maxLength: 12,
      }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      (plan, amounts, changeCents) => {
        const pending = amounts.map((a, i) => ({ ...a, sequence: i + 4, dueDate: addMonths('2026-09-01', i + 3) }));
        const unbilled = pending.reduce((sum, i) => sum + i.amountCents + i.discountCents, 0);
        const { installments, restCents } = replanInstallments(pending, plan, changeCents);
        expect(installments.map((i) => [i.sequence, i.dueDate])).toEqual(pending.map((i) => [i.sequence, i.dueDate]));
        expect(installments.every((i) => i.amountCents >= 0 && i.discountCents >= 0)).toBe(true);
        expect(installments.reduce((sum, i) => sum + i.amountCents + i.discountCents, 0) + restCents).toBe(unbilled + changeCents);
        // The ledger takes a rest only when nothing is left to bill or a decrease is more than what is left.
        if (pending.length > 0 && unbilled + changeCents >= 0) expect(restCents).toBe(0);
        if (pending.length === 0) expect(restCents).toBe(changeCents);
      },
    ),
  );
});
