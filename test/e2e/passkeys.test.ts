import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import type { RunningGateway } from '../../server/main';
import { ownGateway } from './support/ownGateway';
import {
  chooseFromHeader,
  closeBrowser,
  connectBrowser,
  demoPassword,
  expectAccessible,
  newContext,
  snapshot,
  widths,
} from './support/portal';
import { watchAccessibility } from './support/accessibility';

afterAll(closeBrowser);

// Passkeys with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a real key made and used by
// the browser, verified by the gateway as any authenticator's would be. both.customer registers one, renames it, signs
// out and back in with it (the button, then the login ID's autofill), and removes it; a removed passkey signs no one
// in. Under forced MFA, mfa.customer signs in with a passkey that verified them, and is asked for no code.

interface Authenticator {
  readonly cdp: CDPSession;
  readonly id: string;
  credentials(): Promise<unknown[]>;
  /** Whether it answers at once, as if touched (a waiting autofill then signs in as soon as the form shows). */
  answersAtOnce(enabled: boolean): Promise<void>;
}

/** A platform authenticator in this page (a phone's or laptop's), that verifies the person when `verifies`. */
async function virtualAuthenticator(page: Page, verifies = true): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: verifies,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    id: authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    answersAtOnce: async (enabled) => void (await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled })),
  };
}

async function signInWithPassword(page: Page, loginId: string): Promise<void> {
  await page.goto('/customers/account');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto('/customers/profile/security');
  await page.getByRole('link', { name: 'Manage passkeys' }).click();
  await page.getByRole('heading', { level: 1, name: 'Passkeys' }).waitFor();
  await page.getByText('You have no passkeys yet.').waitFor();
  await page.getByLabel('Passkey name').fill(name);
  await page.getByLabel('Current password').fill(demoPassword);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Your passkey is saved. You can use it the next time you log in.').waitFor();
  await page.getByRole('heading', { level: 3, name }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await chooseFromHeader(page, 'Sign out');
  await page.waitForURL(/\/customers\/(forced-logout|login)/);
}

describe('passkeys, at phone width', () => {
  let context: BrowserContext;
  let page: Page;
  let authenticator: Authenticator;
  beforeAll(async () => {
    context = await newContext(widths.phone);
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('both.customer sets up a passkey after proving it is them, names and renames it', async () => {
    authenticator = await virtualAuthenticator(page);
    await signInWithPassword(page, 'both.customer');
    await page.waitForURL(/\/customers\/(account|onboarding)(\/|$)/);
    await addPasskey(page, 'My phone');
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.getByText(/^Added .* ET, /).waitFor();
    await page.getByText('Not used yet').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'passkeys-added-phone');

    await page.getByRole('button', { name: 'Rename My phone' }).click();
    await page.getByLabel('New name for My phone').fill('Work phone');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your passkey was renamed.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Work phone' }).waitFor();
  });

  it('signs out, and back in with the passkey from the button: no password, no code', async () => {
    await signOut(page);
    // Untouched, the authenticator leaves the login ID's autofill waiting: the customer presses the button instead.
    await authenticator.answersAtOnce(false);
    await page.goto('/customers/account');
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.waitFor();
    await expectAccessible(page);
    await snapshot(page, 'passkeys-login-phone');
    await authenticator.answersAtOnce(true);
    await button.click();
    await page.waitForURL(/\/customers\/(account|onboarding)(\/|$)/);
    const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
    expect(log).toContain('auth/passkeySignInRequested');
  });

  it("signs out, and back in with the passkey the login ID's autofill offers", async () => {
    await signOut(page);
    // (The login page itself: from an account address, the wait below would be met before the sign-in started.)
    await page.goto('/customers/login');
    // The login form asks for a passkey in the login ID's autofill as it shows; the virtual authenticator answers at
    // once, as a customer picking the passkey among the suggestions would.
    await page.waitForURL(/\/customers\/(account|onboarding)(\/|$)/);
    await page.goto('/customers/profile/security/passkeys');
    await page.getByText(/^Last used .* ET, /).waitFor();
  });

  it('removes it after asking, with the password; a removed passkey signs no one in', async () => {
    await page.goto('/customers/profile/security/passkeys');
    await page.getByRole('button', { name: 'Remove Work phone' }).click();
    const question = page.getByRole('group', { name: 'Remove Work phone? It will no longer log you in.' });
    await question.waitFor();
    await expectAccessible(page);
    await question.getByLabel('Current password').fill(demoPassword);
    await question.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByText('The passkey was removed. It can no longer be used to log in to your account.').waitFor();
    await page.getByText('You have no passkeys yet.').waitFor();

    // The authenticator still holds the key; the gateway no longer takes it.
    await signOut(page);
    await page.goto('/customers/account');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page
      .getByText('We could not sign you in with that passkey. Try again, or log in with your login ID and password.')
      .first()
      .waitFor();
    await expectAccessible(page);
    await snapshot(page, 'passkeys-refused-phone');
  });
});

describe('passkeys under forced MFA, at desktop width', () => {
  const totp = new TOTP({ secret: Secret.fromBase32('CARDINALMFADEMOTOTPSECRETKEY2345'), digits: 6, period: 30, algorithm: 'SHA1' });
  let forced: RunningGateway;
  beforeAll(async () => {
    forced = await ownGateway({ forcedMfa: true });
  }, 120_000);
  afterAll(() => forced?.close());

  it('mfa.customer signs in with a passkey that verified them, and is asked for no code', async () => {
    const context = await (await connectBrowser()).newContext({ viewport: { width: widths.desktop, height: 900 }, baseURL: forced.url });
    watchAccessibility(context, widths.desktop, forced.url);
    const page = await context.newPage();
    await virtualAuthenticator(page);
    await signInWithPassword(page, 'mfa.customer');
    await page.getByLabel('Security code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(/\/customers\/(account|onboarding)(\/|$)/);
    await addPasskey(page, 'Laptop');
    await snapshot(page, 'passkeys-added-desktop');

    await signOut(page);
    await page.goto('/customers/login');
    // From the login ID's autofill (answered at once): straight in, no security code asked.
    await page.waitForURL(/\/customers\/(account|onboarding)(\/|$)/);
    await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('auth/passkeyChosen'), null, {
      timeout: 10_000,
    });
    const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
    // The code asked at the password sign-in comes before; nothing after the passkey was chosen.
    expect(log.lastIndexOf('auth/passkeyChosen')).toBeGreaterThan(log.lastIndexOf('auth/securityCodeRequested'));
    await context.close();
  });
});
