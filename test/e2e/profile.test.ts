import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { startGateway, type RunningGateway } from '../../server/main';
import { watchAccessibility } from './support/accessibility';
import { closeBrowser, connectBrowser, expectAccessible, signIn, snapshot, widths } from './support/portal';

afterAll(closeBrowser);

// The profile, walked on a gateway of its own (its own in-memory database, the same built portal), so the password
// and the factor this journey changes are no other journey's: mutual.customer adds an email and a phone, turns
// paperless on for one account (kept over a reload), changes the password, sets up an authenticator app, and signs
// in again with the new password and the app's code. The same screens are then looked at on a phone.

let own: RunningGateway;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
const newPassword = 'Profile-Journey-2027';

beforeAll(async () => {
  own = await startGateway({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    staticDir: path.resolve(__dirname, '../..', process.env.E2E_DIST ?? 'dist/e2e'),
    logLevel: 'warn',
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
    await expect(page.title()).resolves.toBe('Profile | Cardinal Mutual');
    await snapshot(page, 'profile-desktop');

    await page.getByRole('link', { name: 'Manage contact information' }).click();
    await page.getByRole('link', { name: 'Add an email' }).click();
    await heading(page, 'Add an email');
    await page.getByLabel('Email', { exact: true }).fill('daniel.journey@example.org');
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

  it('changes the password, sets up an authenticator app, and signs in with both', async () => {
    await page.goto('/customers/profile/security/password');
    await heading(page, 'Change your password');
    await page.getByText('8 to 64 characters').waitFor();
    await page.getByLabel('Current password').fill('Portal-Demo-2026!');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await heading(page, 'Security');
    await saved(page, 'Your password was changed.');

    await page.getByRole('link', { name: 'Manage multi-factor authentication' }).click();
    await heading(page, 'Multi-factor authentication');
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

// The profile's screens at phone width, with the sign-in the journey above ended with.
describe('the profile at phone width', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await contextAt(widths.phone, signedIn);
  });
  afterAll(() => context?.close());

  it('shows every section of the profile', async () => {
    const page = await context.newPage();
    const screens = [
      ['profile', 'Your profile'],
      ['profile/contact-information', 'Contact information'],
      ['profile/contact-information/manage-phones/add-phone', 'Add a phone'],
      ['profile/paperless-preferences', 'Paperless preferences'],
      ['profile/notifications', 'Notifications'],
      ['profile/notifications/enroll', 'Enroll in text messages'],
      ['profile/security', 'Security'],
      ['profile/security/mfa', 'Multi-factor authentication'],
      ['profile/security/loginId', 'Change your login ID'],
      ['profile/eproxy', 'Electronic proxy voting'],
    ] as const;
    for (const [address, name] of screens) {
      await page.goto(`/customers/${address}`);
      await heading(page, name);
      await snapshot(page, `${address.replace(/\//g, '-')}-phone`);
    }
    await page.getByRole('checkbox', { name: /^I agree to receive proxy materials/ }).check();
    await page.getByRole('button', { name: 'Save voting choice' }).click();
    await saved(page, 'Your electronic proxy voting choice was saved.');
  });
});
