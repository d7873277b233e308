import * as t from 'io-ts';
import { SubmissionFailure } from '../shared/submission';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { AccountNumber, Cents, IsoDate } from '../contract/identifiers';
import { InstrumentDetails, MethodSummary, PaymentReceipt, PolicyPayment, ScheduledPayment } from '../contract/payments';
import { GuestBill } from '../contract/guestPay';

/** Which outage window governs a payment to an account of this side. */
export const BillingSide = t.keyof({ mutual: null, life: null });

/**
 * How the customer came to pay, which decides the step addresses: the whole account (/billing/makeapayment),
 * several policies (/paypolicies), one policy (/{policyNumber}/...), or the quick payment of an account's amount
 * due (the dialog at /paymentmodal and /quickpay/paymentmodal).
 */
/**
 * A guest's way into a payment: the two guest pay actions a payment answers (a fresh start, the bill whose account
 * the guest may pay). Declared here, where they are answered, so payments names nothing of the guest pay above it;
 * their types keep the guest pay's names (src/guestPay/catalogue.ts joins them to its own), as every log has them.
 */
export const guestPaymentActions = catalogue('guestPay', {
  guestPayStarted: command(),
  billFound: event(GuestBill, { sensitive: ['grant'] }),
});

export const PaymentDoor = t.keyof({ account: null, policies: null, policy: null, quick: null });
export type PaymentDoor = t.TypeOf<typeof PaymentDoor>;

export const PaymentIntent = t.intersection([
  t.type({ key: t.string, accountNumber: AccountNumber, amountCents: Cents, token: t.string }),
  t.partial({ policies: t.array(PolicyPayment), payOn: IsoDate }),
]);
export type PaymentIntent = t.TypeOf<typeof PaymentIntent>;

/**
 * What the tab keeps of a payment in progress across a reload (session storage): the amount, the token and
 * what may be shown of the method, the intent's key, the receipt; never a card or bank number or a security
 * code (the store never holds them), nor a guest's grant (a guest's reload keeps only the confirmation). A payment
 * scheduled for a later date keeps its scheduled payment, so its confirmation survives a reload.
 */
export const KeptPayment = t.intersection([
  t.type({
    accountNumber: t.union([t.string, t.null]),
    side: t.union([BillingSide, t.null]),
    amountCents: t.union([Cents, t.null]),
    door: PaymentDoor,
    policyNumber: t.union([t.string, t.null]),
    policies: t.union([t.array(PolicyPayment), t.null]),
    method: t.union([t.type({ token: t.string, summary: MethodSummary }), t.null]),
    intent: t.union([PaymentIntent, t.null]),
    receipt: t.union([PaymentReceipt, t.null]),
  }),
  // Optional: what a tab kept before payments could be scheduled still comes back.
  t.partial({ scheduled: ScheduledPayment }),
]);
export type KeptPayment = t.TypeOf<typeof KeptPayment>;

/** Paths of a typed card or bank account that never reach the log (the store never keeps them). */
const instrumentSecrets = ['details.cardNumber', 'details.securityCode', 'details.accountNumber', 'details.routingNumber'];

export const paymentsActions = catalogue('payments', {
  paymentStarted: command(
    t.intersection([t.type({ accountNumber: t.union([AccountNumber, t.null]) }), t.partial({ door: PaymentDoor, policyNumber: t.string })]),
  ),
  amountSubmitted: command(
    t.intersection([
      t.type({ accountNumber: AccountNumber, side: BillingSide, amountCents: Cents }),
      t.partial({ policies: t.array(PolicyPayment) }),
    ]),
  ),
  methodSubmitted: command(t.type({ details: InstrumentDetails }), { sensitive: instrumentSecrets }),
  methodTokenized: event(t.type({ token: t.string, method: MethodSummary })),
  methodTokenizeFailed: event(t.type({ status: t.union([t.number, t.null]), message: t.string })),
  stepRequested: command(t.type({ step: t.keyof({ amount: null, method: null, verification: null }) })),
  paymentResumed: event(KeptPayment),
  paymentSubmitRequested: command(t.partial({ creditAccepted: t.boolean, payOn: IsoDate })),
  paymentIntentCreated: event(PaymentIntent),
  paymentSubmitted: event(t.type({ key: t.string, receipt: PaymentReceipt })),
  paymentScheduled: event(t.type({ key: t.string, scheduled: ScheduledPayment })),
  paymentFailed: event(
    t.type({
      key: t.string,
      failure: SubmissionFailure,
      status: t.union([t.number, t.null]),
      message: t.string,
    }),
  ),
  paymentBlockedByOutage: event(t.type({ outage: t.keyof({ billing: null, lifeBilling: null }) })),
  outageChecked: event(t.type({ billing: t.boolean, lifeBilling: t.boolean, checkedAt: t.number })),
});

export const paymentsDescriptions: Descriptions<typeof paymentsActions> = {
  paymentStarted:
    'The customer opened Make a payment (a fresh payment): of the account, of several policies, of one policy, or the quick payment of the amount due',
  amountSubmitted: "The customer chose the account and amount to pay (and, paying by policy, each policy's part)",
  methodSubmitted: 'The customer entered a card or bank account, to be exchanged for a token',
  methodTokenized: 'The card or bank account was exchanged for a token',
  methodTokenizeFailed: 'The card or bank account could not be exchanged for a token',
  stepRequested: 'The customer moved to another step of the payment',
  paymentResumed:
    'After a reload, the payment in progress in this tab came back from its session (amount, method token, receipt or scheduled payment)',
  paymentSubmitRequested: 'The customer confirmed the payment on the verification step: to pay now, or on a later date (payOn)',
  paymentIntentCreated: 'A payment intent got its one idempotency key (reused by every retry of it)',
  paymentSubmitted: 'The gateway accepted the payment',
  paymentScheduled: 'The gateway scheduled the payment for the later date the customer chose (it is taken on that date)',
  paymentFailed: 'The payment was not taken: declined, refused, or its outcome unknown (network or server)',
  paymentBlockedByOutage: 'A payment was not sent because an outage window is active',
  outageChecked: 'The billing outage windows were compared with the time now',
};
