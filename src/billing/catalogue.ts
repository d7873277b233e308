import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import {
  AccountInstallment,
  Backbill,
  BillingAccount,
  BillingStatement,
  BillingTransaction,
  CanceledPayment,
  PaymentPlanCode,
  PaymentPlanSchedule,
  StatementLink,
} from '../contract/billing';
import { AutopayEnrollment, InstrumentDetails, SavedMethod, ScheduledPayment } from '../contract/payments';
import { Cents, IsoDate } from '../contract/identifiers';
import { SubmissionFailure } from '../shared/submission';

export const TransactionFilter = t.keyof({ all: null, charges: null, payments: null });
export type TransactionFilter = t.TypeOf<typeof TransactionFilter>;

const failed = t.type({ message: t.string });

/** A change that was not made: refused, or its outcome unknown (network or server: a retry sends the same key). */
const changeFailed = t.type({ key: t.string, failure: SubmissionFailure, status: t.union([t.number, t.null]), message: t.string });

export const AutopayIntent = t.type({ key: t.string, accountNumber: t.string, methodId: t.union([t.string, t.null]) });
export type AutopayIntent = t.TypeOf<typeof AutopayIntent>;
export const PaymentPlanIntent = t.type({ key: t.string, policyNumber: t.string, plan: PaymentPlanCode });
export type PaymentPlanIntent = t.TypeOf<typeof PaymentPlanIntent>;

/** A change of a scheduled payment as the customer asked it: new amount, date and (saved) method, or its cancellation. */
export const ScheduledPaymentEdit = t.union([
  t.type({
    action: t.literal('change'),
    scheduledPaymentId: t.string,
    amountCents: Cents,
    payOn: IsoDate,
    methodId: t.union([t.string, t.null]),
  }),
  t.type({ action: t.literal('cancel'), scheduledPaymentId: t.string }),
]);
export type ScheduledPaymentEdit = t.TypeOf<typeof ScheduledPaymentEdit>;
export const ScheduledPaymentIntent = t.intersection([ScheduledPaymentEdit, t.type({ key: t.string })]);
export type ScheduledPaymentIntent = t.TypeOf<typeof ScheduledPaymentIntent>;

export const billingActions = catalogue('billing', {
  accountsLoaded: event(t.type({ accounts: t.array(BillingAccount) })),
  accountsLoadFailed: event(failed),
  transactionsLoaded: event(t.type({ accountNumber: t.string, transactions: t.array(BillingTransaction) })),
  transactionsLoadFailed: event(t.type({ accountNumber: t.string, message: t.string })),
  installmentsLoaded: event(t.type({ accountNumber: t.string, installments: t.array(AccountInstallment) })),
  canceledPaymentsLoaded: event(t.type({ accountNumber: t.string, payments: t.array(CanceledPayment) })),
  backbillsLoaded: event(t.type({ accountNumber: t.string, backbills: t.array(Backbill) })),
  ledgerLoadFailed: event(
    t.type({
      call: t.string,
      accountNumber: t.string,
      message: t.string,
    }),
  ),
  transactionsFiltered: command(t.type({ filter: TransactionFilter })),

  statementsLoaded: event(t.type({ statements: t.array(BillingStatement) })),
  statementsLoadFailed: event(failed),
  statementLinksIssued: event(t.type({ links: t.array(StatementLink) })),
  statementLinksFailed: event(failed),

  methodsLoaded: event(t.type({ methods: t.array(SavedMethod) })),
  methodsLoadFailed: event(failed),
  methodAddRequested: command(t.type({ details: InstrumentDetails, currentPassword: t.string }), {
    sensitive: ['details.cardNumber', 'details.securityCode', 'details.accountNumber', 'details.routingNumber', 'currentPassword'],
  }),
  methodSaved: event(t.type({ method: SavedMethod })),
  methodSaveFailed: event(failed),
  methodRemoveRequested: command(t.type({ methodId: t.string, currentPassword: t.string }), { sensitive: ['currentPassword'] }),
  methodRemoved: event(t.type({ methodId: t.string })),
  methodRemoveFailed: event(t.type({ methodId: t.string, message: t.string })),

  autopayReviewed: command(
    t.type({
      accountNumber: t.string,
      methodId: t.union([t.string, t.null]),
    }),
  ),
  autopaySubmitRequested: command(),
  autopayIntentCreated: event(AutopayIntent),
  autopayChanged: event(AutopayEnrollment),
  autopayChangeFailed: event(changeFailed),

  paymentPlanSelected: command(t.type({ policyNumber: t.string, plan: PaymentPlanCode })),
  paymentPlanPreviewed: event(t.type({ schedule: PaymentPlanSchedule })),
  paymentPlanPreviewFailed: event(failed),
  paymentPlanChangeRequested: command(),
  paymentPlanIntentCreated: event(PaymentPlanIntent),
  paymentPlanChanged: event(t.type({ schedule: PaymentPlanSchedule })),
  paymentPlanChangeFailed: event(changeFailed),

  scheduledPaymentsLoaded: event(t.type({ scheduledPayments: t.array(ScheduledPayment) })),
  scheduledPaymentsLoadFailed: event(failed),
  scheduledPaymentEditStarted: command(t.type({ scheduledPaymentId: t.union([t.string, t.null]) })),
  scheduledPaymentEditRequested: command(ScheduledPaymentEdit),
  scheduledPaymentIntentCreated: event(ScheduledPaymentIntent),
  scheduledPaymentChanged: event(t.type({ scheduled: ScheduledPayment })),
  scheduledPaymentCancelled: event(t.type({ scheduled: ScheduledPayment })),
  scheduledPaymentEditFailed: event(t.intersection([changeFailed, t.type({ scheduledPaymentId: t.string })])),
});

