import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  closeBrowser,
  expectAccessible,
  latestOutboxMessage,
  newContext,
  pdfBehind,
  signIn,
  snapshot,
  widths,
} from './support/portal';

// new.customer's first visit: sign the policy documents, pay with a test card, paperless on, automatic payments on,
// and the end; the signed PDF carries the signature. Then onboarding starts over (the development restart) and the
// customer declines to e-sign: the onboarding knockout. Other journeys may change new.customer's password (the ways
// back in), so this one sets its own first, through the same emailed code.

const password = 'Onboarding-Journey-2026';
let context: BrowserContext;
let page: Page;

async function api(path: string, body: unknown) {
  const answer = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `onboarding-journey-${Date.now()}` },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

beforeAll(async () => {
  const { ticket } = await api('/recovery/password-resets', { loginId: 'new.customer' });
  const code = /code is (\d{6})/.exec((await latestOutboxMessage('kevin.park@example.com')).body)?.[1];
  await api('/recovery/password-resets/new-password', { ticket, code, password });
  context = await newContext(widths.desktop);
  page = await context.newPage();
  await signIn(page, 'new.customer', password);
});
afterAll(async () => {
  await context?.close();
  await closeBrowser();
});

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

it('new.customer signs, pays with a test card, goes paperless, turns on automatic payments and finishes', async () => {
  // The account landing says what is left, and leads into onboarding.
  await page.getByRole('heading', { name: 'Finish setting up' }).waitFor();
  await page.getByRole('link', { name: 'Finish setting up' }).click();
  await heading('Welcome to your new policy');
  await page.getByRole('button', { name: 'Get started' }).click();

  await heading('Sign your policy documents');
  await page.getByRole('link', { name: /Review and sign/ }).click();
  await page
    .getByRole('button', { name: /Sign here/ })
    .first()
    .waitFor();
  await page.getByLabel('Type your full name').fill('Kevin Park');
  await page.getByRole('button', { name: 'Adopt signature' }).click();
  const places = page.getByRole('button', { name: /Sign here/ });
  const total = await places.count();
  expect(total).toBe(2);
  for (let signed = 1; signed <= total; signed++) {
    await places.first().click();
    await page.waitForFunction((n) => document.querySelectorAll('.esign__signed').length === n, signed);
  }
  await expect(page.getByRole('button', { name: /Sign here/ }).count()).resolves.toBe(0);
  await snapshot(page, 'onboarding-signing-desktop');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish signing' }).click();

  // Signed: on to the first payment, through the portal's payment flow with a test card.
  await heading('Make your first payment');
  await page.getByRole('link', { name: 'Make your first payment' }).click();
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByLabel('Payment amount').fill('149.05');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await page.getByLabel('Debit or credit card').check();
  await page.getByLabel('Name on card').fill('Kevin Park');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiration date').fill('10/38');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await page.getByText('Step 4 of 4').waitFor();

  // Back to onboarding: it resumes at the first unfinished step, paperless.
  await page.goto('/customers/onboarding');
  await heading('Go paperless');
  await expect(page.getByLabel(/^E-policy/).isChecked()).resolves.toBe(true);
  await expect(page.getByLabel(/^E-bill/).isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading('Notifications');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Automatic payments: save the card, then turn them on in billing; the step is done by it.
  await heading('Automatic payments');
  await page.goto('/customers/billing/payment-methods');
  await heading('Payment methods');
  await page.getByLabel('Debit or credit card').check();
  await page.getByLabel('Name on card').fill('Kevin Park');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiration date').fill('10/38');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await page.getByText('Your card ending 1111 is saved.').waitFor();
  await page.getByRole('link', { name: 'Automatic payments' }).click();
  await page.getByText('Step 1 of 3').waitFor();
  await page.getByLabel('Visa ending in 1111').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm automatic payments' }).click();
  await page.getByText('Automatic payments are on.').waitFor();

  await page.goto('/customers/onboarding');
  await heading('Upload documents');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await heading('You are all set');
  await page.getByRole('button', { name: 'Go to my account' }).click();
  await page.waitForURL('**/customers/account');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  await expect(page.getByRole('heading', { name: 'Finish setting up' }).count()).resolves.toBe(0);
  // A finished onboarding never shows again.
  await page.goto('/customers/onboarding');
  await page.waitForURL('**/customers/account');

  // The signed copy is under Documents, e-sign, and carries the signature.
  await page.goto('/customers/viewDocuments/esign');
  const download = page.getByRole('link', { name: 'Download Auto insurance application (signed)' });
  await download.waitFor();
  const pdf = await pdfBehind(page, (await download.getAttribute('href')) ?? '');
  expect(pdf.getForm().getTextField('signature').getText()).toBe('Kevin Park');
  expect(pdf.getKeywords()).toMatch(
    /Signed electronically by Kevin Park <kevin.park@example.com> as "Kevin Park" on \S+ from \S+; envelope ENV-6158804-APP/,
  );
});

it('declining to e-sign is the onboarding knockout: the documents come by mail, with the number to call', async () => {
  await api('/development/onboarding/new.customer/restart', {});
  await page.goto('/customers/onboarding/esign');
  await heading('Sign your policy documents');
  await page.getByRole('link', { name: /Review and sign/ }).click();
  await page.getByLabel('Why not sign electronically? (optional)').waitFor();
  await page.getByLabel('Why not sign electronically? (optional)').fill('I prefer paper');
  await page.getByRole('button', { name: 'Decline to sign electronically' }).click();
  await heading('We will mail your documents');
  await page.getByText(/We will mail the documents to your mailing address/).waitFor();
  await page.locator('a.phone-link').first().waitFor();
  await snapshot(page, 'onboarding-knockout-desktop');
  // Recorded for analysts: the knockout is on the bus, the typed reason is not.
  await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('onboarding/esignDeclined'));
  const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
  expect(log).not.toContain('I prefer paper');
  // And on the envelope.
  await page.goto('/customers/onboarding/esign');
  await page.getByText('Declined: coming by mail').waitFor();
});
