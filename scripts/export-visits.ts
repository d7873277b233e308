// A period's recorded visits as JSON lines, for notebooks and `npm run journeys`:
//   npm run export-visits -- FROM TO [FILE]     visits opened from FROM (inclusive) to TO (exclusive), dates as
//                                               YYYY-MM-DD (UTC), from the gateway's database (DATA_DIR, or
//                                               DATABASE_URL), to FILE or standard output
// Stop the gateway first when it runs on the embedded database (PGlite has one connection).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { openStorage, optionsFromEnv } from '../server/main';
import { exportedVisits } from '../server/sessions/export';
import { migrateToLatest } from '../server/db/migrate';

const day = (text: string | undefined): Date | null =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? new Date(`${text}T00:00:00Z`) : null;

async function write(out: Writable, line: string): Promise<void> {
  if (!out.write(line)) await once(out, 'drain');
}

async function main(): Promise<void> {
  const [fromText, toText, file] = process.argv.slice(2);
  const from = day(fromText);
  const to = day(toText);
  if (!from || !to || from >= to) {
    console.error('Usage: npm run export-visits -- FROM TO [FILE]   (FROM before TO, both YYYY-MM-DD, UTC)');
    process.exit(2);
  }
  const handle = await openStorage(optionsFromEnv(process.env));
  await migrateToLatest(handle);
  const out: Writable = file ? createWriteStream(file) : process.stdout;
  let visits = 0;
  try {
    for await (const visit of exportedVisits(handle.db, from, to)) {
      await write(out, `${JSON.stringify(visit)}\n`);
      visits += 1;
    }
  } finally {
    await handle.close();
    if (file) out.end();
  }
  console.error(`${visits.toLocaleString('en-US')} visits exported.`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
