import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { baseUrl, closeBrowser, expectAccessible, latestOutboxMessage, newContext, signIn, snapshot, widths } from './support/portal';

// new.customer's first visit: signing in leads into onboarding; sign the policy documents, pay with a test card (the
// confirmation leads back in), paperless on, text messages on, automatic payments on, a document uploaded, and the
// end; the signed PDF carries the signature and the envelope its audit trail. Then onboarding starts over (the
// development restart) on a phone, and the customer declines to e-sign: the onboarding knockout, then every other step
// skipped. Other journeys may change new.customer's password (the ways back in), so this one sets its own first,
// through the same emailed code.

const password = 'Onboarding-Journey-2026';
const mobile = '317-555-0128';
let context: BrowserContext;
let page: Page;

async function api(address: string, body: unknown) {
  const answer = await fetch(`${baseUrl()}/api${address}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `onboarding-journey-${Date.now()}` },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

beforeAll(async () => {
  const { ticket } = await api('/recovery/password-resets', { loginId: 'new.customer' });
  const code = /code is (\d{6})/.exec((await latestOutboxMessage('kevin.park@example.com')).body)?.[1];
  await api('/recovery/password-resets/new-password', { ticket, code, password });
});
afterAll(async () => {
  await context?.close();
  await closeBrowser();
});

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
/** A step as the customer sees it: axe clean, and a screenshot to look at. */
async function shown(name: string, label: string) {
  await expectAccessible(page);
  await snapshot(page, `onboarding-${name}-${label}`);
}

/** The onboarding's own upload, steps 1-3: the new policy, a PDF, sent; then on to the next step. */
async function uploadProofOfInsurance(label: string) {
  await page.getByRole('link', { name: 'Upload documents' }).click();
  await page.waitForURL('**/onboarding/upload-documents/upload');
  await page.getByText('Step 1 of 3').waitFor();
  // Reloaded (or opened directly), the upload step loads the onboarding again instead of waiting for it forever.
  await page.reload();
  await page.getByText('Step 1 of 3').waitFor();
  await page.getByLabel(/^Auto policy/).check();
  await shown('upload-1', label);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/onboarding/upload-documents/upload/2');
  const pdf = Buffer.from(await (await PDFDocument.create()).save());
  await page
    .getByLabel('Files to send')
    .setInputFiles([{ name: `prior-insurance-${label}.pdf`, mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByText('Ready to send').waitFor();
  await shown('upload-2', label);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/onboarding/upload-documents/upload/3');
  await page.getByRole('button', { name: 'Send documents' }).click();
  await page.getByRole('heading', { name: 'Your documents were sent.' }).waitFor();
  await shown('upload-3', label);
  await page.getByRole('button', { name: 'Continue' }).click();
}

it('new.customer signs, pays with a test card, goes paperless, texts, automatic payments, uploads and finishes', async () => {
  context = await newContext(widths.desktop);
  page = await context.newPage();
  const label = 'desktop';
  // Signing in leads straight into onboarding, once: the account landing stays the account's, with what is left.
  await signIn(page, 'new.customer', password);
  await heading('Welcome to your new policy');
  await page.waitForURL('**/customers/onboarding');
  await shown('welcome', label);
  await page.goto('/customers/account');
  await page.getByRole('heading', { name: 'Finish setting up' }).waitFor();
  await page.getByRole('link', { name: 'Finish setting up' }).click();
  await heading('Welcome to your new policy');
  await page.getByRole('button', { name: 'Get started' }).click();

  await heading('Sign your policy documents');
  await shown('esign', label);
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
  await shown('signing', label);
  await page.getByRole('button', { name: 'Finish signing' }).click();

  // Signed: on to the first payment, through the portal's payment flow with a test card; its confirmation leads back.
  await heading('Make your first payment');
  await shown('payment', label);
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
  // The side trip leads back to the step it left, now done: only the way on is left.
  await page.getByRole('link', { name: 'Continue setting up your account' }).click();
  await heading('Make your first payment');
  await page.waitForURL('**/customers/onboarding/payment');
  await page.getByRole('link', { name: 'Continue', exact: true }).click();

  await heading('Go paperless');
  await shown('paperless', label);
  await expect(page.getByLabel(/^E-policy/).isChecked()).resolves.toBe(true);
  await expect(page.getByLabel(/^E-bill/).isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Notifications, in the flow: the profile's text-message enrollment, confirmed with the texted code.
  await heading('Notifications');
  await page.getByLabel(mobile).check();
  await page.getByLabel('I agree to receive text messages').check();
  await shown('notifications', label);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByText('Please enter the security code that was sent to you at (***) ***-0128.').waitFor();
  const text = await latestOutboxMessage(mobile);
  await page.getByLabel('Security code').fill(/security code is (\d{6})/.exec(text.body)?.[1] ?? '');
  await page.getByRole('button', { name: 'Verify and enroll' }).click();
  await page.getByText(`We text ${mobile} about what you choose below.`).waitFor();
  await page.waitForURL('**/customers/onboarding/notifications');
  await shown('notifications-enrolled', label);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Automatic payments: save the card, then turn them on in billing; the step is done by it.
  await heading('Automatic payments');
  await shown('autopay', label);
  await page.goto('/customers/billing/payment-methods');
  await heading('Payment methods');
  await page.getByLabel('Debit or credit card').check();
  await page.getByLabel('Name on card').fill('Kevin Park');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiration date').fill('10/38');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('region', { name: 'Add a payment method' }).getByLabel('Current password').fill(password);
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
  await shown('upload-documents', label);
  await uploadProofOfInsurance(label);
  await heading('You are all set');
  await shown('complete', label);
  await page.getByRole('button', { name: 'Go to my account' }).click();
  await page.waitForURL('**/customers/account');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  await expect(page.getByRole('heading', { name: 'Finish setting up' }).count()).resolves.toBe(0);
  // Everything signed: nothing on the account asks for a signature any more.
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await expect(page.getByText('You have documents waiting for your signature').count()).resolves.toBe(0);
  // A finished onboarding never shows again.
  await page.goto('/customers/onboarding');
  await page.waitForURL('**/customers/account');

  // The envelope under Documents, e-sign: its audit trail (time in US Eastern, address), and the signed copy.
  await page.goto('/customers/viewDocuments/esign');
  await page.getByRole('link', { name: 'Envelope ENV-6158804-APP' }).click();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await trail.getByText(/^Completed/).waitFor();
  const events = await trail.getByRole('listitem').allTextContents();
  expect(events.map((e) => e.split(' ')[0])).toEqual(['Sent', 'Opened', 'Signed', 'Signed', 'Completed']);
  for (const event of events.slice(1)) expect(event).toMatch(/\d{1,2}:\d{2} [AP]M ETAddress: \S+/);
  await shown('audit-trail', label);
  const download = page.getByRole('link', { name: 'Download Auto insurance application (signed)' });
  const response = await page.context().request.get((await download.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  // Kept beside the screenshots, to render and look at.
  fs.writeFileSync(path.resolve(__dirname, '../../test-results/screens/onboarding-signed.pdf'), bytes);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getForm().getTextField('signature').getText()).toBe('Kevin Park');
  expect(pdf.getKeywords()).toMatch(
    /Signed electronically by Kevin Park <kevin.park@example.com> as "Kevin Park" on \S+ from \S+; envelope ENV-6158804-APP/,
  );
  await context.close();
  // The whole of onboarding, every step and its side trips, in one journey.
}, 180_000);

it('on a phone, declining to e-sign is the onboarding knockout (documents by mail, the number to call); the rest can wait', async () => {
  await api('/development/onboarding/new.customer/restart', {});
  context = await newContext(widths.phone);
  page = await context.newPage();
  const label = 'phone';
  await signIn(page, 'new.customer', password);
  await heading('Welcome to your new policy');
  await shown('welcome', label);
  await page.getByRole('button', { name: 'Get started' }).click();
  await heading('Sign your policy documents');
  await shown('esign', label);
  await page.getByRole('link', { name: /Review and sign/ }).click();
  await page.getByLabel('Why not sign electronically? (optional)').waitFor();
  await shown('signing', label);
  await page.getByLabel('Why not sign electronically? (optional)').fill('I prefer paper');
  await page.getByRole('button', { name: 'Decline to sign electronically' }).click();
  await heading('We will mail your documents');
  await page.getByText(/We will mail the documents to your mailing address/).waitFor();
  await page.locator('a.phone-link').first().waitFor();
  await shown('knockout', label);
  // Recorded for analysts: the knockout is on the bus, the typed reason is not.
  await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('onboarding/esignDeclined'));
  const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
  expect(log).not.toContain('I prefer paper');

  // The rest can wait: each step is skipped for now, on to the end. The declined e-sign step is not completed.
  await page.getByRole('link', { name: 'Continue setting up' }).click();
  await heading('Make your first payment');
  await page.locator('.step-indicator__label', { hasText: 'Sign your documents not completed' }).waitFor();
  for (const [step, name] of [
    ['payment', 'Make your first payment'],
    ['paperless', 'Go paperless'],
    ['notifications', 'Notifications'],
    ['autopay', 'Automatic payments'],
  ] as const) {
    await heading(name);
    if (step === 'notifications') await page.getByText(`We text ${mobile} about what you choose below.`).waitFor();
    await shown(step, label);
    // Paperless is saved as it stands; texts are on since the first run (done: Continue); the rest skipped.
    const next = step === 'paperless' ? 'Save and continue' : step === 'notifications' ? 'Continue' : 'Skip for now';
    await page.getByRole('button', { name: next }).click();
  }
  await heading('Upload documents');
  await shown('upload-documents', label);
  await uploadProofOfInsurance(label);
  await heading('You are all set');
  await shown('complete', label);
  // And on the envelope: declined, coming by mail.
  await page.goto('/customers/onboarding/esign');
  await page.getByText('Declined: coming by mail').waitFor();
});
