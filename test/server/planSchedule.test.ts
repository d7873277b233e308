import { sql } from 'kysely';
import { planSchedule } from '../../server/billing/planChange';
import { addDays, addMonths, policyYearOf } from '../../server/billing/plans';
import { billing } from '../../config/product';
import { businessToday } from '../../src/validation/dates';
import { openTestDatabase, type TestDatabase } from './support/gateway';

// A new plan's calendar runs from the next unbilled installment to the end of the policy's term: the last
// scheduled installment pays for the period up to the expiration date, so no month may fall off.

let database: TestDatabase;
jest.setTimeout(90_000);
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const today = businessToday(new Date());

async function termOf(policyNumber: string) {
  const { db } = database;
  const scheduled = await db
    .selectFrom('billing_installments')
    .select(sql<string>`due_date::text`.as('due'))
    .where('policy_number', '=', policyNumber)
    .where('status', '=', 'scheduled')
    .orderBy('due_date')
    .execute();
  const policy = await db
    .selectFrom('policies')
    .select(sql<string>`expiration_date::text`.as('end'))
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
  return { dues: scheduled.map((s) => s.due).filter((d) => d > addDays(today, billing.billingLeadDays)), expiration: policy.end };
}

it('a monthly calendar over the rest of the term has one due date for each scheduled monthly installment', async () => {
  const { dues } = await termOf('C4M7X2-1001');
  expect(dues.length).toBeGreaterThan(1);
  const preview = await planSchedule(database.db, { policyNumber: 'C4M7X2-1001', plan: 'monthly', today, semiAnnualDiscount: false });
  expect(preview.installments.map((i) => i.dueDate)).toEqual(dues);
});

it("every plan's last due date falls inside the term, and the unbilled premium is spread in full", async () => {
  const { expiration } = await termOf('C4M7X2-1001');
  const monthly = await planSchedule(database.db, { policyNumber: 'C4M7X2-1001', plan: 'monthly', today, semiAnnualDiscount: false });
  for (const plan of ['quarterly', 'semiannual', 'annual'] as const) {
    const preview = await planSchedule(database.db, { policyNumber: 'C4M7X2-1001', plan, today, semiAnnualDiscount: false });
    expect(preview.installments.length).toBeGreaterThan(0);
    expect(preview.installments.every((i) => i.dueDate < expiration)).toBe(true);
    const premium = (p: typeof preview) => p.installments.reduce((sum, i) => sum + i.amountCents + i.discountCents, 0);
    expect(premium(preview)).toBe(premium(monthly));
  }
});

it('a life policy changed to quarterly bills the rest of its policy year, no further, to the cent of the remaining premium', async () => {
  const { db } = database;
  const policy = await db
    .selectFrom('policies')
    .select([sql<string>`effective_date::text`.as('effective')])
    .where('policy_number', '=', 'L-204518736')
    .executeTakeFirstOrThrow();
  const yearEnd = policyYearOf(policy.effective, addMonths(policy.effective, 240), today).end;
  const scheduled = await db
    .selectFrom('billing_installments')
    .select(['amount_cents', 'discount_cents'])
    .where('policy_number', '=', 'L-204518736')
    .where('status', '=', 'scheduled')
    .execute();
  const remaining = scheduled.reduce((sum, i) => sum + i.amount_cents + i.discount_cents, 0);
  for (const plan of ['quarterly', 'semiannual', 'annual'] as const) {
    const preview = await planSchedule(db, { policyNumber: 'L-204518736', plan, today, semiAnnualDiscount: true });
    expect(preview.installments.every((i) => i.dueDate < yearEnd)).toBe(true);
    expect(preview.installments.reduce((sum, i) => sum + i.amountCents + i.discountCents, 0)).toBe(remaining);
    expect(preview.installments.map((i) => i.dueDate)).toEqual([...new Set(preview.installments.map((i) => i.dueDate))].sort());
  }
});
