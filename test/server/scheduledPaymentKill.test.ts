import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { businessToday } from '../../src/validation/dates';
import type { JobQueue } from '../../server/jobs/queue';
import { paymentJobKinds, startPaymentRuns } from '../../server/payments/runs';
import { systemClock } from '../../server/clock';
import { openTestDatabase, silentLog, testJobQueue, type TestDatabase } from './support/gateway';
import { runEffectsOf, scheduledPaymentOf, scheduledStatusOf } from './support/scheduledPayments';
import { until } from '../support/until';

// A scheduled payment whose instance is killed with -9 in the middle of taking it (inside the payment's transaction,
// the money recorded but not yet committed) is taken again once its job expires, by another instance, and its effect
// happens once: one payment in the ledger, one confirmation. It needs the PostgreSQL server: the instance that dies is
// a process of its own, and the embedded database (PGlite) lives inside one process, which no other can share.

const databaseUrl = process.env.DATABASE_URL;
const onServer = databaseUrl ? describe : describe.skip;
const id = 'killed-mid-run';

let database: TestDatabase;
const queues: JobQueue[] = [];
let doomed: ChildProcess | undefined;
let locker: pg.Client | undefined;

beforeAll(async () => {
  if (databaseUrl) database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  doomed?.kill('SIGKILL');
  await locker?.end().catch(() => undefined);
  for (const queue of queues) await queue.stop();
  await database?.close();
});

onServer('a scheduled payment whose instance is killed with -9 while it runs', () => {
  it('runs again on another instance once its job expires, and is taken and confirmed once', async () => {
    const db = database.db;
    const schema = database.schema!;
    await scheduledPaymentOf(db, { id, amountCents: 2500, payOn: businessToday(new Date()) });
    // The queue's tables and queues, made here so that a taken payment job counts as abandoned after four seconds (the
    // gateway's two minutes) and is retried a second later; this first queue then stops, so that nothing looks for
    // abandoned jobs while the doomed instance runs.
    const short = paymentJobKinds.map((kind) => ({ ...kind, expireSeconds: 4, retryDelaySeconds: 1 }));
    await (await testJobQueue(database, { kinds: short })).stop();

    // The outbox is locked, so the instance that takes the payment stops inside its transaction at the confirmation.
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table "${schema}".outbox in share mode`);
    // Node itself runs the instance (tsx as a loader, not its command, which would leave the instance in a child of its own).
    doomed = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support/paymentInstance.ts'), database.url!, schema]);
    const said: string[] = [];
    doomed.stdout!.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    doomed.stderr!.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    // Read apart from the locker's transaction, which keeps one snapshot of the server's activity while it lasts.
    const waitingAtOutbox = async () => {
      const { rows } = await sql<{ query: string }>`
        select a.query from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and l.relation = ${`"${schema}".outbox`}::regclass`.execute(db);
      return rows.some((row) => /^insert into "outbox"/i.test(row.query));
    };
    try {
      await until(waitingAtOutbox, 'the other instance to reach the confirmation of the payment', 60_000).catch((error: Error) => {
        throw new Error(`${error.message}; it said: ${said.join('')}`);
      });
    } finally {
      doomed.kill('SIGKILL');
    }
    if (doomed.exitCode === null && doomed.signalCode === null) await new Promise((resolve) => doomed!.once('exit', resolve));
    // Its server connection sees the client gone once the lock is let go: the payment's transaction never commits.
    await locker.query('rollback');
    await locker.end();
    locker = undefined;
    const status = () => scheduledStatusOf(db, id);
    expect(await status()).toBe('scheduled');

    // Another instance: it finds the job abandoned, and takes the payment on its retry.
    const survivor = await testJobQueue(database, { kinds: paymentJobKinds, superviseSeconds: 1 });
    queues.push(survivor);
    await startPaymentRuns(db, survivor, { clock: systemClock, env: {}, log: silentLog });
    await until(async () => (await status()) === 'paid', 'the payment taken again', 60_000);

    const { payments, posted, confirmations } = await runEffectsOf(db, id);
    expect(payments).toEqual([{ amount_cents: 2500, status: 'accepted' }]);
    expect(posted.cents).toBe(-2500);
    expect(confirmations).toHaveLength(1);
  }, 120_000);
});
