import * as t from 'io-ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isOutageActive } from '../../src/shared/outages';
import { businessToday } from '../../src/validation/dates';
import type { Clock } from '../clock';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { jobKind, type JobQueue } from '../jobs/queue';
import { autopayAccounts, runAutopay } from './autopay';
import { duePayments, runScheduledPayment } from './scheduled';

// The money that moves on its own: scheduled payments on their date and automatic payments on the due date. A sweep
// (every hour, and at the start) queues one job per scheduled payment whose date has come, keyed by its id and date,
// and one per enrolled account and business date; each job takes its payment once (its row's lock and status decide).

const scheduledPaymentJob = jobKind('scheduled-payment', t.type({ scheduledPaymentId: t.string }), { retries: 5, retryDelaySeconds: 30 });
const autopayJob = jobKind('autopay', t.type({ accountNumber: t.string }), { retries: 5, retryDelaySeconds: 30 });
const paymentSweepJob = jobKind('payment-sweep', t.type({}), { retries: 0 });

/** The kinds of job the payments taken later send and work. */
export const paymentJobKinds = [scheduledPaymentJob, autopayJob, paymentSweepJob];

export interface PaymentRunOptions {
  clock: Clock;
  env: Record<string, string | undefined>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** Queues a job for every scheduled payment whose date has come and every enrolled account of today; answers how many were new. */
export async function queueDuePayments(db: Kysely<Database>, jobs: JobQueue, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = businessToday(now);
  let queued = 0;
  for (const due of await duePayments(db, now)) {
    const key = `${due.scheduledPaymentId}:${due.payOn}`;
    if (await jobs.send(scheduledPaymentJob, { scheduledPaymentId: due.scheduledPaymentId }, { key })) queued += 1;
  }
  for (const accountNumber of await autopayAccounts(db)) {
    if (await jobs.send(autopayJob, { accountNumber }, { key: `${accountNumber}:${today}` })) queued += 1;
  }
  return queued;
}

/** Works the payment jobs on this instance, sweeps every hour (US Eastern), and sweeps once now. */
export async function startPaymentRuns(db: Kysely<Database>, jobs: JobQueue, options: PaymentRunOptions): Promise<void> {
  const envOverrides = overridesFromEnv(options.env);
  await jobs.work(scheduledPaymentJob, async ({ scheduledPaymentId }) => {
    const now = options.clock.now();
    const { outages } = await loadRemoteConfig(db, envOverrides);
    const outcome = await runScheduledPayment(db, scheduledPaymentId, now, outages);
    // In a billing outage nothing moves: the payment is queued again for the end of the window.
    if (outcome === 'outage') {
      const ends = [outages.billing, outages.lifeBilling].filter((w) => isOutageActive(w, now.getTime())).map((w) => w.end ?? '');
      const end = ends.sort().at(-1) ?? '';
      const after = new Date(Date.parse(end) + 60_000);
      if (!Number.isNaN(after.getTime())) {
        await jobs.send(scheduledPaymentJob, { scheduledPaymentId }, { key: `${scheduledPaymentId}:after:${end}`, startAfter: after });
      }
    }
    options.log.info({ scheduledPaymentId, outcome }, 'scheduled payment run');
  });
  await jobs.work(autopayJob, async ({ accountNumber }) => {
    const outcome = await runAutopay(db, accountNumber, options.clock.now());
    options.log.info({ accountNumber, outcome }, 'automatic payment run');
  });
  await jobs.work(paymentSweepJob, async () => {
    await queueDuePayments(db, jobs, options.clock);
  });
  await jobs.every(paymentSweepJob, '5 * * * *');
  await queueDuePayments(db, jobs, options.clock);
}
