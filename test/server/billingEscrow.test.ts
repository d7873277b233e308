import { idempotencyHeader } from '../../src/contract/endpoint';
import { businessToday } from '../../src/validation/dates';
import type { AccountInstallment, BillingAccount, BillingPolicy } from '../../src/contract/billing';
import { customerGateway } from './support/gateway';
import { billInstallment } from './support/billing';

// Escrow: a home whose new mortgagee pays the premium from escrow is billed to the mortgagee from the date it is
// named; the customer's bill, amount due and automatic payments no longer count those installments.

jest.setTimeout(120_000);

const customers = customerGateway(['mutual.customer']);
const home = 'H8Q3R5-2002';
const today = businessToday(new Date());
const fifthThird = {
  name: 'Fifth Third Bank ISAOA/ATIMA',
  loanNumber: '7788990011',
  address: { line1: 'PO Box 961234', line2: null, city: 'Fort Worth', state: 'TX', zip: '76161' },
};

let keys = 0;
const nameMortgagee = (escrow: boolean) =>
  customers.app.inject({
    method: 'PUT',
    url: `/api/policies/${home}/mortgagees`,
    payload: { effectiveDate: today, lenders: [fifthThird], escrow },
    headers: { ...customers.as('mutual.customer'), [idempotencyHeader]: `escrow-${++keys}` },
  });
const get = async (url: string) => (await customers.app.inject({ url, headers: customers.as('mutual.customer') })).json();
async function billing() {
  const [account] = (await get('/api/billing/accounts')).accounts as BillingAccount[];
  const installments = ((await get('/api/billing/accounts/N4820015/installments')).installments as AccountInstallment[]).filter(
    (i) => i.policyNumber === home,
  );
  return { account, policy: account?.policies.find((p) => p.policyNumber === home) as BillingPolicy, installments };
}
const premiumOf = async () =>
  (await customers.database.db.selectFrom('policies').select('premium_cents').where('policy_number', '=', home).executeTakeFirstOrThrow())
    .premium_cents;
const sumOf = (installments: readonly AccountInstallment[]) => installments.reduce((sum, i) => sum + i.amountCents + i.discountCents, 0);

describe('escrow', () => {
  it('moves the open installments due from the change to the mortgagee, and back when escrow ends; the premium adds up throughout', async () => {
    // The home's third installment has been billed (the billing run), the second is past due.
    const [third] = (await billing()).installments.filter((i) => i.status === 'scheduled');
    await billInstallment(customers.database.db, home, third?.sequence ?? 0, today);
    const before = await billing();
    const bill = (third?.amountCents ?? 0) + (third?.feeCents ?? 0);
    expect(before.policy.escrowMortgagee).toBeNull();
    expect(sumOf(before.installments)).toBe(await premiumOf());

    expect((await nameMortgagee(true)).statusCode).toBe(200);
    const escrowed = await billing();
    expect(escrowed.policy.escrowMortgagee).toBe('Fifth Third Bank ISAOA/ATIMA');
    // Every installment due from today on is the mortgagee's; the one past due before stays the customer's.
    for (const i of escrowed.installments) {
      const was = before.installments.find((b) => b.sequence === i.sequence)?.status;
      expect([i.sequence, i.status]).toEqual([i.sequence, i.dueDate >= today && was !== 'paid' ? 'escrow' : was]);
    }
    expect(escrowed.installments.filter((i) => i.status === 'escrow').length).toBeGreaterThanOrEqual(2);
    expect(escrowed.policy.amountDueCents).toBe(before.policy.amountDueCents - bill);
    expect(escrowed.account?.amountDueCents).toBe((before.account?.amountDueCents ?? 0) - bill);
    expect(escrowed.policy.amountDueLines.every((l) => l.dueDate < today)).toBe(true);
    expect(escrowed.policy.nextInstallment).toBeNull();
    expect(sumOf(escrowed.installments)).toBe(await premiumOf());
    const moved = (
      (await get('/api/billing/accounts/N4820015/transactions')).transactions as {
        kind: string;
        amountCents: number;
        description: string;
      }[]
    ).filter((t) => t.kind === 'escrow');
    expect(moved).toEqual([
      expect.objectContaining({ amountCents: -bill, description: expect.stringContaining('paid by your mortgage company through escrow') }),
    ]);

    expect((await nameMortgagee(false)).statusCode).toBe(200);
    const back = await billing();
    expect(back.policy.escrowMortgagee).toBeNull();
    expect(back.installments.map((i) => i.status)).toEqual(before.installments.map((i) => i.status));
    expect(back.policy.amountDueCents).toBe(before.policy.amountDueCents);
    expect(back.account?.amountDueCents).toBe(before.account?.amountDueCents);
    expect(back.policy.nextInstallment?.dueDate).toBe(third?.dueDate);
    expect(sumOf(back.installments)).toBe(await premiumOf());
  });

  it('keeps a changed payment plan with the mortgagee: the new installments are billed to it too', async () => {
    expect((await nameMortgagee(true)).statusCode).toBe(200);
    const change = await customers.app.inject({
      method: 'PUT',
      url: `/api/billing/policies/${home}/payment-plan`,
      payload: { plan: 'monthly' },
      headers: { ...customers.as('mutual.customer'), [idempotencyHeader]: 'escrow-plan-1' },
    });
    expect(change.statusCode).toBe(200);
    const { installments, policy } = await billing();
    const scheduled = installments.filter((i) => i.dueDate > today && i.status !== 'paid');
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((i) => i.status === 'escrow')).toBe(true);
    expect(policy.nextInstallment).toBeNull();
    expect(sumOf(installments)).toBe(await premiumOf());
  });
});
