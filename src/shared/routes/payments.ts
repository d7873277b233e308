import { defineRoutes } from '../route';

/**
 * Make a payment (spec section 2). The whole account's payment, /paypolicies (several policies' amounts), and the
 * quick payment of the amount due: a dialog over the billing overview (/paymentmodal, 'Pay amount due'), the same
 * from a quick-pay link (/quickpay/paymentmodal, 'Quick pay'). One policy's payment is /{policyNumber}/{step}.
 */
/** Each step's page name (the title, the announcement and the analytics data layer's pageName): spec section 2's steps. */
const paymentPageNames = {
  amount: 'Make a payment: Amount',
  method: 'Make a payment: Method',
  verification: 'Make a payment: Verification',
  confirmation: 'Make a payment: Confirmation',
} as const;

/** The page name of a step address: the bare address, /paypolicies and /singlepay are the amount step. */
const paymentPageOf = (step: string | undefined) =>
  step === 'method' || step === 'verification' || step === 'confirmation' ? paymentPageNames[step] : paymentPageNames.amount;

export const paymentRoutes = /*#__PURE__*/ defineRoutes({
  makeAPayment: {
    path: '/billing/makeapayment/:quickPay(quickpay)?/:step(amount|method|verification|confirmation|paypolicies|paymentmodal)?',
    page: ({ quickPay, step }) => (step !== 'paymentmodal' ? paymentPageOf(step) : quickPay ? 'Quick pay' : 'Pay amount due'),
    category: 'billing',
    access: 'customer',
    accepts: ({ quickPay, step }) => !quickPay || step === 'paymentmodal',
  },
  makeAPaymentForPolicy: {
    path: '/billing/makeapayment/:policyNumber/:step(amount|method|verification|confirmation|singlepay)',
    page: ({ step }) => paymentPageOf(step),
    category: 'billing',
    access: 'customer',
  },
});
