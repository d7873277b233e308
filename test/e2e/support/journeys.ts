import { isOpenNow } from '../../../src/validation/contactHours';
import type { Page } from 'playwright-core';
import { addCalendarDays, businessToday, formatEntryDate } from '../../../src/validation/dates';

// Journeys that several tests drive end to end: a renters quote to its price, a bill paid by card, a boat owner's
// claim report to its summary.

/** Values typed during the journeys that must never leave the browser unmasked. */
export const typedSecrets = {
  cardNumber: '4111111111111111',
  securityCode: '737',
  bankAccountNumber: '987654321012',
  routingNumber: '021000021',
  dateOfBirth: '03/14/1980',
  ssn: '287-65-4321',
} as const;

/** The business (US Eastern) date `days` from today (negative: before), as a date field takes it (MM/DD/YYYY). */
export function businessEntryDate(days = 0): string {
  return formatEntryDate(addCalendarDays(businessToday(new Date()), days))!;
}

/** The date `days` from the day the demo data was seeded on (negative: before), as a date field takes it: a seeded
 * claim's date of loss, say, whatever the clock says now. */
export function seededEntryDate(days: number): string {
  return formatEntryDate(addCalendarDays(process.env.E2E_SEEDED_ON ?? businessToday(new Date()), days))!;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const answer = (page: Page, question: RegExp, choice: string) =>
  page.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();

/** Called at the screens a test wants to look at (e.g. to take the customer's screenshot). */
export type AtScreen = (name: string, heading: string | RegExp) => Promise<void>;

/** A renters quote from the start page to its price, as a guest of the quoting application. */
export async function rentersQuote(page: Page, at: AtScreen = async () => undefined): Promise<void> {
  await page.goto('/customers/quoting');
  await heading(page, 'Get a quote');
  await at('quote-start', 'Get a quote');
  await page.getByLabel('Renters', { exact: true }).check();
  await page.getByRole('button', { name: 'Start my quote' }).click();
  await heading(page, 'Renters quote: Customer');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill(`Replay${'abcdefghij'[Date.now() % 10]}`);
  await page.getByLabel('Date of birth').fill(typedSecrets.dateOfBirth);
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Phone number').fill('6145550199');
  await next(page);
  await heading(page, 'Renters quote: Address');
  await page.getByLabel('Street address').fill('100 Main St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByLabel('When should your policy start?').fill(businessEntryDate(7));
  await next(page);
  await heading(page, 'Renters quote: Property');
  await page.getByLabel(/How many units/).fill('12');
  await page.getByLabel('Year built').fill('1998');
  await page.getByLabel('Construction').selectOption('frame');
  await page.getByLabel(/coverage amount/).fill('30000');
  await next(page);
  await heading(page, 'Renters quote: Home history');
  await page.getByLabel(/claims in the last 5 years/).selectOption('0');
  await next(page);
  await answer(page, /paperless/, 'No');
  await answer(page, /whole term/, 'No');
  await next(page);
  await heading(page, 'Your renters quote');
  await page.locator('.quote-summary__amount').first().waitFor();
  await at('quote-summary', 'Your renters quote');
}

/**
 * The signed-in customer pays $25.00 by card. The bank account fields are filled first and left (switching to
 * a card), so the bank account number was typed too.
 */
export async function payByCard(page: Page, at: AtScreen = async () => undefined): Promise<void> {
  await page.goto('/customers/billing');
  await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
  await page.locator('.billing-account__due').first().waitFor();
  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByLabel('Payment amount').waitFor();
  await at('payment-amount', 'Make a payment');
  await page.getByLabel('Payment amount').fill('25.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await page.getByLabel('Routing number').fill(typedSecrets.routingNumber);
  await page.getByLabel('Account number', { exact: true }).fill(typedSecrets.bankAccountNumber);
  await page.getByLabel('Confirm account number').fill(typedSecrets.bankAccountNumber);
  await page.getByLabel('Debit or credit card').check();
  await page.getByLabel('Name on card').fill('Daniel R Whitaker');
  await page.getByLabel('Card number').fill(typedSecrets.cardNumber);
  await page.getByLabel('Expiration date').fill('10/38');
  await page.getByLabel('Security code').fill(typedSecrets.securityCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByText('Visa ending in 1111').first().waitFor();
  await at('payment-verification', 'Make a payment');
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await page.getByText('Step 4 of 4').waitFor();
  await page.locator('.payment-summary dd').first().waitFor();
  await at('payment-confirmation', 'Make a payment');
}

/**
 * No customer screen takes a Social Security number yet: the portal's design-system page (development builds,
 * recorded like any portal page) logs its input-mask form with the SSN declared sensitive, so the SSN is typed
 * there and left (committed to the log on blur), in the same visit as the journeys around it.
 */
export async function typeSsn(page: Page): Promise<void> {
  await page.goto('/customers/dev/ui');
  const field = page.getByLabel('Social Security number');
  await field.fill(typedSecrets.ssn.replace(/-/g, ''));
  expect(await field.inputValue()).toBe(typedSecrets.ssn);
  await field.blur();
}

/**
 * Waits until the page's title is the one given (the page view sets it, after the route's area's scripts have
 * arrived); on a timeout, fails showing the title the page had.
 */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  const wanted = typeof title === 'string' ? { text: title } : { source: title.source, flags: title.flags };
  const reached = await page
    .waitForFunction(
      (w) => ('text' in w ? document.title === w.text : new RegExp(w.source!, w.flags).test(document.title)),
      wanted as { text?: string; source?: string; flags?: string },
    )
    .then(() => true)
    .catch(() => false);
  if (!reached) throw new Error(`The page's title is "${await page.title()}", not ${String(title)}`);
}

/** Continues a guest's claim report to its next step. */
export async function nextReportStep(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/claims/fnol/prelogin/${step}`);
}

/** A boat owner's report, every step answered to the summary (as a guest, online or not). */
export async function boatReportToSummary(scene: Page) {
  await scene.goto('/customers/claims/fnol/prelogin/intro');
  await scene.getByRole('button', { name: 'Start your claim' }).click();
  await scene.waitForURL('**/claims/fnol/prelogin/select-policy');
  await scene.getByLabel('Boat or personal watercraft').check();
  await nextReportStep(scene, 'who-is-filing');
  await scene.getByLabel('I am the policyholder').check();
  await nextReportStep(scene, 'marine-glass-damage');
  await scene.getByLabel('No').check();
  await nextReportStep(scene, 'policy-details');
  await scene.getByLabel('Policy number').fill('K9B2F6-5004');
  await scene.getByLabel('Your last name').fill('Brooks');
  await scene.getByLabel('Your mailing ZIP code').fill('40502');
  await nextReportStep(scene, 'marine-incident-details');
  await scene.getByLabel('What happened to the boat?').fill('The hull struck a submerged log on Lake Cumberland');
  await scene.getByRole('group', { name: 'Was anyone injured?' }).getByLabel('No').check();
  await nextReportStep(scene, 'was-weather-related');
  await scene.getByLabel('No').check();
  await nextReportStep(scene, 'marine-vessel-info');
  await scene.getByLabel('Year').fill('2015');
  await scene.getByLabel('Make or builder').fill('Bayliner');
  await scene.getByLabel('Model or type of boat').fill('Element E18');
  await nextReportStep(scene, 'incident-date-time');
  await scene.getByLabel('When did it happen?').fill(businessEntryDate(-1));
  await nextReportStep(scene, 'incident-location');
  await scene.getByLabel('Where did it happen?').fill('Lake Cumberland, KY');
  await nextReportStep(scene, 'additional-details');
  await nextReportStep(scene, 'who-is-reporting');
  await scene.getByLabel('Your first name').fill('Angela');
  await scene.getByLabel('Your last name').fill('Brooks');
  await nextReportStep(scene, 'contact-info');
  await scene.getByLabel('Phone number').fill('8595550134');
  await scene.getByLabel('Email').fill('angela.brooks@example.com');
  await nextReportStep(scene, 'summary');
  await scene.getByText('The hull struck a submerged log on Lake Cumberland').waitFor();
}

/** A photo as a phone takes it (a JPEG's first bytes, then some 200 KB). */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]), Buffer.alloc(200_000)]);
export const photoFile = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: jpeg });

/** A photo added on a claim filing's review (signed in or as a guest): kept on this phone with the filing. */
export async function attachPhoto(page: Page, name: string): Promise<void> {
  await page.getByLabel('Add photos or documents').setInputFiles([photoFile(name)]);
  await page.locator('.upload-file', { hasText: name }).getByText('Kept on this phone').waitFor();
}

const hour = 3600_000;

/** The latest whole hour before now at which claims chat is open (or closed): a browser clock is pinned to it. */
export function latestHour(open: boolean): Date {
  const start = Math.floor(Date.now() / hour) * hour;
  for (let at = start - hour; at > start - 8 * 24 * hour; at -= hour) {
    if (isOpenNow('claimsChat', new Date(at)) === open && isOpenNow('claimsChat', new Date(at + hour)) === open) return new Date(at);
  }
  throw new Error('no such hour in a week');
}
