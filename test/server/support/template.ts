import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/db/seed';
import { businessToday } from '../../../src/validation/dates';

// A migrated and seeded PGlite data folder, dumped once and loaded by every test file: opening a fresh
// in-memory PGlite and migrating it costs seconds, loading a dump much less.

const root = path.resolve(__dirname, '../../..');

/** Every TypeScript file below a folder, as paths from the repository root. */
function tsFilesBelow(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return tsFilesBelow(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** The template is rebuilt whenever anything that shapes the database changes: schema, migrations, demo data. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  // The seed writes the ledger through billing's own rules (schedules, installments), so those shape it too.
  const files = [...tsFilesBelow('server/db'), ...tsFilesBelow('server/billing'), 'server/auth/passwords.ts'].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  // The demo book places policy terms around the business date.
  hash.update(businessToday(new Date()));
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return path.join(tmpdir(), 'portal-gateway-tests', `template-${sourcesHash()}.tar`);
}

/** Builds the template if it is not there yet (atomically: written aside, then renamed). */
export async function ensureTemplate(): Promise<string> {
  const target = templatePath();
  if (existsSync(target)) return target;
  await mkdir(path.dirname(target), { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  try {
    await migrateToLatest(handle);
    await seedDemoData(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const aside = `${target}.${process.pid}.tmp`;
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await rename(aside, target);
    // Templates of older sources or days are of no further use.
    const stale = (await readdir(path.dirname(target))).filter((f) => /^template-[0-9a-f]+\.tar$/.test(f) && f !== path.basename(target));
    await Promise.all(stale.map((f) => rm(path.join(path.dirname(target), f), { force: true })));
  } finally {
    await handle.close();
  }
  return target;
}

export async function loadTemplate(): Promise<Blob> {
  return new Blob([await readFile(await ensureTemplate())]);
}
