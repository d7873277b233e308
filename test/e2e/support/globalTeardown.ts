import type { BrowserServer } from 'playwright-core';

export default async function globalTeardown(): Promise<void> {
  const e2e = (globalThis as unknown as { __e2e?: { gateway: { close(): Promise<void> }; browser: BrowserServer } }).__e2e;
  await e2e?.browser.close();
  await e2e?.gateway.close();
}
