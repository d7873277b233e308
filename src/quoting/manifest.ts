import { defineManifest } from '../shell/manifest';
import { quotingRoutes } from '../shared/routes/quoting';

/** The quoting application's routes (its sagas start with the application). */
export const quotingManifest = /*#__PURE__*/ defineManifest(quotingRoutes, {
  quoteStart: { screen: () => import(/* webpackChunkName: "quote-start" */ './screens/QuoteStartPage') },
  quoteReturn: { screen: () => import(/* webpackChunkName: "quote-return" */ './screens/QuoteReturnPage') },
  quoteSection: { screen: () => import(/* webpackChunkName: "quote-section" */ './screens/QuoteSectionPage') },
  quoteSummary: { screen: () => import(/* webpackChunkName: "quote-summary" */ './screens/QuoteSummaryPage') },
  quoteKnockout: { screen: () => import(/* webpackChunkName: "quote-knockout" */ './screens/QuoteKnockoutPage') },
  bindStep: { screen: () => import(/* webpackChunkName: "quote-bind" */ './screens/BindStepPage') },
  bindConfirmation: { screen: () => import(/* webpackChunkName: "quote-bind-confirmation" */ './screens/BindConfirmationPage') },
});
