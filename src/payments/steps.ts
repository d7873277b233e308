// One payment flow, two doors: a signed-in customer's Make a payment and a guest's Pay as a guest walk the
// same steps (amount, method, verification, confirmation) under their own addresses.

export type PaymentStep = 'amount' | 'method' | 'verification' | 'confirmation';

export const makeAPaymentPath = '/billing/makeapayment';
export const guestPayPath = '/pay-as-guest';

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

export const payPoliciesPath = `${makeAPaymentPath}/paypolicies`;
/** The quick payment of an account's amount due: the dialog over the billing overview, and the same from a quick-pay link. */
export const quickPayPath = `${makeAPaymentPath}/paymentmodal`;
export const quickPayLinkPath = `${makeAPaymentPath}/quickpay/paymentmodal`;
export const policyPaymentPath = (policyNumber: string, step: PaymentStep | 'singlepay') =>
  `${makeAPaymentPath}/${encodeURIComponent(policyNumber)}/${step}`;

export function stepPath(flow: FlowOf, step: PaymentStep): string {
  if (flow.guestGrant === null) return customerStepPath(flow, step);
  if (step === 'amount') return `${guestPayPath}/${flow.side === 'life' ? 'life-amount' : 'mutual-amount'}`;
  return `${guestPayPath}/${guestSteps[step]}`;
}

/**
 * A signed-in customer's address of a step: per policy under the policy number, several policies' amount at
 * /paypolicies, a quick payment's amount in its dialog (the steps after it are the account's).
 */
function customerStepPath(flow: FlowOf, step: PaymentStep): string {
  if (flow.door === 'policy' && flow.policyNumber) return policyPaymentPath(flow.policyNumber, step);
  if (flow.door === 'policies' && step === 'amount') return payPoliciesPath;
  if (flow.door === 'quick' && step === 'amount') return quickPayPath;
  return `${makeAPaymentPath}/${step}`;
}
