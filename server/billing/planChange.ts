import { sql, type Kysely } from 'kysely';
import { billing } from '../../config/product';
import type { Database } from '../db/schema';
import type { PaymentPlan } from '../db/schema/billing';
import { audit, payerOn, postTransaction } from './ledger';
import { addDays, installmentsOn, monthsBetween, planDueDates, policyYearOf, replanInstallments, type PlannedInstallment } from './plans';

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
 * yet billed (plus any discount it carried) is spread over the new plan's due dates, from the next
 * scheduled installment (after the billing lead time) to the end of its policy year, with the new plan's
 * fee, less the semi-annual discount on that premium when the flag is on. The due dates keep the policy's
 * day of the month (counted from the effective date), never pass the policy year, and the installments
 * add up to that premium to the cent.
 */
/** The installments not yet billed of a policy, by due date, and the premium they carry (discounts included). */
async function unbilledInstallments(db: Db, policyNumber: string) {
  const pending = await db
    .selectFrom('billing_installments')
    .select(['sequence', sql<string>`due_date::text`.as('due'), 'amount_cents', 'discount_cents'])
    .where('policy_number', '=', policyNumber)
    .where('status', '=', 'scheduled')
    .orderBy('due_date')
    .execute();
  return { pending, premium: pending.reduce((sum, i) => sum + i.amount_cents + i.discount_cents, 0) };
}

/** Supersedes a policy's installments not yet billed by new ones (kept, not deleted: the change is auditable). */
async function replaceUnbilled(
  trx: Db,
  policy: { policyNumber: string; accountNumber: string },
  installments: readonly (PlannedInstallment & { sequence: number })[],
) {
  await trx
    .updateTable('billing_installments')
    .set({ status: 'superseded' })
    .where('policy_number', '=', policy.policyNumber)
    .where('status', '=', 'scheduled')
    .execute();
  for (const item of installments) {
    const payer = await payerOn(trx, policy.policyNumber, item.dueDate);
    await trx
      .insertInto('billing_installments')
      .values({
        account_number: policy.accountNumber,
        policy_number: policy.policyNumber,
        sequence: item.sequence,
        due_date: item.dueDate,
        amount_cents: item.amountCents,
        fee_cents: item.feeCents,
        discount_cents: item.discountCents,
        status: 'scheduled',
        payer,
      })
      .execute();
  }
}

export async function planSchedule(db: Db, input: PlanChangeInput) {
  const currentPlan = await currentPlanOf(db, input.policyNumber);
  const { pending, premium } = await unbilledInstallments(db, input.policyNumber);
  const first = pending[0];
  let installments: PlannedInstallment[] = [];
  const term = await db
    .selectFrom('policies')
    .select([sql<string>`effective_date::text`.as('effective'), sql<string>`expiration_date::text`.as('expiration')])
    .where('policy_number', '=', input.policyNumber)
    .executeTakeFirst();
  if (first && term) {
    const billedThrough = addDays(input.today, billing.billingLeadDays);
    const year = policyYearOf(term.effective, term.expiration, first.due);
    const dates = planDueDates(input.plan, term.effective, year.end, monthsBetween(term.effective, first.due)).filter(
      (d) => d > billedThrough,
    );
    installments = installmentsOn(dates.length ? dates : [first.due], input.plan, premium, input.semiAnnualDiscount);
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

/**
 * Holds the policy's row (and its plan row) until the transaction ends, so two changes of one policy's billing run one
 * after the other, also for a policy without a plan row yet. The policy first: a policy change locks in that order too.
 */
export async function lockPlan(trx: Db, policyNumber: string): Promise<void> {
  await sql`select policy_number from policies where policy_number = ${policyNumber} for update`.execute(trx);
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
  await replaceUnbilled(
    trx,
    input,
    preview.installments.map((item, i) => ({ ...item, sequence: Number(billed.last) + i + 1 })),
  );
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

export interface PremiumChangeInput {
  policyNumber: string;
  /** The prorated change of the term premium from the change's effective date (negative: premium returned). */
  changeCents: number;
  /** Names the ledger row of what the installments cannot carry (the endorsement's id). */
  sourceKey: string;
  description: string;
  today: string;
  actor: string;
}

/**
 * Re-plans a policy's billing after a premium change (an endorsement), in the change's transaction: what is
 * billed or paid stays; the installments not yet billed are re-split, on their own due dates and under the
 * policy's plan, so that they carry the change and the plan adds up to the new term premium to the cent. When
 * nothing is left to bill, or a decrease is more than what is left, the rest is one ledger row: a charge
 * (billed the lead time ahead, like any other charge) or a credit.
 */
export async function replanAfterPremiumChange(trx: Db, input: PremiumChangeInput) {
  if (input.changeCents === 0) return;
  const policy = await trx
    .selectFrom('policies')
    .select('account_number')
    .where('policy_number', '=', input.policyNumber)
    .executeTakeFirst();
  const accountNumber = policy?.account_number;
  if (!accountNumber) return;
  await lockPlan(trx, input.policyNumber);
  const plan = await currentPlanOf(trx, input.policyNumber);
  const { pending } = await unbilledInstallments(trx, input.policyNumber);
  const replanned = replanInstallments(
    pending.map((i) => ({ sequence: i.sequence, dueDate: i.due, amountCents: i.amount_cents, discountCents: i.discount_cents })),
    plan,
    input.changeCents,
  );
  if (pending.length > 0) await replaceUnbilled(trx, { policyNumber: input.policyNumber, accountNumber }, replanned.installments);
  const rest = replanned.restCents;
  if (rest !== 0) {
    await postTransaction(trx, {
      source_key: `${input.sourceKey}:premium`,
      account_number: accountNumber,
      policy_number: input.policyNumber,
      kind: rest > 0 ? 'charge' : 'discount',
      amount_cents: rest,
      description: input.description,
      posted_on: input.today,
      payment_id: null,
    });
  }
  await audit(trx, input.actor, 'installments_replanned', accountNumber, {
    policyNumber: input.policyNumber,
    changeCents: input.changeCents,
    installments: pending.length,
    ledgerCents: rest,
  });
}
