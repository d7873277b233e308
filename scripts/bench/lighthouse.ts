// Lighthouse (mobile preset) on the public first pages and the signed-in policies overview, each against its
// reference page of the stack alone, driving Debian's Chromium. Lighthouse's simulated phone scales with the
// machine's own speed, so a score is only read beside its reference's, measured in the same rounds: each round
// audits every reference and every page once, and a pair compares the medians of three rounds.
// Only the bench runs it: it prints the pairs against the goals and never fails on them.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../test/e2e/support/chromium';
import {
  goals,
  median,
  policiesOverview,
  publicFirstPages,
  references,
  scorePair,
  scorePairLine,
  type BenchedPage,
  type Reference,
} from './goals';
import { serveReference } from './referencePages';

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

interface Run {
  score: number;
  cls: number;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  /** The scripts' own main-thread time (Lighthouse's bootup-time), largest first. */
  bootup: string;
}

/** Signs in through the browser Lighthouse drives: the tokens stay in its profile's storage for the audits. */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/customers/account`);
    await page.getByLabel('Login ID').fill('mutual.customer');
    await page.getByLabel('Password', { exact: true }).fill('Portal-Demo-2026!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/customers/account');
    await page.getByRole('heading', { level: 1 }).waitFor();
  } finally {
    await page.close();
    // Only the connection closes: the browser goes on, for Lighthouse.
    await browser.close();
  }
}

// Installability. Lighthouse 12 dropped the PWA category with its installable-manifest audit (12.8.2, the version
// installed, has neither the audit nor its gatherer), so the bench asks Chromium itself, as that audit did: the DevTools
// protocol's Page.getInstallabilityErrors (Chromium's own criteria: a manifest with a name, a start URL and scope, a
// standalone display, a large enough icon, served from a secure origin) on the login page, once the page's service
// worker is active, with the manifest's parse errors (Page.getAppManifest) beside them.

/** How long the login page's service worker may take to become active before the check goes on without it. */
const workerWaitMs = 30_000;

interface Installability {
  errors: string[];
  manifestErrors: string[];
  worker: string | null;
}

async function installabilityOf(port: number, url: string): Promise<Installability> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.goto(url);
    const worker = await page.evaluate(
      (waitMs) =>
        Promise.race([
          navigator.serviceWorker.ready.then((r) => `${r.active?.scriptURL ?? 'none'} (scope ${r.scope})`),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
        ]),
      workerWaitMs,
    );
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return {
      errors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
      manifestErrors: manifest.errors.map((e) => `${e.message}${e.critical ? ' (critical)' : ''}`),
      worker,
    };
  } finally {
    await page.close();
    await browser.close();
  }
}

/** One line: does the portal pass Chromium's installability criteria on its login page, and if not, why. */
async function benchInstallability(baseUrl: string, launch: typeof import('chrome-launcher').launch): Promise<void> {
  const url = `${baseUrl}/customers/login`;
  let chrome: Awaited<ReturnType<typeof launch>>;
  try {
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags });
  } catch (error) {
    console.log(`    installability: not checked, chrome-launcher could not start ${chromiumPath()} (${(error as Error).message})`);
    return;
  }
  try {
    const { errors, manifestErrors, worker } = await installabilityOf(chrome.port, url);
    const problems = [...errors, ...manifestErrors.map((m) => `manifest: ${m}`)];
    console.log(
      `    installability of ${new URL(url).pathname} (Chromium's Page.getInstallabilityErrors): ` +
        `${problems.length === 0 ? 'passes' : `fails: ${problems.join('; ')}`}; ` +
        `service worker ${worker ?? `not active after ${workerWaitMs / 1000} s`}`,
    );
  } catch (error) {
    console.log(`    installability: not checked (${(error as Error).message})`);
  } finally {
    chrome.kill();
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

export async function benchLighthouse(baseUrl: string): Promise<void> {
  console.log(
    `(b) Lighthouse, mobile preset: each page's performance score against its reference page's (median of ` +
      `${goals.lighthouseRuns} rounds, same run; CLS under ${goals.cls} on every run)`,
  );
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    console.log(`    not measured: lighthouse could not be loaded (${(error as Error).message})`);
    return;
  }
  await benchInstallability(baseUrl, launch);
  // Two browsers: the public pages are audited in one that never signs in, the policies overview in one that has.
  const chromes: Awaited<ReturnType<typeof launch>>[] = [];
  try {
    for (let i = 0; i < 2; i += 1) chromes.push(await launch({ chromePath: chromiumPath(), chromeFlags }));
  } catch (error) {
    console.log(`    not measured: chrome-launcher could not start ${chromiumPath()} (${(error as Error).message})`);
    chromes.forEach((c) => c.kill());
    return;
  }
  const [visitor, customer] = chromes as [(typeof chromes)[number], (typeof chromes)[number]];

  /** One audit; a run Lighthouse could not trace (NO_NAVSTART on a busy machine) is tried once more. */
  const audit = async (name: string, url: string, port: number, signedIn: boolean): Promise<Run | undefined> =>
    (await auditOnce(name, url, port, signedIn, false)) ?? auditOnce(name, url, port, signedIn, true);
  const auditOnce = async (name: string, url: string, port: number, signedIn: boolean, retried: boolean): Promise<Run | undefined> => {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.log(`    ${name}: no result${lhr?.runtimeError ? ` (${lhr.runtimeError.code})` : ''}${retried ? '' : ', trying once more'}`);
      return undefined;
    }
    // A signed-in page that sent the browser elsewhere (its session gone) is not the page: said, not scored.
    if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      console.log(`    ${name}: ended at ${lhr.finalDisplayedUrl}, not scored`);
      return undefined;
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    const items = (
      lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number; scriptParseCompile: number }[] } | undefined
    )?.items;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: metric('cumulative-layout-shift') ?? 0,
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      bootup: [...(items ?? [])]
        .sort((a, b) => b.scripting - a.scripting)
        .slice(0, 3)
        .map(
          (i) =>
            `${i.url.replace(/^.*\/customers\//, '')} ${Math.round(i.scripting)} ms run + ${Math.round(i.scriptParseCompile)} ms compile`,
        )
        .join(', '),
    };
  };

  const referenceRuns: Record<Reference, Run[]> = { stackFloorUnrouted: [], stackFloor: [] };
  const pages = [...publicFirstPages, policiesOverview];
  const pageRuns = new Map<BenchedPage, Run[]>(pages.map((p) => [p, []]));
  const served = await Promise.all((Object.keys(references) as Reference[]).map(async (r) => [r, await serveReference(r)] as const));
  try {
    await signIn(customer.port, baseUrl);
    for (let round = 1; round <= goals.lighthouseRuns; round += 1) {
      for (const [reference, page] of served) {
        const run = await audit(references[reference], page.url, visitor.port, false);
        if (run) referenceRuns[reference].push(run);
      }
      for (const page of pages) {
        const run = await audit(page.name, `${baseUrl}${page.path}`, page.signedIn ? customer.port : visitor.port, page.signedIn === true);
        if (run) pageRuns.get(page)!.push(run);
      }
      console.log(`    round ${round} of ${goals.lighthouseRuns} done (load average ${os.loadavg()[0]!.toFixed(1)})`);
    }
  } finally {
    chromes.forEach((c) => c.kill());
    await Promise.all(served.map(([, page]) => page.close()));
  }

  for (const reference of Object.keys(references) as Reference[]) {
    const runs = referenceRuns[reference];
    console.log(`    ${references[reference]}: scores ${runs.map((r) => r.score).join(', ')}, median ${median(runs.map((r) => r.score))}`);
  }
  for (const page of pages) {
    const runs = pageRuns.get(page)!;
    const referenceScores = referenceRuns[page.reference].map((r) => r.score);
    if (runs.length === 0 || referenceScores.length === 0) {
      console.log(`    ${page.name.padEnd(17)} not measured`);
      continue;
    }
    console.log(`    ${scorePairLine(scorePair(page, runs, referenceScores))}`);
    const middle = runs.find((r) => r.score === median(runs.map((x) => x.score)))!;
    console.log(
      `      scores ${runs.map((r) => r.score).join(', ')}; the median run: LCP ${seconds(middle.lcpMs)}, TBT ${Math.round(middle.tbtMs ?? 0)} ms` +
        (middle.bootup ? `; main thread by script: ${middle.bootup}` : ''),
    );
  }
}
