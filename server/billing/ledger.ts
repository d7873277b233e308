import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentPlan, TransactionKind } from '../db/schema/billing';
import { billing } from '../../config/product';
import { addDays, type PlannedInstallment } from './plans';
import { notFound } from '../http/errors';

// The billing ledger: balances are the sum of an append-only list of transactions (positive: owed,
// negative: paid), so every change of a balance is a row that says when, why and by which payment.

type Db = Kysely<Database>;

/** The answer for an account that is not the caller's, or does not exist: the same, with no data. */
export const accountNotFound = () => notFound('We could not find that billing account.');

/** The account if it belongs to the party (else undefined: callers answer 404). */
export function ownedAccount(db: Db, partyId: string, accountNumber: string) {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** Holds the account's row until the transaction ends, so that what it owes is read by one payment at a time. */
export async function lockAccount(trx: Db, accountNumber: string): Promise<void> {
  await trx.selectFrom('billing_accounts').select('account_number').where('account_number', '=', accountNumber).forUpdate().execute();
}

const sumCents = sql<number>`coalesce(sum(amount_cents), 0)::integer`;

export async function accountBalance(db: Db, accountNumber: string): Promise<number> {
  const row = await db
    .selectFrom('billing_transactions')
    .select(sumCents.as('total'))
    .where('account_number', '=', accountNumber)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function policyBalances(db: Db, accountNumber: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('billing_transactions')
    .select(['policy_number', sumCents.as('total')])
    .where('account_number', '=', accountNumber)
    .where('policy_number', 'is not', null)
    .groupBy('policy_number')
    .execute();
  return new Map(rows.map((r) => [r.policy_number ?? '', Number(r.total)]));
}

/**
 * An installment as the customer reads it: to be billed, billed and not yet due, past due unpaid, paid, or billed to
 * the mortgagee (paid from escrow).
 */
export type InstallmentState = 'scheduled' | 'billed' | 'overdue' | 'paid' | 'escrow';

/** A bill: a billed installment or another charge (a backbill, a fee), with what is still owed on it. */
type Bill = { policyNumber: string; due: string; cents: number; owed: number; description: string; installment?: number };

const byDueDate = (a: Bill, b: Bill) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.policyNumber < b.policyNumber ? -1 : 1);

/** Each policy's unpaid balance owed on its newest bills (payments paid the oldest first); answers the account credit. */
function owePolicyBalances(bills: Bill[], balances: Map<string | null, number>): number {
  let credit = Math.max(0, -(balances.get(null) ?? 0));
  for (const [policy, cents] of balances) {
    if (policy === null) continue;
    if (cents < 0) credit += -cents;
    let unpaid = Math.max(0, cents);
    for (const bill of [...bills].reverse()) {
      if (bill.policyNumber !== policy || unpaid === 0) continue;
      bill.owed = Math.min(bill.cents, unpaid);
      unpaid -= bill.owed;
    }
  }
  return credit;
}

/**
 * The state of an account read from its ledger, the one answer every page shows: each installment's state
 * and the account's (and each policy's) amount due and due date. Payments pay what was billed oldest first:
 * a policy's unpaid balance is what it was billed last, and an account credit (money on no policy, or paid
 * beyond a policy's bills) pays the oldest unpaid bills of the account. What is billed besides installments
 * (a backbill) is due the billing lead time after it was posted. The due date is the earliest unpaid bill's.
 * Installments billed to a mortgagee (escrow) are no bill of the customer's.
 */
export async function ledgerState(db: Db, accountNumber: string, today: string) {
  const installments = await db
    .selectFrom('billing_installments')
    .select([
      'policy_number',
      'sequence',
      sql<string>`due_date::text`.as('due'),
      'amount_cents',
      'fee_cents',
      'discount_cents',
      'status',
      'payer',
    ])
    .where('account_number', '=', accountNumber)
    .where('status', '<>', 'superseded')
    .orderBy('due_date')
    .orderBy('policy_number')
    .execute();
  const transactions = await db
    .selectFrom('billing_transactions')
    .select(['policy_number', 'kind', 'amount_cents', 'source_key', 'description', sql<string>`posted_on::text`.as('posted')])
    .where('account_number', '=', accountNumber)
    .execute();
  const balanceCents = transactions.reduce((sum, t) => sum + t.amount_cents, 0);
  const balances = new Map<string | null, number>();
  for (const t of transactions) balances.set(t.policy_number, (balances.get(t.policy_number) ?? 0) + t.amount_cents);

  const bills: Bill[] = installments.flatMap((i, index) =>
    i.status === 'billed' && i.payer === 'customer'
      ? [
          {
            policyNumber: i.policy_number,
            due: i.due,
            cents: i.amount_cents + i.fee_cents,
            owed: 0,
            description: `Installment ${i.sequence}`,
            installment: index,
          },
        ]
      : [],
  );
  for (const t of transactions) {
    if (t.policy_number && (t.kind === 'charge' || t.kind === 'fee') && !t.source_key.startsWith('installment:')) {
      bills.push({
        policyNumber: t.policy_number,
        due: addDays(t.posted, billing.billingLeadDays),
        cents: t.amount_cents,
        owed: 0,
        description: t.description,
      });
    }
  }
  bills.sort(byDueDate);
  let credit = owePolicyBalances(bills, balances);
  // A policy's own amount due is its balance: its bills as they stand before any account credit.
  const policyLines = (policyNumber: string) =>
    bills
      .filter((b) => b.policyNumber === policyNumber && b.owed > 0)
      .map((b) => ({ description: b.description, dueDate: b.due, amountCents: b.owed, billedCents: b.cents, overdue: b.due < today }));
  const linesOf = new Map([...balances.keys()].flatMap((p) => (p === null ? [] : [[p, policyLines(p)] as const])));
  // An account credit pays the oldest bills still owed.
  for (const bill of bills) {
    const paid = Math.min(credit, bill.owed);
    bill.owed -= paid;
    credit -= paid;
  }
  const owedOf = new Map(bills.flatMap((b) => (b.installment === undefined ? [] : [[b.installment, b.owed] as const])));
  const stateOf = (index: number, i: (typeof installments)[number]): InstallmentState => {
    if (i.payer === 'mortgagee') return 'escrow';
    if (i.status === 'scheduled') return 'scheduled';
    if ((owedOf.get(index) ?? 0) === 0) return 'paid';
    return i.due < today ? 'overdue' : 'billed';
  };
  const states: InstallmentRead[] = installments.map((i, index) => ({
    policyNumber: i.policy_number,
    sequence: i.sequence,
    dueDate: i.due,
    amountCents: i.amount_cents,
    feeCents: i.fee_cents,
    discountCents: i.discount_cents,
    status: stateOf(index, i),
  }));
  const unpaid = bills.filter((b) => b.owed > 0);
  const amountDueCents = Math.max(0, balanceCents);
  const firstUnpaid = (policy?: string) => unpaid.find((b) => policy === undefined || b.policyNumber === policy);
  const dueDate = amountDueCents > 0 ? (firstUnpaid()?.due ?? null) : null;
  return {
    balanceCents,
    amountDueCents,
    /** Money paid beyond what is owed: shown as a credit, never as a negative balance. */
    creditCents: Math.max(0, -balanceCents),
    dueDate,
    overdue: dueDate !== null && dueDate < today,
    /** A policy's amount due (its own balance), bill by bill, the due date of its earliest unpaid bill, its next installment. */
    policy: (policyNumber: string) => {
      const due = Math.max(0, balances.get(policyNumber) ?? 0);
      const date = due > 0 ? (firstUnpaid(policyNumber)?.due ?? dueDate) : null;
      return {
        amountDueCents: due,
        dueDate: date,
        overdue: date !== null && date < today,
        amountDueLines: due > 0 ? (linesOf.get(policyNumber) ?? []) : [],
        nextInstallment: nextInstallmentOf(states, policyNumber, today),
      };
    },
    installments: states,
    /** What is still owed on a billed installment of the customer's (0 when paid or not billed to them). */
    owedOn: (policyNumber: string, sequence: number) =>
      owedOf.get(installments.findIndex((i) => i.policy_number === policyNumber && i.sequence === sequence)) ?? 0,
  };
}

/** An installment of the account as the customer reads it. */
interface InstallmentRead {
  policyNumber: string;
  sequence: number;
  dueDate: string;
  amountCents: number;
  feeCents: number;
  discountCents: number;
  status: InstallmentState;
}

/** The policy's next installment the customer pays: due today or later, not paid, not billed to a mortgagee. */
function nextInstallmentOf(states: readonly InstallmentRead[], policyNumber: string, today: string) {
  const next = states.find(
    (i) => i.policyNumber === policyNumber && i.dueDate >= today && (i.status === 'billed' || i.status === 'scheduled'),
  );
  return next ? { dueDate: next.dueDate, amountCents: next.amountCents, feeCents: next.feeCents, discountCents: next.discountCents } : null;
}

/** What an account owes now and by when (the earliest unpaid bill's due date), and whether that is past. */
export async function amountDue(db: Db, accountNumber: string, today: string) {
  const { balanceCents, amountDueCents, creditCents, dueDate, overdue } = await ledgerState(db, accountNumber, today);
  return { balanceCents, amountDueCents, creditCents, dueDate, overdue };
}

/** Billing accounts of a party, with balance, amount due, due date, and each policy's plan, bills and next installment. */
export async function accountsOfParty(db: Db, partyId: string, today: string) {
  const accounts = await db.selectFrom('billing_accounts').selectAll().where('party_id', '=', partyId).orderBy('account_number').execute();
  return Promise.all(
    accounts.map(async (account) => {
      const state = await ledgerState(db, account.account_number, today);
      const policies = await db
        .selectFrom('policies as p')
        .leftJoin('billing_plans as bp', 'bp.policy_number', 'p.policy_number')
        .leftJoin('billing_escrow as e', 'e.policy_number', 'p.policy_number')
        .select(['p.policy_number', 'p.line_of_business', 'bp.plan', 'e.mortgagee'])
        .where('p.account_number', '=', account.account_number)
        .where('p.status', 'in', ['active', 'pending'])
        .orderBy('p.policy_number')
        .execute();
      const autopay = await db
        .selectFrom('autopay_enrollments as a')
        .innerJoin('payment_methods as m', 'm.method_id', 'a.method_id')
        .innerJoin('payment_tokens as t', 't.token', 'm.token')
        .select(['m.method_id', 't.kind', 't.label', 't.last_four'])
        .where('a.account_number', '=', account.account_number)
        .executeTakeFirst();
      return {
        accountNumber: account.account_number,
        side: account.side,
        balanceCents: state.balanceCents,
        amountDueCents: state.amountDueCents,
        creditCents: state.creditCents,
        dueDate: state.dueDate,
        overdue: state.overdue,
        policies: policies.map((p) => ({
          policyNumber: p.policy_number,
          lineOfBusiness: p.line_of_business,
          plan: p.plan ?? 'annual',
          ...state.policy(p.policy_number),
          escrowMortgagee: p.mortgagee,
        })),
        autopay: autopay ? { methodId: autopay.method_id, kind: autopay.kind, label: autopay.label, lastFour: autopay.last_four } : null,
      };
    }),
  );
}

/** Who a policy's installments due on a date are billed to: its mortgagee when it pays from escrow by then. */
export async function payerOn(db: Db, policyNumber: string, dueDate: string): Promise<'customer' | 'mortgagee'> {
  const escrow = await db.selectFrom('billing_escrow').select('since').where('policy_number', '=', policyNumber).executeTakeFirst();
  return escrow && dueDate >= String(escrow.since) ? 'mortgagee' : 'customer';
}

export async function transactionsOf(db: Db, accountNumber: string) {
  const rows = await db
    .selectFrom('billing_transactions as t')
    .leftJoin('billing_payments as p', 'p.payment_id', 't.payment_id')
    .select(['t.id', 't.posted_on', 't.kind', 't.description', 't.amount_cents', 't.policy_number', 'p.confirmation_number'])
    .where('t.account_number', '=', accountNumber)
    .orderBy('t.posted_on', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    postedOn: String(r.posted_on),
    kind: r.kind,
    description: r.description,
    amountCents: r.amount_cents,
    policyNumber: r.policy_number,
    confirmationNumber: r.confirmation_number,
  }));
}

