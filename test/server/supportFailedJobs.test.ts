import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import { getFailedJobs } from '../../src/contract/support';
import { failedJobsIn, jobKind, type JobQueue } from '../../server/jobs/queue';
import { quoteReminderJob } from '../../server/quoting/emails';
import { bearer, gateway, mintToken, openTestDatabase, testJobQueue, type TestDatabase } from './support/gateway';
import { until } from '../support/until';

// A job that ran out of retries ends where support sees it: the console's list of failed jobs, for agents only.

let database: TestDatabase;
let app: FastifyInstance;
let queue: JobQueue;
const tokens: Record<string, string> = {};
const refused = jobKind('deliver-test', t.type({ outboxId: t.number }), { retries: 0 });

beforeAll(async () => {
  database = await openTestDatabase();
  queue = await testJobQueue(database, { kinds: [refused, quoteReminderJob] });
  app = await gateway(database.db, { jobs: queue });
  tokens.agent = await mintToken(database.db, { sub: 'support.agent', role: 'support' });
  tokens.customer = await mintToken(database.db, { sub: 'mutual.customer' });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await app?.close();
  await database?.close();
});

const failedList = async (who: 'agent' | 'customer') =>
  app.inject({ method: 'GET', url: '/api/support/jobs/failed', headers: bearer(tokens[who]!) });

it('lists nothing before a job has failed', async () => {
  const response = await failedList('agent');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ jobs: [] });
});

it('shows an agent each job that ran out of retries, newest first, with its reason and data, and refuses a customer', async () => {
  await queue.work(refused, async ({ outboxId }) => {
    throw new Error(`the mail server refused message ${outboxId}`);
  });
  await queue.send(refused, { outboxId: 41 });
  await until(async () => (await failedJobsIn(database)).length === 1, 'the first failed job');
  await queue.send(refused, { outboxId: 42 });
  await until(async () => (await failedJobsIn(database)).length === 2, 'the second failed job');

  const response = await failedList('agent');
  expect(response.statusCode).toBe(200);
  const decoded = getFailedJobs.response.decode(response.json());
  if (!isRight(decoded)) throw new Error('the list does not match its contract');
  expect(decoded.right.jobs).toEqual([
    expect.objectContaining({ kind: 'deliver-test', reason: 'the mail server refused message 42', data: '{"outboxId":42}' }),
    expect.objectContaining({ kind: 'deliver-test', reason: 'the mail server refused message 41', data: '{"outboxId":41}' }),
  ]);
  expect(Date.parse(decoded.right.jobs[0]!.failedAt)).toBeGreaterThanOrEqual(Date.parse(decoded.right.jobs[1]!.failedAt));

  expect((await failedList('customer')).statusCode).toBe(403);
  expect((await app.inject({ method: 'GET', url: '/api/support/jobs/failed' })).statusCode).toBe(401);
});
