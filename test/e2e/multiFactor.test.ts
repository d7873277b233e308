import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import type { RunningGateway } from '../../server/main';
import { ownGateway } from './support/ownGateway';
import {
  closeBrowser,
  connectBrowser,
  demoPassword,
  expectAccessible,
  latestOutboxMessage,
  pagePerTest,
  snapshot,
  widths,
} from './support/portal';

afterAll(closeBrowser);

// Multi-factor sign-in, walked by mfa.customer (no other journey signs in with it): the authenticator code computed
// here from the seeded secret (README), a wrong code refused, and a text-message code read from the outbox.
const totp = new TOTP({ secret: Secret.fromBase32('CARDINALMFADEMOTOTPSECRETKEY2345'), digits: 6, period: 30, algorithm: 'SHA1' });
const phoneOnFile = '859-555-0134';
const stepOf = (ms: number) => Math.floor(ms / 30_000);

// The gateway accepts each authenticator step once (and one step of drift either side), so each sign-in of this
// file takes the next unused step, waiting for the clock only when it has run ahead of it.
let lastStep = 0;
async function nextAuthenticatorCode(page: Page): Promise<string> {
  const wanted = Math.max(lastStep + 1, stepOf(Date.now()) - 1);
  if (wanted > stepOf(Date.now()) + 1)
    await page.waitForFunction((step) => Math.floor(Date.now() / 30_000) + 1 >= step, wanted, { polling: 500, timeout: 35_000 });
  lastStep = wanted;
  return totp.generate({ timestamp: wanted * 30_000 + 1_000 });
}

/** A code that no step near now has: refused by the gateway. */
function wrongCode(): string {
  const near = new Set([-1, 0, 1].map((d) => totp.generate({ timestamp: Date.now() + d * 30_000 })));
  for (let n = 123456; ; n++) if (!near.has(String(n))) return String(n);
}

async function password(page: Page): Promise<void> {
  await page.goto('/customers/account');
  await page.getByLabel('Login ID').fill('mfa.customer');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Confirm it’s you' }).waitFor();
}

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('multi-factor sign-in at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('asks mfa.customer for the authenticator code, refuses a wrong one and signs in with the right one', async () => {
    await password(page);
    await page.getByText('Please enter the security code in your authenticator app.').waitFor();
    await expectAccessible(page);
    await snapshot(page, `mfa-authenticator-${label}`);

    await page.getByLabel('Security code').fill(wrongCode());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('This code is invalid').first().waitFor();
    expect(page.url()).toContain('/customers/login');
    await expectAccessible(page);
    await snapshot(page, `mfa-invalid-code-${label}`);

    const code = await nextAuthenticatorCode(page);
    await page.getByLabel('Security code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL('**/customers/account');
    // The kept log is written when the page is idle: wait until it holds the code's submission.
    await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('auth/securityCodeSubmitted'));
    const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
    expect(log).toContain('auth/securityCodeSubmitted');
    expect(log).not.toContain(code);
  });

  it('empties the refused authenticator code when the customer asks for a text instead', async () => {
    await password(page);
    await page.getByLabel('Security code').fill(wrongCode());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('This code is invalid').first().waitFor();
    await page.getByRole('button', { name: 'Text me a code instead' }).click();
    await page.getByText('Please enter the security code that was sent to you at (***) ***-0134.').waitFor();
    await expect(page.getByLabel('Security code').inputValue()).resolves.toBe('');
    await expect(page.getByText('This code is invalid').count()).resolves.toBe(0);
    await expectAccessible(page);
    await snapshot(page, `mfa-switched-to-text-${label}`);
  });

  it('signs in with a code texted to the phone on file', async () => {
    await password(page);
    await page.getByRole('button', { name: 'Text me a code instead' }).click();
    await page.getByText('Please enter the security code that was sent to you at (***) ***-0134.').waitFor();
    await expectAccessible(page);
    await snapshot(page, `mfa-text-message-${label}`);
    const message = await latestOutboxMessage(phoneOnFile);
    expect(message.channel).toBe('sms');
    const code = /security code is (\d{6})/.exec(message.body)?.[1] ?? '';
    await page.getByLabel('Security code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL('**/customers/account');
  });
});

// FORCED_MFA=true on a gateway of its own (its own in-memory database, the same built portal): a customer without
// a factor sets up an authenticator app, from the key shown as text, before reaching the portal.
describe('forced MFA', () => {
  let forced: RunningGateway;
  beforeAll(async () => {
    forced = await ownGateway({ forcedMfa: true });
  }, 120_000);
  afterAll(() => forced?.close());

  it.each([
    ['phone', widths.phone, 'both.customer'],
    ['desktop', widths.desktop, 'life.customer'],
  ] as const)('makes a customer without a factor set up an authenticator app at %s width', async (label, width, loginId) => {
    const context = await (await connectBrowser()).newContext({ viewport: { width, height: 900 }, baseURL: forced.url });
    try {
      const page = await context.newPage();
      await page.goto('/customers/account');
      await page.getByLabel('Login ID').fill(loginId);
      await page.getByLabel('Password', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
      await page.getByRole('img', { name: 'QR code to add Cardinal Mutual to your authenticator app' }).waitFor();
      await expectAccessible(page);
      await snapshot(page, `mfa-enrolment-${label}`);
      const key = ((await page.locator('.login__key').textContent()) ?? '').replace(/\s/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);

      const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      await page.getByText('Please enter the security code in your authenticator app').first().waitFor();
      await page.getByLabel('Security code').fill(app.generate());
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      await page.waitForURL('**/customers/account');
      await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('auth/enrolmentRequested'));
      const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
      expect(log).toContain('auth/enrolmentRequested');
      expect(log).not.toContain(key);

      // Forced, the only factor is not offered for removal: the page says why.
      await page.goto('/customers/profile/security/mfa');
      await page.getByText('Your account must keep at least one security method.', { exact: false }).waitFor();
      await page.getByText('Authenticator app', { exact: true }).first().waitFor();
      await expect(page.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
      await expectAccessible(page);
      await snapshot(page, `mfa-forced-only-factor-${label}`);
    } finally {
      await context.close();
    }
  });
});
