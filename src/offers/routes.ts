import { portalRoutes } from '../shared/routes';
import { quotingEntryPages } from '../shared/routes/quotingEntry';
import { addressOf } from '../shared/address';
import { product } from '../../config/product';

/**
 * Where an offer's button leads outside the portal's own pages: the quoting application's entry pages ('quoteStart',
 * 'lifeQuote'), loaded as a page of their own (full address). Null for any other key.
 */
export function offerQuotingAddress(routeKey: string | null): string | null {
  if (routeKey !== 'quoteStart' && routeKey !== 'lifeQuote') return null;
  return `${product.basePath}${addressOf(quotingEntryPages[routeKey], {})}`;
}

/** The address an offer's button leads to: a route of the portal without parameters, by its key; null for any other. */
export function offerActionAddress(routeKey: string | null): string | null {
  if (routeKey === null || !(routeKey in portalRoutes)) return null;
  const route = portalRoutes[routeKey as keyof typeof portalRoutes];
  return route.path.includes(':') || route.path.includes('*') ? null : (route.to as (p: object) => string)({});
}
