import type { Page } from 'playwright-core';
import {
  chooseFromHeader,
  closeBrowser,
  demoPassword,
  expectAccessible,
  newContext,
  pagePerTest,
  signIn,
  snapshot,
  widths,
} from './support/portal';
import { screenReaderMessages } from '../../src/validation/messages';
import { expectTitle } from './support/journeys';

afterAll(closeBrowser);

const announcement = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first();

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('the foundation journeys at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('moves a path without the /customers prefix under it', async () => {
    const response = await page.goto('/login/error');
    expect(new URL(page.url()).pathname).toBe('/customers/login/error');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: "We couldn't finish logging you in" }).waitFor();
    await expectAccessible(page);
    // Every page names its icon, and the icon is served.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const served = await page.request.get(new URL(icon!, page.url()).href);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);
  });

  it('signs in as mutual.customer, shows the landing with each policy, and signs out', async () => {
    await signIn(page, 'mutual.customer');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await expectTitle(page, 'Account | Cardinal Mutual');
    await expect(announcement(page).textContent()).resolves.toBe('Viewing Account page');
    const cards = page.locator('.policy-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/^Auto policy$/).count()).resolves.toBe(1);
    await expect(page.getByText(/^Home policy$/).count()).resolves.toBe(1);
    await snapshot(page, `account-${label}`);
    await expectAccessible(page);

    const areas = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Policies' });
    await expect(areas.isVisible()).resolves.toBe(width !== widths.phone);
    if (width === widths.phone) {
      const menu = page.getByRole('button', { name: 'Menu' });
      const closedBox = await menu.boundingBox();
      await menu.click();
      await expect(areas.isVisible()).resolves.toBe(true);
      // The button stays under the finger that opened the menu.
      expect(await menu.boundingBox()).toEqual(closedBox);
      await snapshot(page, 'header-menu-open-phone');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await chooseFromHeader(page, 'Sign out');
    await page.waitForURL('**/customers/forced-logout');
    await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    await expectTitle(page, 'Signed out | Cardinal Mutual');
    await expectAccessible(page);

    // Protected pages now go back to the login form.
    await page.goto('/customers/account');
    await page.getByLabel('Login ID').waitFor();
    expect(new URL(page.url()).pathname).toBe('/customers/login');
    const token = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:')));
    expect(token).toEqual([]);
  });

  it('shows a clear error for a wrong password and keeps the login ID', async () => {
    await page.goto('/customers/account');
    await page.getByLabel('Login ID').fill('mutual.customer');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The login ID or password you entered is incorrect.').waitFor();
    await expect(page.getByLabel('Login ID').inputValue()).resolves.toBe('mutual.customer');
    await expectTitle(page, 'Log in | Cardinal Mutual');
    await snapshot(page, `login-wrong-password-${label}`);
    await expectAccessible(page);
    // The right password now works from the same form.
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/customers/account');
  });

  it('shows the form banner, focused, and Missing required field under each field when the login form is sent empty', async () => {
    await page.goto('/customers/login');
    await page.getByLabel('Login ID').waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    const banner = page.getByText("We're sorry. We need a little more information.");
    await banner.waitFor();
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain("We're sorry. We need a little more information.");
    await expect(page.getByText('Missing required field').count()).resolves.toBeGreaterThanOrEqual(2);
    // Each field's own error is what a screen reader announces for it.
    const descriptionOf = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    await expect(descriptionOf('Login ID')).resolves.toContain('Missing required field');
    await expect(descriptionOf('Password')).resolves.toContain('Missing required field');
    await expectAccessible(page);
  });

  it('shows a real not-found page with a way back', async () => {
    await page.goto('/customers/no/such/page');
    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
    await expectTitle(page, 'Page not found | Cardinal Mutual');
    await expect(page.getByRole('link', { name: 'Go to your account' }).count()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it('shows the page error with a refresh button when a script chunk fails to load', async () => {
    await page.route(/\/customers\/not-found\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/customers/no/such/page');
    await page.getByRole('heading', { name: "We're sorry, something went wrong." }).waitFor();
    await page.getByText(/Please refresh to try again or contact us at 1-800-555-0100 for further assistance\./).waitFor();
    await snapshot(page, `chunk-failure-${label}`);
    await expectAccessible(page);
    const log = await page.evaluate(() => window.portalActionLog!.exportJson());
    expect(log).toMatch(/"chunkFailure": "(missing|other)"/);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
  });
});

describe('the design system page', () => {
  it('has no axe violations, and its sample form sent empty focuses the banner whose links jump to the fields', async () => {
    const context = await newContext(widths.desktop);
    const page = await context.newPage();
    await page.goto('/customers/dev/ui');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(page);
    const form = page.locator('form').filter({ has: page.locator('[id^="sample-"]') });
    await form.getByRole('button', { name: 'Submit' }).click();
    const banner = form.getByText("We're sorry. We need a little more information.");
    await banner.waitFor();
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain('form-error-banner');
    await expectAccessible(page);
    const links = form.locator('a[href^="#"]');
    expect(await links.count()).toBeGreaterThan(1);
    const target = (await links.first().getAttribute('href'))!.slice(1);
    await links.first().click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(target);
    await snapshot(page, 'design-system-desktop');
    await context.close();
  });
});

describe('the quoting application', () => {
  it('is its own bundle under /customers/quoting, with the shared shell', async () => {
    const context = await newContext(widths.phone);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/quoting');
    expect(new URL(page.url()).pathname).toBe('/customers/quoting');
    await page.getByRole('heading', { level: 1, name: 'Get a quote' }).waitFor();
    await expectTitle(page, 'Get a quote | Cardinal Mutual');
    expect(scripts.some((s) => /\/customers\/quoting\.[0-9a-f]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/customers\/portal\.[0-9a-f]+\.js$/.test(s))).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'quoting-start-phone');
    await context.close();
  });

  it('does not push its footer down the screen when the start screen arrives late (layout shift under 0.02)', async () => {
    const context = await newContext(widths.phone);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The start screen's chunk waits until the page shows that it is loading: a phone's slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/customers\/quote-start\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/quoting');
    await page.getByRole('status').filter({ hasText: screenReaderMessages.loading }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Get a quote' }).waitFor();
    // Layout shifts are reported after the frame that made them.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifted: number }).shifted))),
        ),
    );
    expect(shifted).toBeLessThan(0.02);
    await context.close();
  });
});

describe('the shell around every page', () => {
  it('logs going offline and online as actions, and tells the customer', async () => {
    const context = await newContext(widths.desktop);
    const page = await context.newPage();
    await page.goto('/customers/login/unsupported-browser');
    await page.getByRole('heading', { level: 1, name: 'Unsupported browser' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ state: 'detached' });
    const log = JSON.parse(await page.evaluate(() => window.portalActionLog!.exportJson())) as {
      entries: { type: string; payload?: { message?: string } }[];
    };
    const messages = log.entries.filter((e) => e.type.startsWith('app/connection')).map((e) => e.payload?.message);
    expect(messages).toEqual(['Customer has lost network connection', 'Customer has regained network connection']);
    await context.close();
  });

  it('shows the info banner to a browser below the supported versions, and it stays closed once closed', async () => {
    const b = await (await import('./support/portal')).connectBrowser();
    const context = await b.newContext({
      baseURL: process.env.E2E_URL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto('/customers/login/error');
    const banner = page.getByRole('heading', { name: 'Your browser is not supported' });
    await banner.waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Close Alert' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Log in again' }).click();
    await page.getByLabel('Login ID').waitFor();
    await expect(banner.count()).resolves.toBe(0);
    await context.close();
  });
});
