import type { BrowserServer } from 'playwright-core';
import type { SmtpSink } from './smtpSink';

export default async function globalTeardown(): Promise<void> {
  const e2e = (globalThis as unknown as { __e2e?: { gateway: { close(): Promise<void> }; browser: BrowserServer; mail: SmtpSink } }).__e2e;
  await e2e?.browser.close();
  // The gateway first: its delivery rounds stop before the mail server they send to goes.
  await e2e?.gateway.close();
  await e2e?.mail.close();
}
