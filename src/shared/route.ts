import pathToRegexp from 'path-to-regexp';
import { addressOf, type Access, type ParamsOf, type RouteMatch } from './address';

export type { Access, ParamsOf, RouteMatch } from './address';

/**
 * A route of an application on the bus (spec section 2): a typed key, its path template (react-router's syntax,
 * without the /customers base), its page name (the title, the 'Viewing {page} page' announcement and analytics),
 * its category and who may open it. A route builds its own addresses (`to`) and reads them back (`match`), so
 * no saga, link or journey definition takes an address apart by hand.
 */

export interface RouteDefinition<P extends string> {
  readonly path: P;
  /** The page name, or how the parameters name it (one route serving several named steps). */
  readonly page: string | ((params: ParamsOf<P>) => string);
  readonly category: string;
  readonly access: Access;
  /** Whether the route also answers longer addresses (default: exact). */
  readonly prefix?: boolean;
  /** Parameters the path's pattern lets through that the route still refuses (for example a section a quote type lacks). */
  readonly accepts?: (params: ParamsOf<P>) => boolean;
  /**
   * The analytics data layer's page name where it says more than the page name, from the state the page opens on
   * (pay as a guest's bill search, by the line chosen before it); none keeps the page name.
   */
  readonly analyticsPage?: (params: ParamsOf<P>, state: unknown) => string | undefined;
}

export interface Route<K extends string = string, P extends string = string> {
  readonly key: K;
  readonly path: P;
  readonly exact: boolean;
  readonly category: string;
  readonly access: Access;
  /** The page name of an address of this route. */
  pageOf(params: ParamsOf<P>): string;
  /** The analytics page name of an address, when the route names one apart (RouteDefinition.analyticsPage). */
  readonly analyticsPage?: (params: ParamsOf<P>, state: unknown) => string | undefined;
  /** The address of this route with these parameters, each encoded. */
  to(params: ParamsOf<P>): string;
  /** The decoded parameters of an address when it is this route's, otherwise null. */
  match(pathname: string): ParamsOf<P> | null;
}

const decode = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

function route<K extends string, P extends string>(key: K, definition: RouteDefinition<P>): Route<K, P> {
  const keys: pathToRegexp.Key[] = [];
  const exact = !definition.prefix;
  // react-router's own matching rules (matchPath): case-insensitive, optional trailing slash.
  const pattern = pathToRegexp(definition.path, keys, { end: exact, strict: false, sensitive: false });
  const { page, accepts, analyticsPage } = definition;
  const match = (pathname: string): ParamsOf<P> | null => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    const params: Record<string, string> = {};
    for (const [i, k] of keys.entries()) {
      const raw = found[i + 1];
      if (raw === undefined) continue;
      const value = decode(raw);
      if (value === null) return null;
      params[String(k.name)] = value;
    }
    const typed = params as ParamsOf<P>;
    return accepts && !accepts(typed) ? null : typed;
  };
  return {
    key,
    path: definition.path,
    exact,
    category: definition.category,
    access: definition.access,
    pageOf: (params) => (typeof page === 'string' ? page : page(params)),
    ...(analyticsPage ? { analyticsPage } : {}),
    to: (params) => addressOf(definition, params),
    match,
  };
}

/** A table of routes, keyed: `defineRoutes({ policies: { path: '/policies', ... } }).policies.to({})`. */
export function defineRoutes<P extends Record<string, string>>(definitions: { [K in keyof P]: RouteDefinition<P[K]> }): {
  readonly [K in keyof P & string]: Route<K, P[K]>;
} {
  return Object.fromEntries(Object.entries(definitions).map(([key, d]) => [key, route(key, d as RouteDefinition<string>)])) as never;
}

export function matchIn(table: readonly Route[], pathname: string, otherwise: Route): RouteMatch {
  for (const candidate of table) {
    const params = candidate.match(pathname);
    if (params) return viewed(candidate, params as Record<string, string>);
  }
  return viewed(otherwise, {});
}

const viewed = (candidate: Route, params: Record<string, string>): RouteMatch => {
  const { analyticsPage } = candidate;
  return {
    key: candidate.key,
    page: candidate.pageOf(params as never),
    category: candidate.category,
    access: candidate.access,
    params,
    ...(analyticsPage ? { analyticsPage: (state: unknown) => analyticsPage(params as never, state) } : {}),
  };
};

/** A page view as the bus tells it (app/pageViewed): the route's key and the address shown. */
export interface PageView {
  readonly route: string;
  readonly path: string;
}

/** The parameters of a page view when it shows this route, otherwise null (read here only: by route key first). */
function viewOf<K extends string, P extends string>(view: PageView, candidate: Route<K, P>): ParamsOf<P> | null {
  return view.route === candidate.key ? candidate.match(view.path) : null;
}

/** A fact kept per route (in its area's manifest), or how the route's parameters decide it. */
export type RouteFact<T, P> = T | ((params: P) => T);

/** A route's fact for a page view of that route; one its parameters decide reads them from the view's address. */
export function factOfView<T>(candidate: Route, fact: RouteFact<T, never>, view: PageView): T | null {
  if (typeof fact !== 'function') return fact;
  const params = viewOf(view, candidate);
  return params ? (fact as (params: ParamsOf<string>) => T)(params) : null;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The addresses of a route as a regular expression (POSIX-compatible, so the gateway's SQL can use it too), with
 * some parameters fixed: journeys name their steps by route, and the funnels match recorded addresses with it.
 */
export function addressPattern<P extends string>(candidate: Route<string, P>, fixed: Partial<ParamsOf<P>> = {}): string {
  const values = fixed as Record<string, string | undefined>;
  const body = pathToRegexp
    .parse(candidate.path)
    .map((token) => {
      if (typeof token === 'string') return escapeForPattern(token);
      const value = values[String(token.name)];
      const inner = value === undefined ? token.pattern.replace(/\\\//g, '/') : escapeForPattern(encodeURIComponent(value));
      const part = `${escapeForPattern(token.prefix)}(${inner})`;
      return token.optional && value === undefined ? `(${part})?` : part;
    })
    .join('');
  return `^${body}${candidate.exact ? '/?$' : ''}`;
}
