import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { ledgerState } from '../../server/billing/ledger';
import type { DatabaseHandle } from '../../server/db/connect';
import type { JobQueue } from '../../server/jobs/queue';
import { paymentJobKinds, queueDuePayments, startPaymentRuns } from '../../server/payments/runs';
import { openTestDatabase, silentLog, testJobQueue, type TestDatabase } from './support/gateway';
import { runEffectsOf, scheduledPaymentOf, scheduledStatusOf } from './support/scheduledPayments';
import { noonOf } from '../support/businessDates';
import { until } from '../support/until';

// A scheduled payment runs on its date as a job of the queue, moved there by the injectable clock: before its date no
// job is queued; on it, however many instances sweep and work, the payment is taken once and confirmed once. With the
// PostgreSQL server two instances (two connections pools, two queues) share the work.

jest.setTimeout(120_000);

let database: TestDatabase;
const queues: JobQueue[] = [];
const others: DatabaseHandle[] = [];
let now = new Date();
const clock = { now: () => now };

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const other of others) await other.close();
  await database?.close();
});

const instance = async (handle: DatabaseHandle) => {
  const queue = await testJobQueue(handle, { kinds: paymentJobKinds });
  queues.push(queue);
  await startPaymentRuns(handle.db, queue, { clock, env: {}, log: silentLog });
  return queue;
};

it('takes a scheduled payment once on its date, however many instances sweep and work the queue', async () => {
  const db = database.db;
  const account = await db
    .selectFrom('billing_accounts as a')
    .innerJoin('users as u', 'u.party_id', 'a.party_id')
    .select('a.account_number')
    .where('u.login_id', '=', 'mutual.customer')
    .executeTakeFirstOrThrow();
  const state = await ledgerState(db, account.account_number, businessToday(new Date()));
  const payOn = addCalendarDays(state.dueDate!, -1);
  now = noonOf(addCalendarDays(payOn, -2));
  const id = 'run-once-test';
  await scheduledPaymentOf(db, { id, amountCents: 1500, payOn });

  const first = await instance(database);
  const second = process.env.DATABASE_URL ? await instance(await database.openAnother().then((h) => (others.push(h), h))) : first;

  // Before its date nothing is queued for it.
  await queueDuePayments(db, first, clock);
  const status = () => scheduledStatusOf(db, id);
  expect(await status()).toBe('scheduled');

  // The clock reaches its date: both instances sweep at once.
  now = noonOf(payOn);
  await Promise.all([queueDuePayments(db, first, clock), queueDuePayments(db, second, clock)]);
  await until(async () => (await status()) === 'paid', 'the scheduled payment to run');
  // Sweeping again (the next hour) queues nothing more for it.
  await Promise.all([queueDuePayments(db, first, clock), queueDuePayments(db, second, clock)]);

  const { payments, posted, confirmations } = await runEffectsOf(db, id);
  expect(payments).toEqual([{ amount_cents: 1500, status: 'accepted' }]);
  expect(posted.on).toBe(payOn);
  expect(posted.cents).toBe(-1500);
  expect(confirmations).toHaveLength(1);
});
