/**
 * A route of an application on the bus: its page name (for the title, the announcement and analytics), its
 * category, and who may open it.
 */
export type Access = 'public' | 'customer';

export interface RouteMeta {
  readonly key: string;
  readonly path: string;
  readonly exact: boolean;
  readonly page: string;
  readonly category: string;
  readonly access: Access;
}

export const route = (key: string, path: string, page: string, category: string, access: Access, exact = true): RouteMeta => ({
  key,
  path,
  exact,
  page,
  category,
  access,
});

export const notFoundRoute: RouteMeta = route('notFound', '*', 'Page not found', 'error', 'public', false);

/** The login form's route: the sign-in page serves it, the portal's table holds it too. */
export const loginRoute: RouteMeta = route('login', '/login', 'Log in', 'login', 'public');

/** A return address after sign-in must be a path inside the portal, never another site. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  return candidate;
}
