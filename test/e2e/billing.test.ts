import type { Page } from 'playwright-core';
import { closeBrowser, demoPassword, expectAccessible, pageNamed, pagePerTest, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';
import { businessToday, formatEntryDate } from '../../src/validation/dates';

afterAll(closeBrowser);

const dollars = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('billing at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('mutual.customer pays part of the bill by bank account; the balance and the transactions change', async () => {
    await signIn(page, 'mutual.customer');
    // The header's navigation is the shell's (collapsed behind a menu on phones); go to the billing centre directly.
    await page.goto('/customers/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await expectTitle(page, 'Billing | Cardinal Mutual');
    const due = page.locator('.billing-account__due').first();
    await due.waitFor();
    const before = dollars(await due.textContent());
    expect(before).toBeGreaterThan(0);
    await snapshot(page, `billing-overview-${label}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Make a payment' }).first().click();
    await page.getByText('Step 1 of 4').waitFor();
    await pageNamed(page, 'Make a payment: Amount');
    await page.getByLabel('Payment amount').fill('25.00');
    await snapshot(page, `make-payment-amount-${label}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Step 2 of 4').waitFor();
    await pageNamed(page, 'Make a payment: Method');
    await page.getByLabel('Account holder name').fill('Daniel R. Whitaker');
    await page.getByLabel('Routing number').fill('021000021');
    await page.getByLabel('Account number', { exact: true }).fill('987654321012');
    await page.getByLabel('Confirm account number').fill('987654321012');
    await expectAccessible(page);
    await snapshot(page, `make-payment-method-${label}`);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Step 3 of 4').waitFor();
    await pageNamed(page, 'Make a payment: Verification');
    await page.getByText('JPMorgan Chase checking ending in 1012').waitFor();
    await page.getByText('$25.00').waitFor();
    await snapshot(page, `make-payment-verification-${label}`);
    await expectAccessible(page);
    // The typed account number is nowhere in the page's storage (action log, data layer).
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('987654321012');

    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByText('Step 4 of 4').waitFor();
    await pageNamed(page, 'Make a payment: Confirmation');
    const confirmation = await page.locator('.payment-summary dd').first().textContent();
    expect(confirmation).toMatch(/^CM\d{10}$/);
    await snapshot(page, `make-payment-confirmation-${label}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.locator('.billing-account__due').first().waitFor();
    expect(dollars(await page.locator('.billing-account__due').first().textContent())).toBe(before - 2500);

    await page.goto('/customers/billing/transactions');
    await page
      .getByRole('cell', { name: confirmation ?? '', exact: false })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Payments' }).click();
    await expectAccessible(page);
    await snapshot(page, `billing-transactions-${label}`);
  });

  it('mutual.customer opens a statement PDF through its short-lived link', async () => {
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/billing/statements');
    await page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
    const open = page.getByRole('link', { name: /^Open PDF/ }).first();
    await open.waitFor();
    await expectAccessible(page);
    await snapshot(page, `billing-statements-${label}`);
    const href = await open.getAttribute('href');
    // The link carries no bearer token: a fresh request (as a new tab makes) gets the PDF itself.
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mutual.customer saves a card and pays bills with it automatically (review, confirmation)', async () => {
    // Each width saves its own card, so the second journey changes the enrollment the first made.
    const [cardNumber, shown] =
      label === 'phone' ? ['5555555555554444', 'Mastercard ending in 4444'] : ['4012888888881881', 'Visa ending in 1881'];
    const saveCard = async () => {
      await page.getByLabel('Debit or credit card').check();
      await page.getByLabel('Name on card').fill('Daniel R Whitaker');
      await page.getByLabel('Card number').fill(cardNumber);
      await page.getByLabel('Expiration date').fill('10/38');
      await page.getByLabel('Security code').fill('123');
      // Saving a way to pay asks for the step-up proof, the current password, inside the form.
      await page.getByRole('region', { name: 'Add a payment method' }).getByLabel('Current password').fill(demoPassword);
      await page.getByRole('button', { name: 'Save payment method' }).click();
      await page.getByText(`Your card ending ${cardNumber.slice(-4)} is saved.`).waitFor();
    };
    const saved = page.getByRole('list', { name: 'Saved payment methods' });
    const savedCard = saved.locator('strong', { hasText: shown });
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/billing/payment-methods');
    await page.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
    await saved.waitFor();
    await saveCard();
    await savedCard.waitFor();
    await expectAccessible(page);
    await snapshot(page, `billing-payment-methods-${label}`);

    // Removing asks first: "Keep it" keeps the card; Remove removes it and says so.
    await page.getByRole('button', { name: `Remove ${shown}` }).click();
    const question = page.getByRole('group', { name: `Remove the card ending ${cardNumber.slice(-4)}?` });
    await question.waitFor();
    await expect(question.getByText(/^Remove the card/).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: `Remove ${shown}` }).waitFor();
    await expect(savedCard.count()).resolves.toBe(1);
    await page.getByRole('button', { name: `Remove ${shown}` }).click();
    await question.getByLabel('Current password').fill(demoPassword);
    await question.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(`Your card ending ${cardNumber.slice(-4)} is removed.`).waitFor();
    await expect(savedCard.count()).resolves.toBe(0);
    // Saved again, for the automatic payments below.
    await saveCard();
    await savedCard.waitFor();

    await page.getByRole('link', { name: 'Automatic payments' }).click();
    await page.getByText('Step 1 of 3').waitFor();
    await page.getByLabel(shown).check();
    await expectAccessible(page);
    await snapshot(page, `billing-autopay-choose-${label}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByText(`On, from ${shown}`).last().waitFor();
    await expectAccessible(page);
    await snapshot(page, `billing-autopay-review-${label}`);
    await page.getByRole('button', { name: 'Confirm automatic payments' }).click();
    await page.getByText('Automatic payments are on.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.getByText(`On, from ${shown}`).waitFor();
  });

  it('mutual.customer changes a policy to semi-annual and sees the discount', async () => {
    const policyNumber = label === 'phone' ? 'C4M7X2-1001' : 'H8Q3R5-2002';
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/billing/overview');
    await page.getByRole('link', { name: `Change plan of policy ${policyNumber}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Change payment plan' }).waitFor();
    await expectTitle(page, 'Change payment plan | Cardinal Mutual');
    await page.getByLabel(/^Semi-annual: .*save 5%/).check();
    await expectAccessible(page);
    await snapshot(page, `change-plan-select-${label}`);
    await page.getByRole('button', { name: 'Review new plan' }).click();
    await page.waitForURL(`**/billing/change-payment-plan/${policyNumber}/review-payment-plan`);
    const discount = page.getByText(/^Your semi-annual discount: \$[\d,]+\.\d\d$/);
    await discount.waitFor();
    expect(dollars(await discount.textContent())).toBeGreaterThan(0);
    await expectAccessible(page);
    await snapshot(page, `change-plan-review-${label}`);
    await page.getByRole('button', { name: 'Change payment plan' }).click();
    await page.getByText('Your payment plan was changed.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.getByRole('row', { name: new RegExp(`${policyNumber}.*Semi-annual`) }).waitFor();
  });

  it('both.customer reads the motorcycle amount due bill by bill, on an overdue summary whose labels stay plain and aligned', async () => {
    await signIn(page, 'both.customer');
    await page.goto('/customers/billing');
    const bills = page.getByRole('list', { name: 'Amount due of policy M5V8N1-3004, bill by bill' });
    await bills.getByText(/^Installment 1, due \d\d\/\d\d\/\d{4} \(Overdue\): \$321\.00$/).waitFor();
    await bills.getByText(/^Backbill: Rider added to the policy.*: \$42\.18$/).waitFor();
    await page.getByRole('row', { name: /M5V8N1-3004.*\$363\.18/ }).waitFor();
    // Only the overdue date is in the error colour; every label is plain and its value starts where it starts.
    const summary = page.locator('.billing-account__facts').first();
    await summary.locator('.billing-account__overdue').waitFor();
    const look = await summary.evaluate((facts) =>
      [...facts.querySelectorAll('div')].map((fact) => {
        const [label, value] = [fact.querySelector('dt'), fact.querySelector('dd')] as HTMLElement[];
        return {
          label: label?.textContent,
          labelColour: getComputedStyle(label as HTMLElement).color,
          valueColour: getComputedStyle(value as HTMLElement).color,
          indent: (value?.getBoundingClientRect().left ?? 0) - (label?.getBoundingClientRect().left ?? 0),
          overdue: value?.classList.contains('billing-account__overdue'),
        };
      }),
    );
    const red = look.find((f) => f.overdue)?.valueColour;
    expect(look.map((f) => f.label)).toEqual(['Amount due', 'Due date', 'Account balance', 'Automatic payments']);
    expect(look.filter((f) => f.labelColour === red || (f.valueColour === red && !f.overdue))).toEqual([]);
    expect(look.map((f) => f.indent)).toEqual([0, 0, 0, 0]);
    await expectAccessible(page);
    await snapshot(page, `billing-overdue-summary-${label}`);
  });
});

describe('escrow', () => {
  const browser = pagePerTest(widths.desktop);
  const today = formatEntryDate(businessToday(new Date())) ?? '';

  /** The edit-mortgagee journey: Fifth Third Bank named from today, its premium paid from escrow or not. */
  async function nameFifthThird(page: Page, escrow: 'Yes' | 'No') {
    await page.goto('/customers/policies/H8Q3R5-2002/editmortgagee/landing');
    await page.getByRole('heading', { level: 1, name: 'Edit mortgagee' }).waitFor();
    await page.getByRole('button', { name: 'Replace mortgagee', exact: true }).click();
    await page.getByRole('group', { name: 'Do you know the name of your new lender?' }).getByLabel('Yes', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Lender name').fill('Fifth Third');
    await page.getByRole('button', { name: 'Search lenders' }).click();
    await page.getByLabel(/^Fifth Third Bank ISAOA\/ATIMA/).check();
    await page.getByLabel('Loan number').fill('7788990011');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByRole('group', { name: 'Does your lender pay your premium from an escrow account?' })
      .getByLabel(escrow, { exact: true })
      .check();
    await page.getByLabel('Name the new mortgagee from').fill(today);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Replace mortgagee' }).click();
    await page.getByText('Your mortgagee was replaced.').waitFor();
  }

  it("mutual.customer's home installments go to the mortgagee with escrow, off the customer's bill, and come back without it", async () => {
    const { page } = browser;
    const byEscrow = 'Paid by your mortgage company through escrow';
    await signIn(page, 'mutual.customer');
    await nameFifthThird(page, 'Yes');
    await page.goto('/customers/billing');
    const home = page.getByRole('row', { name: /^Home H8Q3R5-2002/ });
    await home.getByRole('cell', { name: `${byEscrow} (Fifth Third Bank ISAOA/ATIMA)` }).waitFor();
    const schedule = page.getByRole('table', { name: 'Payment schedule of account N4820015' });
    await schedule
      .getByRole('row', { name: new RegExp(`H8Q3R5-2002.*${byEscrow}`) })
      .first()
      .waitFor();
    await expectAccessible(page);
    await snapshot(page, 'billing-escrow-desktop');

    await nameFifthThird(page, 'No');
    await page.goto('/customers/billing');
    await home.getByRole('cell', { name: /^\$[\d,]+\.\d\d on \d\d\/\d\d\/\d{4}$/ }).waitFor();
    await expect(schedule.getByRole('row', { name: new RegExp(byEscrow) }).count()).resolves.toBe(0);
  });
});

describe('make a payment by keyboard on a phone', () => {
  const browser = pagePerTest(widths.phone);

  /** Focuses a field as Tab would and types into it, as a keyboard user does. */
  async function typeInto(page: Page, label: string | RegExp, text: string, exact = false) {
    const field = page.getByLabel(label, { exact });
    await field.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
  }

  it('Back and a reload lose nothing: the method and the amount typed stay, and the confirmation can be shown again', async () => {
    const { page } = browser;
    await signIn(page, 'mutual.customer');
    // The account landing says what is due and leads to paying it.
    const bills = page.getByRole('region', { name: 'Bills and payments' });
    await bills.getByText('Property and casualty account N4820015').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'account-landing-phone');
    await bills.getByRole('link', { name: 'Make a payment on account N4820015' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Step 1 of 4').waitFor();
    await expect(page.getByLabel(/^Property and casualty account N4820015/).isChecked()).resolves.toBe(true);
    await typeInto(page, 'Payment amount', '10');
    await page.keyboard.press('Enter');

    await page.getByText('Step 2 of 4').waitFor();
    await typeInto(page, 'Account holder name', 'Daniel R. Whitaker');
    await typeInto(page, 'Routing number', '021000021');
    await typeInto(page, 'Account number', '987654321012', true);
    await typeInto(page, 'Confirm account number', '987654321012');
    await page.keyboard.press('Enter');
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByText('$10.00').waitFor();

    // Back from verification: the method chosen is still there.
    await page.goBack();
    await page.getByText('Step 2 of 4').waitFor();
    await page.getByText('You chose JPMorgan Chase checking ending in 1012.').waitFor();
    await expect(page.getByLabel('Account holder name').inputValue()).resolves.toBe('Daniel R. Whitaker');
    await expectAccessible(page);
    // Back again: the amount typed, not the amount due.
    await page.goBack();
    await page.getByText('Step 1 of 4').waitFor();
    await expect(page.getByLabel('Payment amount').inputValue()).resolves.toMatch(/^10(\.00)?$/);

    // A reload on the method step stays there, the amount and method kept; the typed numbers are nowhere.
    await page.goForward();
    await page.getByText('Step 2 of 4').waitFor();
    await page.reload();
    await page.getByText('Step 2 of 4').waitFor();
    expect(page.url()).toMatch(/\/billing\/makeapayment\/method$/);
    await page.getByText('You chose JPMorgan Chase checking ending in 1012.').waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('987654321012');
    await page.goBack();
    await page.getByText('Step 1 of 4').waitFor();
    await expect(page.getByLabel('Payment amount').inputValue()).resolves.toMatch(/^10(\.00)?$/);
    await page.getByLabel('Payment amount').focus();
    await page.keyboard.press('Enter');

    await page.getByText('Step 2 of 4').waitFor();
    await page.getByRole('button', { name: 'Use this payment method' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByText('$10.00').waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Step 4 of 4').waitFor();
    await pageNamed(page, 'Make a payment: Confirmation');
    const confirmation = await page.locator('.payment-summary dd').first().textContent();
    expect(confirmation).toMatch(/^CM\d{10}$/);

    await page.reload();
    await page.getByText('Step 4 of 4').waitFor();
    await expect(page.locator('.payment-summary dd').first().textContent()).resolves.toBe(confirmation);
    await snapshot(page, 'make-payment-confirmation-after-reload-phone');
    await expectAccessible(page);
  });
});
