import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_VERSION } from '../../src/bus/actionLog';
import { bearer, gateway, mintToken, openTestDatabase, startSignIn, testJobQueue, type TestDatabase } from './support/gateway';
import { jobKind, type JobQueue } from '../../server/jobs/queue';
import { quoteReminderJob } from '../../server/quoting/emails';
import * as t from 'io-ts';

// The operator's view of one instance: GET /metrics in Prometheus' text format, read from this machine or with the
// token of METRICS_TOKEN, and the series of what the gateway did (requests by route, queries, jobs, sign-ins,
// recorded actions).
jest.setTimeout(120_000);

const metricsToken = 'scrape-token-0123456789';
const failingJob = jobKind('metrics-test-failing', t.type({ n: t.number }), { retries: 0, retryDelaySeconds: 1, expireSeconds: 30 });
let database: TestDatabase;
let app: FastifyInstance;
let jobs: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await testJobQueue(database, { kinds: [failingJob, quoteReminderJob] });
  app = await gateway(database.db, { metricsToken, jobs, ...(database.poolUse ? { poolUse: database.poolUse } : {}) });
}, 180_000);
afterAll(async () => {
  await jobs.stop({ waitForRunning: false });
  await app.close();
  await database.close();
});

const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one series of the scrape (its name and labels as written), or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, queries, sign-ins, recorded actions and jobs', async () => {
    const token = bearer(await mintToken(database.db, { sub: 'mutual.customer' }));
    for (const policy of ['C4M7X2-1001', 'Z9Z9Z9-9999'])
      await app.inject({ method: 'GET', url: `/api/policies/${policy}/details`, headers: token });
    // A wrong password on the login form.
    const signIn = await startSignIn(app);
    const refused = await signIn.browser.request('POST', `/oidc/interaction/${signIn.uid}/login`, {
      json: { loginId: 'mutual.customer', password: 'not-the-password' },
    });
    expect(refused.statusCode).toBe(401);
    // A recorded visit's batch of two actions.
    const visitId = randomUUID();
    const visit = await app.inject({
      method: 'POST',
      url: `/api/sessions/${visitId}`,
      payload: { app: 'portal', mobileApp: false, viewportWidth: 1280 },
    });
    const location = (seq: number) => ({
      seq,
      at: Date.UTC(2026, 10, 2, 14, 0, seq),
      type: '@@router/LOCATION_CHANGE',
      v: CATALOGUE_VERSION,
      payload: { location: { pathname: '/customers', search: '', hash: '' }, action: 'PUSH', isFirstRendering: false },
    });
    const batch = await app.inject({
      method: 'POST',
      url: `/api/sessions/${visitId}/actions`,
      headers: { 'x-visit-secret': visit.json<{ writeSecret: string }>().writeSecret },
      payload: { entries: [location(1), location(2)] },
    });
    expect(batch.json()).toMatchObject({ stored: 2 });
    // A job that fails and is not retried.
    await jobs.work(failingJob, async () => {
      throw new Error('refused for the metrics test');
    });
    await jobs.send(failingJob, { n: 1 }, { key: 'one' });
    const deadline = Date.now() + 60_000;
    while ((await jobs.failed(failingJob)).length === 0) {
      if (Date.now() > deadline) throw new Error('the job never failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const details = 'route="/api/policies/:policyNumber/details"';
    expect(valueOf(text, `portal_http_requests_total{method="GET",${details},status_code="200"}`)).toBe(1);
    expect(valueOf(text, `portal_http_requests_total{method="GET",${details},status_code="404"}`)).toBe(1);
    expect(valueOf(text, `portal_http_request_duration_seconds_count{method="GET",${details},status_code="200"}`)).toBe(1);
    // No raw address makes a series of its own.
    expect(text).not.toContain('C4M7X2-1001');
    expect(valueOf(text, 'portal_db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'portal_sign_ins_total{step="password",outcome="invalid_credentials"}')).toBe(1);
    expect(valueOf(text, 'portal_recorded_actions_ingested_total')).toBe(2);
    expect(valueOf(text, 'portal_chat_open_sockets')).toBe(0);
    expect(valueOf(text, `portal_jobs{kind="${failingJob.name}",state="failed"}`)).toBe(1);
    expect(valueOf(text, `portal_jobs{kind="${quoteReminderJob.name}",state="created"}`)).toBeGreaterThanOrEqual(0);
    if (database.poolUse) expect(valueOf(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('answers another machine only with the token, and as if it were not there otherwise', async () => {
    expect((await scrape('10.0.3.7')).statusCode).toBe(404);
    // A proxy on this machine passing on another's request is not this machine.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape('10.0.3.7', { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(404);
    const withToken = await scrape('10.0.3.7', { authorization: `Bearer ${metricsToken}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('portal_http_requests_total');
  });
});
