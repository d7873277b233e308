import { defineRoutes } from '../route';

/**
 * Make a payment (spec section 2). The whole account's payment, /paypolicies (several policies' amounts), and the
 * quick payment of the amount due: a dialog over the billing overview (/paymentmodal, 'Pay amount due'), the same
 * from a quick-pay link (/quickpay/paymentmodal, 'Quick pay'). One policy's payment is /{policyNumber}/{step}.
 */
export const paymentRoutes = defineRoutes({
  makeAPayment: {
    path: '/billing/makeapayment/:quickPay(quickpay)?/:step(amount|method|verification|confirmation|paypolicies|paymentmodal)?',
    page: ({ quickPay, step }) => (step !== 'paymentmodal' ? 'Make a payment' : quickPay ? 'Quick pay' : 'Pay amount due'),
    category: 'billing',
    access: 'customer',
    accepts: ({ quickPay, step }) => !quickPay || step === 'paymentmodal',
  },
  makeAPaymentForPolicy: {
    path: '/billing/makeapayment/:policyNumber/:step(amount|method|verification|confirmation|singlepay)',
    page: 'Make a payment',
    category: 'billing',
    access: 'customer',
  },
});
