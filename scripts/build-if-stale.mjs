// Builds the portal with webpack when its build is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['src', 'sagas', 'config', 'webpack.config.js', 'package.json', 'package-lock.json'];

/** The HTML page of each entry of the build's two compilations (webpack.config.js). */
const builtPages = ['index.html', 'support.html', 'replay.html', 'signin.html', 'guest.html', 'quoting.html'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/**
 * When the build in `outputPath` was written: two compilations write it (webpack.config.js), the portal's pages, then
 * the public ones; it is built when every page of both is, as old as the oldest of them (0 when one is missing, as
 * after a build stopped half way).
 * @param {string} outputPath
 */
export function builtAt(outputPath) {
  return Math.min(...builtPages.map((page) => path.join(outputPath, page)).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
}

/** @param {{ outputPath?: string, devPages?: boolean, quiet?: boolean }} options */
export function buildIfStale({ outputPath = path.join(root, 'dist/portal'), devPages = false, quiet = false } = {}) {
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt(outputPath) > changedAt) return false;
  if (!quiet) console.log(`Building the portal into ${path.relative(root, outputPath)} ...`);
  const args = ['webpack', '--mode', 'production', '--env', `outputPath=${outputPath}`];
  if (devPages) args.push('--env', 'devPages=true');
  const result = spawnSync('npx', args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit' });
  if (result.status !== 0) {
    throw new Error(`webpack failed (${result.status}): ${result.stderr?.toString() ?? ''}`);
  }
  return true;
}

/** The browser journeys' build (with development pages): test/e2e/support/globalSetup.ts reads the same place. */
export const journeysBuild = () => ({ outputPath: path.resolve(root, process.env.E2E_DIST ?? 'dist/e2e'), devPages: true });

// `node scripts/build-if-stale.mjs --journeys` builds the journeys' pages (npm test starts it beside the lint).
if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale(process.argv.includes('--journeys') ? journeysBuild() : {});
