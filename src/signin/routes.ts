import type { RouteMatch } from '../shared/address';
import { shellPages } from '../shared/routes/shell';

/** The routes the gateway answers with the sign-in page: exact paths, read as plain data (this page carries no path matcher). */
const signInPages = [shellPages.login].map((page) => ({ ...page, key: 'login' as const }));

export function matchSignInRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = signInPages.find((r) => r.path === path);
  const { page, category, access } = found ?? shellPages.notFound;
  return { key: found ? found.key : 'notFound', page, category, access, params: {} };
}
