import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import {
  AccountInstallment, Backbill, BillingAccount, BillingStatement, BillingTransaction, CanceledPayment, PaymentPlanCode, PaymentPlanSchedule, StatementLink,
} from '../contract/billing';
import { AutopayEnrollment, InstrumentDetails, SavedMethod } from '../contract/payments';
import { PaymentFailure } from '../payments/catalogue';

export const TransactionFilter = t.keyof({ all: null, charges: null, payments: null });
export type TransactionFilter = t.TypeOf<typeof TransactionFilter>;

const failed = t.type({ message: t.string });

/** A change that was not made: refused, or its outcome unknown (network or server: a retry sends the same key). */
const changeFailed = t.type({ key: t.string, failure: PaymentFailure, status: t.union([t.number, t.null]), message: t.string });

export const AutopayIntent = t.type({ key: t.string, accountNumber: t.string, methodId: t.union([t.string, t.null]) });
export type AutopayIntent = t.TypeOf<typeof AutopayIntent>;
export const PaymentPlanIntent = t.type({ key: t.string, policyNumber: t.string, plan: PaymentPlanCode });
export type PaymentPlanIntent = t.TypeOf<typeof PaymentPlanIntent>;

export const billingActions = catalogue('billing', {
  accountsLoaded: event('The billing accounts of the signed-in party arrived', t.type({ accounts: t.array(BillingAccount) })),
  accountsLoadFailed: event('The billing accounts could not be loaded', failed),
  transactionsLoaded: event('An account\'s transaction history arrived', t.type({ accountNumber: t.string, transactions: t.array(BillingTransaction) })),
  transactionsLoadFailed: event('An account\'s transaction history could not be loaded', t.type({ accountNumber: t.string, message: t.string })),
  installmentsLoaded: event('An account\'s billed and scheduled installments arrived', t.type({ accountNumber: t.string, installments: t.array(AccountInstallment) })),
  canceledPaymentsLoaded: event('An account\'s canceled payments arrived', t.type({ accountNumber: t.string, payments: t.array(CanceledPayment) })),
  backbillsLoaded: event('An account\'s backbills (premium billed after the period it covers) arrived', t.type({ accountNumber: t.string, backbills: t.array(Backbill) })),
  ledgerLoadFailed: event('A read of an account\'s ledger (installments, canceled payments, backbill) failed', t.type({
    call: t.string, accountNumber: t.string, message: t.string,
  })),
  transactionsFiltered: command('The customer chose which transactions to show', t.type({ filter: TransactionFilter })),

  statementsLoaded: event('The statements of the party\'s accounts arrived', t.type({ statements: t.array(BillingStatement) })),
  statementsLoadFailed: event('The statements could not be loaded', failed),
  statementLinksIssued: event('Short-lived links to statement PDFs were issued', t.type({ links: t.array(StatementLink) })),
  statementLinksFailed: event('Links to statement PDFs could not be issued', failed),

  methodsLoaded: event('The party\'s saved payment methods arrived', t.type({ methods: t.array(SavedMethod) })),
  methodsLoadFailed: event('The saved payment methods could not be loaded', failed),
  methodAddRequested: command('The customer entered a card or bank account to save (exchanged for a token first)', t.type({ details: InstrumentDetails }),
    { sensitive: ['details.cardNumber', 'details.securityCode', 'details.accountNumber', 'details.routingNumber'] }),
  methodSaved: event('A payment method was saved', t.type({ method: SavedMethod })),
  methodSaveFailed: event('A payment method could not be saved', failed),
  methodRemoveRequested: command('The customer asked to remove a saved payment method', t.type({ methodId: t.string })),
  methodRemoved: event('A saved payment method was removed', t.type({ methodId: t.string })),
  methodRemoveFailed: event('A saved payment method could not be removed', t.type({ methodId: t.string, message: t.string })),

  autopayReviewed: command('The customer chose automatic payments for an account (a method, or none to cancel) and asked to review', t.type({
    accountNumber: t.string, methodId: t.union([t.string, t.null]),
  })),
  autopaySubmitRequested: command('The customer confirmed the automatic payments change on the review step'),
  autopayIntentCreated: event('An automatic payments change got its one idempotency key (reused by every retry of it)', AutopayIntent),
  autopayChanged: event('Automatic payments of an account were enrolled, changed or canceled', AutopayEnrollment),
  autopayChangeFailed: event('Automatic payments were not changed: refused, or the outcome is unknown (network or server)', changeFailed),

  paymentPlanSelected: command('The customer chose a new payment plan for a policy and asked for a preview', t.type({ policyNumber: t.string, plan: PaymentPlanCode })),
  paymentPlanPreviewed: event('The new installments (and any discount) of a payment plan were previewed', t.type({ schedule: PaymentPlanSchedule })),
  paymentPlanPreviewFailed: event('A payment plan could not be previewed', failed),
  paymentPlanChangeRequested: command('The customer confirmed the payment plan change on the review step'),
  paymentPlanIntentCreated: event('A payment plan change got its one idempotency key (reused by every retry of it)', PaymentPlanIntent),
  paymentPlanChanged: event('The payment plan of a policy was changed', t.type({ schedule: PaymentPlanSchedule })),
  paymentPlanChangeFailed: event('The payment plan was not changed: refused, or the outcome is unknown (network or server)', changeFailed),
});
