import type { Kysely } from 'kysely';
import { billing } from '../../config/product';
import { ledgerState, policyBalances } from '../billing/ledger';
import { planSchedule } from '../billing/planChange';
import type { Database } from '../db/schema';
import type { PaymentPlan } from '../db/schema/billing';
import type { PolicySummaryRow } from './queries';

// What one policy is billed, for the policy screens: answered from the billing domain's ledger and plan
// schedules (the same ones billing shows and changes), never computed twice.

type Db = Kysely<Database>;
type Policy = Pick<PolicySummaryRow, 'policy_number' | 'account_number' | 'status'>;

const planCodes = Object.keys(billing.plans) as PaymentPlan[];
const billable = (p: Policy) => p.account_number !== null && (p.status === 'active' || p.status === 'pending');

/** The policy's installments due today or later that are not paid yet, as the billing ledger reads them. */
async function upcomingInstallments(db: Db, policy: Policy, today: string) {
  if (!policy.account_number) return [];
  const { installments } = await ledgerState(db, policy.account_number, today);
  return installments
    .filter((i) => i.policyNumber === policy.policy_number && i.dueDate >= today && i.status !== 'paid')
    .map(({ dueDate, amountCents, feeCents, discountCents }) => ({ dueDate, amountCents, feeCents, discountCents }));
}

/** The plan a policy is billed on, its installments to come, and what each other plan would bill for the rest of the term. */
export async function paymentPlansOf(db: Db, policy: Policy, today: string, semiAnnualDiscount: boolean) {
  const policyNumber = policy.policy_number;
  if (!billable(policy)) return { policyNumber, currentPlan: null, upcoming: [], options: [] };
  const current = await db.selectFrom('billing_plans').select('plan').where('policy_number', '=', policyNumber).executeTakeFirst();
  const currentPlan = current?.plan ?? 'annual';
  const upcoming = await upcomingInstallments(db, policy, today);
  // The plans it could change to (a change to the plan it has is refused by billing).
  const others = planCodes.filter((plan) => plan !== currentPlan);
  const schedules = await Promise.all(others.map((plan) => planSchedule(db, { policyNumber, plan, today, semiAnnualDiscount })));
  const options = schedules.flatMap((s) => {
    const [first] = s.installments;
    return first
      ? [
          {
            plan: s.plan,
            installmentCount: s.installments.length,
            firstInstallmentCents: first.amountCents + first.feeCents,
            feeCents: first.feeCents,
            discountCents: s.discountCents,
            totalCents: s.totalCents,
          },
        ]
      : [];
  });
  return { policyNumber, currentPlan, upcoming, options };
}

/** A renters policy's own balance on its billing account, what is due now and by when (as billing says), and its next installment. */
export async function rentersBalanceOf(db: Db, policy: Policy, today: string) {
  const policyNumber = policy.policy_number;
  const accountNumber = policy.account_number;
  if (!accountNumber) return { policyNumber, accountNumber, balanceCents: 0, amountDueCents: 0, dueDate: null, nextInstallment: null };
  const balanceCents = (await policyBalances(db, accountNumber)).get(policyNumber) ?? 0;
  const { amountDueCents, dueDate, nextInstallment } = (await ledgerState(db, accountNumber, today)).policy(policyNumber);
  return { policyNumber, accountNumber, balanceCents, amountDueCents, dueDate, nextInstallment: billable(policy) ? nextInstallment : null };
}
