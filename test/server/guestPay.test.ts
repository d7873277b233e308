import { sql } from 'kysely';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { customerGateway, resetVolatileState } from './support/gateway';

jest.setTimeout(120_000);

const customers = customerGateway(['mutual.customer']);

const bank = {
  kind: 'bank',
  routingNumber: '021000021',
  accountNumber: '987654321012',
  accountType: 'checking',
  holderName: 'Pat Guest',
} as const;
const mutualSearch = { lineOfBusiness: 'mutual', accountOrPolicyNumber: 'N4820015', zip: '43221' } as const;
const lifeSearch = { lineOfBusiness: 'life', policyNumber: 'L-204518736', dateOfBirth: '1985-09-30' } as const;
const notFoundMessage = "We couldn't find a bill that matches what you entered. Please check your details and try again.";

beforeEach(() => resetVolatileState(customers.database.db));

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  customers.app.inject({ method: 'POST', url, payload: body as object, headers });
const findBill = (search: object) => post('/api/guest-pay/bills', search);

async function grantFor(search: object): Promise<{ grant: string; accountNumber: string; amountDueCents: number; expiresAt: string }> {
  const response = await findBill(search);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function guestToken(grant: string): Promise<string> {
  const response = await post('/api/payments/tokens', { ...bank, guestGrant: grant });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const balanceOf = async (accountNumber: string) =>
  Number(
    (
      await customers.database.db
        .selectFrom('billing_transactions')
        .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('n'))
        .where('account_number', '=', accountNumber)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('finding a bill', () => {
  it('finds a mutual account by account number and ZIP, with the amount due and a grant, and no personal details', async () => {
    const bill = await grantFor(mutualSearch);
    expect(bill).toEqual({
      grant: expect.stringMatching(/^gpg_/),
      expiresAt: expect.any(String),
      accountNumber: 'N4820015',
      side: 'mutual',
      amountDueCents: Math.max(0, await balanceOf('N4820015')),
      dueDate: expect.anything(),
    });
    expect(Date.parse(bill.expiresAt) - Date.now()).toBeLessThanOrEqual(20 * 60 * 1000);
  });

  it("finds a life policy's billing account by policy number and date of birth", async () => {
    expect(await grantFor(lifeSearch)).toMatchObject({ accountNumber: 'N7310042', side: 'life' });
  });

  it.each([
    ['a wrong ZIP', { ...mutualSearch, zip: '43222' }],
    ['a wrong account number', { ...mutualSearch, accountOrPolicyNumber: 'N4820016' }],
    ['a life account searched as mutual', { ...mutualSearch, accountOrPolicyNumber: 'N7310042', zip: '17102' }],
    ['a policy number while the expanded search is off', { ...mutualSearch, accountOrPolicyNumber: 'C4M7X2-1001' }],
    ['a wrong date of birth', { ...lifeSearch, dateOfBirth: '1985-09-29' }],
    ['a last name while the expanded search is off', { lineOfBusiness: 'life', policyNumber: 'L-204518736', lastName: 'Nguyen' }],
    ['a mutual policy searched as life', { lineOfBusiness: 'life', policyNumber: 'C4M7X2-1001', dateOfBirth: '1978-04-12' }],
  ])('answers %s with one 404 that never says which detail failed', async (_label, search) => {
    const response = await findBill(search);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: notFoundMessage });
  });

  it('refuses a malformed search with a 400, never a 5xx', async () => {
    for (const body of [
      {},
      { lineOfBusiness: 'auto' },
      { lineOfBusiness: 'mutual', accountOrPolicyNumber: 7 },
      { lineOfBusiness: 'life' },
    ]) {
      const response = await findBill(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The request body is not valid/);
    }
  });

  it('refuses a date of birth in the future or more than 120 years ago with a 400 that spends no look-up', async () => {
    for (let i = 0; i < 6; i += 1) {
      for (const dateOfBirth of ['2030-01-05', '1800-01-05']) {
        const refused = await findBill({ ...lifeSearch, dateOfBirth });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toMatch(/^(Please enter a valid date of birth|Date must be within last 120 years)$/);
      }
    }
    // Twelve refusals later, the right details are still looked up (the limit is five look-ups).
    expect((await findBill(lifeSearch)).statusCode).toBe(200);
  });

  it('limits look-ups per address: past the limit even a right answer gets a 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await findBill({ ...mutualSearch, zip: '00000' })).statusCode).toBe(404);
    const refused = await findBill(mutualSearch);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^You have tried too many times/);
  });

  describe('under TempEnableExpandedGuestPaySearch', () => {
    beforeAll(() =>
      customers.database.db
        .insertInto('config_overrides')
        .values({ name: 'flag:TempEnableExpandedGuestPaySearch', value: 'true' })
        .execute(),
    );
    afterAll(() => customers.database.db.deleteFrom('config_overrides').execute());

    it('also finds a mutual account by one of its policy numbers and the ZIP', async () => {
      expect(await grantFor({ ...mutualSearch, accountOrPolicyNumber: 'h8q3r5-2002' })).toMatchObject({ accountNumber: 'N4820015' });
    });

    it("also finds a life policy by the owner's last name", async () => {
      expect(await grantFor({ lineOfBusiness: 'life', policyNumber: 'L-204518736', lastName: 'nguyen' })).toMatchObject({
        accountNumber: 'N7310042',
      });
      expect((await findBill({ lineOfBusiness: 'life', policyNumber: 'L-204518736', lastName: 'Whitaker' })).statusCode).toBe(404);
    });
  });
});

