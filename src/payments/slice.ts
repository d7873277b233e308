import { reducerOf } from '../bus/reducer';
import type { MethodSummary, PaymentReceipt, PolicyPayment, ScheduledPayment } from '../contract/payments';
import { authActions } from '../auth/catalogue';
import { guestPaymentActions, paymentsActions, type PaymentDoor, type PaymentIntent } from './catalogue';
import type { SubmissionFailure } from '../shared/submission';

export interface PaymentsState {
  readonly accountNumber: string | null;
  readonly side: 'mutual' | 'life' | null;
  readonly amountCents: number | null;
  readonly door: PaymentDoor;
  /** The policy of the per-policy addresses (door 'policy'). */
  readonly policyNumber: string | null;
  /** Each policy's part, when paying by policy; null spreads the amount over the account's policies. */
  readonly policies: readonly PolicyPayment[] | null;
  /** The tokenized method: the token and what may be shown of it, never the number. */
  readonly method: { readonly token: string; readonly summary: MethodSummary } | null;
  readonly tokenizing: boolean;
  readonly tokenizeError: string | null;
  /** The payment intent and its idempotency key, kept until the payment is answered for certain. */
  readonly intent: PaymentIntent | null;
  readonly submitting: boolean;
  readonly failure: { readonly kind: SubmissionFailure; readonly message: string } | null;
  readonly blockedBy: 'billing' | 'lifeBilling' | null;
  readonly receipt: PaymentReceipt | null;
  /** The later date chosen on the verification step (null: pay now), and the scheduled payment the gateway made of it. */
  readonly payOn: string | null;
  readonly scheduled: ScheduledPayment | null;
  readonly outages: { readonly billing: boolean; readonly lifeBilling: boolean };
  /** A guest's grant to pay the one account found (guest pay); null for a signed-in customer. */
  readonly guestGrant: string | null;
  /** The customer confirmed that paying above the amount due leaves the extra as a credit. */
  readonly creditAccepted: boolean;
}

export const initialPaymentsState: PaymentsState = {
  accountNumber: null,
  side: null,
  amountCents: null,
  door: 'account',
  policyNumber: null,
  policies: null,
  method: null,
  tokenizing: false,
  tokenizeError: null,
  intent: null,
  submitting: false,
  failure: null,
  blockedBy: null,
  receipt: null,
  payOn: null,
  scheduled: null,
  outages: { billing: false, lifeBilling: false },
  guestGrant: null,
  creditAccepted: false,
};

export const paymentsReducer = reducerOf<PaymentsState>(initialPaymentsState, (on) => {
  on(paymentsActions.paymentStarted, (state, payload) => ({
    ...initialPaymentsState,
    outages: state.outages,
    accountNumber: payload.accountNumber,
    door: payload.door ?? 'account',
    policyNumber: payload.policyNumber ?? null,
  }));
  on(paymentsActions.amountSubmitted, (state, payload) => ({
    ...state,
    ...payload,
    policies: payload.policies ?? null,
    creditAccepted: false,
    failure: null,
    blockedBy: null,
  }));
  on(paymentsActions.methodSubmitted, (state) => ({ ...state, tokenizing: true, tokenizeError: null }));
  on(paymentsActions.methodTokenized, (state, payload) => ({
    ...state,
    tokenizing: false,
    method: { token: payload.token, summary: payload.method },
    failure: null,
  }));
  on(paymentsActions.methodTokenizeFailed, (state, payload) => ({
    ...state,
    tokenizing: false,
    tokenizeError: payload.message,
  }));
  on(paymentsActions.paymentResumed, (state, payload) => ({ ...initialPaymentsState, outages: state.outages, ...payload }));
  on(paymentsActions.paymentSubmitRequested, (state, payload) => ({
    ...state,
    submitting: true,
    failure: null,
    blockedBy: null,
    creditAccepted: payload.creditAccepted === true,
    payOn: payload.payOn ?? null,
  }));
  on(paymentsActions.paymentIntentCreated, (state, payload) => ({ ...state, intent: payload }));
  on(paymentsActions.paymentSubmitted, (state, payload) => ({ ...state, submitting: false, receipt: payload.receipt }));
  on(paymentsActions.paymentScheduled, (state, payload) => ({ ...state, submitting: false, scheduled: payload.scheduled }));
  on(paymentsActions.paymentFailed, (state, payload) => ({
    ...state,
    submitting: false,
    failure: { kind: payload.failure, message: payload.message },
    intent: payload.failure === 'technical' ? state.intent : null,
  }));
  on(paymentsActions.paymentBlockedByOutage, (state, payload) => ({ ...state, submitting: false, blockedBy: payload.outage }));
  on(paymentsActions.outageChecked, (state, payload) => ({
    ...state,
    outages: { billing: payload.billing, lifeBilling: payload.lifeBilling },
  }));
  on(guestPaymentActions.billFound, (state, payload) => ({
    ...initialPaymentsState,
    outages: state.outages,
    accountNumber: payload.accountNumber,
    side: payload.side,
    guestGrant: payload.grant,
  }));
  on(guestPaymentActions.guestPayStarted, (state) => ({ ...initialPaymentsState, outages: state.outages }));
  on(authActions.signedOut, () => initialPaymentsState);
});
