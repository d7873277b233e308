import { matchPath } from 'react-router';
import type { RouteMeta } from '../app/routeTable';
import { QuoteType, quoteSectionsOf } from '../contract/quoting';
import {
  bindConfirmationPath,
  bindLineOf,
  bindStepNames,
  bindStepPath,
  bindSteps,
  knockoutPath,
  quoteTypeNames,
  sectionNames,
  sectionPath,
  summaryPath,
} from './flow';

/** Routes of the quoting application (spec section 2), all public: prospects quote without signing in. */
const route = (key: string, path: string, page: string): RouteMeta => ({
  key,
  path,
  exact: true,
  page,
  category: 'quoting',
  access: 'public',
});

const quoteTypes = Object.keys(QuoteType.keys) as QuoteType[];

/** Every quote step of every quote type has its own page name for analytics. */
const quoteStepRoutes = quoteTypes.flatMap((type) => {
  const name = quoteTypeNames[type];
  const line = bindLineOf(type);
  return [
    ...quoteSectionsOf[type].map((section) =>
      route(`quote-${type}-${section}`, sectionPath(type, section), `${name} quote: ${sectionNames[section]}`),
    ),
    route(`quote-${type}-summary`, summaryPath(type), `${name} quote: Summary`),
    route(`quote-${type}-knockout`, knockoutPath(type), `${name} quote: Call to continue`),
    ...(line
      ? bindSteps[line].map((step) => route(`bind-${type}-${step}`, bindStepPath(type, step), `${name} bind: ${bindStepNames[step]}`))
      : []),
    ...(line ? [route(`bind-${type}-confirmation`, bindConfirmationPath(type), `${name} bind: Confirmation`)] : []),
  ];
});

export const quotingRouteTable: readonly RouteMeta[] = [
  route('quoteStart', '/quoting', 'Get a quote'),
  route('quoteReturn', '/quoting/return', 'Resume a saved quote'),
  route('lifeQuote', '/quoting/life', 'Life quote'),
  route('lifeQuoteSummary', '/quoting/life/summary', 'Life quote: Summary'),
  route('lifeQuoteKnockout', '/quoting/life/knockout', 'Life quote: Call to continue'),
  ...quoteStepRoutes,
];

export const quotingNotFound: RouteMeta = {
  key: 'notFound',
  path: '*',
  exact: false,
  page: 'Page not found',
  category: 'error',
  access: 'public',
};

export function matchQuotingRoute(pathname: string): RouteMeta {
  return quotingRouteTable.find((r) => matchPath(pathname, { path: r.path, exact: r.exact })) ?? quotingNotFound;
}
