import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { breakpoints } from '../../../config/product';
import { shellOf } from '../../../src/shared/routes/shells';

/**
 * axe on every screen the journeys reach, without a line in the journeys: each browser context from
 * `newContext` watches its pages, and the first time a route is reached at a width, axe checks the screen once it
 * has settled (a width counts by the layout it gets). The checks run beside the journey; a test's end waits for them and fails on any violation.
 */

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA and axe's best practices, with the check that a visible label is part of the accessible name (2.5.3). */
const axeOptions = {
  resultTypes: ['violations'],
  iframes: false,
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/**
 * axe's violations on the page as it stands. axe is put into the page once (a client-side navigation keeps it);
 * runs in one page wait for each other, since axe refuses to run twice at once.
 */
export async function violationsOn(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ exclude, options }) => {
      const w = window as unknown as { axe: typeof import('axe-core'); axeTurn?: Promise<unknown> };
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      const run = async () => {
        const results = await w.axe.run(context as never, options as import('axe-core').RunOptions);
        // A contrast finding says what axe saw (the colours, or what covered the element): a passing moment can differ.
        const seen = (id: string, n: { failureSummary?: string }) =>
          id === 'color-contrast' ? ` [${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}]` : '';
        return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ') + seen(v.id, n)).join(', ')})`);
      };
      const turn = (w.axeTurn ?? Promise.resolve()).then(run, run);
      w.axeTurn = turn.catch(() => undefined);
      return turn;
    },
    { exclude: [...exclude], options: axeOptions },
  );
}

/**
 * In the page: resolves true once the screen at `address` has settled (a level-one heading, nothing busy, no
 * change to the document for a moment), false when the page moved on first. Gives up waiting after a while and
 * checks what is there (a screen that never gets its heading is itself a finding).
 */
function screenSettled(address: string): Promise<boolean> {
  const quietMs = 300;
  const patienceMs = 8000;
  return new Promise((resolve) => {
    const started = performance.now();
    let lastChange = performance.now();
    const observer = new MutationObserver(() => (lastChange = performance.now()));
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const look = () => {
      const now = performance.now();
      if (location.href !== address) return finish(false);
      // A transition under way (a dialog's backdrop fading) would give axe colours half-way between two states.
      const moving = document.getAnimations().some((animation) => animation.playState === 'running');
      const ready = document.querySelector('h1') !== null && document.querySelector('[aria-busy="true"]') === null && !moving;
      if ((ready && now - lastChange >= quietMs) || now - started >= patienceMs) return finish(true);
      setTimeout(look, 50);
    };
    const finish = (settled: boolean) => {
      observer.disconnect();
      resolve(settled);
    };
    look();
  });
}

/** The route of an address: ids (segments with a digit) stand for any, so /policies/A1B2C3-1234 is checked once. */
export function routeOf(address: string, portalOrigin: string): string | null {
  const url = new URL(address);
  if (url.origin !== new URL(portalOrigin).origin || !url.pathname.startsWith('/customers')) return null;
  // The support console frames a replayed customer screen in a sandbox axe cannot enter: its journey checks the
  // console around the frame itself (expectAccessible with the frame excluded).
  if (url.pathname.startsWith('/customers/support')) return null;
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  return segments.map((segment) => (/\d/.test(segment) ? ':id' : segment)).join('/') || '/';
}

/** The routes checked by this run, shared by every test file of the run (a file beside the browser it uses). */
function checkedRoutesFile(): string {
  const run = createHash('sha256')
    .update(process.env.E2E_WS ?? 'no-browser')
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), `portal-e2e-axe-${run}.txt`);
}
const alreadyChecked = (key: string) => {
  try {
    return fs.readFileSync(checkedRoutesFile(), 'utf8').split('\n').includes(key);
  } catch {
    return false;
  }
};
const markChecked = (key: string) => fs.appendFileSync(checkedRoutesFile(), `${key}\n`);
/** A screen opened again in vain (its address led elsewhere) is not opened again by a later context of the run. */
const triedAgain = (key: string) => alreadyChecked(`reopened ${key}`);
const markTriedAgain = (key: string) => markChecked(`reopened ${key}`);

/**
 * An address that carries a one-time value (a sign-in interaction, an authorization code, a link's token) leads
 * elsewhere when opened again: its screen is left for a visit that lets it settle, never reopened.
 */
const oneTimeParameters = ['uid', 'code', 'state', 'token', 'grant'];
const reopenable = (address: string) => {
  const { searchParams } = new URL(address);
  return !oneTimeParameters.some((name) => searchParams.has(name));
};

const pending = new Set<Promise<void>>();
const inProgress = new Set<string>();
let findings: string[] = [];

/**
 * Waits for the screen at the page's address, then checks it: 'checked', 'missed' when the page moved on before it
 * settled, 'left' when it moved on while axe ran (the journey goes on beside the check: what axe saw was a screen
 * half gone, so it counts for nothing, and a later visit to the route checks it).
 */
async function checkScreen(page: Page, key: string, label = key, at?: string): Promise<'checked' | 'missed' | 'left'> {
  try {
    const address = at ?? page.url();
    if (!(await page.evaluate(screenSettled, address))) return 'missed';
    const violations = await violationsOn(page);
    if ((await page.evaluate(() => location.href)) !== address) return 'left';
    markChecked(key);
    findings.push(...violations.map((v) => `${label}: ${v}`));
    return 'checked';
  } catch {
    // The page closed or navigated while being checked.
    return 'missed';
  }
}

