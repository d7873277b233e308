import { useSelector } from 'react-redux';
import type { ComponentType } from 'react';
import { Route, Switch } from 'react-router-dom';
import { quotingRouteTable, type QuotingRouteKey } from '../shared/routes/quoting';
import { Shell } from './Shell';
import { selectQuotingField } from '../quoting/selectors';
import { lazyScreen } from './chunks';
import { Loading } from '../ui';

const QuoteStart = lazyScreen(() => import(/* webpackChunkName: "quote-start" */ '../quoting/screens/QuoteStartPage'));
const QuoteReturn = lazyScreen(() => import(/* webpackChunkName: "quote-return" */ '../quoting/screens/QuoteReturnPage'));
const QuoteSection = lazyScreen(() => import(/* webpackChunkName: "quote-section" */ '../quoting/screens/QuoteSectionPage'));
const QuoteSummary = lazyScreen(() => import(/* webpackChunkName: "quote-summary" */ '../quoting/screens/QuoteSummaryPage'));
const QuoteKnockout = lazyScreen(() => import(/* webpackChunkName: "quote-knockout" */ '../quoting/screens/QuoteKnockoutPage'));
const BindStep = lazyScreen(() => import(/* webpackChunkName: "quote-bind" */ '../quoting/screens/BindStepPage'));
const BindConfirmation = lazyScreen(
  () => import(/* webpackChunkName: "quote-bind-confirmation" */ '../quoting/screens/BindConfirmationPage'),
);
const LifeQuote = lazyScreen(() => import(/* webpackChunkName: "life-quote" */ '../lifeQuoting/screens/LifeQuotePage'));
const LifeSummary = lazyScreen(() => import(/* webpackChunkName: "life-summary" */ '../lifeQuoting/screens/LifeSummaryPage'));
const LifeKnockout = lazyScreen(() => import(/* webpackChunkName: "life-knockout" */ '../lifeQuoting/screens/LifeKnockoutPage'));
/** Each quoting route's screen (a route without one fails the type check). Routes live in src/shared/routes/quoting.ts. */
const screens: Record<QuotingRouteKey, ComponentType> = {
  quoteStart: QuoteStart,
  quoteReturn: QuoteReturn,
  lifeQuote: LifeQuote,
  lifeQuoteSummary: LifeSummary,
  lifeQuoteKnockout: LifeKnockout,
  quoteSummary: QuoteSummary,
  quoteKnockout: QuoteKnockout,
  bindConfirmation: BindConfirmation,
  bindStep: BindStep,
  quoteSection: QuoteSection,
};
const NotFound = lazyScreen(() => import(/* webpackChunkName: "not-found" */ './screens/NotFoundPage'));

/** The quoting application's screens in its shell (its own page, and support's replay frame for quoting sessions). */
export function QuotingScreens() {
  // After a reload the kept quote comes back first: its pages would otherwise send the prospect elsewhere.
  const resuming = useSelector(selectQuotingField('resuming'));
  return (
    <Shell chat={false}>
      {resuming ? (
        <Loading label="Loading your quote" />
      ) : (
        <Switch>
          {quotingRouteTable.map((r) => (
            <Route key={r.key} path={r.path} exact={r.exact} component={screens[r.key as QuotingRouteKey]} />
          ))}
          <Route component={NotFound} />
        </Switch>
      )}
    </Shell>
  );
}
