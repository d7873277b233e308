import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { billing } from '../../../config/product';
import { postTransaction, writeInstallments } from '../../billing/ledger';
import { accountStart } from '../../billing/statements';
import { addDays, addMonths, policyYearOf, schedule } from '../../billing/plans';
import type { Database } from '../schema';
import type { LineOfBusiness } from '../schema';
import type { PaymentPlan } from '../schema/billing';

// The demo ledger: a payment plan per policy, its installments billed up to today, every earlier
// installment paid from a saved bank account, the latest one left due (so each customer has a bill).

const demoPlans: Record<LineOfBusiness, PaymentPlan> = {
  auto: 'monthly',
  home: 'quarterly',
  condo: 'quarterly',
  renters: 'annual',
  motorcycle: 'semiannual',
  umbrella: 'annual',
  marine: 'annual',
  life: 'monthly',
};

const digitsFrom = (seed: string, count: number) =>
  [...createHash('sha256').update(seed).digest()]
    .slice(0, count)
    .map((b) => String(b % 10))
    .join('');

export async function seedBilling(db: Kysely<Database>, today: string): Promise<void> {
  const policies = await db
    .selectFrom('policies')
    .selectAll()
    .where('account_number', 'is not', null)
    .where('status', 'in', ['active', 'pending'])
    .orderBy('policy_number')
    .execute();
  for (const p of policies) {
    const accountNumber = p.account_number ?? '';
    const plan = demoPlans[p.line_of_business];
    await db
      .insertInto('billing_plans')
      .values({ policy_number: p.policy_number, plan })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const year = policyYearOf(String(p.effective_date), String(p.expiration_date), today);
    const planned = schedule({
      plan,
      premiumCents: p.premium_cents,
      effectiveDate: year.start,
      expirationDate: year.end,
      semiAnnualDiscount: false,
    });
    await writeInstallments(db, { policyNumber: p.policy_number, accountNumber, plan }, planned, today, billing.billingLeadDays);
  }
  await seedPaidHistory(db, today);
  await seedMotorcycleCorrections(db, today);
}

/** A saved bank account per party with a mutual or life account, and payments of all but the latest billed installment. */
async function seedPaidHistory(db: Kysely<Database>, today: string): Promise<void> {
  const accounts = await db.selectFrom('billing_accounts').select(['account_number', 'party_id']).execute();
  for (const account of accounts) {
    const token = `tok_demo_${account.party_id}`;
    const party = await db
      .selectFrom('parties')
      .select(['first_name', 'last_name'])
      .where('party_id', '=', account.party_id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payment_tokens')
      .values({
        token,
        party_id: account.party_id,
        kind: 'bank',
        label: 'Fifth Third checking',
        last_four: digitsFrom(token, 4),
        holder_name: `${party.first_name} ${party.last_name}`,
        expiry: null,
        processor_response: 'approve',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('payment_methods')
      .values({ method_id: `PM-${account.party_id}`, party_id: account.party_id, token })
      .onConflict((oc) => oc.doNothing())
      .execute();

    const billed = await db
      .selectFrom('billing_installments')
      .selectAll()
      .where('account_number', '=', account.account_number)
      .where('status', '=', 'billed')
      .orderBy('due_date')
      .execute();
    const latestByPolicy = new Map(billed.map((i) => [i.policy_number, i.id]));
    for (const installment of billed.filter((i) => latestByPolicy.get(i.policy_number) !== i.id)) {
      const dueDate = String(installment.due_date);
      const paymentId = `seed-${installment.policy_number}-${installment.sequence}`;
      const cents = installment.amount_cents + installment.fee_cents;
      const confirmation = `CM${digitsFrom(paymentId, 10)}`;
      await db
        .insertInto('billing_payments')
        .values({
          payment_id: paymentId,
          confirmation_number: confirmation,
          idempotency_key: null,
          party_id: account.party_id,
          account_number: account.account_number,
          amount_cents: cents,
          token,
          channel: 'customer',
          status: 'accepted',
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await postTransaction(db, {
        source_key: `payment:${paymentId}:0`,
        account_number: account.account_number,
        policy_number: installment.policy_number,
        kind: 'payment',
        amount_cents: -cents,
        description: `Payment ${confirmation}`,
        posted_on: dueDate,
        payment_id: paymentId,
      });
    }
    // The last two monthly statements, none for a period that ended before the account's first policy began.
    const began = await accountStart(db, account.account_number);
    for (const monthsBack of [1, 2]) {
      const periodEnd = addMonths(`${today.slice(0, 7)}-01`, 1 - monthsBack);
      const periodStart = addMonths(periodEnd, -1);
      if (!began || periodEnd <= began) continue;
      await db
        .insertInto('billing_statements')
        .values({
          statement_id: `ST-${account.account_number}-${periodStart.slice(0, 7)}`,
          account_number: account.account_number,
          period_start: periodStart,
          period_end: periodEnd,
          due_date: addMonths(periodStart, 1),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

/**
 * Each motorcycle policy (both.customer's) gets a backbill (a rider added after the fact, billed for the
 * weeks already covered) and a payment its payer canceled (paid, then reversed: the balance is unchanged).
 */
async function seedMotorcycleCorrections(db: Kysely<Database>, today: string): Promise<void> {
  const motorcycles = await db
    .selectFrom('policies as p')
    .innerJoin('billing_accounts as a', 'a.account_number', 'p.account_number')
    .select(['p.policy_number', 'a.account_number', 'a.party_id'])
    .where('p.line_of_business', '=', 'motorcycle')
    .where('p.status', '=', 'active')
    .execute();
  for (const m of motorcycles) {
    const backbillId = `BB-${m.policy_number}-1`;
    const postedOn = addDays(today, -12);
    const backbill = { amount_cents: 4218, reason: 'Rider added to the policy, billed from the date the rider was covered' };
    await db
      .insertInto('billing_backbills')
      .values({
        backbill_id: backbillId,
        account_number: m.account_number,
        policy_number: m.policy_number,
        ...backbill,
        period_start: addDays(today, -75),
        period_end: addDays(today, -12),
        posted_on: postedOn,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await postTransaction(db, {
      source_key: `backbill:${backbillId}`,
      account_number: m.account_number,
      policy_number: m.policy_number,
      kind: 'charge',
      amount_cents: backbill.amount_cents,
      description: `Backbill: ${backbill.reason}`,
      posted_on: postedOn,
      payment_id: null,
    });

    const paymentId = `seed-canceled-${m.policy_number}`;
    const confirmation = `CM${digitsFrom(paymentId, 10)}`;
    const canceledOn = addDays(today, -28);
    await db
      .insertInto('billing_payments')
      .values({
        payment_id: paymentId,
        confirmation_number: confirmation,
        idempotency_key: null,
        party_id: m.party_id,
        account_number: m.account_number,
        amount_cents: 5350,
        token: `tok_demo_${m.party_id}`,
        channel: 'customer',
        status: 'canceled',
        canceled_at: new Date(`${canceledOn}T15:00:00Z`),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const entry = { account_number: m.account_number, policy_number: m.policy_number, payment_id: paymentId };
    await postTransaction(db, {
      ...entry,
      source_key: `payment:${paymentId}:0`,
      kind: 'payment',
      amount_cents: -5350,
      description: `Payment ${confirmation}`,
      posted_on: addDays(today, -30),
    });
    await postTransaction(db, {
      ...entry,
      source_key: `cancel:${paymentId}`,
      kind: 'payment_reversal',
      amount_cents: 5350,
      description: `Payment ${confirmation} canceled`,
      posted_on: canceledOn,
    });
  }
}
