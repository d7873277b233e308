import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, expectAccessible, newContext, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';
import { until } from '../support/until';

afterAll(closeBrowser);

const cardOf = (page: Page, line: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: line }) });

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('contact us at %s width', (label, width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(width);
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('shows each line open or closed by the time of day in ET (the browser clock pinned)', async () => {
    // Tuesday 24 November 2026, 11 p.m. ET: customer service closed, claims (24 hours) open.
    await context.clock.setFixedTime(new Date('2026-11-25T04:00:00Z'));
    await page.goto('/customers/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expectTitle(page, 'Contact us | Cardinal Mutual');
    await cardOf(page, 'Customer service').getByText('Closed now').waitFor();
    await cardOf(page, 'Report or discuss a claim').getByText('Open now').waitFor();
    await snapshot(page, `contact-us-closed-${label}`);
    // The same Tuesday at 10 a.m. ET: open.
    await context.clock.setFixedTime(new Date('2026-11-24T15:00:00Z'));
    await page.reload();
    await cardOf(page, 'Customer service').getByText('Open now').waitFor();
    await cardOf(page, 'Customer service').getByText('Monday-Friday: 6 a.m.-10 p.m. ET').waitFor();
  });
});

describe('offers on the account landing', () => {
  let context: BrowserContext;
  let page: Page;
  const displays: string[] = [];
  let firstDisplay: Promise<unknown>;
  beforeAll(async () => {
    context = await newContext(widths.desktop);
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().endsWith('/api/offers/displays')) displays.push(request.postData() ?? '');
    });
    firstDisplay = page.waitForResponse((response) => response.url().endsWith('/api/offers/displays'));
    await signIn(page, 'mutual.customer');
  });
  afterAll(() => context.close());

  it('shows the paperless banner, notifies its display once per session, and a dismissed banner stays dismissed', async () => {
    const banner = page.getByRole('status').filter({ has: page.getByRole('heading', { name: /Go paperless|Less paper, less clutter/ }) });
    await banner.waitFor();
    await firstDisplay;
    await snapshot(page, 'offers-account-desktop');
    await page.goto('/customers/policies');
    await page.getByRole('heading', { level: 1, name: 'Your policies' }).waitFor();
    await page.goto('/customers/account');
    await banner.waitFor();
    // One notification for each slot shown, however often the landing is seen in this session.
    expect(new Set(displays).size).toBe(displays.length);
    await banner.getByRole('button', { name: 'Close Alert' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Property and casualty policies' }).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('opens a modal offer that keeps focus inside, and gives focus back when it closes', async () => {
    const learnMore = page.getByRole('button', { name: 'Learn more' });
    await learnMore.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await learnMore.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it("shows support.agent the offer's performance in the journeys view, from this visit's recorded actions", async () => {
    // Leaving the page sends what the recorder still holds (pagehide).
    await page.goto('about:blank');
    const agent = await newContext(widths.desktop);
    const console = await agent.newPage();
    await signIn(console, 'support.agent');
    await console.goto('/customers/support');
    await console.getByRole('heading', { name: 'Recorded sessions' }).waitFor();
    // Until the gateway has this visit's dismissal of the paperless banner (group A: its words were 'Go paperless').
    // Asked from here, not by waitForFunction: a promise answered to it counts as truthy before it settles.
    const dismissalCounted = () =>
      console.evaluate(async () => {
        const stored = localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '');
        const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token;
        const response = await fetch('/api/support/reports/offers', { headers: { authorization: `Bearer ${token}` } });
        const { offers } = (await response.json()) as { offers: { kind: string; experienceGroup: string; dismissed: number }[] };
        return offers.some((o) => o.kind === 'accountPaperless' && o.experienceGroup === 'A' && o.dismissed > 0);
      });
    await until(dismissalCounted, "the paperless banner's dismissal counted", 30_000, 250);
    await console.getByRole('link', { name: 'Journeys' }).click();
    const offers = console.getByRole('region', { name: 'Offer performance table' });
    const paperless = offers.getByRole('row').filter({ has: console.getByRole('cell', { name: 'Account paperless', exact: true }) });
    await paperless.first().waitFor();
    const cells = await paperless.first().getByRole('cell').allTextContents();
    const [kind, group, shown, clicked, clickRate, dismissed, dismissRate] = cells;
    expect([kind, group]).toEqual(['Account paperless', 'A']);
    expect(Number(shown)).toBeGreaterThanOrEqual(1);
    expect(Number(dismissed)).toBeGreaterThanOrEqual(1);
    expect(clickRate).toBe(`${((Number(clicked) / Number(shown)) * 100).toFixed(1)}%`);
    expect(dismissRate).toBe(`${((Number(dismissed) / Number(shown)) * 100).toFixed(1)}%`);
    await console.getByRole('img', { name: /click and dismiss rates/ }).waitFor();
    await expectAccessible(console);
    await snapshot(console, 'support-offers-1280');
    await console.setViewportSize({ width: widths.phone, height: 900 });
    await offers.waitFor();
    // Chart.js redraws its canvases a frame after their box narrows: wait for the page to fit, then say whether it does.
    await console
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 10_000 })
      .catch(() => undefined);
    await expect(console.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).resolves.toBe(true);
    await expectAccessible(console);
    await snapshot(console, 'support-offers-375');
    await agent.close();
  }, 120000);
});
