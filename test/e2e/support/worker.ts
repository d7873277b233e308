// Each Jest worker of the journeys has a gateway and a mail server of its own (support/globalSetup.ts publishes them
// per worker): before a test file runs, this points E2E_URL, E2E_SMTP_URL and E2E_SMTP_SINK at the worker's own.

const perWorker = ['E2E_URL', 'E2E_SMTP_URL', 'E2E_SMTP_SINK'] as const;
type PerWorker = (typeof perWorker)[number];

/** The variables naming worker `worker`'s own gateway and mail server (E2E_URL_1 and so on). */
export function workerVariables(worker: number, values: Record<PerWorker, string>): Record<string, string> {
  return Object.fromEntries(perWorker.map((name) => [`${name}_${worker}`, values[name]]));
}

// Run in band, a test file runs in worker 1.
const worker = process.env.JEST_WORKER_ID ?? '1';
for (const name of perWorker) {
  const own = process.env[`${name}_${worker}`];
  if (own) process.env[name] = own;
}
