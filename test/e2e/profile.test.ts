import type { BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import type { RunningGateway } from '../../server/main';
import { ownGateway } from './support/ownGateway';
import { watchAccessibility } from './support/accessibility';
import { closeBrowser, connectBrowser, expectAccessible, latestOutboxMessage, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';
import { mailTo } from './support/smtpSink';

afterAll(closeBrowser);

// The profile, walked on a gateway of its own (its own in-memory database, the same built portal), so the password
// and the factor this journey changes are no other journey's: mutual.customer adds an email and a phone, turns
// paperless on for one account (kept over a reload), makes the new email the primary one and removes an old one and
// the new phone, enrolls in texts with the code texted to it (read from the outbox), changes the password, sets up an
// authenticator app, and signs in again with the new password and the app's code. The gateway sends its emails to the
// run's mail server (support/smtpSink.ts), where the notice of the primary email's change reaches the previous address.
// The same screens are then looked at on a phone.

let own: RunningGateway;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
/** The paperless page of the account the journey turned paperless on for. */
let paperlessAccountPath = '';
let paperlessAccountNumber = '';
const newPassword = 'Profile-Journey-2027';

beforeAll(async () => {
  own = await ownGateway({
    devOutbox: true,
    smtpUrl: process.env.E2E_SMTP_URL,
  });
}, 120_000);
afterAll(() => own?.close());

async function contextAt(width: number, storageState?: typeof signedIn): Promise<BrowserContext> {
  const context = await (
    await connectBrowser()
  ).newContext({ viewport: { width, height: 900 }, baseURL: own.url, ...(storageState ? { storageState } : {}) });
  watchAccessibility(context, width, own.url);
  return context;
}

const stepOf = (ms: number) => Math.floor(ms / 30_000);
let lastStep = 0;
/** The app's code of the next unused time step (the gateway accepts each step once), waiting for the clock when needed. */
async function nextCode(page: Page, app: TOTP): Promise<string> {
  const wanted = Math.max(lastStep + 1, stepOf(Date.now()) - 1);
  if (wanted > stepOf(Date.now()) + 1)
    await page.waitForFunction((step) => Math.floor(Date.now() / 30_000) + 1 >= step, wanted, { polling: 500, timeout: 35_000 });
  lastStep = wanted;
  return app.generate({ timestamp: wanted * 30_000 + 1_000 });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const saved = (page: Page, text: string) => page.getByText(text).waitFor();

describe('the profile at desktop width', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await contextAt(widths.desktop);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('adds an email and a phone, and keeps paperless on for one account over a reload', async () => {
    await signIn(page, 'mutual.customer');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
    await heading(page, 'Your profile');
    await expectTitle(page, 'Profile | Cardinal Mutual');
    await snapshot(page, 'profile-desktop');

    await page.getByRole('link', { name: 'Manage contact information' }).click();
    await page.getByRole('link', { name: 'Add an email' }).click();
    await heading(page, 'Add an email');
    await page.getByLabel('Email', { exact: true }).fill('daniel.journey@example.org');
    // A change of how the customer is reached asks for the current password in the same form.
    await page.getByLabel('Current password').fill('Portal-Demo-2026!');
    await page.getByRole('button', { name: 'Add email' }).click();
    await saved(page, 'Your email address was added.');
    await page.getByText('daniel.journey@example.org').waitFor();

    await page.getByRole('link', { name: 'Add a phone' }).click();
    await heading(page, 'Add a phone');
    await page.getByLabel('Phone number').pressSequentially('6145550199');
    await page.getByLabel('Extension').pressSequentially('27');
    await page.getByRole('button', { name: 'Add phone' }).click();
    await saved(page, 'Your phone number was added.');
    await page.getByText('614-555-0199 ext. 27').waitFor();
    await snapshot(page, 'profile-contact-desktop');

    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Paperless' }).click();
    await heading(page, 'Paperless preferences');
    const edit = page.getByRole('link', { name: /^Edit paperless for account N/ }).first();
    const account = ((await edit.textContent()) ?? '').replace('Edit paperless for account ', '');
    paperlessAccountPath = (await edit.getAttribute('href')) ?? '';
    paperlessAccountNumber = account;
    await edit.click();
    await heading(page, `Paperless for account ${account}`);
    await page.getByLabel(/^E-bill/).check();
    await page.getByLabel(/^E-policy/).check();
    await page.getByRole('button', { name: 'Save paperless preferences' }).click();
    await saved(page, 'Your paperless preferences were saved.');
    await page.reload();
    await heading(page, 'Paperless preferences');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Account ${account}` }) });
    await card.getByText('E-bill: On').waitFor();
    await card.getByText('E-policy: On').waitFor();
  });

  it('changes the primary email, removes an email and a phone, and enrolls in texts with a texted code', async () => {
    await page.goto('/customers/profile/contact-information/manage-emails');
    await heading(page, 'Your emails');
    await page.getByLabel('daniel.journey@example.org').check();
    // The change asks for the current password in the same form: a wrong one is refused at that field, and what the
    // customer chose and typed stays for them to correct.
    await page.getByLabel('Current password').fill('Not-My-Password-1');
    await page.getByRole('button', { name: 'Save primary email' }).click();
    await page.getByText('That password or security code is not right. Please try again.', { exact: true }).waitFor();
    await expectAccessible(page);
    await expect(page.getByLabel('daniel.journey@example.org').isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Current password').inputValue()).resolves.toBe('Not-My-Password-1');
    await page.getByLabel('Current password').fill('Portal-Demo-2026!');
    await page.getByRole('button', { name: 'Save primary email' }).click();
    await saved(page, 'Your primary email was changed.');
    // The previous primary address is told, in its own inbox, with the number to call when it was not the customer.
    const changed = 'Your primary email was changed. (daniel.journey@example.org)';
    const notice = await mailTo('daniel.whitaker@example.com', (mail) => mail.text.includes(changed));
    expect(notice.subject).toBe('Cardinal Mutual: your account was changed');
    expect(notice.text).toContain("If this wasn't you, call 1-800-555-0100 right away.");
    await page.getByRole('button', { name: 'Remove dwhitaker.work@example.net' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await saved(page, 'Your email address was removed.');
    await expect(page.getByText('dwhitaker.work@example.net').count()).resolves.toBe(0);

    await page.goto('/customers/profile/contact-information/manage-phones');
    await heading(page, 'Your phones');
    await page.getByRole('button', { name: 'Remove 614-555-0199' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await saved(page, 'Your phone number was removed.');
    await expect(page.getByText('614-555-0199').count()).resolves.toBe(0);

    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Notifications' }).click();
    await heading(page, 'Notifications');
    await page.getByRole('link', { name: 'Enroll in text messages' }).click();
    await heading(page, 'Enroll in text messages');
    await page.getByLabel('614-555-0142').check();
    await page.getByLabel('I agree to receive text messages').check();
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText('Please enter the security code that was sent to you at (***) ***-0142.').waitFor();
    await expectAccessible(page);
    const text = await latestOutboxMessage('614-555-0142', own.url);
    expect(text.channel).toBe('sms');
    await page.getByLabel('Security code').fill(/security code is (\d{6})/.exec(text.body)?.[1] ?? '');
    await page.getByRole('button', { name: 'Verify and enroll' }).click();
    await saved(page, 'You are enrolled in text messages.');
    await page.getByText('We text 614-555-0142 about what you choose below.').waitFor();
  });

  it('changes the password, sets up an authenticator app, and signs in with both', async () => {
    await page.goto('/customers/profile/security/password');
    await heading(page, 'Change your password');
    await page.getByText('8 to 64 characters').waitFor();
    await page.getByLabel('Current password').fill('Portal-Demo-2026!');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    // The change ended every session, this one included: the customer is told so and logs in again with the new password.
    await heading(page, 'Signed out');
    await page.getByText('Your password was changed').waitFor();
    await expectAccessible(page);
    await page.goto('/customers/profile/security/mfa');
    await page.getByLabel('Login ID').fill('mutual.customer');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await heading(page, 'Multi-factor authentication');
    await page.getByLabel('Current password').first().fill(newPassword);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code to add Cardinal Mutual to your authenticator app' }).waitFor();
    const key = ((await page.locator('.profile-key').textContent()) ?? '').replace(/\s/g, '');
    const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
    await expectAccessible(page);
    await snapshot(page, 'profile-mfa-setup-desktop');
    await page.getByLabel('Security code').fill(await nextCode(page, app));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await saved(page, 'Your new security method is on. You can use it the next time you log in.');
    await page.getByText('Authenticator app').first().waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/customers\/(forced-logout|login)/);
    await page.goto('/customers/account');
    await page.getByLabel('Login ID').fill('mutual.customer');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter the security code in your authenticator app.').waitFor();
    await page.getByLabel('Security code').fill(await nextCode(page, app));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL('**/customers/account');
    signedIn = await context.storageState();
  });
});

// Every screen of the profile at phone and desktop width (axe checks each), with the sign-in the journey above ended with.
describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('the profile at %s width', (label, width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await contextAt(width, signedIn);
  });
  afterAll(() => context?.close());

  it('shows every section of the profile', async () => {
    const page = await context.newPage();
    const screens: (readonly [string, string])[] = [
      ['profile', 'Your profile'],
      ['profile/contact-information', 'Contact information'],
      ['profile/contact-information/manage-emails', 'Your emails'],
      ['profile/contact-information/manage-emails/add-email', 'Add an email'],
      ['profile/contact-information/manage-phones', 'Your phones'],
      ['profile/contact-information/manage-phones/add-phone', 'Add a phone'],
      ['profile/contact-information/update-life-address', 'Update your life policy address'],
      ['profile/paperless-preferences', 'Paperless preferences'],
      [paperlessAccountPath.replace(/^\/customers\//, ''), `Paperless for account ${paperlessAccountNumber}`],
      ['profile/paperless-preferences/edit/life', 'Paperless for life insurance'],
      ['profile/notifications', 'Notifications'],
      ['profile/notifications/enroll', 'Enroll in text messages'],
      ['profile/security', 'Security'],
      ['profile/security/password', 'Change your password'],
      ['profile/security/mfa', 'Multi-factor authentication'],
      ['profile/security/loginId', 'Change your login ID'],
      ['profile/eproxy', 'Electronic proxy voting'],
    ];
    for (const [address, name] of screens) {
      await page.goto(`/customers/${address}`);
      await heading(page, name);
      if (label === 'phone') await snapshot(page, `${address.replace(/\//g, '-')}-phone`);
    }
    await page.getByRole('checkbox', { name: /^I agree to receive proxy materials/ }).check();
    await page.getByRole('button', { name: 'Save voting choice' }).click();
    await saved(page, 'Your electronic proxy voting choice was saved.');
  });

  it('names each texting field in the error summary, and stops all text messages after asking once more', async () => {
    const page = await context.newPage();
    await page.goto('/customers/profile/notifications/enroll');
    await heading(page, 'Enroll in text messages');
    for (const kind of ['Claims', 'Policy and billing', 'Policy']) await page.getByLabel(kind, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const summary = page.getByRole('alert', { name: "We're sorry. We need a little more information." });
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'Mobile phone: Select a phone number or add a new one',
      'Text me about: Please choose at least one kind of text message',
      'Text message consent: Please agree to receive text messages',
    ]);
    await expectAccessible(page);
    await snapshot(page, `profile-texting-summary-${label}`);
    await summary.getByRole('link', { name: 'Text me about: Please choose at least one kind of text message' }).click();
    await expect(page.getByLabel('Claims', { exact: true }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.goto('/customers/profile/notifications');
    await heading(page, 'Notifications');
    await page.getByRole('button', { name: 'Stop all text messages' }).click();
    await page.getByText('Stop all text messages to 614-555-0142?').waitFor();
    await expectAccessible(page);
    await snapshot(page, `profile-texting-stop-${label}`);
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Keep my text messages' }).click();
      await page.getByText('We text 614-555-0142 about what you choose below.').waitFor();
      return;
    }
    await page.getByRole('button', { name: 'Yes, stop all text messages' }).click();
    await saved(page, 'You will no longer get text messages from us. You can enroll again at any time.');
    await page.getByRole('link', { name: 'Enroll in text messages' }).waitFor();
    await expectAccessible(page);
  });
});
