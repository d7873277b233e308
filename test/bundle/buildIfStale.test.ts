import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtAt } from '../../scripts/build-if-stale.mjs';

// Two compilations write the build (webpack.config.js): the portal's pages first, then the public pages. A build that
// stopped between them has the portal's pages only, and must count as not built (npm start, the bench and the
// journeys build it again).

const portalPages = ['index.html', 'support.html', 'replay.html'];
const publicPages = ['signin.html', 'guest.html', 'quoting.html'];

function buildWith(pages: readonly string[], writtenAt: (page: string) => Date = () => new Date()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
  for (const page of pages) {
    fs.writeFileSync(path.join(dir, page), '<!doctype html>');
    fs.utimesSync(path.join(dir, page), writtenAt(page), writtenAt(page));
  }
  return dir;
}

test('a build with only the portal compilation written counts as never built', () => {
  const dir = buildWith(portalPages);
  try {
    expect(builtAt(dir)).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a whole build is dated by its oldest page', () => {
  const oldest = new Date('2026-01-02T03:04:05Z');
  const dir = buildWith([...portalPages, ...publicPages], (page) => (page === 'replay.html' ? oldest : new Date()));
  try {
    expect(builtAt(dir)).toBe(oldest.getTime());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
