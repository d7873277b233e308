import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { startGateway, type RunningGateway } from '../../server/main';
import { addCalendarDays, businessToday, formatEntryDate } from '../../src/validation/dates';
import { centsOfTyped } from '../../src/shared/money';
import { closeBrowser, newContext, signIn, snapshot, widths } from './support/portal';
import { mailTo } from './support/smtpSink';
import { noonOf } from '../support/businessDates';

// Payments on a later date, end to end: new.customer (whose bill falls due a week after the demo data's day) schedules
// a payment through Make a payment, changes its amount and date in the billing centre, schedules a second and cancels
// it; then the gateway's clock reaches the first one's date and the payments are swept, as the hourly run does. The
// payment is in the ledger, the bill owes less, the cancelled one never runs, and both confirmations arrive by SMTP.
//
// Moving a clock and sweeping every account would change what the other journeys find on the shared gateway, so this
// journey starts a gateway of its own (same build, same mail server) whose clock it holds.

const root = path.resolve(__dirname, '../..');
const customer = { loginId: 'new.customer', partyId: 'P100004', email: 'kevin.park@example.com' };
const dollars = (text: string | null) => centsOfTyped((text ?? '').replace(/[^0-9.,]/g, ''));

let gateway: RunningGateway;
let movedTo: Date | null = null;
const clock = { now: () => movedTo ?? new Date() };
const today = businessToday(new Date());
const entry = (days: number) => formatEntryDate(addCalendarDays(today, days))!;
const iso = (days: number) => addCalendarDays(today, days);

beforeAll(async () => {
  gateway = await startGateway({
    // A free port of its own (startGateway picks one for port 0).
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    staticDir: path.resolve(root, process.env.E2E_DIST ?? 'dist/e2e'),
    logLevel: 'warn',
    devOutbox: true,
    seededOn: today,
    smtpUrl: process.env.E2E_SMTP_URL,
    clock,
  });
  // new.customer's onboarding (its own journey) is behind it here: signing in leads to the account.
  await gateway.db
    .updateTable('onboarding')
    .set({ completed_at: sql<Date>`now()` })
    .where('party_id', '=', customer.partyId)
    .execute();
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await gateway?.close();
});

