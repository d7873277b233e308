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
