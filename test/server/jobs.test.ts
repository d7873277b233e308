import { spawn } from 'node:child_process';
import path from 'node:path';
import * as t from 'io-ts';
import { jobIdOf, jobKind, type JobQueue } from '../../server/jobs/queue';
import { openTestDatabase, testJobQueue, type TestDatabase } from './support/gateway';
import { until } from '../support/until';

// The job queue on the gateway's database: each job runs once across instances, a job whose instance died is taken
// again, a failing one is retried and ends failed where support sees it, and a job queued in a transaction exists
// only if it commits. The instance tests need the PostgreSQL server (the embedded database has one process).

let database: TestDatabase;
const queues: JobQueue[] = [];
const started = async (on: TestDatabase | Awaited<ReturnType<TestDatabase['openAnother']>>, options = {}) => {
  const queue = await testJobQueue(on, { kinds, ...options });
  queues.push(queue);
  return queue;
};

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database?.close();
});

const counted = t.type({ n: t.number });
const once = jobKind('once', counted);
const inTransaction = jobKind('in-transaction', counted);
const fails = jobKind('fails', counted, { retries: 1, retryDelaySeconds: 1 });
const shaped = jobKind('shaped', counted, { retries: 0 });
const shared = jobKind('shared', counted);
const survives = jobKind('survives', counted, { expireSeconds: 1, retryDelaySeconds: 1 });
const backlog = jobKind('backlog', counted);
const kinds = [once, inTransaction, fails, shaped, shared, survives, backlog];

it('refuses a kind of job it was not started with', async () => {
  const queue = await started(database);
  await expect(queue.send(jobKind('unknown', counted), { n: 1 })).rejects.toThrow('no queue for jobs of unknown');
});

