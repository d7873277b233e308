import { loginRoute, notFoundRoute, type RouteMeta } from '../app/route';

/** The routes the gateway answers with the sign-in page (exact paths: this page carries no path matcher). */
export const signInRoutes: readonly RouteMeta[] = [loginRoute];

export function matchSignInRoute(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return signInRoutes.find((r) => r.path === path) ?? notFoundRoute;
}
