import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { replayedAreas } from '../../src/app/areaSlices';
import { lazyDomains } from '../../src/shell/manifest';

/**
 * The support console's replay folds a session's log with every area's slice registered at once
 * (src/app/areaSlices.ts), a list kept by hand beside the areas' loaders (sagas/domains.ts, sagas/guestDomains.ts).
 * An area given a slice and left out of that list would replay without its state; so every area that registers a
 * slice, by its loader or by its folder, is in the list.
 */
const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each area named where a slice is registered (`withSlice('area', …)`, `registerAreaSlices('area', …)`), with the file. */
const registered = ['sagas', 'src'].flatMap((dir) =>
  sourceFiles(join(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\b(?:withSlice|registerAreaSlices)\(\s*'(\w+)'/g)].map(([, area]) => ({
      area: area!,
      where: relative(root, file),
    })),
  ),
);

/** Each lazy area whose folder has a slice. */
const withSliceFolder = lazyDomains
  .filter((area) => existsSync(join(root, 'src', area, 'slice.ts')))
  .map((area) => ({ area, where: `src/${area}/slice.ts` }));

describe("the replay's list of area slices", () => {
  it('finds the areas that register a slice', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(withSliceFolder.length).toBeGreaterThan(0);
  });

  it('holds every area that registers a slice', () => {
    const missing = [...registered, ...withSliceFolder]
      .filter(({ area }) => !(replayedAreas as readonly string[]).includes(area))
      .map(({ area, where }) => `${area} has a slice (${where}): add it to everyAreaSlice in src/app/areaSlices.ts`);
    expect(missing).toEqual([]);
  });
});
