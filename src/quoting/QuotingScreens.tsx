import { useSelector } from 'react-redux';
import { Route, Switch } from 'react-router-dom';
import { Loading, Shell } from '../app/Shell';
import { selectQuoting } from './slice';
import { lazyScreen } from '../app/chunks';

const QuoteStart = lazyScreen(() => import(/* webpackChunkName: "quote-start" */ './screens/QuoteStartPage'));
const QuoteReturn = lazyScreen(() => import(/* webpackChunkName: "quote-return" */ './screens/QuoteReturnPage'));
const QuoteSection = lazyScreen(() => import(/* webpackChunkName: "quote-section" */ './screens/QuoteSectionPage'));
const QuoteSummary = lazyScreen(() => import(/* webpackChunkName: "quote-summary" */ './screens/QuoteSummaryPage'));
const QuoteKnockout = lazyScreen(() => import(/* webpackChunkName: "quote-knockout" */ './screens/QuoteKnockoutPage'));
const BindStep = lazyScreen(() => import(/* webpackChunkName: "quote-bind" */ './screens/BindStepPage'));
const BindConfirmation = lazyScreen(() => import(/* webpackChunkName: "quote-bind-confirmation" */ './screens/BindConfirmationPage'));
const LifeQuote = lazyScreen(() => import(/* webpackChunkName: "life-quote" */ '../life/LifeQuotePage'));
const LifeSummary = lazyScreen(() => import(/* webpackChunkName: "life-summary" */ '../life/LifeSummaryPage'));
const LifeKnockout = lazyScreen(() => import(/* webpackChunkName: "life-knockout" */ '../life/LifeKnockoutPage'));
const NotFound = lazyScreen(() => import(/* webpackChunkName: "not-found" */ '../app/screens/NotFoundPage'));

/** The quoting application's screens in its shell (its own page, and support's replay frame for quoting sessions). */
export function QuotingScreens() {
  // After a reload the kept quote comes back first: its pages would otherwise send the prospect elsewhere.
  const { resuming } = useSelector(selectQuoting);
  return (
    <Shell>
      {resuming ? (
        <Loading label="Loading your quote" />
      ) : (
        <Switch>
          <Route exact path="/quoting" component={QuoteStart} />
          <Route exact path="/quoting/return" component={QuoteReturn} />
          <Route exact path="/quoting/life" component={LifeQuote} />
          <Route exact path="/quoting/life/summary" component={LifeSummary} />
          <Route exact path="/quoting/life/knockout" component={LifeKnockout} />
          <Route exact path="/quoting/:quoteTypePrefix/summary" component={QuoteSummary} />
          <Route exact path="/quoting/:quoteTypePrefix/knockout" component={QuoteKnockout} />
          <Route exact path="/quoting/:quoteTypePrefix/bindConfirmation" component={BindConfirmation} />
          <Route exact path="/quoting/:quoteTypePrefix/bind/:step" component={BindStep} />
          <Route exact path="/quoting/:quoteTypePrefix/:section" component={QuoteSection} />
          <Route component={NotFound} />
        </Switch>
      )}
    </Shell>
  );
}
