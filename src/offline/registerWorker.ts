import { product } from '../../config/product';

/**
 * Installs the portal's service worker (src/offline/worker.ts) once the page has loaded, so its downloads never
 * compete with the page's own. A browser without service workers, or a page whose origin cannot have one (the
 * support console's sandboxed replay), simply runs online only.
 */
export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register(`${product.basePath}/sw.js`, { scope: `${product.basePath}/` }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
