// npm run bench: the speed and size targets of the issues, printed as numbers (never asserted in tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startGateway } from '../server/main';
import { benchBundle } from './bench/bundle';
import { benchLighthouse } from './bench/lighthouse';
import { benchGateway } from './bench-gateway';
import { benchRecording } from './bench/recording';
import { benchJobs } from './bench/jobs';
import { benchLiveAssist } from './bench/liveAssist';
import { benchAnalytics } from './bench/analytics';

/**
 * `npm run bench -- bundle recording` runs only the named parts (bundle, lighthouse, gateway, recording, jobs, live,
 * analytics); numbers are the analytics' sizes (`npm run bench -- analytics 100000 1000000`).
 */
const args = process.argv.slice(2);
const asked = args.filter((a) => !/^\d+$/.test(a));
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const runs = (part: 'bundle' | 'lighthouse' | 'gateway' | 'recording' | 'jobs' | 'live' | 'analytics') =>
  asked.length === 0 || asked.includes(part);

async function main() {
  if (runs('bundle') || runs('lighthouse')) await benchPortal();
  if (runs('gateway')) await benchGateway();
  if (runs('recording')) await benchRecording();
  if (runs('jobs')) await benchJobs();
  if (runs('live')) await benchLiveAssist();
  if (runs('analytics')) await benchAnalytics(sizes.length > 0 ? sizes : undefined);
}

async function benchPortal() {
  const staticDir = path.resolve(__dirname, '../dist/portal');
  buildIfStale({ outputPath: staticDir });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = 18080 + Math.floor(Math.random() * 1000);
  const gateway = await startGateway({
    port,
    host: '127.0.0.1',
    publicUrl: `http://localhost:${port}`,
    dataDir,
    staticDir,
    logLevel: 'warn',
  });
  try {
    if (runs('bundle')) await benchBundle(`http://localhost:${port}`, staticDir);
    if (runs('lighthouse')) await benchLighthouse(`http://localhost:${port}`);
  } finally {
    await gateway.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
