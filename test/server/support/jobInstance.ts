// A gateway instance's job queue in a process of its own, for the test that kills it with -9 while it runs a job
// (test/server/jobs.test.ts): it works the kind named in argv with a handler that says "taken" and never finishes.
import * as t from 'io-ts';
import { openDatabase } from '../../../server/db/connect';
import { jobKind, startJobQueue } from '../../../server/jobs/queue';

const [url, schema, name] = process.argv.slice(2);

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: url!, schema: schema!, maxConnections: 2 });
  const kind = jobKind(name!, t.type({ n: t.number }), { expireSeconds: 1, retryDelaySeconds: 1 });
  const queue = await startJobQueue(database, { log: { warn: () => undefined }, kinds: [kind], pollSeconds: 0.5 });
  await queue.work(kind, async () => {
    process.stdout.write('taken\n');
    await new Promise(() => undefined);
  });
  process.stdout.write('working\n');
}

void main();
