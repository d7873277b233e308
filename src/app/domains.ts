import { lazyDomains, needsIndex, type LazyDomain, type Manifest } from '../shell/manifest';
import { portalManifest } from './manifests';

export type { LazyDomain } from '../shell/manifest';

/**
 * Which areas' sagas each route of the portal needs, derived from the areas' manifests (src/<area>/manifest.ts):
 * each starts before the first page view of a route that needs it (the page view is what its sagas answer first),
 * and the route's screen is drawn once it has.
 */
export const domainsOfRoute = /*#__PURE__*/ needsIndex(portalManifest);

/** Whether every area a route needs has started (its screen waits until then). */
export const domainsReady = (route: string, started: readonly string[]): boolean =>
  domainsOfRoute(route).every((domain) => started.includes(domain));

/** Every route (by key) that needs an area, for each area. */
function routesOfDomains(manifest: Manifest): Record<LazyDomain, readonly string[]> {
  const entries = Object.values(manifest);
  return Object.fromEntries(
    lazyDomains.map((domain) => [domain, entries.filter((e) => e.needs?.includes(domain)).map((e) => e.route.key)]),
  ) as unknown as Record<LazyDomain, readonly string[]>;
}

export const routesOf = /*#__PURE__*/ routesOfDomains(portalManifest);
