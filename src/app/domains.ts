import {
  accountCreationRoutes,
  billingRoutes,
  claimRoutes,
  documentRoutes,
  fnolRoutes,
  guestClaimRoutes,
  onboardingRoutes,
  paymentRoutes,
  policyRoutes,
  profileRoutes,
  selfServiceRoutes,
} from '../shared/routes';

/**
 * The areas whose sagas arrive with their screens rather than with the portal's first script: each starts before
 * the first page view of a route that talks to it (the page view is what its sagas answer first), and the route's
 * screen is drawn once it has. The shell's sagas, and the ones that answer actions of any page (sign-in,
 * onboarding's progress, payments kept across reloads, chat, offers), start with the portal.
 */
export type LazyDomain =
  | 'policies'
  | 'selfService'
  | 'idCards'
  | 'claims'
  | 'fnol'
  | 'documents'
  | 'profile'
  | 'billing'
  | 'guestPay'
  | 'guestClaims'
  | 'accountCreation'
  | 'recovery';

const keys = (...groups: readonly object[]) => groups.flatMap((group) => Object.keys(group));

/** Every route whose screens (or the pieces they share) dispatch an area's actions or whose view its sagas load. */
export const routesOf: Record<LazyDomain, readonly string[]> = {
  policies: keys(policyRoutes),
  selfService: keys(selfServiceRoutes, policyRoutes),
  idCards: ['documentIdCards', 'expressId', ...keys(policyRoutes)],
  claims: ['account', ...keys(claimRoutes, fnolRoutes)],
  fnol: ['account', ...keys(claimRoutes, fnolRoutes)],
  documents: ['account', ...keys(documentRoutes, onboardingRoutes, guestClaimRoutes, claimRoutes, policyRoutes, fnolRoutes)],
  profile: ['account', ...keys(profileRoutes, onboardingRoutes, fnolRoutes, policyRoutes, documentRoutes)],
  billing: ['account', ...keys(billingRoutes, paymentRoutes, onboardingRoutes)],
  guestPay: ['guestPay'],
  guestClaims: keys(guestClaimRoutes),
  accountCreation: keys(accountCreationRoutes),
  recovery: ['forgotPassword', 'forgotLoginId'],
};

const domainsByRoute = new Map<string, LazyDomain[]>();
for (const [domain, routes] of Object.entries(routesOf) as [LazyDomain, readonly string[]][]) {
  for (const route of routes) domainsByRoute.set(route, [...(domainsByRoute.get(route) ?? []), domain]);
}

/** The lazily started areas a route (by key) needs running before its page view. */
export const domainsOfRoute = (route: string): readonly LazyDomain[] => domainsByRoute.get(route) ?? [];

/** Whether every area a route needs has started (its screen waits until then). */
export const domainsReady = (route: string, started: readonly string[]): boolean =>
  domainsOfRoute(route).every((domain) => started.includes(domain));
