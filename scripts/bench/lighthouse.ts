// Lighthouse (mobile preset) on the first pages and the signed-in policies overview, driving Debian's Chromium.
// Only the bench runs it: it prints scores against the goals and never fails on them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../test/e2e/support/chromium';
import { benchEntryDir, buildBenchEntry } from './bundle';

const goals = { performance: 95, cls: 0.02 } as const;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

interface Audited {
  name: string;
  path: string;
  signedIn?: boolean;
}

/**
 * Pages of no portal code, measured on the same machine in the same run: the bare React page and the fixed stack's
 * routed page (scripts/bench). Lighthouse's simulated phone scales with the machine's own speed, so these say what
 * a score of the portal's pages can be on this machine.
 */
const references = [
  { name: 'bare React', entry: 'hello' },
  { name: 'fixed stack', entry: 'stackFloor' },
] as const;

/** Serves a bench entry's build as the gateway would (under /customers/), for Lighthouse. */
async function serveBenchEntry(entry: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = benchEntryDir(entry);
  if (!fs.existsSync(path.join(dir, 'bench.html'))) buildBenchEntry(entry);
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://bench').pathname);
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/customers/bench.html`, close: () => new Promise((resolve) => server.close(() => resolve())) };
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
  const audit = async (name: string, url: string, signedIn = false) => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.log(`    ${name.padEnd(18)} no result${lhr?.runtimeError ? ` (${lhr.runtimeError.code}: ${lhr.runtimeError.message})` : ''}`);
      return;
    }
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    const cls = metric('cumulative-layout-shift');
    console.log(
      `    ${name.padEnd(18)} performance ${String(score).padStart(3)} (goal: ${goals.performance}+)  LCP ${seconds(metric('largest-contentful-paint'))}` +
        `  TBT ${Math.round(metric('total-blocking-time') ?? 0)} ms  CLS ${cls === undefined ? '-' : cls.toFixed(3)} (goal: under ${goals.cls})` +
        (lhr.finalDisplayedUrl === url || !signedIn ? '' : `  [ended at ${lhr.finalDisplayedUrl}]`) +
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
  };
  try {
    console.log('    on this machine, pages of no portal code (what a score can be here):');
    for (const reference of references) {
      const page = await serveBenchEntry(reference.entry);
      try {
        await audit(reference.name, page.url);
      } finally {
        await page.close();
      }
    }
    console.log('    the portal:');
    let signedIn = false;
    for (const target of audited) {
      if (target.signedIn && !signedIn) {
        await signIn(chrome.port, baseUrl);
        signedIn = true;
      }
      await audit(target.name, `${baseUrl}${target.path}`, target.signedIn === true);
    }
  } finally {
    chrome.kill();
  }
}
