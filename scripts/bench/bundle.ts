import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/e2e/support/chromium';
import { goals, publicFirstPages, references, weightLine, type Reference } from './goals';
import { referenceReady, serveReference } from './referencePages';

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

/**
 * Every distinct script a fresh browser fetches for a page (redirects included) until the network is idle, weighed
 * from the build it was served from (gzip -9). Portal pages and reference pages are measured the same way.
 */
async function scriptsUntilIdle(browser: Browser, url: string, staticDir: string, ready: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/customers/')) requested.add(pathname.replace('/customers/', ''));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
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

async function referenceWeight(browser: Browser, reference: Reference): Promise<number> {
  const served = await serveReference(reference);
  try {
    return (await scriptsUntilIdle(browser, served.url, served.dir, referenceReady)).bytes;
  } finally {
    await served.close();
  }
}

export async function benchBundle(baseUrl: string, staticDir: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const referenceBytes = {
      stackFloorUnrouted: await referenceWeight(browser, 'stackFloorUnrouted'),
      stackFloor: await referenceWeight(browser, 'stackFloor'),
    };
    console.log('(a) Public first pages: scripts loaded until the network is idle (gzip -9), against the stack alone');
    console.log(
      `    reference pages (React, Redux Toolkit, redux-saga, react-redux, io-ts with fp-ts, react-final-form; built this run ` +
        `with the portal's webpack config): ${references.stackFloorUnrouted} ${kb(referenceBytes.stackFloorUnrouted)}, ` +
        `${references.stackFloor} (with connected-react-router, history, react-router) ${kb(referenceBytes.stackFloor)}`,
    );
    for (const firstPage of publicFirstPages) {
      const weight = await scriptsUntilIdle(browser, `${baseUrl}${firstPage.path}`, staticDir, firstPage.ready);
      const chunks = weight.files.filter((f) => !f.entry);
      const largest = chunks.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0, entry: false });
      const entry = weight.files.filter((f) => f.entry).reduce((sum, f) => sum + f.bytes, 0);
      console.log(`    ${weightLine(firstPage, weight.bytes, referenceBytes[firstPage.reference])}`);
      console.log(
        `      entry ${kb(entry)}, ${chunks.length} chunks, largest ${largest.file} ${kb(largest.bytes)} (goal: at most ${kb(goals.routeChunkBytes)})`,
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
