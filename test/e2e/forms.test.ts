// Forms never lose a click (issue 15): a click on a submit button straight from a field in error submits,
// the error summary appears, takes focus and names each field; the gateway's refusal goes on the next
// submit; a date of birth that cannot be right is refused before a look-up is spent on it.
import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, pagePerTest, signIn, snapshot, widths } from './support/portal';

afterAll(closeBrowser);

const summary = (page: Page) => page.getByRole('alert', { name: "We're sorry. We need a little more information." });
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('forms at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('guest find-bill: the first click on Find my bill, straight from a field in error, shows the summary naming each field', async () => {
    await page.goto('/customers/pay-as-guest');
    await page.getByLabel('Auto, home or other property and casualty insurance').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pay-as-guest/find-bill');
    // The account number is in error and still focused: the click's mouse down leaves it.
    await page.getByLabel('Account number').fill('X12');
    await page.getByRole('button', { name: 'Find my bill' }).click();

    await summary(page).waitFor();
    await expect(focusedClass(page)).resolves.toContain('form-error-banner');
    const links = summary(page).getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual([
      'Account number: Please enter a valid account number (N and digits, for example N1234567)',
      'Mailing ZIP code: Missing required field',
    ]);
    await snapshot(page, `forms-guest-find-bill-summary-${label}`);
    await expectAccessible(page);
    const zipTarget = (await links.nth(1).getAttribute('href'))!.slice(1);
    await links.nth(1).click();
    await expect(focusedId(page)).resolves.toBe(zipTarget);
    await expect(page.getByLabel('Mailing ZIP code').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('login: a click on Log in from the empty password submits; a refusal goes on the next submit', async () => {
    await page.goto('/customers/login');
    await page.getByLabel('Login ID').fill('no.such.customer');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByRole('button', { name: 'Log in' }).click();
    await summary(page).waitFor();
    await expect(focusedClass(page)).resolves.toContain('form-error-banner');
    await expect(summary(page).getByRole('link').allTextContents()).resolves.toEqual(['Password: Missing required field']);

    // The gateway refuses the login: its message takes focus ...
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const refusal = page.getByRole('alert', { name: "We couldn't log you in" });
    await refusal.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain("We couldn't log you in");
    await expectAccessible(page);
    // ... and is gone after the next submit, even one the form refuses itself: no old message beside new ones.
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await summary(page).waitFor();
    await expect(refusal.count()).resolves.toBe(0);
  });

  it('guest pay (life): a date of birth in the future or 1800 is refused at the field, with no look-up spent', async () => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/guest-pay/bills')) lookups.push(request.url());
    });
    await page.goto('/customers/pay-as-guest');
    await page.getByLabel('Life insurance').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pay-as-guest/find-bill');
    await page.getByLabel('Life policy number').fill('l-204518736 ');
    const dateOfBirth = page.getByRole('textbox', { name: "Policy owner's date of birth" });
    await dateOfBirth.fill('01/05/2030');
    await page.getByRole('button', { name: 'Find my bill' }).click();
    await expect(summary(page).getByRole('link').allTextContents()).resolves.toEqual([
      "Policy owner's date of birth: Please enter a valid date of birth",
    ]);
    await dateOfBirth.fill('01/05/1800');
    await page.getByRole('button', { name: 'Find my bill' }).click();
    await summary(page).getByRole('link', { name: "Policy owner's date of birth: Date must be within last 120 years" }).waitFor();
    // Typed with one-digit month and day, the mask pads them.
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('1/5/1990');
    await expect(dateOfBirth.inputValue()).resolves.toBe('01/05/1990');
    expect(lookups).toEqual([]);
  });

  it('express ID: an empty submit lists each field by name, not "Missing required field" three times', async () => {
    await page.goto('/customers/express-id');
    await page.getByLabel('Policy number').focus();
    await page.getByRole('button', { name: 'Get ID cards' }).click();
    await summary(page).waitFor();
    await expect(focusedClass(page)).resolves.toContain('form-error-banner');
    await expect(summary(page).getByRole('link').allTextContents()).resolves.toEqual([
      'Policy number: Missing required field',
      'ZIP code: Missing required field',
      'Date of birth: Missing required field',
    ]);
    await expectAccessible(page);
  });

  it('make a payment: the first click on Continue from a wrong amount submits; a past card expiry is a field error', async () => {
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/billing');
    await page.getByRole('link', { name: 'Make a payment' }).first().click();
    await page.getByText('Step 1 of 4').waitFor();
    await page.getByLabel('Payment amount').fill('0');
    await page.getByRole('button', { name: 'Continue' }).click();
    await summary(page).getByRole('link', { name: 'Payment amount: Please enter an amount greater than $0.00' }).waitFor();
    await expect(focusedClass(page)).resolves.toContain('form-error-banner');

    await page.getByLabel('Payment amount').fill('25.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    await page.getByLabel('Debit or credit card').check();
    await page.getByLabel('Name on card').fill('Daniel R. Whitaker');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Security code').fill('737');
    await page.getByLabel('Expiration date').fill('01/20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(summary(page).getByRole('link').allTextContents()).resolves.toEqual([
      'Expiration date: Please enter a valid, unexpired date (MM/YY)',
    ]);
    await expect(page.getByText('Step 2 of 4').count()).resolves.toBe(1);
    await snapshot(page, `forms-card-expiry-${label}`);
    await expectAccessible(page);
  });
});
