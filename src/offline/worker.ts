import { precacheAndRoute, matchPrecache, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { product } from '../../config/product';
import { shellOf, type Shell } from '../shared/routes/shells';

// The portal's service worker (built by Workbox's InjectManifest, webpack.config.js): it keeps the pages and every
// script and style of filing a claim, signed in and as a guest, so both open and run with the network off once the
// portal has been visited. Online, every page comes from the gateway as before.

interface WorkerScope {
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
declare const self: WorkerScope;

/** The pages kept for use offline: the signed-in portal's and the guest pages'. */
const keptShells: readonly Shell[] = ['index.html', 'guest.html'];

/** A navigation with the network gone: the kept page of its address, if that page is kept; otherwise the browser's own error. */
async function keptShellFor(url: URL): Promise<Response> {
  const subPath = url.pathname.slice(product.basePath.length) || '/';
  const shell = shellOf(subPath);
  const kept = keptShells.includes(shell) ? await matchPrecache(`${product.basePath}/${shell}`) : undefined;
  return kept ?? Response.error();
}

// Pages: from the network (preloaded while the worker starts), the kept page only when the network fails.
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) => {
      try {
        const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> }).preloadResponse) ?? undefined;
        // The worker passes the browser's own page request on; it makes no gateway call of the portal's.
        // eslint-disable-next-line no-restricted-globals
        return preloaded ?? (await fetch(request));
      } catch {
        return keptShellFor(url);
      }
    },
    { allowlist: [new RegExp(`^${product.basePath}(?:/|$)`)] },
  ),
);

// Scripts, styles and pages kept at install (content-hashed names, so a kept copy is never stale); a page's address is
// never read as a kept file's ('/' is not index.html), the gateway decides which page an address shows.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new build takes over at once: its kept files replace the old ones together, and a page still running the old
// build that asks for one of its own scripts gets the existing "refresh" notice (a failed chunk), never a mix.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()])),
);
