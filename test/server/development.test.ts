import { customerGateway } from './support/gateway';

// DEV_OUTBOX shows verification codes: only to requests made on this machine (the socket's address, not a header).

// trustProxy on: even then the forwarding headers do not count.
const dev = customerGateway([], { deps: { devOutbox: true, trustProxy: true }, setupTimeout: 30_000 });

beforeAll(async () => {
  await dev.database.db
    .insertInto('outbox')
    .values({ channel: 'email', recipient: 'loopback@example.com', subject: 'Code', body: 'Your code is 123456' })
    .execute();
});

const latest = (remoteAddress?: string, headers: Record<string, string> = {}) =>
  dev.app.inject({ url: '/api/development/outbox/loopback%40example.com/latest', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('the development outbox', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request from loopback (%s)', async (address) => {
    const answer = await latest(address);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ recipient: 'loopback@example.com', body: 'Your code is 123456' });
  });

  it.each(['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9'])('refuses a request from elsewhere (%s) with 403', async (address) => {
    const answer = await latest(address);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: 'forbidden',
      message: 'The development outbox answers only requests made on this machine (loopback).',
    });
    expect(answer.body).not.toContain('123456');
  });

  it('believes no forwarding header: a remote caller claiming loopback is refused', async () => {
    const answer = await latest('203.0.113.7', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    expect(answer.statusCode).toBe(403);
  });
});

describe("a demo policy's status, changed as the policy system would", () => {
  const change = (policyNumber: string, status: string, remoteAddress = '127.0.0.1') =>
    dev.app.inject({ method: 'POST', url: `/api/development/policies/${policyNumber}/status`, payload: { status }, remoteAddress });
  const statusOf = async (policyNumber: string) =>
    (await dev.database.db.selectFrom('policies').select('status').where('policy_number', '=', policyNumber).executeTakeFirstOrThrow())
      .status;

  it('cancels a policy and puts it back in force, from this machine only', async () => {
    expect((await change('L-204518736', 'cancelled', '203.0.113.7')).statusCode).toBe(403);
    expect(await statusOf('L-204518736')).toBe('active');
    const cancelled = await change('l-204518736', 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ policyNumber: 'L-204518736', status: 'cancelled' });
    expect(await statusOf('L-204518736')).toBe('cancelled');
    expect((await change('L-204518736', 'active')).statusCode).toBe(200);
    expect(await statusOf('L-204518736')).toBe('active');
  });

  it('answers a policy that does not exist with 404, and a status it does not set with 400', async () => {
    expect((await change('L-000000000', 'cancelled')).statusCode).toBe(404);
    expect((await change('L-204518736', 'expired')).statusCode).toBe(400);
  });
});