it('names the same work by the same job id, a well-formed UUID', () => {
  const kind = jobKind('a', counted);
  expect(jobIdOf(kind, '7')).toBe(jobIdOf(kind, '7'));
  expect(jobIdOf(kind, '7')).not.toBe(jobIdOf(kind, '8'));
  expect(jobIdOf(jobKind('b', counted), '7')).not.toBe(jobIdOf(kind, '7'));
  expect(jobIdOf(kind, '7')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it('runs a job once, and the same key sent again makes no second job', async () => {
  const queue = await started(database);
  const kind = once;
  const seen: number[] = [];
  await queue.work(kind, async ({ n }) => {
    seen.push(n);
  });
  await expect(queue.send(kind, { n: 1 }, { key: 'k1' })).resolves.toEqual(expect.any(String));
  await expect(queue.send(kind, { n: 1 }, { key: 'k1' })).resolves.toBeNull();
  await until(() => seen.length === 1, 'the job');
  await queue.send(kind, { n: 2 }, { key: 'k2' });
  await until(() => seen.length === 2, 'the second job');
  expect(seen).toEqual([1, 2]);
});

it('runs waiting jobs one after another without waiting the polling interval between them', async () => {
  // A minute between looks: only a queue that looks again as soon as it found a job runs these five in time.
  const queue = await started(database, { pollSeconds: 60 });
  for (let n = 1; n <= 5; n += 1) await queue.send(backlog, { n }, { key: `backlog-${n}` });
  const seen: number[] = [];
  await queue.work(backlog, async ({ n }) => {
    seen.push(n);
  });
  await until(() => seen.length === 5, 'the five waiting jobs', 15_000);
  expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
});

it('keeps a job queued in a transaction that rolls back from ever existing', async () => {
  const queue = await started(database);
  const kind = inTransaction;
  await expect(
    database.db.transaction().execute(async (trx) => {
      await queue.send(kind, { n: 1 }, { key: 'rolled-back', within: trx });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await database.db.transaction().execute((trx) => queue.send(kind, { n: 2 }, { key: 'committed', within: trx }));
  const seen: number[] = [];
  await queue.work(kind, async ({ n }) => {
    seen.push(n);
  });
  await until(() => seen.length === 1, 'the committed job');
  await expect(queue.send(kind, { n: 1 }, { key: 'rolled-back' })).resolves.toEqual(expect.any(String));
  await until(() => seen.length === 2, 'the job sent again');
  expect(seen).toEqual([2, 1]);
});

it('retries a failing job and leaves it failed, with its reason, after the last retry', async () => {
  const queue = await started(database);
  const kind = fails;
  let tries = 0;
  await queue.work(kind, async () => {
    tries += 1;
    throw new Error('the mail server refused');
  });
  await queue.send(kind, { n: 9 });
  await until(async () => (await queue.failed(kind)).length === 1, 'the failed job');
  expect(tries).toBe(2);
  expect(await queue.failed(kind)).toEqual([expect.objectContaining({ kind: 'fails', data: { n: 9 }, reason: 'the mail server refused' })]);
});

it('fails a job whose data is of another shape, without running the handler', async () => {
  const queue = await started(database);
  const kind = shaped;
  let ran = false;
  await queue.work(kind, async () => {
    ran = true;
  });
  await queue.send(jobKind('shaped', t.type({ n: t.string })), { n: 'nine' });
  await until(async () => (await queue.failed(kind)).length === 1, 'the refused job');
  expect(ran).toBe(false);
  expect((await queue.failed(kind))[0]!.reason).toMatch(/data of another shape/);
});

const databaseUrl = process.env.DATABASE_URL;
const onServer = databaseUrl ? describe : describe.skip;

onServer('instances sharing the PostgreSQL server', () => {
  it('run each of many jobs exactly once between them', async () => {
    const other = await database.openAnother();
    try {
      const [a, b] = [await started(database), await started(other)];
      const kind = shared;
      const runs: number[] = [];
      const record = async ({ n }: { n: number }) => {
        runs.push(n);
      };
      await a.work(kind, record);
      await b.work(kind, record);
      const sent = await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).send(kind, { n }, { key: `n${n}` })));
      // Both instances ask for every job once more: no job is made twice.
      const again = await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? b : a).send(kind, { n }, { key: `n${n}` })));
      expect(sent.filter(Boolean)).toHaveLength(40);
      expect(again.filter(Boolean)).toHaveLength(0);
      await until(() => runs.length >= 40, 'every job');
      expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    } finally {
      for (const queue of queues.splice(0)) await queue.stop();
      await other.close();
    }
  });

  it('takes again a job whose instance was killed with -9 while running it, and its effect happens once', async () => {
    const kind = survives;
    await database.db.schema
      .createTable('survived_effects')
      .ifNotExists()
      .addColumn('n', 'integer', (c) => c.primaryKey())
      .execute();
    const survivor = await started(database, { superviseSeconds: 1 });
    await survivor.send(kind, { n: 1 }, { key: 'one' });
    // Another instance, in a process of its own, takes the job and is killed while it runs.
    // Node itself runs it, with tsx as a loader: tsx's command would run it in a child of its own, which the kill misses.
    const doomed = spawn(process.execPath, [
      '--import',
      'tsx',
      path.join(__dirname, 'support/jobInstance.ts'),
      database.url!,
      database.schema!,
      kind.name,
    ]);
    const said: string[] = [];
    doomed.stdout.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    try {
      await until(() => said.join('').includes('taken'), 'the other instance to take the job', 45_000);
    } finally {
      doomed.kill('SIGKILL');
    }
    // The effect is keyed by the job's data, as a payment is by its idempotency key.
    await survivor.work(kind, async ({ n }) => {
      await database.db
        .insertInto('survived_effects' as never)
        .values({ n } as never)
        .onConflict((c) => c.doNothing())
        .execute();
    });
    const effects = () =>
      database.db
        .selectFrom('survived_effects' as never)
        .selectAll()
        .execute();
    await until(async () => (await effects()).length === 1, 'the job taken again', 30_000);
    await survivor.send(kind, { n: 1 }, { key: 'one' });
    expect(await effects()).toEqual([{ n: 1 }]);
  }, 90_000);
});
