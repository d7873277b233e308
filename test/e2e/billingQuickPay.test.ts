import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, newContext, openOutageWindow, pagePerTest, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';

// The quick payment of the amount due from the billing overview, a signed-in payment inside a billing
// outage window, and the ledger reads on the overview and the history (both.customer's backbill and
// canceled payment), at phone and desktop widths, with axe on every screen.

afterAll(closeBrowser);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Pay amount due' });

async function openQuickPay(page: Page) {
  await page.getByRole('link', { name: /^Pay amount due/ }).click();
  await page.waitForURL('**/billing/makeapayment/paymentmodal');
  await dialog(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Pay amount due');
}

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('quick payment at %s width', (label, width) => {
  const browser = pagePerTest(width);

  it('mutual.customer opens Pay amount due from the overview, closes it, then pays the amount due through the steps', async () => {
    const { page } = browser;
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.locator('.billing-account__due').first().waitFor();

    await openQuickPay(page);
    await expectTitle(page, 'Pay amount due | Cardinal Mutual');
    const amount = await dialog(page).getByLabel('Payment amount').inputValue();
    expect(Number(amount.replace(/,/g, ''))).toBeGreaterThan(0);
    await snapshot(page, `quick-pay-dialog-${label}`);
    await expectAccessible(page);

    // Escape and Close both go back to the overview, with no dialog left and the page usable again.
    await page.keyboard.press('Escape');
    await page.waitForURL('**/billing/overview');
    await expect(dialog(page).count()).resolves.toBe(0);
    await expect(page.locator('[inert]').count()).resolves.toBe(0);
    await openQuickPay(page);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/billing/overview');
    await expect(dialog(page).count()).resolves.toBe(0);

    // Tab and Shift+Tab stay inside the open dialog (the overview behind it is inert; focus wraps around).
    await openQuickPay(page);
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inDialog()).toBe(true);
    }

    // Pay part of it (the journeys of this file share one database, and each width pays).
    await dialog(page).getByLabel('Payment amount').fill('10.00');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    await page.waitForURL('**/billing/makeapayment/method');
    await page.getByLabel('Debit or credit card').check();
    await page.getByLabel('Name on card').fill('Daniel R Whitaker');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Expiration date').fill('10/38');
    await page.getByLabel('Security code').fill('737');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByText('Visa ending in 1111').first().waitFor();
    await expectAccessible(page);

    // Change amount goes back to the dialog with the amount kept.
    await page.getByRole('button', { name: 'Change amount' }).click();
    await dialog(page).waitFor();
    // (the currency mask shows 10.00 as 10)
    expect(Number(await dialog(page).getByLabel('Payment amount').inputValue())).toBe(10);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Use this payment method' }).click();
    await page.getByText('Step 3 of 4').waitFor();

    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByText('Step 4 of 4').waitFor();
    await page.getByText(/Confirmation number CM\d{10}/).waitFor();
    await snapshot(page, `quick-pay-confirmation-${label}`);
    await expectAccessible(page);
    await page.locator('.payment-summary dd', { hasText: '$10.00' }).first().waitFor();
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByRole('link', { name: /^Pay amount due/ }).waitFor();
  });

  it('both.customer sees the payment schedule and renters balance on the overview, the backbill and canceled payment in the history', async () => {
    const { page } = browser;
    await signIn(page, 'both.customer');
    await page.goto('/customers/billing/overview');
    await page
      .getByRole('heading', { level: 3, name: /^Payment schedule/ })
      .first()
      .waitFor();
    await page.locator('.billing-ledger table').first().waitFor();
    await page.getByText(/Renters policy R2T9K4-3003: balance \$/).waitFor();
    // Bills past their due date and unpaid read Overdue, in the schedule and beside the account's due date.
    await page.locator('.billing-ledger table').first().getByRole('cell', { name: 'Overdue' }).first().waitFor();
    await page
      .locator('.billing-account__overdue', { hasText: /\(Overdue\)$/ })
      .first()
      .waitFor();
    await snapshot(page, `billing-overview-ledger-${label}`);
    await expectAccessible(page);

    await page.goto('/customers/billing/transactions');
    const backbills = page.getByRole('region', { name: /^Backbills/ }).first();
    await backbills.getByText(/Rider added/).waitFor();
    const canceled = page.getByRole('region', { name: /^Canceled payments/ }).first();
    await canceled.getByText(/Fifth Third checking ending in \d{4}/).waitFor();
    await snapshot(page, `billing-history-ledger-${label}`);
    await expectAccessible(page);
  });
});

describe('a signed-in payment inside a billing outage window', () => {
  it('is blocked with the outage message, from Make a payment and from Pay amount due (the window comes from remote config)', async () => {
    const context = await newContext(widths.desktop);
    const page = await context.newPage();
    try {
      // The gateway's own refusal inside a window (409, no money moved) is proven in test/server/payments.test.ts.
      await openOutageWindow(page, 'billing');
      await signIn(page, 'mutual.customer');
      await page.goto('/customers/billing/makeapayment');
      await page.getByText('Step 1 of 4').waitFor();
      await page.getByLabel('Payment amount').fill('25.00');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 2 of 4').waitFor();
      await page.getByText('Online payments are temporarily unavailable').waitFor();
      await page.getByText(/We are performing scheduled maintenance on our billing system/).waitFor();
      await expect(page.getByLabel('Card number').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Continue' }).count()).resolves.toBe(0);
      await snapshot(page, 'billing-outage-signed-in-desktop');
      await expectAccessible(page);

      // A step address typed directly cannot get around it.
      await page.goto('/customers/billing/makeapayment/verification');
      await expect(page.getByRole('button', { name: 'Submit payment' }).count()).resolves.toBe(0);

      await page.goto('/customers/billing/overview');
      await openQuickPay(page);
      await dialog(page).getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Online payments are temporarily unavailable').waitFor();
      await expect(page.getByRole('button', { name: 'Submit payment' }).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