export const billingDescriptions: Descriptions<typeof billingActions> = {
  accountsLoaded: 'The billing accounts of the signed-in party arrived',
  accountsLoadFailed: 'The billing accounts could not be loaded',
  transactionsLoaded: "An account's transaction history arrived",
  transactionsLoadFailed: "An account's transaction history could not be loaded",
  installmentsLoaded: "An account's billed and scheduled installments arrived",
  canceledPaymentsLoaded: "An account's canceled payments arrived",
  backbillsLoaded: "An account's backbills (premium billed after the period it covers) arrived",
  ledgerLoadFailed: "A read of an account's ledger (installments, canceled payments, backbill) failed",
  transactionsFiltered: 'The customer chose which transactions to show',
  statementsLoaded: "The statements of the party's accounts arrived",
  statementsLoadFailed: 'The statements could not be loaded',
  statementLinksIssued: 'Short-lived links to statement PDFs were issued',
  statementLinksFailed: 'Links to statement PDFs could not be issued',
  methodsLoaded: "The party's saved payment methods arrived",
  methodsLoadFailed: 'The saved payment methods could not be loaded',
  methodAddRequested:
    'The customer entered a card or bank account to save (exchanged for a token first), with their current password as the step-up proof',
  methodSaved: 'A payment method was saved',
  methodSaveFailed: 'A payment method could not be saved',
  methodRemoveRequested: 'The customer asked to remove a saved payment method, with their current password as the step-up proof',
  methodRemoved: 'A saved payment method was removed',
  methodRemoveFailed: 'A saved payment method could not be removed',
  autopayReviewed: 'The customer chose automatic payments for an account (a method, or none to cancel) and asked to review',
  autopaySubmitRequested: 'The customer confirmed the automatic payments change on the review step',
  autopayIntentCreated: 'An automatic payments change got its one idempotency key (reused by every retry of it)',
  autopayChanged: 'Automatic payments of an account were enrolled, changed or canceled',
  autopayChangeFailed: 'Automatic payments were not changed: refused, or the outcome is unknown (network or server)',
  paymentPlanSelected: 'The customer chose a new payment plan for a policy and asked for a preview',
  paymentPlanPreviewed: 'The new installments (and any discount) of a payment plan were previewed',
  paymentPlanPreviewFailed: 'A payment plan could not be previewed',
  paymentPlanChangeRequested: 'The customer confirmed the payment plan change on the review step',
  paymentPlanIntentCreated: 'A payment plan change got its one idempotency key (reused by every retry of it)',
  paymentPlanChanged: 'The payment plan of a policy was changed',
  paymentPlanChangeFailed: 'The payment plan was not changed: refused, or the outcome is unknown (network or server)',
  scheduledPaymentsLoaded: "The party's scheduled payments (payments on a later date, and what came of them) arrived",
  scheduledPaymentsLoadFailed: 'The scheduled payments could not be loaded',
  scheduledPaymentEditStarted: 'The customer opened (or, with no id, closed) the change form of a scheduled payment',
  scheduledPaymentEditRequested: 'The customer changed (amount, date, method) or cancelled, after confirming, a scheduled payment',
  scheduledPaymentIntentCreated:
    'A change or cancellation of a scheduled payment got its one idempotency key (reused by every retry of it)',
  scheduledPaymentChanged: 'A scheduled payment was changed',
  scheduledPaymentCancelled: 'A scheduled payment was cancelled: it will not be taken',
  scheduledPaymentEditFailed: 'A scheduled payment was not changed or cancelled: refused, or the outcome is unknown (network or server)',
};
