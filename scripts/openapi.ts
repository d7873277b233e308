// npm run openapi [dir]: writes the gateway's two OpenAPI documents (main and quoting) as the running gateway serves
// them, for `redocly lint` in npm test and for anyone who wants them as files. Default dir: dist/openapi.
import fs from 'node:fs';
import path from 'node:path';
import { buildGateway } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

async function writeDocuments(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'dist/openapi');
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await migrateToLatest(database);
  const app = await buildGateway({ db: database.db, publicUrl: 'http://localhost:8080', logLevel: 'silent', env: {} });
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, url] of [
    ['api', '/api/openapi.json'],
    ['quoting-api', '/quoting-api/openapi.json'],
  ] as const) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(response.json(), null, 2));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
  await app.close();
  await database.close();
}

void writeDocuments();
