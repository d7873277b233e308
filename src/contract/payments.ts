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
