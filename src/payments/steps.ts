import { guestRoutes } from '../shared/routes/guestRoutes';
import { paymentRoutes } from '../shared/routes/payments';

// One payment flow, two doors: a signed-in customer's Make a payment and a guest's Pay as a guest walk the
// same steps (amount, method, verification, confirmation) under their own addresses (src/shared/routes).

export type PaymentStep = 'amount' | 'method' | 'verification' | 'confirmation';

export const payPoliciesPath = paymentRoutes.makeAPayment.to({ step: 'paypolicies' });
/** The quick payment of an account's amount due: the dialog over the billing overview, and the same from a quick-pay link. */
export const quickPayPath = paymentRoutes.makeAPayment.to({ step: 'paymentmodal' });
export const quickPayLinkPath = paymentRoutes.makeAPayment.to({ quickPay: 'quickpay', step: 'paymentmodal' });
export const policyPaymentPath = (policyNumber: string, step: PaymentStep | 'singlepay') =>
  paymentRoutes.makeAPaymentForPolicy.to({ policyNumber, step });

/** The guest pay address of each step (spec section 2: mutual-amount or life-amount, payment-information, make-payment). */
const guestSteps = {
  method: 'payment-information',
  verification: 'make-payment',
  confirmation: 'confirmation',
} as const;

export interface FlowOf {
  readonly guestGrant: string | null;
  readonly side: 'mutual' | 'life' | null;
  readonly door?: 'account' | 'policies' | 'policy' | 'quick';
  readonly policyNumber?: string | null;
}

export function stepPath(flow: FlowOf, step: PaymentStep): string {
  if (flow.guestGrant === null) return customerStepPath(flow, step);
  if (step === 'amount') return guestRoutes.guestPay.to({ step: flow.side === 'life' ? 'life-amount' : 'mutual-amount' });
  return guestRoutes.guestPay.to({ step: guestSteps[step] });
}

/**
 * A signed-in customer's address of a step: per policy under the policy number, several policies' amount at
 * /paypolicies, a quick payment's amount in its dialog (the steps after it are the account's).
 */
function customerStepPath(flow: FlowOf, step: PaymentStep): string {
  if (flow.door === 'policy' && flow.policyNumber) return policyPaymentPath(flow.policyNumber, step);
  if (flow.door === 'policies' && step === 'amount') return payPoliciesPath;
  if (flow.door === 'quick' && step === 'amount') return quickPayPath;
  return paymentRoutes.makeAPayment.to({ step });
}
