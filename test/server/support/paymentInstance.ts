// A gateway instance's payment runs in a process of its own, for the test that kills it with -9 in the middle of a
// scheduled payment (test/server/scheduledPaymentKill.test.ts): the same queue and the same runs as the gateway
// (startPaymentRuns: the sweep at the start queues the payments whose date has come, and the worker takes them).
import { systemClock } from '../../../server/clock';
import { openDatabase } from '../../../server/db/connect';
import { startJobQueue } from '../../../server/jobs/queue';
import { paymentJobKinds, startPaymentRuns } from '../../../server/payments/runs';

const [url, schema] = process.argv.slice(2);
// What the runs log goes to stdout, for the test to show when it fails.
const log = { warn: (...args: unknown[]) => say(args), info: (...args: unknown[]) => say(args) };
const say = (args: unknown[]) => process.stdout.write(`${JSON.stringify(args)}\n`);

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: url!, schema: schema!, maxConnections: 5 });
  const queue = await startJobQueue(database, { log, kinds: paymentJobKinds, pollSeconds: 0.5 });
  await startPaymentRuns(database.db, queue, { clock: systemClock, env: {}, log });
  process.stdout.write('working\n');
}

void main();
