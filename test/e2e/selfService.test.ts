import type { BrowserContext, Page } from 'playwright-core';
import { businessToday, formatEntryDate } from '../../src/validation/dates';
import { closeBrowser, expectAccessible, newContext, pdfBehind, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';

// Self-service policy changes as mutual.customer, in one context signed in once: a vehicle added by its VIN and
// bought (its ID card downloads at once, the unbilled installments carry the premium change, the policy lists the
// change), a policy whose state does not offer adding a vehicle online, a driver estimated and added, a higher
// home deductible with the premium before and after, and a new mortgagee found by the lender search; then the
// same screens at phone width. Other journeys assert on the Camry, the CR-V and a Mortgagee heading
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
  const counter = (text: string) => page.locator('.self-service__step', { hasText: new RegExp(`^${text}$`) }).waitFor();
  const answer = (group: string, option: string) => page.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
  /** Describes a driver on the quote-driver screen and asks what they would cost. */
  const estimateDriver = async (driver: { first: string; born: string; relationship: string; years: string }) => {
    await heading('Add or estimate a driver');
    await page.getByLabel('First name').fill(driver.first);
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Date of birth').fill(driver.born);
    await answer('Who is the driver to you?', driver.relationship);
    await page.getByLabel('License state').selectOption('OH');
    await page.getByLabel('Years licensed').fill(driver.years);
    await page.getByLabel('Add the driver from').fill(today);
    await page.getByRole('button', { name: 'Estimate the premium' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your estimated premium' }).waitFor();
    await expectAccessible(page);
  };
  /** The add-vehicle start step as the gateway answers it for a state without the product (the rule: gateway tests). */
  const startWithoutProduct = async () => {
    const availability = '**/api/selfservice/C4M7X2-1001/availability';
    await page.route(availability, (route) =>
      route.fulfill({ json: { policyNumber: 'C4M7X2-1001', lineOfBusiness: 'auto', state: 'CA', addVehicle: false } }),
    );
    try {
      await page.goto('/customers/selfservice/C4M7X2-1001/start');
      await heading('Add a vehicle');
      await next('Get started');
      await page.getByText('Adding a vehicle online is not available for this policy').waitFor();
      await expectAccessible(page);
    } finally {
      await page.unroute(availability);
    }
  };
  /** The amount of the auto policy's next scheduled installment on the billing overview's payment schedule. */
  const nextScheduledAuto = async () => {
    await page.goto('/customers/billing/overview');
    const row = page.getByRole('row').filter({ hasText: 'C4M7X2-1001' }).filter({ hasText: 'Scheduled' }).first();
    return row.locator('td[data-label="Amount"]').textContent();
  };

  it('adds a vehicle by its VIN, shows the premium change before buying, and its ID card downloads as a PDF', async () => {
    const scheduledBefore = await nextScheduledAuto();
    expect(scheduledBefore).toMatch(money);
    await page.goto('/customers/policies/C4M7X2-1001/overview');
    await page.getByRole('link', { name: 'Change this policy' }).click();
    await heading('Change your policy');
    await page.getByRole('link', { name: 'Add a vehicle' }).click();
    await step('selfservice/C4M7X2-1001/start');
    await heading('Add a vehicle');
    await next('Get started');
    await step('specify-vehicle');
    await counter('Step 2 of 10');
    await answer('How would you like to identify the vehicle?', 'By its VIN');
    await next();
    await step('enter-vin-for-quote');
    await counter('Step 3 of 9');
    await page.getByLabel('VIN (vehicle identification number)').fill('1HGCV1F3XPA012345');
    await next();
    await step('purchase-details');
    await counter('Step 4 of 9');
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

    // The installments not yet billed carry the premium change; the policy lists the change with its declarations.
    const scheduledAfter = await nextScheduledAuto();
    expect(scheduledAfter).toMatch(money);
    expect(scheduledAfter).not.toBe(scheduledBefore);
    await snapshot(page, 'replanned-billing-desktop');
    await page.goto('/customers/policies/C4M7X2-1001/overview');
    const changes = page.getByRole('region', { name: 'Changes' });
    await changes.getByText('Added the 2023 Honda Accord').waitFor();
    await changes
      .getByText(/Premium up \$[\d,]+\.\d{2} for the rest of the term/)
      .first()
      .waitFor();
    await changes
      .getByText(/Requested by mutual\.customer/)
      .first()
      .waitFor();
    const declarations = changes.getByRole('link', { name: /^Download Amended declarations/ }).first();
    const amended = await pdfBehind(page, (await declarations.getAttribute('href'))!);
    expect(amended.getPageCount()).toBeGreaterThan(0);
    await changes.scrollIntoViewIfNeeded();
    await snapshot(page, 'policy-changes-desktop');
  });

  it('adds a vehicle by its year, make and model, its VIN given at the purchase, and the premium rises', async () => {
    const premium = async () => {
      await page.goto('/customers/policies/C4M7X2-1001/overview');
      const fact = page.locator('.facts > div').filter({ has: page.locator('dt', { hasText: /^Premium$/ }) });
      return Number(((await fact.locator('dd').textContent()) ?? '').replace(/[$,]/g, ''));
    };
    const before = await premium();
    await page.goto('/customers/selfservice/C4M7X2-1001/intro');
    await step('selfservice/C4M7X2-1001/start');
    await heading('Add a vehicle');
    await next('Get started');
    await step('specify-vehicle');
    await answer('How would you like to identify the vehicle?', 'By its year, make and model');
    await next();
    await step('enter-year-make-model');
    await page.getByLabel('Year').fill('2020');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Corolla');
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
    await page.locator('.premium-change .payment-summary__total dd').waitFor();
    await next();
    await step('edit-coverages-for-bind');
    await next('Continue to buy');
    await step('enter-vin-for-bind');
    // A 2020 Toyota's VIN: its 10th character is the model year, its 9th the check digit of the others.
    await page.getByLabel('VIN (vehicle identification number)').fill('2T1BURHE1LC000777');
    await next();
    await step('review');
    await page.getByText('2020 Toyota Corolla').waitFor();
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await step('confirmation');
    await page.getByText('Your vehicle was added.').waitFor();
    expect(await premium()).toBeGreaterThan(before);
  });

  it("asks the customer to call when the policy's state does not offer adding a vehicle online", async () => {
    await startWithoutProduct();
    await expect(page.locator('#main').getByRole('link', { name: '1-800-555-0100' }).getAttribute('href')).resolves.toBe(
      'tel:+18005550100',
    );
    expect(page.url()).toMatch(/\/start$/);
    await snapshot(page, 'add-vehicle-unavailable-desktop');
  });

  it('estimates a driver, then adds them with the premium change shown first', async () => {
    await page.goto('/customers/selfservice/C4M7X2-1001');
    await heading('Change your policy');
    await page.getByRole('link', { name: 'Add or estimate a driver' }).click();
    await step('selfservice/C4M7X2-1001/quote-driver');
    await estimateDriver({ first: 'Dana', born: '06/02/1985', relationship: 'My spouse', years: '20' });
    await expect(page.locator('.premium-change').textContent()).resolves.toMatch(money);
    await snapshot(page, 'quote-driver-estimate-desktop');
    await page.getByRole('button', { name: 'Add driver' }).click();
    await page.getByText('Your driver was added.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to your policy' }).click();
    await page
      .getByRole('region', { name: 'Changes' })
      .getByText(/Dana Reyes/)
      .first()
      .waitFor();
  });

  it('raises the home deductible with the premium shown before and after', async () => {
    await page.goto('/customers/selfservice/H8Q3R5-2002/edit-home-coverage');
    await heading('Edit home coverage');
    await expectTitle(page, 'Edit home coverage | Cardinal Mutual');
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

  it("opened directly or reloaded, loads the policy of the address: only its line's changes, not found for a number not the customer's", async () => {
    await page.goto('/customers/selfservice/C4M7X2-1001');
    await heading('Change your policy');
    await page.getByRole('link', { name: 'Edit auto coverage' }).waitFor();
    await expect(page.getByRole('link', { name: 'Edit home coverage' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Edit mortgagee' }).count()).resolves.toBe(0);
    for (const unknown of ['Z9Z9Z9-9999', 'L-204518736']) {
      await page.goto(`/customers/selfservice/${unknown}`);
      await heading("We can't find that page");
    }
    await page.goto('/customers/policies/H8Q3R5-2002/editmortgagee/landing');
    await heading('Edit mortgagee');
    await page
      .getByText(/^Current mortgagee: /)
      .first()
      .waitFor();
    await page.reload();
    await page
      .getByText(/^Current mortgagee: /)
      .first()
      .waitFor();
    await expect(page.getByText('Your policy names no mortgagee.').count()).resolves.toBe(0);
  });

  it('replaces the mortgagee with a lender found by the lender search', async () => {
    await page.goto('/customers/policies/H8Q3R5-2002/overview');
    await page.getByRole('link', { name: 'Change this policy' }).click();
    await page.getByRole('link', { name: 'Edit mortgagee' }).click();
    await step('editmortgagee/landing');
    await heading('Edit mortgagee');
    // Any lender: the escrow journey (billing.test.ts) may already have named Fifth Third on this shared database.
    await page
      .getByText(/^Current mortgagee: \S/)
      .first()
      .waitFor();
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

  it("updates a vehicle's lender: the new lender found by the lender search, reviewed, then on the policy", async () => {
    await page.goto('/customers/policies/C4M7X2-1001/overview');
    await page.getByRole('link', { name: 'Change this policy' }).click();
    await page.getByRole('link', { name: "Update a vehicle's lender" }).click();
    await step('updatelender/select');
    await heading('Update lender');
    const crv = page.getByRole('region', { name: /Honda CR-V/ });
    await crv.getByText('Lender: Honda Financial Services, loan ending 7763').waitFor();
    await expectAccessible(page);
    await crv.getByLabel('Lender name').fill('Ally');
    await crv.getByRole('button', { name: 'Search lenders' }).click();
    await crv.getByLabel(/^Ally Financial,/).check();
    await crv.getByLabel('Loan number').fill('AF-55102938');
    await crv.getByLabel('New lender from').fill(today);
    await crv.getByRole('button', { name: 'Review new lender' }).click();
    await step('updatelender/V10002/review');
    await page.getByText('New lender: Ally Financial, loan ending 2938').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Update lender' }).click();
    await step('updatelender/V10002/confirmation');
    await page.getByText('Your lender was updated.').waitFor();
    await page.goto('/customers/policies/C4M7X2-1001/updatelender/select');
    await page
      .getByRole('region', { name: /Honda CR-V/ })
      .getByText(/Ally Financial, loan ending 2938/)
      .waitFor();
  });

  it('shows the driver estimate, the unavailable step, the changes and the re-planned billing at phone width', async () => {
    await page.setViewportSize({ width: widths.phone, height: 900 });
    try {
      await page.goto('/customers/selfservice/C4M7X2-1001/quote-driver');
      await estimateDriver({ first: 'Sam', born: '03/14/2008', relationship: 'My child', years: '1' });
      await snapshot(page, 'quote-driver-estimate-phone');
      await startWithoutProduct();
      await snapshot(page, 'add-vehicle-unavailable-phone');

      await page.goto('/customers/policies/C4M7X2-1001/overview');
      const changes = page.getByRole('region', { name: 'Changes' });
      await changes.getByText('Added the 2023 Honda Accord').waitFor();
      await expectAccessible(page);
      await changes.scrollIntoViewIfNeeded();
      await snapshot(page, 'policy-changes-phone');

      await page.goto('/customers/billing/overview');
      await page.getByRole('row').filter({ hasText: 'C4M7X2-1001' }).filter({ hasText: 'Scheduled' }).first().waitFor();
      await expectAccessible(page);
      await snapshot(page, 'replanned-billing-phone');
    } finally {
      await page.setViewportSize({ width: widths.desktop, height: 900 });
    }
  });
});
