import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** mutual.customer's billing account, with a scheduled payment of it written straight to the table (its bank account on file). */
export async function scheduledPaymentOf(
  db: Kysely<Database>,
  { id, amountCents, payOn }: { id: string; amountCents: number; payOn: string },
) {
  const account = await db
    .selectFrom('billing_accounts as a')
    .innerJoin('users as u', 'u.party_id', 'a.party_id')
    .select(['a.account_number', 'a.party_id'])
    .where('u.login_id', '=', 'mutual.customer')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('scheduled_payments')
    .values({
      scheduled_payment_id: id,
      party_id: account.party_id,
      account_number: account.account_number,
      amount_cents: amountCents,
      policies: null,
      pay_on: payOn,
      token: `tok_demo_${account.party_id}`,
      status: 'scheduled',
      reason: null,
    })
    .execute();
  return account;
}

export const scheduledStatusOf = async (db: Kysely<Database>, id: string) =>
  (await db.selectFrom('scheduled_payments').select('status').where('scheduled_payment_id', '=', id).executeTakeFirstOrThrow()).status;

/** What a scheduled payment's run left: its payments, what they posted to the ledger (and from when), and its confirmations. */
export async function runEffectsOf(db: Kysely<Database>, id: string) {
  const payments = await db
    .selectFrom('billing_payments')
    .select(['amount_cents', 'status'])
    .where('idempotency_key', '=', `scheduled-${id}`)
    .execute();
  const posted = await db
    .selectFrom('billing_transactions as t')
    .innerJoin('billing_payments as p', 'p.payment_id', 't.payment_id')
    .select([sql<number>`sum(t.amount_cents)::integer`.as('cents'), sql<string>`min(t.posted_on)::text`.as('on')])
    .where('p.idempotency_key', '=', `scheduled-${id}`)
    .executeTakeFirstOrThrow();
  const confirmations = await db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', 'email')
    .where('subject', 'like', '%your scheduled payment was made')
    .execute();
  return { payments, posted, confirmations };
}