/**
 * Writes a policy's schedule: installments due within the billing lead time are billed (a charge, and any
 * fee, posted the lead time before the due date, or today when that is later), and with `billFirst` the
 * first installment however far off it is due (a policy just bought). Idempotent: the installments and their
 * charges have natural keys, so writing a schedule twice changes nothing.
 */
export async function writeInstallments(
  db: Db,
  policy: { policyNumber: string; accountNumber: string; plan: PaymentPlan },
  planned: PlannedInstallment[],
  today: string,
  leadDays: number,
  options: { billFirst?: boolean } = {},
): Promise<void> {
  const billedThrough = addDays(today, leadDays);
  for (const i of planned) {
    const billed = i.dueDate <= billedThrough || (options.billFirst === true && i === planned[0]);
    const billedOn = addDays(i.dueDate, -leadDays) < today ? addDays(i.dueDate, -leadDays) : today;
    // The partial index's predicate is a literal here: a parameter cannot name the index in a prepared
    // statement's generic plan.
    await db
      .insertInto('billing_installments')
      .values({
        account_number: policy.accountNumber,
        policy_number: policy.policyNumber,
        sequence: i.sequence,
        due_date: i.dueDate,
        amount_cents: i.amountCents,
        fee_cents: i.feeCents,
        discount_cents: i.discountCents,
        status: billed ? 'billed' : 'scheduled',
      })
      .onConflict((oc) => oc.columns(['policy_number', 'sequence']).where('status', '<>', sql.lit('superseded')).doNothing())
      .execute();
    if (!billed) continue;
    const key = `installment:${policy.policyNumber}:${i.dueDate}`;
    await postTransaction(db, {
      source_key: `${key}:charge`,
      account_number: policy.accountNumber,
      policy_number: policy.policyNumber,
      kind: 'charge',
      amount_cents: i.amountCents,
      description: `Installment ${i.sequence}, ${policy.plan} plan`,
      posted_on: billedOn,
      payment_id: null,
    });
    if (i.feeCents > 0) {
      await postTransaction(db, {
        source_key: `${key}:fee`,
        account_number: policy.accountNumber,
        policy_number: policy.policyNumber,
        kind: 'fee',
        amount_cents: i.feeCents,
        description: 'Installment fee',
        posted_on: billedOn,
        payment_id: null,
      });
    }
  }
}

