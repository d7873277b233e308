import type { E2eGlobals } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const e2e = (globalThis as unknown as { __e2e?: E2eGlobals }).__e2e;
  await e2e?.browser.close();
  // Each gateway first: its delivery rounds stop before the mail server they send to goes.
  for (const { gateway, mail } of e2e?.stacks ?? []) {
    await gateway.close();
    await mail.close();
  }
}
