import * as t from 'io-ts';
import { SubmissionFailure } from '../shared/submission';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { AccountNumber, Cents } from '../contract/identifiers';
import { InstrumentDetails, MethodSummary, PaymentReceipt, PolicyPayment } from '../contract/payments';

/** Which outage window governs a payment to an account of this side. */
export const BillingSide = t.keyof({ mutual: null, life: null });

/**
 * How the customer came to pay, which decides the step addresses: the whole account (/billing/makeapayment),
 * several policies (/paypolicies), one policy (/{policyNumber}/...), or the quick payment of an account's amount
 * due (the dialog at /paymentmodal and /quickpay/paymentmodal).
 */
export const PaymentDoor = t.keyof({ account: null, policies: null, policy: null, quick: null });
export type PaymentDoor = t.TypeOf<typeof PaymentDoor>;

export const PaymentIntent = t.intersection([
  t.type({ key: t.string, accountNumber: AccountNumber, amountCents: Cents, token: t.string }),
  t.partial({ policies: t.array(PolicyPayment) }),
]);
export type PaymentIntent = t.TypeOf<typeof PaymentIntent>;

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
  paymentSubmitRequested: command(),
  paymentIntentCreated: event(PaymentIntent),
  paymentSubmitted: event(t.type({ key: t.string, receipt: PaymentReceipt })),
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
  paymentSubmitRequested: 'The customer confirmed the payment on the verification step',
  paymentIntentCreated: 'A payment intent got its one idempotency key (reused by every retry of it)',
  paymentSubmitted: 'The gateway accepted the payment',
  paymentFailed: 'The payment was not taken: declined, refused, or its outcome unknown (network or server)',
  paymentBlockedByOutage: 'A payment was not sent because an outage window is active',
  outageChecked: 'The billing outage windows were compared with the time now',
};
