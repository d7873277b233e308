import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, pagePerTest, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';

// Paying by policy: mutual.customer pays two policies in one payment (/paypolicies); life.customer pays the
// life bill through the per-policy address (/{policyNumber}/singlepay) reached by "Pay this policy".

afterAll(closeBrowser);

const auto = 'C4M7X2-1001';
const home = 'H8Q3R5-2002';
const life = 'L-204518736';
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

async function payByBank(page: Page, label: string, name: string) {
  await page.getByText('Step 2 of 4').waitFor();
  await page.getByLabel('Account holder name').fill('Daniel R. Whitaker');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number', { exact: true }).fill('987654321012');
  await page.getByLabel('Confirm account number').fill('987654321012');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await snapshot(page, `${name}-verification-${label}`);
  await expectAccessible(page);
}

async function policyDue(page: Page, policyNumber: string): Promise<number> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(policyNumber) }) });
  return cents(await row.locator('td[data-label="Amount due"]').evaluate((cell) => cell.firstChild?.textContent ?? ''));
}

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('paying by policy at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('mutual.customer pays the auto and the home policy in one payment; the transactions show both', async () => {
    const [autoPart, homePart] = label === 'phone' ? ['10.00', '12.50'] : ['7.25', '8.00'];
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.locator('.billing-account__due').first().waitFor();
    const [autoBefore, homeBefore] = [await policyDue(page, auto), await policyDue(page, home)];
    await page.getByRole('link', { name: 'Pay several policies' }).click();

    await page.waitForURL('**/billing/makeapayment/paypolicies');
    await page.getByText('Step 1 of 4').waitFor();
    expect(cents(await page.getByLabel(`Amount for policy ${auto}`).inputValue())).toBe(autoBefore);
    await page.getByLabel(`Amount for policy ${auto}`).fill(autoPart);
    await page.getByLabel(`Amount for policy ${home}`).fill(homePart);
    await page.getByText(`Total payment: $${((cents(autoPart) + cents(homePart)) / 100).toFixed(2)}`).waitFor();
    await snapshot(page, `pay-policies-amounts-${label}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await payByBank(page, label, 'pay-policies');
    await page.getByText(`Policy ${auto}`).waitFor();
    await page.getByText(`$${autoPart}`).first().waitFor();
    await page.getByText(`Policy ${home}`).waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).click();

    await page.getByText('Step 4 of 4').waitFor();
    const confirmation = (await page.locator('.payment-summary dd').first().textContent()) ?? '';
    expect(confirmation).toMatch(/^CM\d{10}$/);
    await snapshot(page, `pay-policies-confirmation-${label}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.locator('.billing-account__due').first().waitFor();
    expect(await policyDue(page, auto)).toBe(autoBefore - cents(autoPart));
    expect(await policyDue(page, home)).toBe(homeBefore - cents(homePart));

    await page.goto('/customers/billing/transactions');
    const ofPayment = page.getByRole('row').filter({ hasText: confirmation });
    await ofPayment.first().waitFor();
    await expect(ofPayment.count()).resolves.toBe(2);
    await ofPayment.filter({ hasText: auto }).filter({ hasText: autoPart }).waitFor();
    await ofPayment.filter({ hasText: home }).filter({ hasText: homePart }).waitFor();
    await snapshot(page, `pay-policies-transactions-${label}`);
  });

  it('life.customer pays the life bill through "Pay this policy" (the per-policy address, amount due filled in)', async () => {
    await signIn(page, 'life.customer');
    await page.goto('/customers/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.locator('.billing-account__due').first().waitFor();
    const due = await policyDue(page, life);
    expect(due).toBeGreaterThan(0);
    await snapshot(page, `pay-policy-overview-${label}`);
    await page.getByRole('link', { name: `Pay this policy (${life})` }).click();

    await page.waitForURL(`**/billing/makeapayment/${life}/singlepay`);
    await page.getByText('Step 1 of 4').waitFor();
    await expectTitle(page, 'Make a payment: Amount | Cardinal Mutual');
    expect(cents(await page.getByLabel('Payment amount').inputValue())).toBe(due);
    // Over the policy's amount due is refused on the form, and what was typed stays.
    await page.getByLabel('Payment amount').fill(((due + 100) / 100).toFixed(2));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText(/Please enter an amount no more than the amount due of/)
      .first()
      .waitFor();
    await snapshot(page, `pay-policy-amount-${label}`);
    await expectAccessible(page);
    // The phone journey pays part of the bill, the desktop journey (after it) the rest. Other journeys
    // share the demo data (guest pay pays this bill too), so the share follows what is due now.
    const paid = label === 'phone' ? Math.max(1, Math.floor(due / 2)) : due;
    await page.getByLabel('Payment amount').fill((paid / 100).toFixed(2));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`**/billing/makeapayment/${life}/method`);
    await payByBank(page, label, 'pay-policy');
    await page.getByText(`Policy ${life}`).waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.waitForURL(`**/billing/makeapayment/${life}/confirmation`);
    await page.getByText('Thank you. Your payment was received.').waitFor();
    await snapshot(page, `pay-policy-confirmation-${label}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.locator('.billing-account__due').first().waitFor();
    expect(await policyDue(page, life)).toBe(due - paid);

    // Another party's policy number in the address finds nothing to pay.
    await page.goto(`/customers/billing/makeapayment/${auto}/singlepay`);
    await page.getByText('We could not find that policy.').waitFor();
    await expect(page.getByLabel('Payment amount').count()).resolves.toBe(0);
    await expectAccessible(page);
  });
});
