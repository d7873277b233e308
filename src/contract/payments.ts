import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';
import { AccountNumber, Cents, IsoDate, PolicyNumber } from './identifiers';

/** A card or bank account as typed by the customer: sent once, to the tokenization call, never stored. */
export const CardDetails = t.type({
  kind: t.literal('card'),
  cardNumber: t.string,
  expiry: t.string,
  securityCode: t.string,
  holderName: t.string,
});
export const BankDetails = t.type({
  kind: t.literal('bank'),
  routingNumber: t.string,
  accountNumber: t.string,
  accountType: t.keyof({ checking: null, savings: null }),
  holderName: t.string,
});
export const InstrumentDetails = t.union([CardDetails, BankDetails]);
export type InstrumentDetails = t.TypeOf<typeof InstrumentDetails>;

/** What may be kept and shown of a payment method: brand or bank, last four. */
export const MethodSummary = t.type({
  kind: t.keyof({ card: null, bank: null }),
  label: t.string,
  lastFour: t.string,
  holderName: t.string,
  expiry: t.union([t.string, t.null]),
});
export type MethodSummary = t.TypeOf<typeof MethodSummary>;

export const PaymentToken = t.type({ token: t.string, method: MethodSummary });
export type PaymentToken = t.TypeOf<typeof PaymentToken>;

/**
 * A guest's grant (from the guest bill look-up), sent in place of a signed-in customer's token: it lets
 * the guest tokenize a method and pay the one account it was issued for.
 */
export const GuestGrant = t.partial({ guestGrant: t.string });

export const TokenizeRequest = t.intersection([InstrumentDetails, GuestGrant]);

export const tokenizePaymentMethod = endpoint({
  name: 'tokenizePaymentMethod',
  gateway: 'main',
  method: 'POST',
  path: '/payments/tokens',
  params: noParams,
  body: TokenizeRequest,
  response: PaymentToken,
  auth: true,
});

/** The part of a payment one policy of the account gets (at most that policy's amount due). */
export const PolicyPayment = t.type({ policyNumber: PolicyNumber, amountCents: Cents });
export type PolicyPayment = t.TypeOf<typeof PolicyPayment>;

/**
 * A payment of an account. With `policies` the amount is split as given (the parts add up to the amount);
 * without, it is spread over the account's policies that owe, oldest policy number first, and an amount above
 * the account's amount due is taken only with `creditAccepted` (the customer confirmed the extra becomes a credit).
 */
export const PaymentRequest = t.intersection([
  t.type({ accountNumber: AccountNumber, amountCents: Cents, token: t.string }),
  t.partial({ policies: t.array(PolicyPayment), creditAccepted: t.boolean }),
  GuestGrant,
]);
export type PaymentRequest = t.TypeOf<typeof PaymentRequest>;

export const PaymentReceipt = t.type({
  confirmationNumber: t.string,
  accountNumber: AccountNumber,
  amountCents: Cents,
  method: MethodSummary,
  postedOn: IsoDate,
  remainingBalanceCents: Cents,
});
export type PaymentReceipt = t.TypeOf<typeof PaymentReceipt>;

/** Moves money: send with an idempotency key (one per payment intent); a retry answers the first outcome. */
export const submitPayment = endpoint({
  name: 'submitPayment',
  gateway: 'main',
  method: 'POST',
  path: '/billing/payments',
  params: noParams,
  body: PaymentRequest,
  response: PaymentReceipt,
  auth: true,
  idempotency: 'required',
});

/** A saved payment method of the party: a token on file, shown by brand or bank and last four. */
export const SavedMethod = t.intersection([t.type({ methodId: t.string }), MethodSummary]);
export type SavedMethod = t.TypeOf<typeof SavedMethod>;

export const getPaymentMethods = endpoint({
  name: 'paymentMethods',
  gateway: 'main',
  method: 'GET',
  path: '/billing/payment-methods',
  params: noParams,
  body: t.undefined,
  response: t.type({ methods: t.array(SavedMethod) }),
  auth: true,
});

/** Saves a token from the tokenization call as a payment method of the party. */
export const savePaymentMethod = endpoint({
  name: 'savePaymentMethod',
  gateway: 'main',
  method: 'POST',
  path: '/billing/payment-methods',
  params: noParams,
  body: t.type({ token: t.string }),
  response: SavedMethod,
  auth: true,
});

export const removePaymentMethod = endpoint({
  name: 'removePaymentMethod',
  gateway: 'main',
  method: 'DELETE',
  path: '/billing/payment-methods/:methodId',
  params: t.type({ methodId: t.string }),
  body: t.undefined,
  response: t.type({ methodId: t.string }),
  auth: true,
});