/**
 * `work`, or `otherwise` once `ms` have passed. On a busy machine a page in a tab the journey left can stop
 * answering for a long while; a check that hangs must never hold a journey past its hooks' budget.
 */
function within<T>(ms: number, work: Promise<T>, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The built page (HTML shell) that answers an address under /customers. */
const shellOfAddress = (address: string) => shellOf(new URL(address).pathname.replace(/^\/customers/, '') || '/');

/** The layout a width gets (the portal's breakpoints, config/product.ts): 375 and 390 px are one phone layout. */
const remPx = 16;
function layoutOf(width: number): string {
  const at = (breakpoint: string) => parseFloat(breakpoint) * remPx;
  if (width < at(breakpoints.mobile)) return 'phone';
  if (width < at(breakpoints.tablet)) return 'large phone';
  if (width < at(breakpoints.desktop)) return 'tablet';
  return 'desktop';
}

/**
 * Checks every new route a page of this context reaches, at this width. A journey often leaves a screen before it
 * settles (a step of a form answered at once): such a screen is opened again, in a page kept for that, before the
 * context closes, so a route a journey hurried past is checked too (one at a one-time address is left for a visit that
 * lets it settle).
 */
// The hooks' budget is 90 s for a journey's end: its checks under way get 20 s, the screens opened again 40 s in all
// (15 s each at most), so the context closes in time whatever a page does.
const checkTimeoutMs = 20_000;
const reopenTimeoutMs = 15_000;
const reopenBudgetMs = 40_000;
// A context closed within a journey: its screens are opened again only while it has 15 s left, so a journey slowed
// by a busy machine still ends in time (what is left is checked by another journey's visit).
const journeyMarginMs = 15_000;

function reopenUntil(): number {
  const budget = Date.now() + reopenBudgetMs;
  // Set while a journey runs by the journeys' environment (support/environment.ts); in a hook, the hook's budget holds.
  const journeyEndsAt = (globalThis as { journeyEndsAt?: number }).journeyEndsAt;
  return journeyEndsAt === undefined ? budget : Math.min(budget, journeyEndsAt - journeyMarginMs);
}

export function watchAccessibility(context: BrowserContext, width: number, portalOrigin: string): void {
  const missed = new Map<string, string>();
  const reopened = new WeakSet<Page>();
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || reopened.has(page)) return;
      const address = frame.url();
      const route = routeOf(address, portalOrigin);
      const key = route && `${route} @${layoutOf(width)}`;
      if (!key || inProgress.has(key) || alreadyChecked(key)) return;
      inProgress.add(key);
      const check = within(checkTimeoutMs, checkScreen(page, key), 'missed' as const).then((outcome) => {
        inProgress.delete(key);
        if (outcome === 'missed' && reopenable(address)) missed.set(key, address);
      });
      pending.add(check);
      void check.finally(() => pending.delete(check));
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);

  /**
   * Opens a missed screen again in the page kept for that (made on first need), and checks it. Within one of the
   * portal's built pages (the same HTML shell) it moves there as a link would, by the history the router listens to,
   * without loading the application again; into another shell it loads the address.
   */
  let again: Page | null = null;
  const reopen = async (key: string, address: string) => {
    markTriedAgain(key);
    try {
      const here = again && !again.isClosed() ? again.url() : null;
      let at: string | undefined;
      if (here && shellOfAddress(here) === shellOfAddress(address)) {
        // Where the router took it (a step of a flow may send it back to the flow's start), read in the page.
        at = await again!.evaluate(async (url) => {
          window.history.pushState(null, '', url);
          window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          // After the next paint the router has drawn (or redirected) the address.
          await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
          return location.href;
        }, address);
      } else {
        again ??= await context.newPage();
        reopened.add(again);
        await again.goto(address, { timeout: reopenTimeoutMs });
      }
      const page = again!;
      const landed = routeOf(at ?? page.url(), portalOrigin);
      const label = landed && `${landed} @${layoutOf(width)}` !== key ? `${key} (opened again, at ${landed})` : key;
      await within(reopenTimeoutMs, checkScreen(page, key, label, at), 'missed');
      markChecked(key);
    } catch {
      // Not reachable again (the gateway or browser is going away): nothing to check.
    }
  };
  const reopenMissed = async () => {
    const until = reopenUntil();
    for (const [key, address] of missed) {
      // What is left past the budget goes unchecked here; another journey's visit to the route checks it.
      if (alreadyChecked(key) || triedAgain(key) || Date.now() > until) continue;
      await within(Math.max(0, until - Date.now()), reopen(key, address), undefined);
    }
    missed.clear();
    if (again) await within(5_000, again.close(), undefined);
    again = null;
  };
  // A context closing waits for its screens' checks, so the last screen of a journey is checked too.
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    while (pending.size > 0) await Promise.all(pending);
    await reopenMissed();
    return close(...args);
  };
}

/** The violations found since the last call, once every check under way has finished. */
export async function accessibilityFindings(): Promise<string[]> {
  while (pending.size > 0) await Promise.all(pending);
  const found = findings;
  findings = [];
  return found;
}
