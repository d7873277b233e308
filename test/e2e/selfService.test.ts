import type { BrowserContext, Page } from 'playwright-core';
import { businessToday, formatEntryDate } from '../../src/validation/dates';
import { closeBrowser, newContext, pdfBehind, signIn, snapshot, widths } from './support/portal';

// Self-service policy changes as mutual.customer, in one context signed in once: a vehicle added by its VIN and
// bought (its ID card downloads at once), a higher home deductible with the premium before and after, and a new
// mortgagee found by the lender search. Other journeys assert on the Camry, the CR-V and a Mortgagee heading
// only, which these changes keep.

afterAll(closeBrowser);

const today = formatEntryDate(businessToday(new Date()))!;
const money = /\$[\d,]+\.\d{2}/;

describe('self-service policy changes', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(widths.desktop);
    page = await context.newPage();
    await signIn(page, 'mutual.customer');
  });
  // Closing waits for the accessibility checks of every screen reached (test/e2e/support/accessibility.ts).
  afterAll(() => context.close(), 150_000);

  const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  const next = (label = 'Continue') => page.getByRole('button', { name: label, exact: true }).click();
  const step = (path: string) => page.waitForURL(`**/${path}`);
  const answer = (group: string, option: string) => page.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();

  it('adds a vehicle by its VIN, shows the premium change before buying, and its ID card downloads as a PDF', async () => {
    await page.goto('/customers/policies/C4M7X2-1001/overview');
    await page.getByRole('link', { name: 'Change this policy' }).click();
    await heading('Change your policy');
    await page.getByRole('link', { name: 'Add a vehicle' }).click();
    await step('selfservice/C4M7X2-1001/start');
    await heading('Add a vehicle');
    await next('Get started');
    await step('intro');
    await next('Get started');
    await step('specify-vehicle');
    await answer('How would you like to identify the vehicle?', 'By its VIN');
    await next();
    await step('enter-vin-for-quote');
    await page.getByLabel('VIN (vehicle identification number)').fill('1HGCV1F34PA012345');
    await next();
    await step('purchase-details');
    await answer('Is the vehicle owned, financed or leased?', 'Owned outright');
    await page.getByLabel('Purchase date').fill(today);
    await next();
    await step('vehicle-details');
    await answer('How is the vehicle used most?', 'Commuting to work or school');
    await answer('Is it used to carry people or goods for pay (delivery, ride-sharing)?', 'No');
    await page.getByLabel('ZIP code where it is kept overnight').fill('43221');
    await next();
    await step('additional-vehicle-details');
    await answer('Is it kept overnight at an address other than yours?', 'No');
    await answer('Who is the registered owner?', 'Me');
    await page.getByLabel('Add it to the policy from').fill(today);
    await next();
    await step('edit-coverages-for-quote');
    const added = page.locator('.premium-change .payment-summary__total dd');
    await expect(added.textContent()).resolves.toMatch(money);
    await page.getByLabel(/^Collision/).selectOption('1000');
    await page.getByLabel(/^Collision \(.*\)/).waitFor();
    await snapshot(page, 'add-vehicle-quote-desktop');
    await next();
    await step('edit-coverages-for-bind');
    await next('Continue to buy');
    await step('review');
    await page.getByText('2023 Honda Accord').waitFor();
    await expect(added.textContent()).resolves.toMatch(money);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await step('confirmation');
    await page.getByText('Your vehicle was added.').waitFor();
    await page.getByRole('link', { name: 'Get your new ID card' }).click();
    await step('policies/C4M7X2-1001/id-cards');
    const card = page.getByRole('link', { name: 'Download ID card for the 2023 Honda Accord' });
    const pdf = await pdfBehind(page, (await card.getAttribute('href'))!);
    expect(pdf.getTitle()).toBe('Automobile insurance ID card, policy C4M7X2-1001');
  });

  it('raises the home deductible with the premium shown before and after', async () => {
    await page.goto('/customers/selfservice/H8Q3R5-2002/edit-home-coverage');
    await heading('Edit home coverage');
    await expect(page.title()).resolves.toBe('Edit home coverage | Cardinal Mutual');
    await page.getByLabel('Dwelling', { exact: true }).selectOption('2500');
    await page.getByLabel('Make the change from').fill(today);
    await page.getByRole('button', { name: 'See the new premium' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your new premium' }).waitFor();
    const summary = page.locator('.premium-change');
    const before = await summary.locator('div').nth(0).locator('dd').textContent();
    const after = await summary.locator('div').nth(1).locator('dd').textContent();
    expect(before).toMatch(money);
    expect(after).toMatch(money);
    expect(after).not.toBe(before);
    await snapshot(page, 'edit-home-coverage-preview-desktop');
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByText('Your coverage was changed.').waitFor();
    await page.getByRole('link', { name: 'See your coverages' }).click();
    await step('policies/H8Q3R5-2002/coverages');
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByText(after!, { exact: true }).first().waitFor();
  });

  it('replaces the mortgagee with a lender found by the lender search', async () => {
    await page.goto('/customers/policies/H8Q3R5-2002/overview');
    await page.getByRole('link', { name: 'Change this policy' }).click();
    await page.getByRole('link', { name: 'Edit mortgagee' }).click();
    await step('editmortgagee/landing');
    await heading('Edit mortgagee');
    await page.getByText(/Current mortgagee: Huntington National Bank/).waitFor();
    await next('Replace mortgagee');
    await step('select-lender');
    await answer('Do you know the name of your new lender?', 'Yes');
    await next();
    await step('search-lender');
    await page.getByLabel('Lender name').fill('Fifth Third');
    await page.getByRole('button', { name: 'Search lenders' }).click();
    await page.getByLabel(/^Fifth Third Bank ISAOA\/ATIMA/).check();
    await page.getByLabel('Loan number').fill('7788990011');
    await next();
    await step('mortgage-escrow-info');
    await answer('Does your lender pay your premium from an escrow account?', 'Yes');
    await page.getByLabel('Name the new mortgagee from').fill(today);
    await next();
    await step('editmortgagee/review');
    await page.getByText(/Fifth Third Bank ISAOA\/ATIMA, PO Box 961234/).waitFor();
    await page.getByRole('button', { name: 'Replace mortgagee' }).click();
    await step('editmortgagee/confirmation');
    await page.getByText('Your mortgagee was replaced.').waitFor();
    await page.getByRole('link', { name: 'Back to your policy' }).click();
    await page
      .getByText(/Fifth Third Bank ISAOA\/ATIMA/)
      .first()
      .waitFor();
  });
});
