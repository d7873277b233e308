import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, newContext, signIn, snapshot } from './support/portal';
import { expectTitle, payByCard, rentersQuote } from './support/journeys';
import { MASK } from '../../src/bus/redact';

afterAll(closeBrowser);

const screenSize = { width: 1280, height: 800 };
const screensDir = path.resolve(__dirname, '../../test-results/screens');

interface Exported {
  entries: { seq: number; type: string }[];
}
const lastSeq = async (page: Page) => {
  const log = JSON.parse(await page.evaluate(() => window.portalActionLog!.exportJson())) as Exported;
  return log.entries[log.entries.length - 1]!.seq;
};

/** The share of pixels that differ between two PNG screenshots of the same size. */
function differingShare(a: Buffer, b: Buffer, name: string): number {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  expect([right.width, right.height]).toEqual([left.width, left.height]);
  const diff = new PNG({ width: left.width, height: left.height });
  const count = pixelmatch(left.data, right.data, diff.data, left.width, left.height, { threshold: 0.1 });
  fs.mkdirSync(screensDir, { recursive: true });
  fs.writeFileSync(path.join(screensDir, `${name}-diff.png`), PNG.sync.write(diff));
  return count / (left.width * left.height);
}

const sensitive = { password: 'Portal-Demo-2026!' };

interface Step {
  name: string;
  visitId: string;
  seq: number;
  heading: string | RegExp;
  shot: Buffer;
}

/**
 * Screenshots of a state, not of a moment: CSS transitions (the step indicator's bar) are taken at their end and
 * spinners at their start, on the customer's screen and on the replayed one alike.
 */
const still = { animations: 'disabled' } as const;

/**
 * Takes the customer's screen at a step of a journey, with where the step is in the visit's log: the screen is the
 * state after the log's last action when no action came while it was taken (a gateway answer arriving then, say),
 * else it is taken again.
 */
function stepRecorder(page: Page, steps: Step[]) {
  return async (name: string, heading: string | RegExp) => {
    const visitId = (await page.evaluate(() => sessionStorage.getItem('portalVisitId')))!;
    for (;;) {
      const seq = await lastSeq(page);
      const shot = await page.screenshot(still);
      if ((await lastSeq(page)) === seq) {
        steps.push({ name, visitId, heading, seq, shot });
        return;
      }
    }
  };
}

interface Recorded {
  entries: { seq: number; type: string; payload?: { location?: { pathname?: string } } }[];
}

/** The visit's stored log, as the agent's console gets it from the gateway (null while none is stored). */
const recordedLog = (console: Page, visitId: string) =>
  console.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!)!)
      .access_token as string;
    const response = await fetch(`/api/support/sessions/${id}`, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? ((await response.json()) as Recorded) : null;
  }, visitId);

/**
 * Waits until the gateway has the visit's log up to the given action (the customer's last batch, sent as the page
 * was left, may still be on its way), asking as the agent again each time an answer has come; then checks it is
 * gap-free and masked.
 */
async function waitForRecorded(console: Page, visitId: string, seq: number): Promise<void> {
  await console
    .waitForFunction(
      ({ id, upTo }) => {
        const asked = ((window as unknown as { storedActions?: Record<string, { count: number; asking: boolean }> }).storedActions ??= {});
        const visit = (asked[id] ??= { count: 0, asking: false });
        if (!visit.asking) {
          visit.asking = true;
          const token = JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!)!)
            .access_token as string;
          void fetch(`/api/support/sessions/${id}`, { headers: { authorization: `Bearer ${token}` } })
            .then((response) => (response.ok ? (response.json() as Promise<{ entries: unknown[] }>) : null))
            .then((stored) => (visit.count = stored?.entries.length ?? 0))
            .catch(() => undefined)
            .finally(() => (visit.asking = false));
        }
        return visit.count >= upTo;
      },
      // A busy machine's gateway may answer a batch late; the recorder sends again every few seconds.
      { id: visitId, upTo: seq },
      { timeout: 90_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`visit ${visitId} was not stored up to action ${seq}: ${String(error)}`);
    });
  const recorded = (await recordedLog(console, visitId))!;
  expect(recorded.entries.map((e) => e.seq)).toEqual(Array.from({ length: recorded.entries.length }, (_, i) => i + 1));
  expect(JSON.stringify(recorded)).not.toContain(sensitive.password);
}

