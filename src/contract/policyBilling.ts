import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';
import { AccountNumber, Cents, IsoDate, PolicyNumber } from './identifiers';
import { Installment, PaymentPlanCode } from './billing';

// The policies gateway's billing calls (spec section 7: payment plans, renters balance): what one policy
// is billed, answered from the billing ledger for the policy screens. Another party's policy is not found.

/** Another plan the policy could be billed on for the rest of its term, as the change of plan would schedule it. */
export const PaymentPlanOption = t.type({
  plan: PaymentPlanCode,
  installmentCount: t.number,
  /** The first installment with its fee. */
  firstInstallmentCents: Cents,
  feeCents: Cents,
  discountCents: Cents,
  totalCents: Cents,
});
export type PaymentPlanOption = t.TypeOf<typeof PaymentPlanOption>;

/**
 * A policy's payment plan: the plan it is billed on (null when nothing is billed any more: an expired or
 * cancelled policy), its installments still to come, and the other plans it could change to.
 */
export const PolicyPaymentPlans = t.type({
  policyNumber: PolicyNumber,
  currentPlan: t.union([PaymentPlanCode, t.null]),
  upcoming: t.array(Installment),
  options: t.array(PaymentPlanOption),
});
export type PolicyPaymentPlans = t.TypeOf<typeof PolicyPaymentPlans>;

export const getPolicyPaymentPlans = endpoint({
  name: 'policyPaymentPlans',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/payment-plans',
  params: t.type({ policyNumber: t.string }),
  body: noBody,
  response: PolicyPaymentPlans,
  auth: true,
});

/** What a renters policy owes: its own balance on the billing account, the amount due now and by when, and the next installment. */
export const RentersBalance = t.type({
  policyNumber: PolicyNumber,
  accountNumber: t.union([AccountNumber, t.null]),
  balanceCents: Cents,
  amountDueCents: Cents,
  dueDate: t.union([IsoDate, t.null]),
  nextInstallment: t.union([Installment, t.null]),
});
export type RentersBalance = t.TypeOf<typeof RentersBalance>;

/** Renters policies only: any other line is not found. */
export const getRentersBalance = endpoint({
  name: 'rentersBalance',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/renters-balance',
  params: t.type({ policyNumber: t.string }),
  body: noBody,
  response: RentersBalance,
  auth: true,
});
