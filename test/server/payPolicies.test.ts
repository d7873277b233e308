import { idempotencyHeader } from '../../src/contract/endpoint';
import { customerGateway } from './support/gateway';

// One payment for several policies of an account: per-policy parts, one ledger transaction each, one key.

jest.setTimeout(120_000);

const customers = customerGateway(['mutual.customer', 'life.customer']);
const auto = 'C4M7X2-1001';
const home = 'H8Q3R5-2002';
const life = 'L-204518736';

const bank = {
  kind: 'bank',
  routingNumber: '021000021',
  accountNumber: '987654321012',
  accountType: 'checking',
  holderName: 'Daniel R Whitaker',
} as const;
const post = (url: string, body: unknown, loginId = 'mutual.customer', key?: string) =>
  customers.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...customers.as(loginId), ...(key ? { [idempotencyHeader]: key } : {}) },
  });
const tokenFor = async (loginId = 'mutual.customer') => (await post('/api/payments/tokens', bank, loginId)).json().token as string;

interface Policy {
  policyNumber: string;
  amountDueCents: number;
}
async function policiesDue(loginId = 'mutual.customer'): Promise<Map<string, number>> {
  const accounts = (await customers.app.inject({ url: '/api/billing/accounts', headers: customers.as(loginId) })).json().accounts as {
    policies: Policy[];
  }[];
  return new Map(accounts.flatMap((a) => a.policies.map((p) => [p.policyNumber, p.amountDueCents] as const)));
}
const transactionsOf = async (accountNumber: string, loginId = 'mutual.customer') =>
  (await customers.app.inject({ url: `/api/billing/accounts/${accountNumber}/transactions`, headers: customers.as(loginId) })).json()
    .transactions as { policyNumber: string | null; amountCents: number; confirmationNumber: string | null }[];