describe('paying as a guest through the one payment call', () => {
  it('pays the found account once per key: the balance falls once, the payment is a guest payment', async () => {
    const { grant } = await grantFor(mutualSearch);
    const token = await guestToken(grant);
    const before = await balanceOf('N4820015');
    const body = { accountNumber: 'N4820015', amountCents: 1234, token, guestGrant: grant };
    const first = await post('/api/billing/payments', body, { [idempotencyHeader]: 'guest-pay-0001' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      accountNumber: 'N4820015',
      amountCents: 1234,
      confirmationNumber: expect.stringMatching(/^CM\d{10}$/),
    });
    const retry = await post('/api/billing/payments', body, { [idempotencyHeader]: 'guest-pay-0001' });
    expect(retry.json().confirmationNumber).toBe(first.json().confirmationNumber);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf('N4820015')).toBe(before - 1234);
    const payment = await customers.database.db
      .selectFrom('billing_payments')
      .selectAll()
      .where('idempotency_key', '=', 'guest-pay-0001')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ channel: 'guest', party_id: null, status: 'accepted' });
  });

  it('pays a life bill found by policy number', async () => {
    const { grant, accountNumber } = await grantFor(lifeSearch);
    const token = await guestToken(grant);
    const response = await post(
      '/api/billing/payments',
      { accountNumber, amountCents: 4050, token, guestGrant: grant },
      { [idempotencyHeader]: 'guest-pay-life-01' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().accountNumber).toBe('N7310042');
  });

  it('refuses a grant for another account (404, no money moves)', async () => {
    const { grant } = await grantFor(mutualSearch);
    const token = await guestToken(grant);
    const before = await balanceOf('N5093327');
    const response = await post(
      '/api/billing/payments',
      { accountNumber: 'N5093327', amountCents: 100, token, guestGrant: grant },
      { [idempotencyHeader]: 'guest-pay-other-1' },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find that billing account.');
    expect(await balanceOf('N5093327')).toBe(before);
  });

  it('refuses an unknown or expired grant with a 401, for tokenization and payment', async () => {
    const { grant } = await grantFor(mutualSearch);
    const token = await guestToken(grant);
    await customers.database.db
      .updateTable('guest_pay_grants')
      .set({ expires_at: sql`now() - interval '1 second'` } as never)
      .execute();
    for (const response of [
      await post('/api/payments/tokens', { ...bank, guestGrant: grant }),
      await post('/api/payments/tokens', { ...bank, guestGrant: 'gpg_made-up' }),
      await post(
        '/api/billing/payments',
        { accountNumber: 'N4820015', amountCents: 100, token, guestGrant: grant },
        { [idempotencyHeader]: 'guest-pay-expired' },
      ),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('guest_grant_refused');
    }
  });

  it('opens nothing else: the grant is no sign-in for any read call', async () => {
    const { grant } = await grantFor(mutualSearch);
    for (const url of [
      '/api/billing/accounts',
      '/api/billing/accounts/N4820015/transactions',
      '/api/billing/payment-methods',
      '/api/policies/summary',
    ]) {
      expect((await customers.app.inject({ url, headers: { authorization: `Bearer ${grant}` } })).statusCode).toBe(401);
    }
    const save = await post('/api/billing/payment-methods', { token: 'tok_x', guestGrant: grant });
    expect(save.statusCode).toBe(401);
  });

  it('keeps guest tokens and customer tokens apart', async () => {
    const { grant } = await grantFor(mutualSearch);
    const token = await guestToken(grant);
    const asCustomer = await post(
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 100, token },
      { ...customers.as('mutual.customer'), [idempotencyHeader]: 'guest-token-customer' },
    );
    expect(asCustomer.statusCode).toBe(400);
    const customerCard = await post('/api/payments/tokens', bank, customers.as('mutual.customer'));
    const asGuest = await post(
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 100, token: customerCard.json().token, guestGrant: grant },
      { [idempotencyHeader]: 'customer-token-guest' },
    );
    expect(asGuest.statusCode).toBe(400);
  });

  it('refuses a guest payment without a key or with a bad amount (400)', async () => {
    const { grant } = await grantFor(mutualSearch);
    const token = await guestToken(grant);
    expect(
      (await post('/api/billing/payments', { accountNumber: 'N4820015', amountCents: 100, token, guestGrant: grant })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/billing/payments',
          { accountNumber: 'N4820015', amountCents: 0, token, guestGrant: grant },
          { [idempotencyHeader]: 'guest-zero-amt' },
        )
      ).statusCode,
    ).toBe(400);
  });
});
