import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { AccountNumber, Cents, IsoDate, PolicyNumber } from './identifiers';
import { LineOfBusiness } from './policyParts';

export const PaymentPlanCode = t.keyof({ annual: null, semiannual: null, quarterly: null, monthly: null });
export type PaymentPlanCode = t.TypeOf<typeof PaymentPlanCode>;

export const Installment = t.type({ dueDate: IsoDate, amountCents: Cents, feeCents: Cents, discountCents: Cents });
export type Installment = t.TypeOf<typeof Installment>;

/** One bill making up a policy's amount due: an installment or another charge (a backbill, a fee), what is left of it. */
export const AmountDueLine = t.type({
  description: t.string,
  dueDate: IsoDate,
  amountCents: Cents,
  /** What was billed; more than the amount when part of it is paid. */
  billedCents: Cents,
  overdue: t.boolean,
});
export type AmountDueLine = t.TypeOf<typeof AmountDueLine>;

/** A policy on a billing account: what it owes now (bill by bill), its next installment, and who pays from escrow. */
export const BillingPolicy = t.type({
  policyNumber: PolicyNumber,
  lineOfBusiness: LineOfBusiness,
  plan: PaymentPlanCode,
  amountDueCents: Cents,
  /** The due date of the policy's earliest unpaid bill, and whether it has passed. */
  dueDate: t.union([IsoDate, t.null]),
  overdue: t.boolean,
  /** The unpaid bills that add up to the amount due, oldest first. */
  amountDueLines: t.array(AmountDueLine),
  /** The next installment the customer pays (due today or later, unpaid, billed to them). */
  nextInstallment: t.union([Installment, t.null]),
  /** The mortgagee that pays the policy's installments from escrow, if any. */
  escrowMortgagee: t.union([t.string, t.null]),
});
export type BillingPolicy = t.TypeOf<typeof BillingPolicy>;

export const SavedMethodSummary = t.type({
  methodId: t.string,
  kind: t.keyof({ card: null, bank: null }),
  label: t.string,
  lastFour: t.string,
});

export const BillingAccount = t.type({
  accountNumber: AccountNumber,
  side: t.keyof({ mutual: null, life: null }),
  balanceCents: Cents,
  amountDueCents: Cents,
  /** Money paid beyond what is owed (a negative balance), shown as a credit. */
  creditCents: Cents,
  /** The due date of the account's earliest unpaid bill, and whether it has passed. */
  dueDate: t.union([IsoDate, t.null]),
  overdue: t.boolean,
  policies: t.array(BillingPolicy),
  autopay: t.union([SavedMethodSummary, t.null]),
});
export type BillingAccount = t.TypeOf<typeof BillingAccount>;

export const BillingAccounts = t.type({ accounts: t.array(BillingAccount) });

export const TransactionKind = t.keyof({ charge: null, fee: null, discount: null, payment: null, payment_reversal: null, escrow: null });
export type TransactionKind = t.TypeOf<typeof TransactionKind>;

export const BillingTransaction = t.type({
  id: t.number,
  postedOn: IsoDate,
  kind: TransactionKind,
  description: t.string,
  amountCents: Cents,
  policyNumber: t.union([PolicyNumber, t.null]),
  confirmationNumber: t.union([t.string, t.null]),
});
export type BillingTransaction = t.TypeOf<typeof BillingTransaction>;

export const getBillingAccounts = endpoint({
  name: 'billingAccounts',
  gateway: 'main',
  method: 'GET',
  path: '/billing/accounts',
  params: noParams,
  body: noBody,
  response: BillingAccounts,
  auth: true,
});

export const getBillingTransactions = endpoint({
  name: 'billingTransactions',
  gateway: 'main',
  method: 'GET',
  path: '/billing/accounts/:accountNumber/transactions',
  params: t.type({ accountNumber: t.string }),
  body: noBody,
  response: t.type({ transactions: t.array(BillingTransaction) }),
  auth: true,
});

/** A monthly statement of a billing account; its PDF is fetched through a short-lived signed link. */
export const BillingStatement = t.type({
  statementId: t.string,
  accountNumber: AccountNumber,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  dueDate: IsoDate,
});
export type BillingStatement = t.TypeOf<typeof BillingStatement>;

export const getBillingStatements = endpoint({
  name: 'billingStatements',
  gateway: 'main',
  method: 'GET',
  path: '/billing/statements',
  params: noParams,
  body: noBody,
  response: t.type({ statements: t.array(BillingStatement) }),
  auth: true,
});