type NewTransaction = {
  source_key: string;
  account_number: string;
  policy_number: string | null;
  kind: TransactionKind;
  amount_cents: number;
  description: string;
  posted_on: string;
  payment_id: string | null;
};

export async function postTransaction(db: Db, row: NewTransaction): Promise<void> {
  await db
    .insertInto('billing_transactions')
    .values(row)
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
}

/** A confirmation number the customer can read out on the phone: CM and ten digits. */
export function newConfirmationNumber(): string {
  const digits = [...randomBytes(10)].map((b) => String(b % 10)).join('');
  return `CM${digits}`;
}

export interface PaymentInput {
  accountNumber: string;
  amountCents: number;
  token: string;
  partyId: string | null;
  channel: 'customer' | 'guest' | 'autopay';
  idempotencyKey: string | null;
  postedOn: string;
  actor: string;
  /** The amount of each policy as the payer chose it; without it the amount is spread (see recordPayment). */
  policies?: readonly { policyNumber: string; amountCents: number }[];
}

/** Oldest policy number first, each up to what it owes; any rest stays on the account. */
async function spreadOverOwingPolicies(db: Db, accountNumber: string, amountCents: number) {
  let rest = amountCents;
  const owed = [...(await policyBalances(db, accountNumber))].filter(([, cents]) => cents > 0).sort(([a], [b]) => (a < b ? -1 : 1));
  const parts: { policy: string | null; cents: number }[] = [];
  for (const [policy, cents] of owed) {
    if (rest === 0) break;
    const applied = Math.min(rest, cents);
    parts.push({ policy, cents: applied });
    rest -= applied;
  }
  if (rest > 0) parts.push({ policy: null, cents: rest });
  return parts;
}

