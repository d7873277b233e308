import { defineManifest, type LazyDomain } from '../shell/manifest';
import { billingRoutes } from '../shared/routes';

/** A payment or automatic payments made on the billing pages finish onboarding's billing steps. */
const needs: LazyDomain[] = ['policies', 'onboarding', 'billing'];
const overview = () => import(/* webpackChunkName: "billing" */ './screens/BillingOverviewPage');

export const billingManifest = /*#__PURE__*/ defineManifest(billingRoutes, {
  billing: { screen: overview, needs },
  billingOverview: { screen: overview, needs },
  billingTransactions: { screen: () => import(/* webpackChunkName: "billing-transactions" */ './screens/TransactionsPage'), needs },
  billingStatements: { screen: () => import(/* webpackChunkName: "billing-centre" */ './screens/StatementsPage'), needs },
  billingPaymentMethods: { screen: () => import(/* webpackChunkName: "billing-centre" */ './screens/PaymentMethodsPage'), needs },
  billingAutopay: { screen: () => import(/* webpackChunkName: "billing-centre" */ './screens/AutopayPage'), needs },
  changePaymentPlan: { screen: () => import(/* webpackChunkName: "change-payment-plan" */ './screens/ChangePaymentPlanPage'), needs },
});
