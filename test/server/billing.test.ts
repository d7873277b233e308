import { isRight } from 'fp-ts/lib/Either';
import { BillingAccounts } from '../../src/contract/billing';
import { customerGateway, demoCustomers } from './support/gateway';

const customers = customerGateway([...demoCustomers, 'new.customer'], { support: ['support.agent'] });

jest.setTimeout(60_000);

const get = (url: string, loginId?: string) => customers.app.inject({ url, headers: loginId ? customers.as(loginId) : {} });

describe('billing accounts', () => {
  it('shows mutual.customer one mutual account with a bill due, both policies and their plans', async () => {
    const response = await get('/api/billing/accounts', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(isRight(BillingAccounts.decode(body))).toBe(true);
    expect(body.accounts).toHaveLength(1);
    const [account] = body.accounts;
    expect(account).toMatchObject({ accountNumber: 'N4820015', side: 'mutual' });
    expect(account.amountDueCents).toBeGreaterThan(0);
    expect(account.amountDueCents).toBe(account.balanceCents);
    expect(account.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(account.policies.map((p: { policyNumber: string; plan: string }) => [p.policyNumber, p.plan])).toEqual([
      ['C4M7X2-1001', 'monthly'],
      ['H8Q3R5-2002', 'quarterly'],
    ]);
    const perPolicy = account.policies.reduce((sum: number, p: { amountDueCents: number }) => sum + p.amountDueCents, 0);
    expect(perPolicy).toBe(account.amountDueCents);
  });

  it('shows life.customer the life billing of the life policy', async () => {
    const body = (await get('/api/billing/accounts', 'life.customer')).json();
    expect(body.accounts).toEqual([
      expect.objectContaining({
        accountNumber: 'N7310042',
        side: 'life',
        policies: [expect.objectContaining({ policyNumber: 'L-204518736', lineOfBusiness: 'life' })],
      }),
    ]);
    expect(body.accounts[0].amountDueCents).toBeGreaterThan(0);
  });

  it('keeps the balance equal to the sum of the ledger, in integer cents', async () => {
    const body = (await get('/api/billing/accounts', 'both.customer')).json();
    for (const account of body.accounts) {
      const transactions = (await get(`/api/billing/accounts/${account.accountNumber}/transactions`, 'both.customer')).json()
        .transactions as { amountCents: number }[];
      expect(transactions.every((t) => Number.isInteger(t.amountCents))).toBe(true);
      expect(transactions.reduce((sum, t) => sum + t.amountCents, 0)).toBe(account.balanceCents);
    }
  });

  it("lists an account's transactions, newest first, payments with their confirmation numbers", async () => {
    const response = await get('/api/billing/accounts/N4820015/transactions', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    const { transactions } = response.json() as { transactions: { postedOn: string; kind: string; confirmationNumber: string | null }[] };
    expect(transactions.length).toBeGreaterThan(2);
    expect([...transactions].sort((a, b) => (a.postedOn < b.postedOn ? 1 : -1)).map((t) => t.postedOn)).toEqual(
      transactions.map((t) => t.postedOn),
    );
    const payments = transactions.filter((t) => t.kind === 'payment');
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((t) => /^CM\d{10}$/.test(t.confirmationNumber ?? ''))).toBe(true);
  });

  it("answers 404, never data, for another party's account, an unknown one or a malformed number", async () => {
    for (const url of [
      '/api/billing/accounts/N7310042/transactions',
      '/api/billing/accounts/N9999999/transactions',
      '/api/billing/accounts/not-an-account/transactions',
    ]) {
      const response = await get(url, 'mutual.customer');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that billing account.' });
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await get('/api/billing/accounts')).statusCode).toBe(401);
    expect((await get('/api/billing/accounts', 'support.agent')).statusCode).toBe(403);
  });

  it('keeps the ledger append-only: a transaction cannot be edited or deleted', async () => {
    await expect(
      customers.database.db.updateTable('billing_transactions').set({ amount_cents: 0 }).where('account_number', '=', 'N4820015').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      customers.database.db.deleteFrom('billing_transactions').where('account_number', '=', 'N4820015').execute(),
    ).rejects.toThrow(/append-only/);
  });
});