/**
 * Records an accepted payment: the payment row and one ledger transaction per policy paid (as chosen,
 * or spread over the policies that owe), any rest as an account credit. Call inside a transaction.
 */
export async function recordPayment(db: Db, input: PaymentInput): Promise<{ paymentId: string; confirmationNumber: string }> {
  const paymentId = randomUUID();
  const confirmationNumber = newConfirmationNumber();
  await db
    .insertInto('billing_payments')
    .values({
      payment_id: paymentId,
      confirmation_number: confirmationNumber,
      idempotency_key: input.idempotencyKey,
      party_id: input.partyId,
      account_number: input.accountNumber,
      amount_cents: input.amountCents,
      token: input.token,
      channel: input.channel,
      status: 'accepted',
    })
    .execute();
  const parts = input.policies
    ? input.policies.map((p) => ({ policy: p.policyNumber, cents: p.amountCents }))
    : await spreadOverOwingPolicies(db, input.accountNumber, input.amountCents);
  for (const [index, part] of parts.entries()) {
    await postTransaction(db, {
      source_key: `payment:${paymentId}:${index}`,
      account_number: input.accountNumber,
      policy_number: part.policy,
      kind: 'payment',
      amount_cents: -part.cents,
      description: `Payment ${confirmationNumber}`,
      posted_on: input.postedOn,
      payment_id: paymentId,
    });
  }
  await audit(db, input.actor, 'payment_accepted', input.accountNumber, {
    paymentId,
    confirmationNumber,
    amountCents: input.amountCents,
    channel: input.channel,
  });
  return { paymentId, confirmationNumber };
}

export async function audit(
  db: Db,
  actor: string,
  action: string,
  accountNumber: string | null,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('billing_audit')
    .values({ actor, action, account_number: accountNumber, detail: JSON.stringify(detail) })
    .execute();
}
