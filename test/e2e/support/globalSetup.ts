import type { Config } from '@jest/types';
import { chromium, type BrowserServer } from 'playwright-core';
import { startGateway } from '../../../server/main';
import { buildIfStale, journeysBuild } from '../../../scripts/build-if-stale.mjs';
import { chromiumArgs, chromiumPath } from './chromium';
import { startSmtpSink, type SmtpSink } from './smtpSink';
import { businessToday } from '../../../src/validation/dates';
import { workerVariables } from './worker';

interface WorkerStack {
  gateway: { close(): Promise<void> };
  mail: SmtpSink;
}

/** What the global setup leaves for the global teardown. */
export interface E2eGlobals {
  stacks: WorkerStack[];
  browser: BrowserServer;
}

/**
 * One build (with development pages) and one Chromium for every journey; for each Jest worker, a gateway on an
 * in-memory database of its own and a mail server of its own, so journeys that run side by side never meet each
 * other's demo customers, codes or emails (support/worker.ts points a worker at its own). The gateway delivers its
 * emails to its mail server (support/smtpSink.ts: journeys read what it received at E2E_SMTP_SINK); its outbox keeps
 * them too, so journeys still read codes from the development outbox.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  // E2E_DIST lets several e2e runs on one machine build apart.
  const build = journeysBuild();
  const staticDir = build.outputPath;
  buildIfStale(build);
  // Home (HO3) and condo (HO6) bind online in these journeys beside renters (HO4), so the mortgage step is reached.
  process.env.SETTING_BindOnlineDwellingForms ??= 'HO3,HO4,HO6';
  // Adding a driver online (AddDriver, off by default) is on, so the self-service journey estimates and adds one.
  process.env.FLAG_AddDriver ??= 'true';
  // The demo data's date, fixed before the gateway seeds it: a run that crosses midnight (US Eastern) still types the
  // dates the seed wrote (journeys.ts, seededEntryDate).
  process.env.E2E_SEEDED_ON = businessToday(new Date());
  const workers = Math.max(1, globalConfig.maxWorkers);
  const stacks = await Promise.all(
    Array.from({ length: workers }, async (_, index): Promise<WorkerStack> => {
      const mail = await startSmtpSink();
      // No PUBLIC_URL, as a developer starts it: the journeys use http://localhost:<port>; other addresses redirect there.
      const gateway = await startGateway({
        // A free port of its own (startGateway picks one for port 0).
        port: 0,
        host: '127.0.0.1',
        dataDir: 'memory',
        staticDir,
        logLevel: 'warn',
        devOutbox: true,
        seededOn: process.env.E2E_SEEDED_ON,
        smtpUrl: mail.smtpUrl,
      });
      Object.assign(process.env, workerVariables(index + 1, { E2E_URL: gateway.url, E2E_SMTP_URL: mail.smtpUrl, E2E_SMTP_SINK: mail.url }));
      return { gateway, mail };
    }),
  );
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  process.env.E2E_WS = browser.wsEndpoint();
  (globalThis as unknown as { __e2e: E2eGlobals }).__e2e = { stacks, browser };
}
