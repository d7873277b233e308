import { sql, type Kysely } from 'kysely';
import { billing } from '../../config/product';
import type { Database } from '../db/schema';
import type { PaymentPlan } from '../db/schema/billing';
import { audit } from './ledger';
import { addDays, schedule, semiAnnualDiscountCents, type PlannedInstallment } from './plans';

type Db = Kysely<Database>;

/** A policy on one of the party's accounts with its plan (undefined: not the party's, callers answer 404). */
export function ownedBilledPolicy(db: Db, partyId: string, policyNumber: string) {
  return db
    .selectFrom('policies as p')
    .innerJoin('billing_accounts as a', 'a.account_number', 'p.account_number')
    .leftJoin('billing_plans as bp', 'bp.policy_number', 'p.policy_number')
    .select(['p.policy_number', 'p.account_number', 'p.line_of_business', 'p.premium_cents', 'bp.plan'])
    .where('a.party_id', '=', partyId)
    .where('p.policy_number', '=', policyNumber)
    .where('p.status', 'in', ['active', 'pending'])
    .executeTakeFirst();
}

/** The plan a policy is billed on now (annual when none was chosen). */
export async function currentPlanOf(db: Db, policyNumber: string): Promise<PaymentPlan> {
  const row = await db.selectFrom('billing_plans').select('plan').where('policy_number', '=', policyNumber).executeTakeFirst();
  return row?.plan ?? 'annual';
}

export interface PlanChangeInput {
  policyNumber: string;
  plan: PaymentPlan;
  today: string;
  semiAnnualDiscount: boolean;
}

/**
 * The installments still to be billed under another plan. What is already billed stays; the premium not
 * yet billed (plus any discount it carried) is spread over the new plan's due dates after the billing
 * lead time, with the new plan's fee, less the semi-annual discount on that premium when the flag is on.
 */
export async function planSchedule(db: Db, input: PlanChangeInput) {
  const currentPlan = await currentPlanOf(db, input.policyNumber);
  const pending = await db
    .selectFrom('billing_installments')
    .select(['sequence', sql<string>`due_date::text`.as('due'), 'amount_cents', 'discount_cents'])
    .where('policy_number', '=', input.policyNumber)
    .where('status', '=', 'scheduled')
    .orderBy('due_date')
    .execute();
  const first = pending[0];
  const last = pending[pending.length - 1];
  const premium = pending.reduce((sum, i) => sum + i.amount_cents + i.discount_cents, 0);
  let installments: PlannedInstallment[] = [];
  if (first && last) {
    const billedThrough = addDays(input.today, billing.billingLeadDays);
    // The new plan's calendar from the next installment's due date to the end of the term (the period the last
    // scheduled installment pays for runs to the expiration date, not to that installment's own due date).
    const termEnd = await db
      .selectFrom('policies')
      .select(sql<string>`expiration_date::text`.as('end'))
      .where('policy_number', '=', input.policyNumber)
      .executeTakeFirst();
    const expirationDate = termEnd && termEnd.end > last.due ? termEnd.end : addDays(last.due, 1);
    const dates = schedule({ plan: input.plan, premiumCents: 0, effectiveDate: first.due, expirationDate, semiAnnualDiscount: false })
      .map((i) => i.dueDate)
      .filter((d) => d > billedThrough);
    const discount = input.plan === 'semiannual' && input.semiAnnualDiscount ? semiAnnualDiscountCents(premium) : 0;
    const count = Math.max(1, dates.length);
    const net = premium - discount;
    const each = Math.floor(net / count);
    const discountEach = Math.floor(discount / count);
    installments = (dates.length ? dates : [first.due]).map((dueDate, i) => ({
      sequence: i + 1,
      dueDate,
      amountCents: each + (i === 0 ? net - each * count : 0),
      feeCents: billing.plans[input.plan].feeCents,
      discountCents: discountEach + (i === 0 ? discount - discountEach * count : 0),
    }));
  }
  const discountCents = installments.reduce((sum, i) => sum + i.discountCents, 0);
  return {
    policyNumber: input.policyNumber,
    currentPlan,
    plan: input.plan,
    installments: installments.map(({ dueDate, amountCents, feeCents, discountCents: d }) => ({
      dueDate,
      amountCents,
      feeCents,
      discountCents: d,
    })),
    discountCents,
    totalCents: installments.reduce((sum, i) => sum + i.amountCents + i.feeCents, 0),
  };
}

/** Holds the policy's plan row until the transaction ends, so two changes of one policy run one after the other. */
export async function lockPlan(trx: Db, policyNumber: string): Promise<void> {
  await sql`select policy_number from billing_plans where policy_number = ${policyNumber} for update`.execute(trx);
}

/** Changes the plan: the scheduled installments are superseded by the new ones, audited. Call inside a transaction. */
export async function changePlan(trx: Db, input: PlanChangeInput & { accountNumber: string; actor: string }) {
  await lockPlan(trx, input.policyNumber);
  const preview = await planSchedule(trx, input);
  const billed = await trx
    .selectFrom('billing_installments')
    .select(sql<number>`coalesce(max(sequence), 0)::integer`.as('last'))
    .where('policy_number', '=', input.policyNumber)
    .where('status', '=', 'billed')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('billing_installments')
    .set({ status: 'superseded' })
    .where('policy_number', '=', input.policyNumber)
    .where('status', '=', 'scheduled')
    .execute();
  for (const [i, item] of preview.installments.entries()) {
    await trx
      .insertInto('billing_installments')
      .values({
        account_number: input.accountNumber,
        policy_number: input.policyNumber,
        sequence: Number(billed.last) + i + 1,
        due_date: item.dueDate,
        amount_cents: item.amountCents,
        fee_cents: item.feeCents,
        discount_cents: item.discountCents,
        status: 'scheduled',
      })
      .execute();
  }
  await trx
    .insertInto('billing_plans')
    .values({ policy_number: input.policyNumber, plan: input.plan, changed_at: new Date() })
    .onConflict((oc) => oc.column('policy_number').doUpdateSet({ plan: input.plan, changed_at: new Date() }))
    .execute();
  await audit(trx, input.actor, 'payment_plan_changed', input.accountNumber, {
    policyNumber: input.policyNumber,
    from: preview.currentPlan,
    to: input.plan,
    discountCents: preview.discountCents,
  });
  return preview;
}
