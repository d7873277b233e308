import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { violationsOn, watchAccessibility } from './accessibility';

export const demoPassword = 'Portal-Demo-2026!';
export const widths = { phone: 375, tablet: 768, desktop: 1280 } as const;

export const baseUrl = () => {
  const url = process.env.E2E_URL;
  if (!url) throw new Error('E2E_URL is not set: run the e2e project through jest (its global setup starts the gateway)');
  return url;
};

let browser: Browser | undefined;

/**
 * The shared browser. Its contexts run without the portal's service worker unless a journey asks for it
 * (`serviceWorkers: 'allow'`, the offline journeys): its install keeps claim filing's files in every new context, a
 * load on a 2-core machine that unsettled journeys with nothing to do with it.
 */
export async function connectBrowser(): Promise<Browser> {
  if (!browser) {
    const connected = await chromium.connect(process.env.E2E_WS!);
    const open = connected.newContext.bind(connected);
    connected.newContext = (options = {}) => open({ serviceWorkers: 'block', ...options });
    browser = connected;
  }
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** A browser context at the given width, on the shared gateway or (a journey's own) at `origin`. */
export async function newContext(
  width: number = widths.desktop,
  origin: string = baseUrl(),
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  const b = await connectBrowser();
  const context = await b.newContext({ viewport: { width, height: 900 }, baseURL: origin, serviceWorkers });
  watchAccessibility(context, width, origin);
  return context;
}

/**
 * axe on the page as it stands: no violations allowed. `exclude` leaves out parts checked elsewhere. Every screen
 * a journey reaches is checked by itself (support/accessibility.ts); this checks a state a test brings about on a
 * screen (an open dialog, an error shown).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  expect(await violationsOn(page, options.exclude)).toEqual([]);
}

/** Screenshots for people to look at (test-results/screens, not committed). */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '../../../test-results/screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits until the analytics data layer (session storage, for the tag manager) names this page. */
export async function pageNamed(page: Page, pageName: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      (JSON.parse(sessionStorage.getItem('portalDataLayer') ?? '{}') as { global?: { pageName?: string } }).global?.pageName === name,
    pageName,
  );
}

/**
 * The whole sign-in: /account -> identity provider -> the portal's login form -> back to the account (a newly bound
 * customer with onboarding to finish goes on into onboarding).
 */
export async function signIn(page: Page, loginId: string, password = demoPassword): Promise<void> {
  await page.goto('/customers/account');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Support agents always give a second factor: the demo agent's code is texted to its phone (read from the outbox).
  if (loginId === supportAgent.loginId) {
    await page.getByLabel('Security code').waitFor();
    // Read from the gateway that signs the agent in (a journey's own, or the shared one).
    const code =
      /security code is (\d{6})/.exec((await latestOutboxMessage(supportAgent.phone, new URL(page.url()).origin)).body)?.[1] ?? '';
    await page.getByLabel('Security code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
  // A support agent lands in the support console (handed over to its own page: wait for it), a customer on the account
  // (or in onboarding).
  if (loginId === supportAgent.loginId) await page.getByRole('heading', { level: 1, name: 'Recorded sessions' }).waitFor();
  else await page.waitForURL(/\/customers\/(account|onboarding)(\/|$)/);
}

/** The demo support agent and the phone its security codes are texted to (server/db/demoData.ts). */
const supportAgent = { loginId: 'support.agent', phone: '859-555-0199' } as const;

/** Opens the header's Menu on phones (the areas fold behind it), then chooses an area or Sign out. */
export async function chooseFromHeader(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const target =
    name === 'Sign out'
      ? page.getByRole('button', { name })
      : page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name });
  await target.click();
}

/** A fresh browser context and page for every test of the enclosing describe, at the given width. */
export function pagePerTest(width: number): { readonly page: Page; readonly context: BrowserContext } {
  const current = {} as { page: Page; context: BrowserContext };
  beforeEach(async () => {
    current.context = await newContext(width);
    current.page = await current.context.newPage();
  });
  afterEach(() => current.context.close());
  return current;
}

/**
 * Test-only: the remote configuration this page receives has the named outage window open now (from a
 * minute ago for an hour). The gateway's own refusal inside a window is proven in the gateway tests.
 */
export async function openOutageWindow(page: Page, outage: 'billing' | 'lifeBilling' | 'lifeQuoting'): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    const now = Date.now();
    config.outages[outage] = { start: new Date(now - 60_000).toISOString(), end: new Date(now + 3600_000).toISOString() };
    await route.fulfill({ response, json: config });
  });
}

/**
 * The latest message the gateway wrote to its outbox for an email address or phone number (there is no mail
 * server): the development reader the e2e gateway mounts (README: DEV_OUTBOX).
 */
export async function latestOutboxMessage(
  recipient: string,
  gatewayUrl = baseUrl(),
): Promise<{ channel: string; subject: string | null; body: string }> {
  const answer = await fetch(`${gatewayUrl}/api/development/outbox/${encodeURIComponent(recipient)}/latest`);
  if (!answer.ok) throw new Error(`no outbox message for ${recipient}: ${answer.status}`);
  return answer.json() as Promise<{ channel: string; subject: string | null; body: string }>;
}

/** Fetches a link's target with the page's own context (its cookies) and reads it as a PDF. */
export async function pdfBehind(page: Page, href: string): Promise<PDFDocument> {
  const response = await page.context().request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return PDFDocument.load(await response.body());
}
