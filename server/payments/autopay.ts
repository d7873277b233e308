import type { Kysely } from 'kysely';
import type { AccountNumber } from '../../src/contract/identifiers';
import { businessToday } from '../../src/validation/dates';
import { ledgerState, lockAccount } from '../billing/ledger';
import type { Database } from '../db/schema';
import { takePayment } from './charge';

// Automatic payments: on the due date of an enrolled account's bill, what is still owed is taken from the saved
// method, through the one charge of every payment and under the account's lock, so a scheduled payment of the same
// bill (server/payments/scheduled.ts) and automatic payments see each other: the second takes only what is left.

type Db = Kysely<Database>;

/** Accounts enrolled in automatic payments (the daily run queues a job for each). */
export async function autopayAccounts(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('autopay_enrollments').select('account_number').orderBy('account_number').execute();
  return rows.map((r) => r.account_number);
}

export type AutopayOutcome = 'paid' | 'declined' | 'nothing-due' | 'not-enrolled' | 'done-already';

/** Takes the bill due today (or since, if a run was missed) of an enrolled account, once per due date; never one due before it enrolled. */
export async function runAutopay(db: Db, accountNumber: string, now: Date): Promise<AutopayOutcome> {
  const today = businessToday(now);
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountNumber);
    const enrolled = await trx
      .selectFrom('autopay_enrollments as a')
      .innerJoin('payment_methods as m', 'm.method_id', 'a.method_id')
      .innerJoin('billing_accounts as b', 'b.account_number', 'a.account_number')
      .select(['m.token', 'b.party_id', 'a.enrolled_at'])
      .where('a.account_number', '=', accountNumber)
      .where('m.removed_at', 'is', null)
      .executeTakeFirst();
    if (!enrolled) return 'not-enrolled';
    const state = await ledgerState(trx, accountNumber, today);
    if (state.amountDueCents === 0 || state.dueDate === null || state.dueDate > today) return 'nothing-due';
    // Automatic payments start with the first bill falling due after the day of enrolling: a bill already due (or
    // overdue) then stays the customer's to pay, as the enrolment page says nothing of taking it.
    if (state.dueDate <= businessToday(enrolled.enrolled_at)) return 'nothing-due';
    const key = `autopay-${accountNumber}-${state.dueDate}`;
    const tried = await trx.selectFrom('billing_payments').select('payment_id').where('idempotency_key', '=', key).executeTakeFirst();
    if (tried) return 'done-already';
    const outcome = await takePayment(
      trx,
      key,
      {
        request: { accountNumber: accountNumber as AccountNumber, amountCents: state.amountDueCents, token: enrolled.token },
        partyId: enrolled.party_id,
        tokenOwner: enrolled.party_id,
        channel: 'autopay',
        actor: 'autopay',
      },
      today,
    );
    return outcome.statusCode === 200 ? 'paid' : 'declined';
  });
}
