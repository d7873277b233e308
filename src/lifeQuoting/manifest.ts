import { defineManifest } from '../shell/manifest';
import { quotingRoutes } from '../shared/routes/quoting';

/** Life quoting, inside the quoting application. */
export const lifeQuotingManifest = /*#__PURE__*/ defineManifest(quotingRoutes, {
  lifeQuote: { screen: () => import(/* webpackChunkName: "life-quote" */ './screens/LifeQuotePage') },
  lifeQuoteSummary: { screen: () => import(/* webpackChunkName: "life-summary" */ './screens/LifeSummaryPage') },
  lifeQuoteKnockout: { screen: () => import(/* webpackChunkName: "life-knockout" */ './screens/LifeKnockoutPage') },
});
