// Jobs per second that the queue runs on each database (issue 35), printed by `npm run bench -- jobs`.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import * as t from 'io-ts';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { jobKind, jobsSchemaOf, startJobQueue } from '../../server/jobs/queue';

const jobs = 400;
const benchJob = jobKind('bench', t.type({ n: t.number }), { retries: 0 });
const quiet = { warn: () => undefined };

/** Sends `jobs` jobs, each with its own key as every real kind has, and times until the queue has run them all. */
async function jobsPerSecond(database: DatabaseHandle): Promise<{ sentPerSecond: number; ranPerSecond: number }> {
  const queue = await startJobQueue(database, { log: quiet, kinds: [benchJob], pollSeconds: 0.5 });
  try {
    let ran = 0;
    let allRan: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allRan = resolve));
    const sendStart = performance.now();
    for (let n = 0; n < jobs; n += 1) await queue.send(benchJob, { n }, { key: `bench-${n}` });
    const sendMs = performance.now() - sendStart;
    const runStart = performance.now();
    // pg-boss takes one job per fetch for these kinds (batchSize 1), as every real handler does.
    await queue.work(benchJob, async () => {
      ran += 1;
      if (ran === jobs) allRan();
    });
    await done;
    const runMs = performance.now() - runStart;
    return { sentPerSecond: (jobs * 1000) / sendMs, ranPerSecond: (jobs * 1000) / runMs };
  } finally {
    await queue.stop({ waitForRunning: false });
  }
}

const print = (where: string, { sentPerSecond, ranPerSecond }: { sentPerSecond: number; ranPerSecond: number }) =>
  console.log(`jobs on ${where}: ${sentPerSecond.toFixed(0)} sent/s, ${ranPerSecond.toFixed(1)} run/s (${jobs} jobs, one worker)`);

export async function benchJobs(): Promise<void> {
  const embedded = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  try {
    print('the embedded database', await jobsPerSecond(embedded));
  } finally {
    await embedded.close();
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('jobs on the PostgreSQL server: not measured (set DATABASE_URL)');
    return;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const server = await openDatabase({ kind: 'postgres', url, schema });
  try {
    print('the PostgreSQL server', await jobsPerSecond(server));
  } finally {
    await server.close();
    await dropSchema(url, jobsSchemaOf(server));
    await dropSchema(url, schema);
  }
}