/** Automatic payments of an account: the saved method each bill is taken from on its due date. */
export const AutopayEnrollment = t.type({ accountNumber: AccountNumber, method: t.union([SavedMethod, t.null]) });
export type AutopayEnrollment = t.TypeOf<typeof AutopayEnrollment>;

export const enrollAutopay = endpoint({
  name: 'enrollAutopay',
  gateway: 'main',
  method: 'PUT',
  path: '/billing/accounts/:accountNumber/autopay',
  params: t.type({ accountNumber: t.string }),
  body: t.type({ methodId: t.string }),
  response: AutopayEnrollment,
  auth: true,
  idempotency: 'required',
});

export const cancelAutopay = endpoint({
  name: 'cancelAutopay',
  gateway: 'main',
  method: 'DELETE',
  path: '/billing/accounts/:accountNumber/autopay',
  params: t.type({ accountNumber: t.string }),
  body: t.undefined,
  response: AutopayEnrollment,
  auth: true,
  idempotency: 'required',
});

/** What a scheduled payment has come to: waiting for its date, taken, cancelled (by the customer, or nothing was due), or not taken. */
export const ScheduledPaymentStatus = t.keyof({ scheduled: null, paid: null, cancelled: null, failed: null });
export type ScheduledPaymentStatus = t.TypeOf<typeof ScheduledPaymentStatus>;

/** Why a scheduled payment was not taken on its date (or was cancelled by the gateway because nothing was due). */
export const ScheduledPaymentReason = t.keyof({ declined: null, account_closed: null, method_unavailable: null, bill_paid: null });
export type ScheduledPaymentReason = t.TypeOf<typeof ScheduledPaymentReason>;

/** A payment the customer asked to be taken on a later business date (US Eastern), up to the bill's due date. */
export const ScheduledPayment = t.type({
  scheduledPaymentId: t.string,
  accountNumber: AccountNumber,
  amountCents: Cents,
  /** The parts per policy (pay-a-policy), or null: spread over the account's owing policies. */
  policies: t.union([t.array(PolicyPayment), t.null]),
  payOn: IsoDate,
  method: MethodSummary,
  status: ScheduledPaymentStatus,
  reason: t.union([ScheduledPaymentReason, t.null]),
  /** The payment's confirmation number once it was taken. */
  confirmationNumber: t.union([t.string, t.null]),
  /** Whether it may still be changed or cancelled (scheduled, and its date not yet come). */
  changeable: t.boolean,
});
export type ScheduledPayment = t.TypeOf<typeof ScheduledPayment>;

/** A payment to take on `payOn`: from tomorrow (business date) up to the due date of the bill it pays. */
export const SchedulePaymentRequest = t.intersection([
  t.type({ accountNumber: AccountNumber, amountCents: Cents, token: t.string, payOn: IsoDate }),
  t.partial({ policies: t.array(PolicyPayment) }),
]);
export type SchedulePaymentRequest = t.TypeOf<typeof SchedulePaymentRequest>;

export const schedulePayment = endpoint({
  name: 'schedulePayment',
  gateway: 'main',
  method: 'POST',
  path: '/billing/scheduled-payments',
  params: noParams,
  body: SchedulePaymentRequest,
  response: ScheduledPayment,
  auth: true,
  idempotency: 'required',
});

export const getScheduledPayments = endpoint({
  name: 'scheduledPayments',
  gateway: 'main',
  method: 'GET',
  path: '/billing/scheduled-payments',
  params: noParams,
  body: t.undefined,
  response: t.type({ scheduledPayments: t.array(ScheduledPayment) }),
  auth: true,
});

/**
 * What may be changed of a scheduled payment before its date: the amount, the date, the payment method (a new token,
 * or a saved method by its id; neither keeps the method). A payment of one policy moves its part with the amount; one
 * of several policies names its new parts.
 */
export const ScheduledPaymentChange = t.intersection([
  t.type({ amountCents: Cents, payOn: IsoDate }),
  t.partial({ token: t.string, methodId: t.string, policies: t.array(PolicyPayment) }),
]);
export type ScheduledPaymentChange = t.TypeOf<typeof ScheduledPaymentChange>;

export const changeScheduledPayment = endpoint({
  name: 'changeScheduledPayment',
  gateway: 'main',
  method: 'PUT',
  path: '/billing/scheduled-payments/:scheduledPaymentId',
  params: t.type({ scheduledPaymentId: t.string }),
  body: ScheduledPaymentChange,
  response: ScheduledPayment,
  auth: true,
  idempotency: 'required',
});

export const cancelScheduledPayment = endpoint({
  name: 'cancelScheduledPayment',
  gateway: 'main',
  method: 'DELETE',
  path: '/billing/scheduled-payments/:scheduledPaymentId',
  params: t.type({ scheduledPaymentId: t.string }),
  body: t.undefined,
  response: ScheduledPayment,
  auth: true,
  idempotency: 'required',
});
