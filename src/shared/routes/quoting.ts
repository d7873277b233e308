import { bindLineOf, bindStepNames, bindSteps } from '../../../config/rating/bindSteps';
import { QuoteType, quoteSectionsOf } from '../../contract/quoting';
import { defineRoutes, matchIn, type Route } from '../route';
import type { RouteMatch } from '../address';
import { shellPages } from './shell';
import { quotingEntryPages } from './quotingEntry';
import { bindStepBySlug, quoteTypeNames, sectionBySlug, sectionNames } from '../quoteSteps';

/** The quote type of an address, when it is one. */
const quoteTypeOf = (prefix: string): QuoteType | null => (QuoteType.is(prefix) ? prefix : null);
const nameOf = (prefix: string) => quoteTypeNames[quoteTypeOf(prefix) ?? 'auto'];
/** The bind line of an address's quote type: only lines that bind online have bind steps. */
const bindLineOfPrefix = (prefix: string) => {
  const type = quoteTypeOf(prefix);
  return type ? bindLineOf(type) : null;
};

/**
 * The quoting application (spec section 2, everything under /quoting; all public: prospects quote without
 * signing in). Every quote step of every quote type has its own page name for analytics.
 */

export const quotingRoutes = /*#__PURE__*/ defineRoutes({
  ...quotingEntryPages,
  quoteSummary: {
    path: '/quoting/:quoteTypePrefix/summary',
    page: ({ quoteTypePrefix }) => `${nameOf(quoteTypePrefix)} quote: Summary`,
    category: 'quoting',
    access: 'public',
    accepts: ({ quoteTypePrefix }) => quoteTypeOf(quoteTypePrefix) !== null,
  },
  quoteKnockout: {
    path: '/quoting/:quoteTypePrefix/knockout',
    page: ({ quoteTypePrefix }) => `${nameOf(quoteTypePrefix)} quote: Call to continue`,
    category: 'quoting',
    access: 'public',
    accepts: ({ quoteTypePrefix }) => quoteTypeOf(quoteTypePrefix) !== null,
  },
  bindConfirmation: {
    path: '/quoting/:quoteTypePrefix/bindConfirmation',
    page: ({ quoteTypePrefix }) => `${nameOf(quoteTypePrefix)} bind: Confirmation`,
    category: 'quoting',
    access: 'public',
    accepts: ({ quoteTypePrefix }) => bindLineOfPrefix(quoteTypePrefix) !== null,
  },
  bindStep: {
    path: '/quoting/:quoteTypePrefix/bind/:step',
    page: ({ quoteTypePrefix, step }) =>
      `${nameOf(quoteTypePrefix)} bind: ${bindStepNames[bindStepBySlug(step) ?? 'additionalInformation']}`,
    category: 'quoting',
    access: 'public',
    accepts: ({ quoteTypePrefix, step }) => {
      const line = bindLineOfPrefix(quoteTypePrefix);
      const bindStep = bindStepBySlug(step);
      return line !== null && bindStep !== undefined && bindSteps[line].includes(bindStep);
    },
  },
  quoteSection: {
    path: '/quoting/:quoteTypePrefix/:section',
    page: ({ quoteTypePrefix, section }) => `${nameOf(quoteTypePrefix)} quote: ${sectionNames[sectionBySlug(section) ?? 'customer']}`,
    category: 'quoting',
    access: 'public',
    accepts: ({ quoteTypePrefix, section }) => {
      const type = quoteTypeOf(quoteTypePrefix);
      const name = sectionBySlug(section);
      return type !== null && name !== undefined && quoteSectionsOf[type].includes(name);
    },
  },
});

export type QuotingRouteKey = keyof typeof quotingRoutes;
export const quotingRouteTable: readonly Route[] = Object.values(quotingRoutes);
const { notFound } = defineRoutes({ notFound: shellPages.notFound });

/** The route a path of the quoting application shows (read here, not in the index: quoting carries no portal route). */
export const matchQuotingRoute = (pathname: string): RouteMatch => matchIn(quotingRouteTable, pathname, notFound);
