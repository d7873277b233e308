// Synthetic recorded sessions, for measurement and for the support console's plots:
//   tsx scripts/synthetic-sessions.ts COUNT [FILE]      COUNT sessions as JSON lines (one exported log a line) to FILE
//                                                       or standard output, for `npm run journeys -- FILE`
//   tsx scripts/synthetic-sessions.ts COUNT --database  COUNT sessions into the gateway's own database (DATA_DIR, or
//                                                       DATABASE_URL), ending now; stop the gateway first when it runs
//                                                       on the embedded database (PGlite has one connection)
import { createWriteStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { insertSyntheticSessions, syntheticSessions, syntheticSpacingMs } from '../server/sessions/synthetic';
import { openStorage, optionsFromEnv } from '../server/main';
import { migrateToLatest } from '../server/db/migrate';
import { recording } from '../config/product';

function toFile(count: number, file: string | undefined): void {
  const out = file ? createWriteStream(file) : process.stdout;
  for (const session of syntheticSessions(count))
    out.write(`${JSON.stringify({ version: 1, visitId: session.visitId, entries: session.entries })}\n`);
  if (out !== process.stdout) out.end();
}

async function toDatabase(count: number): Promise<void> {
  const options = optionsFromEnv(process.env);
  const handle = await openStorage(options);
  try {
    await migrateToLatest(handle);
    // Dated so the last ends an hour ago: within the retention period, so the gateway's sweep keeps them.
    const startAt = Date.now() - count * syntheticSpacingMs - 3_600_000;
    if (count * syntheticSpacingMs > recording.retentionMonths * 30 * 86_400_000)
      console.warn(`Only the sessions of the last ${recording.retentionMonths} months outlive the gateway's retention sweep.`);
    const started = performance.now();
    const inserted = await insertSyntheticSessions(handle.db, syntheticSessions(count, 7, startAt), 1000);
    const where = options.databaseUrl ? 'DATABASE_URL' : options.dataDir;
    console.log(
      `${inserted.toLocaleString('en-US')} synthetic sessions stored in ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the gateway and open Journeys in the support console.`,
    );
  } finally {
    await handle.close();
  }
}

const count = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: tsx scripts/synthetic-sessions.ts COUNT [FILE | --database]');
  process.exit(2);
}
if (process.argv[3] === '--database')
  toDatabase(count).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
else toFile(count, process.argv[3]);
