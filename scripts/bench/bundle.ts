import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/e2e/support/chromium';

const root = path.resolve(__dirname, '../..');
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function buildHello(): number {
  const out = path.join(root, 'dist/bench-hello');
  const result = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--env', `entry=${path.join(root, 'scripts/bench/hello.tsx')}`, '--env', `outputPath=${out}`],
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
async function loginPageScripts(baseUrl: string, staticDir: string): Promise<{ files: string[]; bytes: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
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
    await browser.close();
  }
}

export async function benchBundle(baseUrl: string, staticDir: string): Promise<void> {
  const hello = buildHello();
  const login = await loginPageScripts(baseUrl, staticDir);
  console.log('(a) JavaScript loaded by /customers/login before it is interactive (gzip -9)');
  console.log(`    portal login page: ${login.bytes} bytes  [${login.files.join(', ')}]`);
  console.log(`    bare React 18 + ReactDOM hello: ${hello} bytes`);
  console.log(`    ratio: ${(login.bytes / hello).toFixed(2)}  (goal: at most 1.8)`);
}
