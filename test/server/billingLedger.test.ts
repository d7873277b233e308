import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import { AccountInstallment, Backbill, CanceledPayment } from '../../src/contract/billing';
import { RentersBalance } from '../../src/contract/policyBilling';
import { billing } from '../../config/product';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { customerGateway, demoCustomers } from './support/gateway';

// The ledger calls beside the transactions: installments, canceled payments, backbill, renters balance.
// Real rows of the seeded database, answers that decode with their contracts, and another party's account
// or policy not found.

const customers = customerGateway([...demoCustomers, 'mfa.customer']);

jest.setTimeout(90_000);

const get = (url: string, loginId = 'both.customer') => customers.app.inject({ url, headers: customers.as(loginId) });
const decodes = (codec: t.Mixed, value: unknown) => isRight(codec.decode(value));
const both = 'N5093327';

describe('installments', () => {
  it("lists the account's billed and scheduled installments by due date, as the installments table holds them", async () => {
    const response = await get(`/api/billing/accounts/${both}/installments`);
    expect(response.statusCode).toBe(200);
    const { installments } = response.json() as {
      installments: { policyNumber: string; dueDate: string; status: string; amountCents: number }[];
    };
    expect(decodes(t.array(AccountInstallment), installments)).toBe(true);
    const rows = await customers.database.db
      .selectFrom('billing_installments')
      .select(['policy_number'])
      .where('account_number', '=', both)
      .where('status', '<>', 'superseded')
      .execute();
    expect(installments).toHaveLength(rows.length);
    expect(installments.map((i) => i.dueDate)).toEqual([...installments.map((i) => i.dueDate)].sort());
    expect(new Set(installments.map((i) => i.policyNumber))).toEqual(
      new Set(['R2T9K4-3003', 'M5V8N1-3004', ...rows.map((r) => r.policy_number)]),
    );
    // Billed and unpaid past the due date reads overdue (it read "billed" before).
    expect(installments.some((i) => i.status === 'billed' || i.status === 'overdue')).toBe(true);
  });

  it('leaves out installments a plan change superseded', async () => {
    const before = (await get('/api/billing/accounts/N4820015/installments', 'mutual.customer')).json().installments as unknown[];
    const changed = await customers.app.inject({
      method: 'PUT',
      url: '/api/billing/policies/H8Q3R5-2002/payment-plan',
      payload: { plan: 'monthly' },
      headers: { ...customers.as('mutual.customer'), 'idempotency-key': 'ledger-plan-0001' },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await get('/api/billing/accounts/N4820015/installments', 'mutual.customer')).json().installments as {
      policyNumber: string;
      status: string;
    }[];
    const superseded = await customers.database.db
      .selectFrom('billing_installments')
      .select('id')
      .where('policy_number', '=', 'H8Q3R5-2002')
      .where('status', '=', 'superseded')
      .execute();
    expect(superseded.length).toBeGreaterThan(0);
    expect(after.length).not.toBe(before.length);
    expect(after.filter((i) => i.policyNumber === 'H8Q3R5-2002' && i.status === 'scheduled').length).toBe(
      changed.json().installments.length,
    );
  });
});

describe('canceled payments', () => {
  it('lists a payment the payer canceled, with its method by brand or bank and last four only', async () => {
    const response = await get(`/api/billing/accounts/${both}/canceled-payments`);
    expect(response.statusCode).toBe(200);
    const { payments } = response.json() as {
      payments: { confirmationNumber: string; amountCents: number; paidOn: string; canceledOn: string }[];
    };
    expect(decodes(t.array(CanceledPayment), payments)).toBe(true);
    expect(payments).toEqual([
      expect.objectContaining({ amountCents: 5350, method: expect.objectContaining({ kind: 'bank', label: 'Fifth Third checking' }) }),
    ]);
    expect(payments[0]!.paidOn < payments[0]!.canceledOn).toBe(true);
    // The ledger shows the payment and its reversal, which leave the balance as it was.
    const ledger = (await get(`/api/billing/accounts/${both}/transactions`)).json().transactions as {
      kind: string;
      amountCents: number;
      confirmationNumber: string | null;
    }[];
    const entries = ledger.filter((e) => e.confirmationNumber === payments[0]!.confirmationNumber);
    expect(entries.map((e) => e.kind).sort()).toEqual(['payment', 'payment_reversal']);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
  });

  it('is empty for an account with none', async () => {
    expect((await get('/api/billing/accounts/N4820015/canceled-payments', 'mutual.customer')).json()).toEqual({ payments: [] });
  });
});

describe('backbill', () => {
  it('lists the backbill with its period and reason, and the ledger carries it as a charge', async () => {
    const response = await get(`/api/billing/accounts/${both}/backbill`);
    expect(response.statusCode).toBe(200);
    const { backbills } = response.json() as {
      backbills: { policyNumber: string; amountCents: number; reason: string; periodStart: string; periodEnd: string }[];
    };
    expect(decodes(t.array(Backbill), backbills)).toBe(true);
    expect(backbills).toEqual([
      expect.objectContaining({ policyNumber: 'M5V8N1-3004', amountCents: 4218, reason: expect.stringContaining('Rider added') }),
    ]);
    expect(backbills[0]!.periodStart < backbills[0]!.periodEnd).toBe(true);
    const ledger = (await get(`/api/billing/accounts/${both}/transactions`)).json().transactions as {
      kind: string;
      description: string;
      amountCents: number;
    }[];
    expect(ledger).toContainEqual(
      expect.objectContaining({ kind: 'charge', amountCents: 4218, description: expect.stringMatching(/^Backbill: /) }),
    );
  });
});

describe('installment states from the ledger', () => {
  const today = businessToday(new Date());
  type Row = { policyNumber: string; dueDate: string; status: string; amountCents: number; feeCents: number };
  const installmentsOf = async (account: string, loginId: string) =>
    (await get(`/api/billing/accounts/${account}/installments`, loginId)).json().installments as Row[];
  const accountOf = async (account: string, loginId: string) =>
    (
      (await get('/api/billing/accounts', loginId)).json().accounts as {
        accountNumber: string;
        dueDate: string | null;
        overdue: boolean;
        creditCents: number;
        amountDueCents: number;
        policies: { policyNumber: string; dueDate: string | null; amountDueCents: number }[];
      }[]
    ).find((a) => a.accountNumber === account)!;

  it('paid installments read paid, unpaid ones past their due date overdue, the rest billed or scheduled', async () => {
    const installments = await installmentsOf('N4820093', 'mfa.customer');
    for (const i of installments) {
      if (i.status === 'overdue') expect(i.dueDate < today).toBe(true);
      if (i.status === 'billed') expect(i.dueDate >= today).toBe(true);
      if (i.status === 'scheduled') expect(i.dueDate > addCalendarDays(today, billing.billingLeadDays)).toBe(true);
    }
    // The seed paid every billed installment of a policy but its latest.
    const auto = installments.filter((i) => i.policyNumber === 'K9B2F6-5001' && i.status !== 'scheduled');
    expect(auto.length).toBeGreaterThan(1);
    expect(auto.slice(0, -1).every((i) => i.status === 'paid')).toBe(true);
    expect(auto.at(-1)?.status).not.toBe('paid');
  });

  it("both.customer's due date in the past is overdue, and the renters page and the pay page give its policies the same due date", async () => {
    const account = await accountOf(both, 'both.customer');
    expect(account.dueDate! < today).toBe(true);
    expect(account.overdue).toBe(true);
    const installments = await installmentsOf(both, 'both.customer');
    expect(installments.filter((i) => i.status === 'overdue').map((i) => i.dueDate)).toContain(account.dueDate);
    const renters = (await get('/api/policies/R2T9K4-3003/renters-balance')).json() as { dueDate: string | null; amountDueCents: number };
    const onAccount = account.policies.find((p) => p.policyNumber === 'R2T9K4-3003')!;
    expect({ dueDate: renters.dueDate, amountDueCents: renters.amountDueCents }).toEqual({
      dueDate: onAccount.dueDate,
      amountDueCents: onAccount.amountDueCents,
    });
    expect(renters.dueDate).toBe(installments.find((i) => i.policyNumber === 'R2T9K4-3003' && i.status === 'overdue')?.dueDate);
  });

  it('a payment beyond the amount due pays every bill and stays as a credit, never a negative amount due', async () => {
    const before = await accountOf('N4820015', 'mutual.customer');
    const { token } = (
      await customers.app.inject({
        method: 'POST',
        url: '/api/payments/tokens',
        headers: customers.as('mutual.customer'),
        payload: { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' },
      })
    ).json() as { token: string };
    const paid = await customers.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers: { ...customers.as('mutual.customer'), 'idempotency-key': 'ledger-overpay-0001' },
      payload: { accountNumber: 'N4820015', amountCents: before.amountDueCents + 45182, token, creditAccepted: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().remainingBalanceCents).toBe(-45182);
    const after = await accountOf('N4820015', 'mutual.customer');
    expect(after).toMatchObject({ amountDueCents: 0, creditCents: 45182, dueDate: null, overdue: false });
    const states = new Set((await installmentsOf('N4820015', 'mutual.customer')).map((i) => i.status));
    expect([...states].sort()).toEqual(['paid', 'scheduled']);
  });
});

describe('renters balance', () => {
  it('answers what the renters policy owes, equal to its part of the ledger', async () => {
    const response = await get('/api/policies/R2T9K4-3003/renters-balance');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { balanceCents: number; amountDueCents: number; accountNumber: string };
    expect(decodes(RentersBalance, body)).toBe(true);
    const ledger = (await get(`/api/billing/accounts/${both}/transactions`)).json().transactions as {
      policyNumber: string | null;
      amountCents: number;
    }[];
    expect(body.balanceCents).toBe(ledger.filter((e) => e.policyNumber === 'R2T9K4-3003').reduce((sum, e) => sum + e.amountCents, 0));
    expect(body).toMatchObject({ policyNumber: 'R2T9K4-3003', accountNumber: both, amountDueCents: Math.max(0, body.balanceCents) });
  });

  it('is not found for a policy of the party that is not renters', async () => {
    expect((await get('/api/policies/M5V8N1-3004/renters-balance')).statusCode).toBe(404);
  });
});

describe("ownership: another party's account or policy is not found, never data", () => {
  it.each(['installments', 'canceled-payments', 'backbill', 'transactions'])(
    "%s of another party's, an unknown or a malformed account",
    async (call) => {
      for (const account of [both, 'N9999999', 'not-an-account']) {
        const response = await get(`/api/billing/accounts/${account}/${call}`, 'mutual.customer');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that billing account.' });
      }
    },
  );

  it("the renters balance of another party's renters policy, or a malformed number", async () => {
    for (const policy of ['R2T9K4-3003', 'nope']) {
      const response = await get(`/api/policies/${policy}/renters-balance`, 'mutual.customer');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that policy.' });
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await customers.app.inject({ url: `/api/billing/accounts/${both}/backbill` })).statusCode).toBe(401);
    expect((await customers.app.inject({ url: '/api/policies/R2T9K4-3003/renters-balance' })).statusCode).toBe(401);
  });
});