const ledgerRows = async () =>
  Number(
    (
      await customers.database.db
        .selectFrom('billing_transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a payment of several policies', () => {
  it('pays each policy its own part: one payment, one confirmation, one ledger transaction per policy', async () => {
    const before = await policiesDue();
    expect(before.get(auto)).toBeGreaterThan(1000);
    expect(before.get(home)).toBeGreaterThan(1000);
    const token = await tokenFor();
    const body = {
      accountNumber: 'N4820015',
      amountCents: 1700,
      token,
      policies: [
        { policyNumber: home, amountCents: 1000 },
        { policyNumber: auto, amountCents: 700 },
      ],
    };
    const response = await post('/api/billing/payments', body, 'mutual.customer', 'pay-policies-0001');
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      accountNumber: 'N4820015',
      amountCents: 1700,
      confirmationNumber: expect.stringMatching(/^CM\d{10}$/),
    });
    const after = await policiesDue();
    expect(after.get(home)).toBe((before.get(home) ?? 0) - 1000);
    expect(after.get(auto)).toBe((before.get(auto) ?? 0) - 700);
    const rows = (await transactionsOf('N4820015')).filter((t) => t.confirmationNumber === receipt.confirmationNumber);
    expect(rows.map((t) => [t.policyNumber, t.amountCents]).sort()).toEqual([
      [auto, -700],
      [home, -1000],
    ]);

    // The same key again is the same payment: the first receipt, no new rows.
    const rowCount = await ledgerRows();
    const retry = await post('/api/billing/payments', body, 'mutual.customer', 'pay-policies-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().confirmationNumber).toBe(receipt.confirmationNumber);
    expect(await ledgerRows()).toBe(rowCount);
  });

  it('still spreads a whole-account payment (no policies) over the policies that owe', async () => {
    const token = await tokenFor();
    const response = await post(
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 300, token },
      'mutual.customer',
      'pay-account-0001',
    );
    expect(response.statusCode).toBe(200);
    const rows = (await transactionsOf('N4820015')).filter((t) => t.confirmationNumber === response.json().confirmationNumber);
    expect(rows.reduce((sum, t) => sum + t.amountCents, 0)).toBe(-300);
  });

  it('answers 404 for a policy of another party (or of another account) and moves nothing', async () => {
    const token = await tokenFor();
    const rowCount = await ledgerRows();
    const response = await post(
      '/api/billing/payments',
      {
        accountNumber: 'N4820015',
        amountCents: 600,
        token,
        policies: [
          { policyNumber: auto, amountCents: 500 },
          { policyNumber: life, amountCents: 100 },
        ],
      },
      'mutual.customer',
      'pay-policies-theirs',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that policy.' });
    // life.customer naming a mutual policy on its own account: the same 404.
    const lifeToken = await tokenFor('life.customer');
    const other = await post(
      '/api/billing/payments',
      {
        accountNumber: 'N7310042',
        amountCents: 100,
        token: lifeToken,
        policies: [{ policyNumber: auto, amountCents: 100 }],
      },
      'life.customer',
      'pay-policies-theirs-2',
    );
    expect(other.statusCode).toBe(404);
    expect(await ledgerRows()).toBe(rowCount);
  });

  it.each([
    ['no policies', [], 100, 'Please choose at least one policy to pay'],
    [
      'a policy listed twice',
      [
        { policyNumber: auto, amountCents: 50 },
        { policyNumber: auto, amountCents: 50 },
      ],
      100,
      'Please list each policy once',
    ],
    [
      'a part of zero',
      [
        { policyNumber: auto, amountCents: 100 },
        { policyNumber: home, amountCents: 0 },
      ],
      100,
      'Please enter an amount greater than $0.00',
    ],
    [
      'parts that do not add up to the amount',
      [
        { policyNumber: auto, amountCents: 100 },
        { policyNumber: home, amountCents: 100 },
      ],
      300,
      'The amounts of the policies must add up to the payment amount',
    ],
  ])('refuses %s with a 400 and moves nothing', async (_label, policies, amountCents, message) => {
    const token = await tokenFor();
    const rowCount = await ledgerRows();
    const response = await post(
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents, token, policies },
      'mutual.customer',
      `pay-bad-${String(message.length)}-${String(amountCents)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message });
    expect(await ledgerRows()).toBe(rowCount);
  });

  it('refuses a malformed policy number or a fractional cent with a 400', async () => {
    const token = await tokenFor();
    for (const policies of [[{ policyNumber: 'not a policy', amountCents: 100 }], [{ policyNumber: auto, amountCents: 10.5 }]]) {
      const response = await post(
        '/api/billing/payments',
        { accountNumber: 'N4820015', amountCents: 100, token, policies },
        'mutual.customer',
        'pay-malformed-01',
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a part over the policy's amount due with a 400 naming the policy, and moves nothing", async () => {
    const due = (await policiesDue()).get(auto) ?? 0;
    const token = await tokenFor();
    const rowCount = await ledgerRows();
    const response = await post(
      '/api/billing/payments',
      {
        accountNumber: 'N4820015',
        amountCents: due + 1,
        token,
        policies: [{ policyNumber: auto, amountCents: due + 1 }],
      },
      'mutual.customer',
      'pay-over-due-01',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `${auto}: Please enter an amount no more than the amount due of $${(due / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    );
    expect(await ledgerRows()).toBe(rowCount);
  });

  it('lets life.customer pay the life policy on its life billing account', async () => {
    const due = (await policiesDue('life.customer')).get(life) ?? 0;
    expect(due).toBeGreaterThan(0);
    const token = await tokenFor('life.customer');
    const response = await post(
      '/api/billing/payments',
      {
        accountNumber: 'N7310042',
        amountCents: due,
        token,
        policies: [{ policyNumber: life, amountCents: due }],
      },
      'life.customer',
      'pay-life-policy-01',
    );
    expect(response.statusCode).toBe(200);
    expect((await policiesDue('life.customer')).get(life)).toBe(0);
  });
});