export const StatementLink = t.type({ statementId: t.string, url: t.string, expiresAt: t.string });
export type StatementLink = t.TypeOf<typeof StatementLink>;
export const maxStatementLinks = 50;

/** Short-lived addresses that serve one statement PDF each without the bearer header (a plain link cannot carry it). */
export const issueStatementLinks = endpoint({
  name: 'billingStatementLinks',
  gateway: 'main',
  method: 'POST',
  path: '/billing/statements/links',
  params: noParams,
  body: t.type({ statementIds: t.array(t.string) }),
  response: t.type({ links: t.array(StatementLink) }),
  auth: true,
});

/** Where a signed statement link leads: served by the gateway, outside the contract because its answer is a PDF. */
export const statementDownloadPath = '/billing/statements/download';

/** A payment plan as it would be (preview) or now is (after the change): the installments still to bill and any discount. */
export const PaymentPlanSchedule = t.type({
  policyNumber: PolicyNumber,
  currentPlan: PaymentPlanCode,
  plan: PaymentPlanCode,
  installments: t.array(Installment),
  discountCents: Cents,
  totalCents: Cents,
});
export type PaymentPlanSchedule = t.TypeOf<typeof PaymentPlanSchedule>;

export const previewPaymentPlan = endpoint({
  name: 'previewPaymentPlan',
  gateway: 'main',
  method: 'POST',
  path: '/billing/policies/:policyNumber/payment-plan/preview',
  params: t.type({ policyNumber: t.string }),
  body: t.type({ plan: PaymentPlanCode }),
  response: PaymentPlanSchedule,
  auth: true,
});

export const changePaymentPlan = endpoint({
  name: 'changePaymentPlan',
  gateway: 'main',
  method: 'PUT',
  path: '/billing/policies/:policyNumber/payment-plan',
  params: t.type({ policyNumber: t.string }),
  body: t.type({ plan: PaymentPlanCode }),
  response: PaymentPlanSchedule,
  auth: true,
  idempotency: 'required',
});

/**
 * What an installment is, read from the ledger (payments pay the oldest bills first): scheduled (not billed
 * yet), billed (and not yet due), overdue (billed, unpaid, past its due date), paid, or escrow (billed to the
 * mortgagee, paid from the customer's escrow account).
 */
export const InstallmentState = t.keyof({ scheduled: null, billed: null, overdue: null, paid: null, escrow: null });
export type InstallmentState = t.TypeOf<typeof InstallmentState>;

/** An installment of a policy billed to the account, with its state. */
export const AccountInstallment = t.intersection([
  Installment,
  t.type({ policyNumber: PolicyNumber, sequence: t.number, status: InstallmentState }),
]);
export type AccountInstallment = t.TypeOf<typeof AccountInstallment>;

export const getInstallments = endpoint({
  name: 'billingInstallments',
  gateway: 'main',
  method: 'GET',
  path: '/billing/accounts/:accountNumber/installments',
  params: t.type({ accountNumber: t.string }),
  body: noBody,
  response: t.type({ installments: t.array(AccountInstallment) }),
  auth: true,
});

/** A payment made and then canceled (reversed in the ledger): what was paid, how, when it was canceled. */
export const CanceledPayment = t.type({
  confirmationNumber: t.string,
  amountCents: Cents,
  paidOn: IsoDate,
  canceledOn: IsoDate,
  method: t.type({ kind: t.keyof({ card: null, bank: null }), label: t.string, lastFour: t.string }),
});
export type CanceledPayment = t.TypeOf<typeof CanceledPayment>;

export const getCanceledPayments = endpoint({
  name: 'billingCanceledPayments',
  gateway: 'main',
  method: 'GET',
  path: '/billing/accounts/:accountNumber/canceled-payments',
  params: t.type({ accountNumber: t.string }),
  body: noBody,
  response: t.type({ payments: t.array(CanceledPayment) }),
  auth: true,
});

/** Premium billed after the period it covers (a change dated back): the period, why, how much. */
export const Backbill = t.type({
  backbillId: t.string,
  policyNumber: PolicyNumber,
  reason: t.string,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  amountCents: Cents,
  postedOn: IsoDate,
});
export type Backbill = t.TypeOf<typeof Backbill>;

export const getBackbill = endpoint({
  name: 'billingBackbill',
  gateway: 'main',
  method: 'GET',
  path: '/billing/accounts/:accountNumber/backbill',
  params: t.type({ accountNumber: t.string }),
  body: noBody,
  response: t.type({ backbills: t.array(Backbill) }),
  auth: true,
});
