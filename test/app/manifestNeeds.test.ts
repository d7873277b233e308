import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { lazyDomains, type ManifestRoute } from '../../src/shell/manifest';

/**
 * An area's slice arrives with its chunk (src/app/areaSlices.ts): a screen that reads an area's selectors before that
 * area started would read nothing, and wait forever. So a route's screen, and everything it imports, reads only the
 * selectors of the areas its manifest names in `needs`.
 */
const src = resolve(__dirname, '../../src');
const sliceAreas = lazyDomains.filter((area) => existsSync(join(src, area, 'slice.ts')) && existsSync(join(src, area, 'selectors.ts')));

function manifestFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return manifestFiles(path);
    return name === 'manifest.ts' ? [path] : [];
  });
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path));
}

/**
 * Every module a screen's module reaches by value imports (type-only imports read no state), each with the module
 * that first imported it, so a failure can show the chain.
 */
function reachedFrom(entry: string): Map<string, string | undefined> {
  const parents = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = readFileSync(file, 'utf8').replace(/^(import|export) type [^;]*;/gms, '');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const next = resolveModule(file, fileName);
      if (next && !parents.has(next)) {
        parents.set(next, file);
        queue.push(next);
      }
    }
  }
  return parents;
}

function chainTo(parents: Map<string, string | undefined>, module: string): string {
  const chain: string[] = [];
  for (let at: string | undefined = module; at; at = parents.get(at)) chain.unshift(relative(src, at));
  return chain.join(' > ');
}

/** Reads a static walk cannot tell apart: the area read only where the route's parameters draw it, which names it. */
const drawnOnlyWhereNamed: Record<string, string> = {
  // The envelope's audit trail is drawn only at documentsEnvelope, which needs onboarding.
  'pages/documents/DocumentsPage.tsx > onboarding/EnvelopeAuditTrail.tsx > onboarding/selectors.ts': 'onboarding',
};

const isManifestRoute = (value: unknown): value is ManifestRoute =>
  typeof value === 'object' && value !== null && typeof (value as ManifestRoute).screen === 'function' && 'route' in value;

/** Each route of every manifest: its key, its screen's module and the areas it needs. */
function manifestRoutes() {
  return manifestFiles(src).flatMap((file) => {
    const exported = Object.values(require(file) as Record<string, unknown>);
    return exported.flatMap((manifest) =>
      manifest && typeof manifest === 'object'
        ? Object.entries(manifest)
            .filter((entry): entry is [string, ManifestRoute] => isManifestRoute(entry[1]))
            .map(([key, entry]) => {
              const specifier = /require\((?:\/\*.*?\*\/\s*)?["']([^"']+)["']\)/.exec(String(entry.screen))?.[1] ?? '';
              return { key, screen: resolveModule(file, specifier), needs: entry.needs ?? [] };
            })
        : [],
    );
  });
}

describe("a route's needs", () => {
  const routes = manifestRoutes();

  it('are found for every route of every manifest, each with its screen module', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((r) => !r.screen).map((r) => r.key)).toEqual([]);
  });

  it("name every area whose selectors the route's screen reads", () => {
    const missing = routes.flatMap(({ key, screen, needs }) => {
      const reached = reachedFrom(screen!);
      const read = sliceAreas.filter((area) => reached.has(join(src, area, 'selectors.ts')));
      const unnamed = read.filter((area) => !(needs as readonly string[]).includes(area));
      const chains = unnamed.map((area) => chainTo(reached, join(src, area, 'selectors.ts')));
      return chains.filter((chain) => !(chain in drawnOnlyWhereNamed)).map((chain) => `${key}: ${chain}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });
});