const until = async (condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

async function openBilling(page: Page): Promise<void> {
  await page.goto('/customers/billing');
  await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
  await page.locator('.billing-account__due').first().waitFor();
  await page.getByRole('heading', { level: 2, name: 'Scheduled payments' }).waitFor();
}

/** Make a payment of `amount` by bank account, on the later date `payOn` (MM/DD/YYYY). */
async function schedule(page: Page, amount: string, payOn: string): Promise<void> {
  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByLabel('Payment amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await page.getByLabel('Account holder name').fill('Kevin Park');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number', { exact: true }).fill('987654321012');
  await page.getByLabel('Confirm account number').fill('987654321012');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByLabel('Pay on a later date').check();
  await page.getByLabel('Payment date (MM/DD/YYYY)').fill(payOn);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await page.getByRole('heading', { name: 'Your payment is scheduled' }).waitFor();
  await page.getByText(`Scheduled for ${payOn}`).first().waitFor();
}

const row = (page: Page, amount: string) => page.locator('.scheduled-payment', { hasText: amount });
const statusOf = async (id: string) =>
  (await gateway.db.selectFrom('scheduled_payments').select('status').where('scheduled_payment_id', '=', id).executeTakeFirstOrThrow())
    .status;

it('new.customer schedules, edits and cancels payments; on its date the payment is taken, confirmed and in the ledger', async () => {
  const context = await newContext(widths.desktop, gateway.url);
  const page = await context.newPage();
  try {
    await signIn(page, customer.loginId);
    await openBilling(page);
    const dueBefore = dollars(await page.locator('.billing-account__due').first().textContent());
    expect(dueBefore).toBeGreaterThan(5000);

    // The first payment: $40.00 in three days; confirmed by email.
    await schedule(page, '40.00', entry(3));
    const scheduledMail = await mailTo(customer.email, (m) => /your payment is scheduled/.test(m.subject) && m.text.includes('$40.00'));
    expect(scheduledMail.text).toContain(entry(3));

    // In the billing centre, changed to $50.00 in four days.
    await openBilling(page);
    await row(page, '$40.00').getByText('Scheduled', { exact: true }).waitFor();
    await row(page, '$40.00').getByRole('button', { name: /^Edit/ }).click();
    await row(page, '$40.00').getByLabel('Payment amount').fill('50.00');
    await row(page, '$40.00').getByLabel('Payment date (MM/DD/YYYY)').fill(entry(4));
    await row(page, '$40.00').getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The scheduled payment was updated.').waitFor();
    await row(page, '$50.00')
      .getByText(`scheduled for ${entry(4)}`)
      .waitFor();

    // A second one, $20.00 in five days, cancelled.
    await schedule(page, '20.00', entry(5));
    await openBilling(page);
    await row(page, '$20.00')
      .getByRole('button', { name: /^Cancel payment/ })
      .click();
    await row(page, '$20.00').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('The scheduled payment was cancelled.').waitFor();
    await row(page, '$20.00').getByText('Cancelled', { exact: true }).waitFor();
    await snapshot(page, 'scheduled-payments-desktop');
    // In the ledger it stands as scheduled, not paid: the money moves on its date.
    await page.goto('/customers/billing/transactions');
    const coming = page.getByRole('table', { name: /^Scheduled payments of account/ });
    await coming.getByRole('row').filter({ hasText: '$50.00' }).getByText('Scheduled', { exact: true }).waitFor();
    expect(await coming.getByRole('row').filter({ hasText: '$20.00' }).count()).toBe(0);

    const [first, second] = await gateway.db
      .selectFrom('scheduled_payments')
      .select(['scheduled_payment_id', 'amount_cents', sql<string>`pay_on::text`.as('pay_on'), 'status'])
      .where('party_id', '=', customer.partyId)
      .orderBy('amount_cents', 'desc')
      .execute();
    expect(first).toEqual(expect.objectContaining({ amount_cents: 5000, pay_on: iso(4), status: 'scheduled' }));
    expect(second).toEqual(expect.objectContaining({ amount_cents: 2000, pay_on: iso(5), status: 'cancelled' }));

    // The gateway's clock reaches the first one's date; the sweep (the hourly run's) queues it and it is taken.
    movedTo = noonOf(iso(4));
    expect(await gateway.sweepPayments()).toBe(1);
    await until(async () => (await statusOf(first!.scheduled_payment_id)) === 'paid', 'the scheduled payment to be taken');
    // On the cancelled one's date nothing is queued: it never runs.
    movedTo = noonOf(iso(5));
    expect(await gateway.sweepPayments()).toBe(0);
    expect(await statusOf(second!.scheduled_payment_id)).toBe('cancelled');
    const taken = await gateway.db
      .selectFrom('billing_payments')
      .select(['idempotency_key', 'amount_cents', 'confirmation_number'])
      .where('party_id', '=', customer.partyId)
      .where('idempotency_key', 'like', 'scheduled-%')
      .execute();
    expect(taken).toEqual([expect.objectContaining({ idempotency_key: `scheduled-${first!.scheduled_payment_id}`, amount_cents: 5000 })]);
    const confirmation = taken[0]!.confirmation_number;

    // The customer sees it paid, the bill owing $50.00 less, and the payment in the transactions.
    await openBilling(page);
    expect(dollars(await page.locator('.billing-account__due').first().textContent())).toBe(dueBefore - 5000);
    await row(page, '$50.00').getByText('Paid', { exact: true }).waitFor();
    await row(page, '$50.00').getByText(confirmation).waitFor();
    await row(page, '$20.00').getByText('Cancelled', { exact: true }).waitFor();
    await page.goto('/customers/billing/transactions');
    await page.getByRole('cell', { name: confirmation, exact: false }).first().waitFor();
    expect(await page.getByRole('table', { name: /^Scheduled payments of account/ }).count()).toBe(0);

    const paidMail = await mailTo(
      customer.email,
      (m) => /your scheduled payment was made/.test(m.subject) && m.text.includes(confirmation),
    );
    expect(paidMail.text).toContain('$50.00');
  } finally {
    await context.close();
  }
}, 240_000);
