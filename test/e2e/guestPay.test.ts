import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, newContext, openOutageWindow, pageNamed, pagePerTest, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';

afterAll(closeBrowser);

async function payByBank(page: Page, label: string, name: string) {
  await page.getByText('Step 3 of 5').waitFor();
  await pageNamed(page, 'Pay as a guest: Method');
  await page.getByLabel('Account holder name').fill('Pat Guest');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number', { exact: true }).fill('987654321012');
  await page.getByLabel('Confirm account number').fill('987654321012');
  await expectAccessible(page);
  await snapshot(page, `guest-pay-${name}-method-${label}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/pay-as-guest/make-payment');
  await page.getByText('Step 4 of 5').waitFor();
  await pageNamed(page, 'Pay as a guest: Review');
  await page.getByText('JPMorgan Chase checking ending in 1012').waitFor();
  await snapshot(page, `guest-pay-${name}-review-${label}`);
  await expectAccessible(page);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('987654321012');
  // More than the amount due (what earlier journeys left due on the account) is taken only once the guest confirms
  // the extra becomes a credit.
  const credit = page.getByLabel(/becomes a credit on my account/);
  if (await credit.isVisible()) await credit.check();
  await page.getByRole('button', { name: 'Submit payment' }).click();

  await page.waitForURL('**/pay-as-guest/confirmation');
  await page.getByText('Thank you. Your payment was received.').waitFor();
  await pageNamed(page, 'Pay as a guest: Confirmation');
  expect(await page.locator('.payment-summary dd').first().textContent()).toMatch(/^CM\d{10}$/);
  await snapshot(page, `guest-pay-${name}-confirmation-${label}`);
  await expectAccessible(page);
}

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('guest pay at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('a guest pays a mutual bill found by account number and ZIP, without signing in', async () => {
    await page.goto('/customers/pay-as-guest');
    await page.getByRole('heading', { level: 1, name: 'Pay as a guest' }).waitFor();
    await expectTitle(page, 'Pay as a guest: Line-of-business selection | Cardinal Mutual');
    await pageNamed(page, 'Pay as a guest: Line-of-business selection');
    await snapshot(page, `guest-pay-start-${label}`);
    await expectAccessible(page);
    await page.getByLabel('Auto, home or other property and casualty insurance').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/pay-as-guest/find-bill');
    await pageNamed(page, 'Pay as a guest: Mutual account validation');
    await page.getByLabel('Account number').fill('N4820015');
    await page.getByLabel('Mailing ZIP code').fill('43221');
    await snapshot(page, `guest-pay-mutual-find-bill-${label}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Find my bill' }).click();

    await page.waitForURL('**/pay-as-guest/mutual-amount');
    await page.getByText('Property and casualty account N4820015').waitFor();
    await pageNamed(page, 'Pay as a guest: Amount');
    await page.getByLabel('Payment amount').fill('15.00');
    await snapshot(page, `guest-pay-mutual-amount-${label}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pay-as-guest/payment-information');
    await payByBank(page, label, 'mutual');
  });

  it('a guest pays a life bill found by policy number and date of birth', async () => {
    await page.goto('/customers/pay-as-guest');
    await page.getByLabel('Life insurance').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pay-as-guest/find-bill');
    await pageNamed(page, 'Pay as a guest: Life policy validation');
    await page.getByLabel('Life policy number').fill('L-204518736');
    await page.getByRole('textbox', { name: "Policy owner's date of birth" }).fill('09/30/1985');
    await snapshot(page, `guest-pay-life-find-bill-${label}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Find my bill' }).click();

    await page.waitForURL('**/pay-as-guest/life-amount');
    await page.getByText('Life account N7310042').waitFor();
    await page.getByLabel('Payment amount').fill('20.00');
    await expectAccessible(page);
    await snapshot(page, `guest-pay-life-amount-${label}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByBank(page, label, 'life');
  });
});

describe('guest pay inside an outage window', () => {
  it('explains the billing outage and offers no way to pay (the window comes from remote config)', async () => {
    const context = await newContext(widths.desktop);
    const page = await context.newPage();
    try {
      // The gateway's own refusal inside a window (409, no money moved) is proven in test/server/payments.test.ts.
      await openOutageWindow(page, 'billing');
      await page.goto('/customers/pay-as-guest');
      await page.getByLabel('Auto, home or other property and casualty insurance').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/pay-as-guest/find-bill');
      await page.getByText('Online payments are temporarily unavailable').waitFor();
      await page.getByText(/We are performing scheduled maintenance on our billing system/).waitFor();
      expect(await page.getByRole('button', { name: 'Find my bill' }).count()).toBe(0);
      await snapshot(page, 'guest-pay-outage-desktop');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});

describe('guest pay by keyboard on a phone', () => {
  const browser = pagePerTest(widths.phone);

  it('shows the confirmation and its number again after a reload', async () => {
    const { page } = browser;
    await page.goto('/customers/pay-as-guest');
    await page.getByLabel('Auto, home or other property and casualty insurance').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pay-as-guest/find-bill');
    await page.getByLabel('Account number').focus();
    await page.keyboard.type('N4820015');
    await page.getByLabel('Mailing ZIP code').focus();
    await page.keyboard.type('43221');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pay-as-guest/mutual-amount');
    await page.getByLabel('Payment amount').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pay-as-guest/payment-information');
    await payByBank(page, 'phone', 'mutual-keyboard');
    const confirmation = await page.locator('.payment-summary dd').first().textContent();

    await page.reload();
    await page.getByText('Thank you. Your payment was received.').waitFor();
    expect(page.url()).toMatch(/\/pay-as-guest\/confirmation$/);
    await expect(page.locator('.payment-summary dd').first().textContent()).resolves.toBe(confirmation);
    // The guest's grant and the typed numbers are not kept.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('987654321012');
    await expectAccessible(page);
  });
});
