import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Compilation, type Configuration, type Module } from 'webpack';

// The public first pages (login, guest pages, quoting) build in a compilation of their own (webpack.config.js): in one
// with the portal, the lazily loaded chunks a guest page shares with the portal carried the portal's code too. This
// builds that compilation (unminified: what it holds, not its weight, which `npm run bench` prints) and reads its chunks.

const root = path.resolve(__dirname, '../..');
const config = require('../../webpack.config.js') as (env: Record<string, string>, argv: { mode: string }) => Configuration[];

/** Areas only a signed-in customer (or the support console) reaches: none of their modules belongs on a public page. */
const portalOnly = [
  'src/account/',
  'src/accountCreation/',
  'src/actionDescriptions/',
  'src/offers/',
  'src/onboarding/',
  'src/pages/',
  'src/recovery/',
  'src/selfService/',
  'src/support/',
  'sagas/root.ts',
  'sagas/domains.ts',
  'sagas/account.ts',
  'sagas/accountCreation.ts',
  'sagas/billing.ts',
  'sagas/claims.ts',
  'sagas/fnol.ts',
  'sagas/offers.ts',
  'sagas/onboarding.ts',
  'sagas/policies.ts',
  'sagas/profile.ts',
  'sagas/recovery.ts',
  'sagas/selfService.ts',
  'sagas/supportRoot.ts',
];

const publicEntries = ['signin', 'guest', 'quoting'];

/** Every source file of the compilation's chunks (the modules webpack concatenated into one counted each). */
function modulesOfChunks(compilation: Compilation): Set<string> {
  const files = new Set<string>();
  const add = (module: Module) => {
    const inner = (module as Module & { modules?: Iterable<Module> }).modules;
    if (inner) for (const m of inner) add(m);
    const resource = (module as Module & { resource?: string }).resource;
    if (resource) files.add(path.relative(root, resource).split(path.sep).join('/'));
  };
  for (const chunk of compilation.chunks) for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
  return files;
}

test('the public pages and the portal are two compilations, each entry in one of them', () => {
  const compilations = config({}, { mode: 'production' });
  const entriesOf = (name: string) => Object.keys(compilations.find((c) => c.name === name)?.entry ?? {});
  expect(entriesOf('public').sort()).toEqual([...publicEntries].sort());
  expect(entriesOf('portal')).toEqual(expect.arrayContaining(['portal', 'support', 'replay']));
  for (const entry of publicEntries) expect(entriesOf('portal')).not.toContain(entry);
  // The first empties the folder, the second writes after it (never emptying what the first wrote).
  expect(compilations.map((c) => [c.name, (c.output as { clean?: boolean }).clean])).toEqual([
    ['portal', true],
    ['public', false],
  ]);
  expect(compilations[1]!.dependencies).toEqual(['portal']);
});

test("the public pages' chunks hold no module of an area only the portal reaches", async () => {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'public-compilation-'));
  try {
    const publicConfig = config({ outputPath }, { mode: 'production' }).find((c) => c.name === 'public')!;
    const compiler = webpack({
      ...publicConfig,
      dependencies: [],
      plugins: (publicConfig.plugins ?? []).filter((p) => p?.constructor.name !== 'CompressionPlugin'),
      optimization: { ...publicConfig.optimization, minimize: false },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(stats.compilation.errors).toEqual([]);
    const modules = modulesOfChunks(stats.compilation);
    // What it builds: the login page's and guest pages' own modules are there.
    expect(modules).toContain('src/app/entries/signin.tsx');
    expect(modules).toContain('sagas/guestRoot.ts');
    const fromThePortal = [...modules].filter((file) => portalOnly.some((area) => file.startsWith(area)));
    expect(fromThePortal).toEqual([]);
  } finally {
    fs.rmSync(outputPath, { recursive: true, force: true });
  }
}, 300_000);
