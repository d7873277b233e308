import { product } from '../../config/product';

/**
 * The address to move to when a path lies outside the portal's base (an in-app link gone astray), or null
 * when it is already under it. '/customersX' is not under '/customers'.
 */
export function addressUnderBase(pathname: string, search: string, hash: string, base: string = product.basePath): string | null {
  if (pathname === base || pathname.startsWith(`${base}/`)) return null;
  return base + (pathname.startsWith('/') ? pathname : `/${pathname}`) + search + hash;
}
