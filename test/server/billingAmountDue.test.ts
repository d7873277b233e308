import { idempotencyHeader } from '../../src/contract/endpoint';
import { businessToday } from '../../src/validation/dates';
import type { AccountInstallment, BillingAccount } from '../../src/contract/billing';
import { customerGateway, demoCustomers } from './support/gateway';
import { billInstallment } from './support/billing';

// What a policy's amount due is made of, and which installment is next: the billing centre explains the amount
// bill by bill, and never announces an installment already paid as the next one.

jest.setTimeout(120_000);

const customers = customerGateway(demoCustomers);
const today = businessToday(new Date());
const accountsOf = async (loginId: string) =>
  (await customers.app.inject({ url: '/api/billing/accounts', headers: customers.as(loginId) })).json().accounts as BillingAccount[];
const installmentsOf = async (accountNumber: string, loginId: string) =>
  (await customers.app.inject({ url: `/api/billing/accounts/${accountNumber}/installments`, headers: customers.as(loginId) })).json()
    .installments as AccountInstallment[];

describe('amount due, bill by bill', () => {
  it("the motorcycle's amount due is its past-due installment and its backbill, each named, adding up to the cent", async () => {
    const [mutual] = await accountsOf('both.customer');
    const motorcycle = mutual?.policies.find((p) => p.lineOfBusiness === 'motorcycle');
    const [installment] = (await installmentsOf(mutual?.accountNumber ?? '', 'both.customer')).filter(
      (i) => i.policyNumber === motorcycle?.policyNumber && i.status !== 'scheduled',
    );
    expect(motorcycle?.amountDueLines).toEqual([
      {
        description: `Installment ${installment?.sequence}`,
        dueDate: installment?.dueDate,
        amountCents: 32100,
        billedCents: 32100,
        overdue: true,
      },
      expect.objectContaining({ description: expect.stringMatching(/^Backbill: Rider added/), amountCents: 4218, billedCents: 4218 }),
    ]);
    expect(motorcycle?.amountDueCents).toBe(32100 + 4218);
  });

  it.each(demoCustomers)('every policy of %s: the lines of its amount due add up to it', async (loginId) => {
    for (const account of await accountsOf(loginId))
      for (const p of account.policies) {
        const sum = p.amountDueLines.reduce((total, l) => total + l.amountCents, 0);
        expect({ policy: p.policyNumber, sum }).toEqual({ policy: p.policyNumber, sum: p.amountDueCents });
      }
  });
});

describe('the next installment', () => {
  it('is the first unpaid one due today or later: an installment paid ahead is never announced as next', async () => {
    const auto = 'C4M7X2-1001';
    const upcoming = (await installmentsOf('N4820015', 'mutual.customer')).filter((i) => i.policyNumber === auto && i.dueDate >= today);
    const [first] = upcoming;
    if (first?.status === 'scheduled') await billInstallment(customers.database.db, auto, first.sequence, today);
    const due = (await accountsOf('mutual.customer'))[0]?.policies.find((p) => p.policyNumber === auto)?.amountDueCents ?? 0;
    const token = (
      await customers.app.inject({
        method: 'POST',
        url: '/api/payments/tokens',
        headers: customers.as('mutual.customer'),
        payload: {
          kind: 'bank',
          routingNumber: '021000021',
          accountNumber: '987654321012',
          accountType: 'checking',
          holderName: 'Daniel R Whitaker',
        },
      })
    ).json().token as string;
    const paid = await customers.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers: { ...customers.as('mutual.customer'), [idempotencyHeader]: 'next-installment-1' },
      payload: { accountNumber: 'N4820015', amountCents: due, token, policies: [{ policyNumber: auto, amountCents: due }] },
    });
    expect(paid.statusCode).toBe(200);

    const after = await installmentsOf('N4820015', 'mutual.customer');
    expect(after.find((i) => i.policyNumber === auto && i.sequence === first?.sequence)?.status).toBe('paid');
    const policy = (await accountsOf('mutual.customer'))[0]?.policies.find((p) => p.policyNumber === auto);
    expect(policy?.amountDueCents).toBe(0);
    expect(policy?.nextInstallment?.dueDate ?? null).toBe(upcoming[1]?.dueDate ?? null);
    // The policy's own page says the same.
    const plans = (
      await customers.app.inject({ url: `/api/policies/${auto}/payment-plans`, headers: customers.as('mutual.customer') })
    ).json();
    expect(plans.upcoming[0]?.dueDate ?? null).toBe(upcoming[1]?.dueDate ?? null);
  });
});
