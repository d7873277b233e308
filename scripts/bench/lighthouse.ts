// Lighthouse (mobile preset) on the first pages and the signed-in policies overview, driving Debian's Chromium.
// Only the bench runs it: it prints scores against the goals and never fails on them.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../test/e2e/support/chromium';

const goals = { performance: 95, cls: 0.02 } as const;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

interface Audited {
  name: string;
  path: string;
  signedIn?: boolean;
}

const audited: readonly Audited[] = [
  { name: 'login', path: '/customers/login' },
  { name: 'quoting start', path: '/customers/quoting' },
  { name: 'policies overview', path: '/customers/policies', signedIn: true },
];

/** Signs in through the browser Lighthouse drives: the tokens stay in its profile's storage for the audit. */
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

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

export async function benchLighthouse(baseUrl: string): Promise<void> {
  console.log(`(c) Lighthouse, mobile preset (goals: performance at least ${goals.performance}, CLS under ${goals.cls})`);
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    console.log(`    not measured: lighthouse could not be loaded (${(error as Error).message})`);
    return;
  }
  let chrome: Awaited<ReturnType<typeof launch>>;
  try {
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags });
  } catch (error) {
    console.log(`    not measured: chrome-launcher could not start ${chromiumPath()} (${(error as Error).message})`);
    return;
  }
  try {
    let signedIn = false;
    for (const target of audited) {
      if (target.signedIn && !signedIn) {
        await signIn(chrome.port, baseUrl);
        signedIn = true;
      }
      const result = await lighthouse(
        `${baseUrl}${target.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: target.signedIn === true,
        },
        undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) {
        console.log(`    ${target.name.padEnd(18)} no result`);
        continue;
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue;
      const cls = metric('cumulative-layout-shift');
      console.log(
        `    ${target.name.padEnd(18)} performance ${String(score).padStart(3)} (goal: ${goals.performance}+)  LCP ${seconds(metric('largest-contentful-paint'))}` +
          `  TBT ${Math.round(metric('total-blocking-time') ?? 0)} ms  CLS ${cls === undefined ? '-' : cls.toFixed(3)} (goal: under ${goals.cls})` +
          (lhr.finalDisplayedUrl.endsWith(target.path) || !target.signedIn ? '' : `  [ended at ${lhr.finalDisplayedUrl}]`) +
          `  (load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
      // What ran long: the scripts' own main-thread time (Lighthouse's bootup-time), largest first.
      const bootup = (
        lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number; scriptParseCompile: number }[] } | undefined
      )?.items;
      if (bootup?.length) {
        const top = [...bootup].sort((a, b) => b.scripting - a.scripting).slice(0, 4);
        console.log(
          `      main thread by script: ${top
            .map(
              (item) =>
                `${item.url.replace(/^.*\/customers\//, '')} ${Math.round(item.scripting)} ms run + ${Math.round(item.scriptParseCompile)} ms compile`,
            )
            .join(', ')}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
