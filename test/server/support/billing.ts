import { sql, type Kysely } from 'kysely';
import { postTransaction } from '../../../server/billing/ledger';
import type { Database } from '../../../server/db/schema';

/** What the billing run does when an installment's bill date comes: the installment billed, its charge and fee posted. */
export async function billInstallment(db: Kysely<Database>, policyNumber: string, sequence: number, postedOn: string): Promise<void> {
  const i = await db
    .selectFrom('billing_installments as i')
    .innerJoin('policies as p', 'p.policy_number', 'i.policy_number')
    .select(['i.id', 'p.account_number', sql<string>`i.due_date::text`.as('due'), 'i.amount_cents', 'i.fee_cents'])
    .where('i.policy_number', '=', policyNumber)
    .where('i.sequence', '=', sequence)
    .where('i.status', '=', 'scheduled')
    .executeTakeFirstOrThrow();
  await db.updateTable('billing_installments').set({ status: 'billed' }).where('id', '=', i.id).execute();
  const key = `installment:${policyNumber}:${i.due}`;
  const row = { account_number: i.account_number ?? '', policy_number: policyNumber, posted_on: postedOn, payment_id: null };
  await postTransaction(db, {
    ...row,
    source_key: `${key}:charge`,
    kind: 'charge',
    amount_cents: i.amount_cents,
    description: `Installment ${sequence}`,
  });
  if (i.fee_cents > 0)
    await postTransaction(db, { ...row, source_key: `${key}:fee`, kind: 'fee', amount_cents: i.fee_cents, description: 'Installment fee' });
}
