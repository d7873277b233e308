// The reference pages of the stack alone (stackFloor.tsx, stackFloorUnrouted.tsx), built with the portal's own
// webpack config once per run of the bench and served as the gateway serves the portal (under /customers/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Reference } from './goals';

const root = path.resolve(__dirname, '../..');
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export const referenceDir = (reference: Reference) => path.join(root, 'dist', `bench-${reference}`);

const built = new Set<Reference>();

/** Builds the reference page with the portal's webpack config, the first time this run asks for it. */
function buildOnce(reference: Reference): void {
  if (built.has(reference)) return;
  const out = referenceDir(reference);
  fs.rmSync(out, { recursive: true, force: true });
  const entry = path.join(root, 'scripts/bench', `${reference}.tsx`);
  const result = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `entry=${entry}`, '--env', `outputPath=${out}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  built.add(reference);
}

export interface ServedReference {
  url: string;
  dir: string;
  close: () => Promise<void>;
}

/** Serves a reference page (built this run) on a port of its own, until `close`. */
export async function serveReference(reference: Reference): Promise<ServedReference> {
  buildOnce(reference);
  const dir = referenceDir(reference);
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.basename(new URL(request.url ?? '/', 'http://bench').pathname));
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/customers/bench.html`,
    dir,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What says a reference page is drawn (its form's button). */
export const referenceReady = 'button:has-text("Greet")';
