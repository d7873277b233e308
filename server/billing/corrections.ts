import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Reads of an account's ledger beside its transactions: canceled payments, backbills (installments and their
// states: ledgerState in ledger.ts) (a renters
// policy's balance is the policies gateway's: server/policies/billing.ts). Callers check ownership first.

type Db = Kysely<Database>;
const day = (column: string) => sql<string>`${sql.ref(column)}::text`;

/** Payments made and then canceled, newest first, with the method they came from (brand or bank, last four). */
export async function canceledPaymentsOf(db: Db, accountNumber: string) {
  const rows = await db
    .selectFrom('billing_payments as p')
    .innerJoin('payment_tokens as t', 't.token', 'p.token')
    .select([
      'p.confirmation_number',
      'p.amount_cents',
      'p.payment_id',
      sql<string>`(p.canceled_at at time zone 'America/New_York')::date::text`.as('canceled'),
      't.kind',
      't.label',
      't.last_four',
    ])
    .where('p.account_number', '=', accountNumber)
    .where('p.status', '=', 'canceled')
    .orderBy('p.canceled_at', 'desc')
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const paid = await db
        .selectFrom('billing_transactions')
        .select(sql<string>`min(posted_on)::text`.as('on'))
        .where('payment_id', '=', r.payment_id)
        .where('kind', '=', 'payment')
        .executeTakeFirst();
      return {
        confirmationNumber: r.confirmation_number,
        amountCents: r.amount_cents,
        paidOn: paid?.on ?? r.canceled,
        canceledOn: r.canceled,
        method: { kind: r.kind, label: r.label, lastFour: r.last_four },
      };
    }),
  );
}

export async function backbillsOf(db: Db, accountNumber: string) {
  const rows = await db
    .selectFrom('billing_backbills')
    .select([
      'backbill_id',
      'policy_number',
      'reason',
      day('period_start').as('start'),
      day('period_end').as('end'),
      'amount_cents',
      day('posted_on').as('posted'),
    ])
    .where('account_number', '=', accountNumber)
    .orderBy('posted_on', 'desc')
    .execute();
  return rows.map((r) => ({
    backbillId: r.backbill_id,
    policyNumber: r.policy_number,
    reason: r.reason,
    periodStart: r.start,
    periodEnd: r.end,
    amountCents: r.amount_cents,
    postedOn: r.posted,
  }));
}
