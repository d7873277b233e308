import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/e2e/support/chromium';

const root = path.resolve(__dirname, '../..');
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The goals of the first pages' weight (issue 16, item 3). */
const goals = { ratio: 1.8, routeChunkBytes: 40 * 1024 } as const;

/** Builds a bench entry of scripts/bench with the portal's webpack config; its scripts' weight (gzip -9). */
export const benchEntryDir = (name: string) => path.join(root, 'dist', `bench-${name}`);

export function buildBenchEntry(name: string): number {
  const out = benchEntryDir(name);
  const result = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--env', `entry=${path.join(root, 'scripts/bench', `${name}.tsx`)}`, '--env', `outputPath=${out}`],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return fs
    .readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(path.join(out, f)), 0);
}

declare global {
  interface Window {
    loginUsableAt?: number;
  }
}

/** Notes, in the page's own clock, the moment the Log in button is in the document. */
function markWhenUsable() {
  new MutationObserver((_, observer) => {
    if (![...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Log in')) return;
    window.loginUsableAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The JS files a browser requests for /customers/login before its form can be used: the page's own resource
 * timing, up to the moment the Log in button appeared (what it fetches later, when idle, does not count).
 */
async function loginPageScripts(browser: Browser, baseUrl: string, staticDir: string): Promise<{ files: string[]; bytes: number }> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/customers/account`);
    await page.waitForURL(/\/customers\/login\?uid=/);
    await page.addInitScript(markWhenUsable);
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < (window.loginUsableAt ?? Infinity) && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname.replace('/customers/', '')),
    );
    const bytes = files.reduce((sum, f) => sum + gzipSize(path.join(staticDir, f)), 0);
    return { files, bytes };
  } finally {
    await page.close();
  }
}

/** A public first page: where a newcomer lands, and what says its screen is drawn (a CSS selector). */
interface FirstPage {
  name: string;
  path: string;
  ready: string;
}

const firstPages: readonly FirstPage[] = [
  { name: 'login', path: '/customers/login', ready: 'button:has-text("Log in")' },
  { name: 'quoting start', path: '/customers/quoting', ready: 'main h1' },
  { name: 'guest pay', path: '/customers/pay-as-guest', ready: 'main h1' },
  { name: 'express ID', path: '/customers/express-id', ready: 'main h1' },
  { name: 'claim, no login', path: '/customers/claims/fnol/prelogin/intro', ready: 'main h1' },
  { name: 'upload, no login', path: '/customers/claims/prelogin/upload/claim-info', ready: 'main h1' },
];

interface PageWeight {
  files: { file: string; bytes: number; entry: boolean }[];
  bytes: number;
}

/** The entries' own scripts (index.html, signin.html, quoting.html ...): the rest are lazily loaded chunks. */
function entryScripts(staticDir: string): Set<string> {
  const entries = new Set<string>();
  for (const html of fs.readdirSync(staticDir).filter((f) => f.endsWith('.html'))) {
    for (const [, src] of fs
      .readFileSync(path.join(staticDir, html), 'utf8')
      .matchAll(/<script[^>]*\ssrc="?\/customers\/([^"\s>]+\.js)/g)) {
      entries.add(src!);
    }
  }
  return entries;
}

/** Every distinct script a fresh browser fetches for the page (redirects included) until the network is idle. */
async function firstPageWeight(browser: Browser, baseUrl: string, staticDir: string, firstPage: FirstPage): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/customers/')) requested.add(pathname.replace('/customers/', ''));
  });
  try {
    await page.goto(`${baseUrl}${firstPage.path}`, { waitUntil: 'networkidle' });
    await page.locator(firstPage.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const entries = entryScripts(staticDir);
  const files = [...requested].map((file) => ({ file, bytes: gzipSize(path.join(staticDir, file)), entry: entries.has(file) }));
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

/** The largest lazily loaded chunk of the whole build (a route's screen, or a chunk several routes share). */
function largestLazyChunk(staticDir: string): { file: string; bytes: number } {
  const entries = entryScripts(staticDir);
  return fs
    .readdirSync(staticDir)
    .filter((f) => f.endsWith('.js') && !entries.has(f))
    .map((file) => ({ file, bytes: gzipSize(path.join(staticDir, file)) }))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
}

export async function benchBundle(baseUrl: string, staticDir: string): Promise<void> {
  const hello = buildBenchEntry('hello');
  // What the fixed stack weighs with no portal code (scripts/bench/stackParts.tsx): the part of each goal no
  // change to the portal can reach.
  const stack = { routed: buildBenchEntry('stackFloor'), unrouted: buildBenchEntry('stackFloorUnrouted') };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const login = await loginPageScripts(browser, baseUrl, staticDir);
    console.log('(a) JavaScript loaded by /customers/login before it is interactive (gzip -9)');
    console.log(`    portal login page: ${login.bytes} bytes  [${login.files.join(', ')}]`);
    console.log(`    bare React 18 + ReactDOM hello: ${hello} bytes`);
    console.log(`    ratio: ${(login.bytes / hello).toFixed(2)}  (goal: at most ${goals.ratio})`);

    console.log(
      `(b) Public first pages: unique scripts loaded until the network is idle (gzip -9), against the bare React floor (${kb(hello)})`,
    );
    console.log(
      `    the fixed stack alone (React, Redux Toolkit, redux-saga, react-redux, io-ts, react-final-form): ` +
        `${kb(stack.unrouted)}, ratio ${(stack.unrouted / hello).toFixed(2)}; with connected-react-router, history and react-router: ` +
        `${kb(stack.routed)}, ratio ${(stack.routed / hello).toFixed(2)}`,
    );
    for (const firstPage of firstPages) {
      const weight = await firstPageWeight(browser, baseUrl, staticDir, firstPage);
      const chunks = weight.files.filter((f) => !f.entry);
      const largest = chunks.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0, entry: false });
      const entry = weight.files.filter((f) => f.entry).reduce((sum, f) => sum + f.bytes, 0);
      console.log(
        `    ${firstPage.name.padEnd(16)} ${kb(weight.bytes).padStart(9)}  ratio ${(weight.bytes / hello).toFixed(2)} (goal: at most ${goals.ratio})` +
          `  entry ${kb(entry)}, ${chunks.length} chunks, largest ${largest.file} ${kb(largest.bytes)} (goal: at most ${kb(goals.routeChunkBytes)})`,
      );
    }
    const lazy = largestLazyChunk(staticDir);
    console.log(
      `    largest lazily loaded chunk of the build: ${lazy.file} ${kb(lazy.bytes)} (goal: at most ${kb(goals.routeChunkBytes)})`,
    );
  } finally {
    await browser.close();
  }
}
