import type { ComponentType } from 'react';
import type { OfferSlot } from '../contract/offers';
import { factOfView, type PageView, type ParamsOf, type Route, type RouteFact } from '../shared/route';

/**
 * The areas whose sagas arrive with their screens rather than with the portal's first script (in the order they
 * start when a route needs several). The shell's sagas, and the ones that answer actions of any page (sign-in,
 * chat, offers), start with the portal.
 */
export const lazyDomains = [
  'policies',
  'selfService',
  'idCards',
  'claims',
  'fnol',
  'documents',
  'onboarding',
  'profile',
  'payments',
  'billing',
  'guestPay',
  'guestClaims',
  'accountCreation',
  'recovery',
] as const;
export type LazyDomain = (typeof lazyDomains)[number];

/** A routed screen's module, loaded in a chunk of its own (the import's webpackChunkName names the chunk). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes no props from the switch; some declare optional ones
export type ScreenLoader = () => Promise<{ default: ComponentType<any> }>;

/**
 * What the chat's proactive offer makes of a page: one of a claim's own pages, or the review of a claim being filed
 * (a claim page too, where the chat also loads for the claimant, button flag or not).
 */
export type ChatPage = 'claimPage' | 'claimReview';

/** What an area's manifest says of one of its routes, beside what its route table says (address, page name, category, guard). */
export interface RouteEntry<P = never> {
  /** The routed screen, loaded lazily. */
  readonly screen: ScreenLoader;
  /**
   * The areas whose slices and sagas must run before the route's page view: its own, and every area whose actions
   * its screen (or the pieces it shares) dispatches or whose loads its page view starts.
   */
  readonly needs?: readonly LazyDomain[];
  /** The offer slots its screen shows (prefetched together on its page view). */
  readonly offers?: readonly OfferSlot[];
  /** What the chat makes of the page, or how the route's parameters say it (a route serving several steps). */
  readonly chat?: RouteFact<ChatPage | null, P>;
}

/** One route of a manifest: its route (from the area's route table in src/shared/routes) and its entry. */
export interface ManifestRoute extends RouteEntry {
  readonly route: Route;
}

export type Manifest<K extends string = string> = { readonly [key in K]: ManifestRoute };

/**
 * An area's routes, the one place that binds each route of a route table (src/shared/routes, pure: the gateway
 * reads it too) to its screen and the areas it needs. Only keys of the table are accepted.
 */
export function defineManifest<T extends Readonly<Record<string, Route>>, K extends keyof T & string>(
  table: T,
  entries: { readonly [key in K]: RouteEntry<ParamsOfRoute<T[key]>> },
): Manifest<K> {
  const routes = Object.entries(entries) as [K, RouteEntry][];
  return Object.fromEntries(routes.map(([key, entry]) => [key, { ...entry, route: table[key]! }])) as unknown as Manifest<K>;
}

type ParamsOfRoute<R> = R extends Route<string, infer P> ? ParamsOf<P> : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** An application's manifests as one, by route key (test/app/manifests.test.ts checks that no key is in two). */
export function mergeManifests<M extends readonly Manifest[]>(...manifests: M): UnionToIntersection<M[number]> {
  return Object.assign({}, ...manifests) as UnionToIntersection<M[number]>;
}

/** The areas a route needs (by key), in their starting order; none for a route of no manifest. */
export function needsIndex(manifest: Manifest): (route: string) => readonly LazyDomain[] {
  const byRoute = new Map<string, readonly LazyDomain[]>(
    Object.values(manifest).map((m) => [m.route.key, lazyDomains.filter((d) => m.needs?.includes(d))]),
  );
  return (route) => byRoute.get(route) ?? [];
}

/** What a manifest says of a page view's route, beyond its screen: looked up by the route's key, never by its address. */
export interface PageFacts {
  readonly offers: readonly OfferSlot[];
  readonly chat: ChatPage | null;
}

const noFacts: PageFacts = { offers: [], chat: null };

/** The facts of each page view, by its route's key (a fact its parameters decide reads them from the view). */
export const pageFactsIndex =
  (manifest: Manifest) =>
  (view: PageView): PageFacts => {
    const entry: ManifestRoute | undefined = manifest[view.route];
    if (!entry) return noFacts;
    return { offers: entry.offers ?? [], chat: factOfView(entry.route, entry.chat ?? null, view) };
  };
