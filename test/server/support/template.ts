import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/db/seed';
import { businessToday } from '../../../src/validation/dates';

// A migrated and seeded database made once and copied for every test file: migrating and seeding costs seconds, a
// copy much less. On the embedded database, a PGlite data folder dumped and loaded; on the PostgreSQL server, a
// template database that each file's own database is made from.

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

/** The schema the tables live in on the PostgreSQL server (in each test file's own database). */
export const serverSchema = 'gw';
const serverTemplatePrefix = 'gw_template_';

/** Runs `work` with a client of the server at `serverUrl` (its default database). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server at `serverUrl`. */
const databaseAt = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Builds the server's template database if it is not there yet (made under another name, then renamed: a database
 * being built is never copied), and drops the templates of older sources or days.
 */
export async function ensureServerTemplate(serverUrl: string): Promise<string> {
  const name = `${serverTemplatePrefix}${sourcesHash()}`;
  const existing = await onServer(serverUrl, async (client) =>
    (
      await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${serverTemplatePrefix}%`])
    ).rows.map((r) => r.datname),
  );
  if (!existing.includes(name)) {
    const building = `${name}_${process.pid}`;
    await onServer(serverUrl, (client) => client.query(`create database ${building}`));
    try {
      const handle = await openDatabase({
        kind: 'postgres',
        url: databaseAt(serverUrl, building),
        schema: serverSchema,
        maxConnections: 2,
      });
      try {
        await migrateToLatest(handle);
        await seedDemoData(handle.db);
      } finally {
        await handle.close();
      }
      await onServer(serverUrl, (client) => client.query(`alter database ${building} rename to ${name}`));
    } catch (error) {
      // A half-built template is never left behind (its name would keep it from the stale ones dropped below); one
      // that another worker finished first serves this one too.
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${building} with (force)`));
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  }
  const stale = existing.filter((other) => other !== name && !other.startsWith(`${name}_`));
  if (stale.length > 0)
    await onServer(serverUrl, async (client) => {
      for (const other of stale) await client.query(`drop database if exists ${other} with (force)`);
    });
  return name;
}

/** A database of its own for one test file, copied from the server's template: its address, and how to drop it. */
export async function serverDatabaseCopy(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // Asked again by every file, as the PGlite template is: a run that crosses midnight (US Eastern) seeds the new day.
  const template = await ensureServerTemplate(serverUrl);
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseAt(serverUrl, name),
    drop: () => onServer(serverUrl, async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}
