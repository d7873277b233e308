import { matchIn, type Route, type RouteMatch } from '../route';
import { accountCreationRoutes } from './accountCreation';
import { billingRoutes } from './billing';
import { documentRoutes } from './documents';
import { guestRoutes } from './guest';
import { paymentRoutes } from './payments';
import { policyRoutes } from './policies';
import { quotingRoutes } from './quoting';
import { shellRoutes } from './shell';

// Every route of every application, each declared once in its domain's file beside this one. Screens are bound
// to routes by key in the shell (src/app/Routes.tsx, src/app/QuotingRoutes.tsx).

/** The main customer application's routes, by key. */
export const portalRoutes = {
  ...shellRoutes,
  ...accountCreationRoutes,
  ...billingRoutes,
  ...paymentRoutes,
  ...policyRoutes,
  ...documentRoutes,
  ...guestRoutes,
};
export type PortalRouteKey = keyof typeof portalRoutes;

const { notFound, ...portalPages } = portalRoutes;
/** In matching order (a route before any that would also match its addresses); the not-found page is last. */
export const portalRouteTable: readonly Route[] = Object.values(portalPages);

/** The route a path (without the /customers base) of the customer application shows. */
export const matchPortalRoute = (pathname: string): RouteMatch => matchIn(portalRouteTable, pathname, notFound);

export type QuotingRouteKey = keyof typeof quotingRoutes;
export const quotingRouteTable: readonly Route[] = Object.values(quotingRoutes);

/** The route a path of the quoting application shows. */
export const matchQuotingRoute = (pathname: string): RouteMatch => matchIn(quotingRouteTable, pathname, notFound);

export { accountCreationRoutes, billingRoutes, documentRoutes, guestRoutes, paymentRoutes, policyRoutes, quotingRoutes, shellRoutes };