/** Every chart on the page drawn at its box's width: Chart.js follows its box a frame after the box changes. */
const chartsFitted = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('canvas')).every(
      (canvas) => Math.abs(canvas.getBoundingClientRect().width - canvas.parentElement!.getBoundingClientRect().width) < 1,
    ),
  );

/** Elements reaching past the right edge of the window (the replayed screen and wide tables scroll within their own boxes). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => !el.closest('.replay-frame, .support-scroll') && el.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`);
    return scrollWidth > clientWidth ? [`the page scrolls sideways: ${scrollWidth}px in ${clientWidth}px`, ...wide] : wide;
  });

describe('recorded customer sessions, replayed by support', () => {
  it('records a quote and a card payment, and support.agent replays the same screens at five steps', async () => {
    const customer = await newContext(screenSize.width);
    const steps: Step[] = [];
    // Two tabs of one browser: the quoting application's visit, then the portal's (signed in) visit.
    const quoting = await customer.newPage();
    await quoting.setViewportSize(screenSize);
    await rentersQuote(quoting, stepRecorder(quoting, steps));
    const portal = await customer.newPage();
    await portal.setViewportSize(screenSize);
    await signIn(portal, 'mutual.customer', sensitive.password);
    const paymentSteps = ['payment-amount', 'payment-verification', 'payment-confirmation'];
    await payByCard(portal, async (name, heading) => {
      if (paymentSteps.includes(name)) await stepRecorder(portal, steps)(name, heading);
    });
    expect(steps.map((s) => s.name)).toEqual(['quote-start', 'quote-summary', ...paymentSteps]);
    // Leaving the pages sends what is still waiting (pagehide, fetch keepalive). The customer's browser stays
    // open until the gateway has it: closing the whole test browser, unlike closing a tab, may cut those requests.
    for (const page of [quoting, portal]) await page.goto('about:blank');

    const agent = await newContext(1600);
    const console = await agent.newPage();
    const problems: string[] = [];
    console.on('pageerror', (e) => problems.push(e.message));
    // The replayed screen's frame speaks on the console's page: no file of it may be refused for its origin.
    console.on('console', (m) => {
      if (/CORS|cross-origin|Cross-Origin/.test(m.text())) problems.push(m.text());
    });
    await signIn(console, 'support.agent', sensitive.password);
    // An agent's sign-in lands in the console, never on a customer's account page.
    expect(new URL(console.url()).pathname).toMatch(/^\/customers\/support/);
    await console.goto('/customers/support');
    await console.getByRole('heading', { name: 'Recorded sessions' }).waitFor();
    await expectTitle(console, 'Recorded sessions | Cardinal Mutual');
    const lastStepOf = (visitId: string) => Math.max(...steps.filter((s) => s.visitId === visitId).map((s) => s.seq));
    for (const visitId of new Set(steps.map((s) => s.visitId))) await waitForRecorded(console, visitId, lastStepOf(visitId));
    await customer.close();

    await console.getByLabel('Login ID').fill('mutual.customer');
    await console.getByRole('button', { name: 'Find sessions' }).click();
    await console.getByRole('region', { name: 'Sessions found' }).waitFor();
    await snapshot(console, 'support-sessions-1600');
    await expectAccessible(console);
    const paymentVisit = steps.find((s) => s.name === 'payment-amount')!.visitId;
    await console.locator(`a[href$="/support/sessions/${paymentVisit}"]`).waitFor();

    const frame = console.frameLocator('iframe[title="The customer\'s screen at this step"]');
    let open: string | null = null;
    const shares: { step: string; share: number }[] = [];
    for (const step of steps) {
      if (open !== step.visitId) {
        // The quote was a guest's visit: opened by its address, as a search by journey or time would list it.
        await console.goto(`/customers/support/sessions/${step.visitId}`);
        await console.locator('.replay-timeline__item').first().waitFor();
        open = step.visitId;
      }
      // Dispatched on the item itself: the agent's choice of step, whatever the list's scroll is doing at that moment.
      await console
        .locator('.replay-timeline__item')
        .nth(step.seq - 1)
        .dispatchEvent('click');
      const shown = async () => {
        await console.getByRole('heading', { level: 2, name: new RegExp(`^#${step.seq} `) }).waitFor({ timeout: 5000 });
        await frame.getByRole('heading', { level: 1, name: step.heading }).waitFor({ timeout: 8000 });
      };
      await shown().catch(async (error: unknown) => {
        await snapshot(console, `support-session-step-${step.name}`);
        throw error;
      });
      // The frame draws the step once the console's message reaches it, and a heading does not tell apart two steps
      // of one page (the payment's amount and verification): the replayed screen is taken until it is the
      // customer's, as Playwright's toHaveScreenshot does, or until the deadline (the verdict below then names it).
      const iframe = console.locator('iframe');
      const deadline = Date.now() + 10_000;
      let replayed: Buffer;
      let share: number;
      do {
        await iframe.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        const box = (await iframe.boundingBox())!;
        replayed = await console.screenshot({ ...still, clip: { x: Math.round(box.x), y: Math.round(box.y), ...screenSize } });
        share = differingShare(step.shot, replayed, `replay-${step.name}`);
      } while (share >= 0.02 && Date.now() < deadline);
      fs.mkdirSync(screensDir, { recursive: true });
      fs.writeFileSync(path.join(screensDir, `replay-${step.name}-customer.png`), step.shot);
      fs.writeFileSync(path.join(screensDir, `replay-${step.name}-replayed.png`), replayed);
      shares.push({ step: step.name, share });
    }
    // Every step is compared before the verdict, so a failure names all the screens that differ.
    expect(shares.filter((s) => s.share >= 0.02)).toEqual([]);

    // The sandboxed frame (an opaque origin) loads its stylesheets, the replay page's and the lazy screens', in CORS
    // mode: each applies and its rules are readable there (as axe and the browser's tools read them).
    const sheets = await frame.locator('body').evaluate((body) => ({
      font: getComputedStyle(body).fontFamily,
      sheets: Array.from(document.styleSheets).map((sheet) => {
        try {
          return `${sheet.href?.replace(/^.*\/customers\//, '').replace(/\.[0-9a-f]+\.css$/, '.css') ?? 'inline'}: ${sheet.cssRules.length > 0 ? 'read' : 'empty'}`;
        } catch (error) {
          return `${sheet.href ?? 'inline'}: ${String(error)}`;
        }
      }),
    }));
    expect(sheets.font).toMatch(/Source Sans Pro/);
    expect(sheets.sheets).toContain('replay.css: read');
    // The screens the steps drew brought their own stylesheets (the payment's, say), loaded by the page later.
    expect(sheets.sheets.filter((sheet) => sheet !== 'replay.css: read').length).toBeGreaterThan(0);
    expect(sheets.sheets.filter((sheet) => !sheet.endsWith(': read'))).toEqual([]);

    // A replayed form shows what the customer committed: the quote's customer step, just before it was left.
    const quoteVisit = steps.find((s) => s.name === 'quote-start')!.visitId;
    const { entries } = (await recordedLog(console, quoteVisit))!;
    const left = entries.findIndex(
      (e) => e.type === '@@router/LOCATION_CHANGE' && e.payload?.location?.pathname === '/quoting/renters/address',
    );
    expect(left).toBeGreaterThan(0);
    await console.goto(`/customers/support/sessions/${quoteVisit}`);
    await console
      .locator('.replay-timeline__item')
      .nth(left - 1)
      .click();
    await frame.getByRole('heading', { level: 1, name: 'Renters quote: Customer' }).waitFor({ timeout: 8000 });
    await expect(frame.getByLabel('First name').inputValue()).resolves.toBe('Jordan');
    await expect(frame.getByLabel('Email').inputValue()).resolves.toBe('jordan@example.com');
    await expect(frame.getByLabel('Phone number').inputValue()).resolves.toBe('614-555-0199');
    // Masked in the browser before it was logged, and shown masked.
    await expect(frame.getByLabel('Date of birth').inputValue()).resolves.toBe(MASK);
    await snapshot(console, 'support-session-replayed-form-1600');
    await snapshot(console, 'support-session-1600');
    expect(problems).toEqual([]);
    // The replayed screen is the customer's portal page, checked where it is served; the console around it here.
    await expectAccessible(console, { exclude: ['iframe'] });

    await console.setViewportSize({ width: 375, height: 900 });
    await console.waitForFunction((width) => window.innerWidth === width, 375);
    await snapshot(console, 'support-session-375');
    await expect(overflowing(console)).resolves.toEqual([]);
    await expectAccessible(console, { exclude: ['iframe'] });
    // In a 1280 px window the customer's 1280 px screen scrolls within its box: the page does not.
    await console.setViewportSize({ width: 1280, height: 900 });
    await console
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, { timeout: 5000 })
      .catch(() => undefined);
    await expect(overflowing(console)).resolves.toEqual([]);
    await snapshot(console, 'support-session-1280');
    await console.setViewportSize({ width: 1600, height: 900 });

    // Playback runs on by itself and stops at the end (played here over the last actions, at 8x).
    await console.getByLabel('Speed').selectOption('8');
    const items = console.locator('.replay-timeline__item');
    await items.nth(Math.max(0, (await items.count()) - 12)).click();
    await console.getByRole('button', { name: 'Play' }).click();
    await console.getByRole('button', { name: 'Play' }).waitFor({ timeout: 30000 });
    await expect(console.locator('.replay-timeline__item').last().getAttribute('aria-current')).resolves.toBe('step');

    // Journey analytics over the stored sessions, with charts and a CSV download.
    await console.getByRole('link', { name: 'Journeys' }).click();
    await console.getByRole('heading', { level: 1 }).waitFor();
    await console.locator('canvas').first().waitFor();
    await expectAccessible(console);
    await snapshot(console, 'support-journeys-1600');
    await console.setViewportSize({ width: 375, height: 900 });
    const funnelAnswered = console.waitForResponse((r) => new URL(r.url()).pathname === '/api/support/reports/funnel');
    await console.getByRole('button', { name: 'Show funnel' }).click();
    expect((await funnelAnswered).ok()).toBe(true);
    await console.getByRole('region', { name: 'Funnel' }).locator('canvas').waitFor();
    await chartsFitted(console);
    await snapshot(console, 'support-journeys-375');
    await expect(overflowing(console)).resolves.toEqual([]);
    await expectAccessible(console);
    await console.getByRole('link', { name: 'Sessions' }).click();
    await console.getByRole('heading', { name: 'Recorded sessions' }).waitFor();
    await console.getByLabel('Login ID').fill('mutual.customer');
    await console.getByRole('button', { name: 'Find sessions' }).click();
    await console.getByRole('region', { name: 'Sessions found' }).waitFor();
    await snapshot(console, 'support-sessions-375');
    await expect(overflowing(console)).resolves.toEqual([]);
    await expectAccessible(console);
    // Sign out ends the agent's sign-in: the console then asks to sign in again.
    await console.setViewportSize({ width: 1280, height: 900 });
    await console.getByRole('button', { name: 'Sign out' }).click();
    await console.waitForURL(/\/customers\/forced-logout/);
    await console.goto('/customers/support');
    await console.getByLabel('Login ID').waitFor();
    await agent.close();
  }, 600000);

  it('refuses the console to a customer, and sends a signed-out visitor to sign in', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    await page.goto('/customers/support');
    await page.getByLabel('Login ID').waitFor();
    expect(new URL(page.url()).pathname).toBe('/customers/login');
    await page.getByLabel('Login ID').fill('mutual.customer');
    await page.getByLabel('Password', { exact: true }).fill(sensitive.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/customers/support');
    // Refused as the console opens: never shown the search form.
    await page.getByText('The support console is for support agents only.').waitFor();
    await expect(page.getByRole('button', { name: 'Find sessions' }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Recorded sessions');
    await context.close();
  }, 60000);
  it('shows support.agent the failed jobs from the console, at phone and desktop width', async () => {
    for (const width of [375, 1280]) {
      const context = await newContext(width);
      const page = await context.newPage();
      await signIn(page, 'support.agent');
      await page.goto('/customers/support');
      await page.getByRole('navigation', { name: 'Support console' }).getByRole('link', { name: 'Failed jobs' }).click();
      await page.getByRole('heading', { level: 1, name: 'Failed jobs' }).waitFor();
      await expectTitle(page, 'Failed jobs | Cardinal Mutual');
      // The journeys' mail server takes every e-mail, so this is most often empty; any failure is listed.
      await page
        .getByText('No job has failed.')
        .or(page.getByRole('region', { name: 'Failed jobs table' }))
        .waitFor();
      await expectAccessible(page);
      await snapshot(page, `support-failed-jobs-${width}`);
      await context.close();
    }
  }, 60000);
});
