import { isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { PolicyPaymentPlans, RentersBalance } from '../../src/contract/policyBilling';
import { customerGateway } from './support/gateway';

// The policies gateway's payment plans and renters balance calls (spec section 7).

const customers = customerGateway();

const get = (url: string, loginId: string) => customers.app.inject({ url, headers: customers.as(loginId) });
async function decoded<C extends t.Mixed>(codec: C, url: string, loginId: string): Promise<t.TypeOf<C>> {
  const response = await get(url, loginId);
  expect(response.statusCode).toBe(200);
  const result = codec.decode(response.json());
  if (!isRight(result)) throw new Error(`${url} does not match the contract`);
  return result.right;
}

describe('policy payment plans', () => {
  it('gives the plan a policy is billed on, its installments to come and what every other plan would bill', async () => {
    const auto = await decoded(PolicyPaymentPlans, '/api/policies/C4M7X2-1001/payment-plans', 'mutual.customer');
    expect(auto.currentPlan).toBe('monthly');
    expect(auto.upcoming.length).toBeGreaterThan(0);
    expect(auto.upcoming.every((i) => i.feeCents === 500)).toBe(true);
    // The plans it could change to: never the one it has (billing refuses that change).
    expect(auto.options.map((o) => o.plan)).toEqual(expect.arrayContaining(['annual', 'quarterly']));
    expect(auto.options.map((o) => o.plan)).not.toContain('monthly');
    const annual = auto.options.find((o) => o.plan === 'annual')!;
    expect(annual).toMatchObject({ installmentCount: 1, feeCents: 0 });
    expect(annual.firstInstallmentCents).toBe(annual.totalCents);
  });

  it("answers the same schedules as the billing domain's change of plan preview", async () => {
    const plans = await decoded(PolicyPaymentPlans, '/api/policies/H8Q3R5-2002/payment-plans', 'mutual.customer');
    const preview = await customers.app.inject({
      method: 'POST',
      url: '/api/billing/policies/H8Q3R5-2002/payment-plan/preview',
      headers: customers.as('mutual.customer'),
      payload: { plan: 'monthly' },
    });
    const monthly = plans.options.find((o) => o.plan === 'monthly');
    expect(monthly?.totalCents).toBe(preview.json().totalCents);
    expect(monthly?.installmentCount).toBe(preview.json().installments.length);
  });

  it('bills nothing on an archived policy, and answers life policies too', async () => {
    expect(await decoded(PolicyPaymentPlans, '/api/policies/R1F6H3-2871/payment-plans', 'both.customer')).toEqual({
      policyNumber: 'R1F6H3-2871',
      currentPlan: null,
      upcoming: [],
      options: [],
    });
    expect((await decoded(PolicyPaymentPlans, '/api/policies/L-204518736/payment-plans', 'life.customer')).currentPlan).toBe('monthly');
  });
});

describe('renters balance', () => {
  it('gives a renters policy its own balance, amount due and next installment on the billing account', async () => {
    const balance = await decoded(RentersBalance, '/api/policies/R2T9K4-3003/renters-balance', 'both.customer');
    expect(balance).toMatchObject({ policyNumber: 'R2T9K4-3003', accountNumber: 'N5093327' });
    expect(balance.amountDueCents).toBe(Math.max(0, balance.balanceCents));
    const rows = await customers.database.db
      .selectFrom('billing_transactions')
      .select(['amount_cents'])
      .where('policy_number', '=', 'R2T9K4-3003')
      .execute();
    expect(balance.balanceCents).toBe(rows.reduce((sum, r) => sum + r.amount_cents, 0));
  });

  it("answers 404 for another line, another party's renters policy and a malformed number", async () => {
    for (const [url, loginId] of [
      ['/api/policies/M5V8N1-3004/renters-balance', 'both.customer'],
      ['/api/policies/R2T9K4-3003/renters-balance', 'mutual.customer'],
      ['/api/policies/R2T9K4-30031/renters-balance', 'both.customer'],
      ['/api/policies/%20/renters-balance', 'both.customer'],
    ] as const) {
      expect((await get(url, loginId)).statusCode).toBe(404);
    }
  });

  it('refuses a caller without a token', async () => {
    expect((await customers.app.inject({ url: '/api/policies/R2T9K4-3003/renters-balance' })).statusCode).toBe(401);
    expect((await customers.app.inject({ url: '/api/policies/R2T9K4-3003/payment-plans' })).statusCode).toBe(401);
  });
});
