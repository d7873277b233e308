import { defineManifest } from '../shell/manifest';
import { paymentRoutes } from '../shared/routes';

/**
 * Making a payment: the account's, or one policy's. A payment made here finishes onboarding's billing steps; the quick
 * payment is drawn over the billing overview, whose ledger shows a renters policy's balance.
 */
const payment = {
  screen: () => import(/* webpackChunkName: "make-a-payment" */ './screens/MakePaymentPage'),
  needs: ['policies', 'onboarding', 'payments', 'billing'],
} as const;

export const paymentsManifest = /*#__PURE__*/ defineManifest(paymentRoutes, { makeAPayment: payment, makeAPaymentForPolicy: payment });
