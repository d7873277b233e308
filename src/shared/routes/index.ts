import { defineRoutes, matchIn, type Route, type RouteMatch } from '../route';
import { accountCreationPages } from './accountCreation';
import { billingPages } from './billing';
import { claimPages } from './claims';
import { documentPages } from './documents';
import { engagementPages } from './engagement';
import { fnolRoutes } from './fnol';
import { guestClaimRoutes, guestRoutes } from './guestRoutes';
import { onboardingRoutes } from './onboarding';
import { paymentRoutes } from './payments';
import { policyPages } from './policies';
import { profilePages } from './profile';
import { quotingRoutes } from './quoting';
import { selfServiceRoutes } from './selfService';
import { shellPages } from './shell';

// Every route of every application, each declared once in its area's file beside this one (as plain page data,
// which the login page reads without this table; areas whose page names depend on parameters define their routes
// there). Each area's manifest (src/<area>/manifest.ts) binds its routes to their screens and the areas they need.

export const shellRoutes = /*#__PURE__*/ defineRoutes(shellPages);
export const accountCreationRoutes = /*#__PURE__*/ defineRoutes(accountCreationPages);
export const billingRoutes = /*#__PURE__*/ defineRoutes(billingPages);
export const policyRoutes = /*#__PURE__*/ defineRoutes(policyPages);
export const profileRoutes = /*#__PURE__*/ defineRoutes(profilePages);
export const claimRoutes = /*#__PURE__*/ defineRoutes(claimPages);
export const documentRoutes = /*#__PURE__*/ defineRoutes(documentPages);
export const engagementRoutes = /*#__PURE__*/ defineRoutes(engagementPages);
export { fnolRoutes, guestClaimRoutes, guestRoutes, onboardingRoutes, paymentRoutes, quotingRoutes, selfServiceRoutes };
export { supportRoutes, matchSupportRoute } from './support';

/**
 * The main customer application's routes, by key. Built in a call marked pure: a bundle that reads one area's table
 * from here (the guest pages do) does not carry every table for it.
 */
export const portalRoutes = /*#__PURE__*/ (() => ({
  ...shellRoutes,
  ...accountCreationRoutes,
  ...billingRoutes,
  ...paymentRoutes,
  ...selfServiceRoutes,
  ...policyRoutes,
  ...profileRoutes,
  ...guestClaimRoutes,
  // Before the claim files: /claims/fnol/intro would otherwise read as a claim file number's tab.
  ...fnolRoutes,
  ...claimRoutes,
  ...documentRoutes,
  ...onboardingRoutes,
  ...guestRoutes,
  ...engagementRoutes,
}))();
export type PortalRouteKey = keyof typeof portalRoutes;

/** In matching order (a route before any that would also match its addresses); the not-found page is last. */
export const portalRouteTable: readonly Route[] = /*#__PURE__*/ Object.values(portalRoutes).filter((r) => r.key !== 'notFound');

/** The route a path (without the /customers base) of the customer application shows. */
export const matchPortalRoute = (pathname: string): RouteMatch => matchIn(portalRouteTable, pathname, portalRoutes.notFound);

export { matchQuotingRoute } from './quoting';
