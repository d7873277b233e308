import { isRight } from 'fp-ts/lib/Either';
import { ClaimDetails, ClaimMessages, ClaimsList } from '../../src/contract/claims';
import { customerGateway } from './support/gateway';

const customers = customerGateway(['mutual.customer', 'both.customer', 'life.customer']);

const openAuto = '31025061742';
const closedHome = '31024119035';
const marine = '31025072093';

const get = (url: string, loginId: string) => customers.app.inject({ url, headers: customers.as(loginId) });
const send = (method: 'POST' | 'PUT', url: string, loginId: string, payload?: unknown, key?: string) =>
  customers.app.inject({
    method,
    url,
    headers: { ...customers.as(loginId), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function decoded<A>(codec: { decode(u: unknown): import('fp-ts/lib/Either').Either<unknown, A> }, value: unknown): A {
  const result = codec.decode(value);
  if (!isRight(result)) throw new Error('the answer does not match its contract');
  return result.right;
}

describe('the claims centre', () => {
  it("lists the party's open and closed claims, newest loss first", async () => {
    const response = await get('/api/claims', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    const { claims } = decoded(ClaimsList, response.json());
    expect(claims.map((c) => [c.fileNumber, c.lineOfBusiness, c.status])).toEqual([
      [openAuto, 'auto', 'open'],
      [closedHome, 'home', 'closed'],
    ]);
    expect(claims[0]!.lossDate > claims[1]!.lossDate).toBe(true);
    expect(claims[0]!.unreadMessages).toBe(1);
  });

  it('gives both.customer a marine claim, and a customer without claims an empty list', async () => {
    const { claims } = decoded(ClaimsList, (await get('/api/claims', 'both.customer')).json());
    expect(claims.find((c) => c.fileNumber === marine)).toMatchObject({ lineOfBusiness: 'marine', status: 'open', claimType: 'hull' });
    expect((await get('/api/claims', 'life.customer')).json()).toEqual({ claims: [] });
  });

  it('recent claims are the open ones and those closed lately', async () => {
    const { claims } = decoded(ClaimsList, (await get('/api/claims/recent', 'mutual.customer')).json());
    expect(claims.map((c) => c.fileNumber)).toEqual([openAuto, closedHome]);
  });

  it('gives a claim its adjuster, next steps, coverages and payments', async () => {
    const details = decoded(ClaimDetails, (await get(`/api/claims/${openAuto}`, 'mutual.customer')).json());
    expect(details.adjuster).toEqual({ name: 'Maria Alvarez', phone: '614-555-0190', email: 'maria.alvarez@cardinalmutual.example' });
    expect(details.nextSteps).toContain('repair shop');
    expect(details.coverages.map((c) => [c.code, c.deductibleCents])).toEqual([
      ['COLL', 50000],
      ['RENT', null],
    ]);
    expect(details.payments).toEqual([
      expect.objectContaining({ payee: 'Enterprise Rent-A-Car', amountCents: 28000, coverageCode: 'RENT' }),
    ]);
    const home = decoded(ClaimDetails, (await get(`/api/claims/${closedHome}`, 'mutual.customer')).json());
    expect(home.closedOn).not.toBeNull();
    expect(home.payments.reduce((sum, p) => sum + p.amountCents, 0)).toBe(621540);
  });

  it("answers another party's claim and a malformed file number with 404 and no data, on every call", async () => {
    for (const fileNumber of [marine, '3102506174', 'abc', '310250617420', "31025061742' or 1=1"]) {
      const calls = [
        get(`/api/claims/${encodeURIComponent(fileNumber)}`, 'mutual.customer'),
        get(`/api/claims/${encodeURIComponent(fileNumber)}/messages`, 'mutual.customer'),
        send('POST', `/api/claims/${encodeURIComponent(fileNumber)}/messages/read`, 'mutual.customer'),
        send('POST', `/api/claims/${encodeURIComponent(fileNumber)}/messages`, 'mutual.customer', { body: 'Hello' }, 'other-claim-0001'),
        send('PUT', `/api/claims/${encodeURIComponent(fileNumber)}/email-notifications`, 'mutual.customer', { email: false }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Thomas Reyes');
        expect(response.body).not.toContain('Allegheny');
      }
    }
    // The marine claim is still its owner's, untouched.
    const mine = decoded(ClaimDetails, (await get(`/api/claims/${marine}`, 'both.customer')).json());
    expect(mine.emailNotifications).toBe(true);
    expect((await get(`/api/claims/${openAuto}`, 'both.customer')).statusCode).toBe(404);
  });

  it('refuses a malformed message or preference with a 4xx and a message', async () => {
    for (const payload of [{}, { body: 42 }, { body: '   ' }, { body: 'x'.repeat(2001) }, 'not json']) {
      const response = await send('POST', `/api/claims/${openAuto}/messages`, 'mutual.customer', payload, 'bad-message-0001');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const card = await send(
      'POST',
      `/api/claims/${openAuto}/messages`,
      'mutual.customer',
      { body: 'My card is 4111111111111111' },
      'card-msg-0001',
    );
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toContain('account or card number');
    const noKey = await send('POST', `/api/claims/${openAuto}/messages`, 'mutual.customer', { body: 'Hello' });
    expect(noKey.statusCode).toBe(400);
    const badPreference = await send('PUT', `/api/claims/${openAuto}/email-notifications`, 'mutual.customer', { email: 'yes' });
    expect(badPreference.statusCode).toBe(400);
  });
});

describe('the messenger', () => {
  it('sends a message once per idempotency key, and reading clears the new-message count', async () => {
    const before = (await get('/api/claims/messages/new-count', 'mutual.customer')).json();
    expect(before).toEqual({ count: 1 });

    const first = await send(
      'POST',
      `/api/claims/${openAuto}/messages`,
      'mutual.customer',
      { body: 'Is the car ready?' },
      'msg-twice-0001',
    );
    const again = await send(
      'POST',
      `/api/claims/${openAuto}/messages`,
      'mutual.customer',
      { body: 'Is the car ready?' },
      'msg-twice-0001',
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const reused = await send('POST', `/api/claims/${openAuto}/messages`, 'mutual.customer', { body: 'Something else' }, 'msg-twice-0001');
    expect(reused.statusCode).toBe(409);

    const thread = decoded(ClaimMessages, (await get(`/api/claims/${openAuto}/messages`, 'mutual.customer')).json());
    expect(thread.messages.filter((m) => m.body === 'Is the car ready?')).toHaveLength(1);
    expect(thread.messages.at(-1)).toMatchObject({ author: 'customer', authorName: 'Daniel Whitaker', read: true });
    expect(thread.messages.filter((m) => !m.read)).toHaveLength(1);

    const read = await send('POST', `/api/claims/${openAuto}/messages/read`, 'mutual.customer');
    expect(read.json()).toEqual({ fileNumber: openAuto, unreadMessages: 0 });
    expect((await get('/api/claims/messages/new-count', 'mutual.customer')).json()).toEqual({ count: 0 });
    const after = decoded(ClaimMessages, (await get(`/api/claims/${openAuto}/messages`, 'mutual.customer')).json());
    expect(after.messages.every((m) => m.read)).toBe(true);
  });

  it('keeps the email notification preference of a claim', async () => {
    const off = await send('PUT', `/api/claims/${openAuto}/email-notifications`, 'mutual.customer', { email: false });
    expect(off.json()).toEqual({ fileNumber: openAuto, emailNotifications: false });
    expect(decoded(ClaimDetails, (await get(`/api/claims/${openAuto}`, 'mutual.customer')).json()).emailNotifications).toBe(false);
  });
});
