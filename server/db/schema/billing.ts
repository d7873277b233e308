import type { ColumnType, Generated } from 'kysely';

// Tables of the billing ledger (migration 0200_billing). Money is integer cents; dates 'yyyy-mm-dd'.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type PaymentPlan = 'annual' | 'semiannual' | 'quarterly' | 'monthly';
export type TransactionKind = 'charge' | 'fee' | 'discount' | 'payment' | 'payment_reversal' | 'escrow';
/** Who an installment is billed to: the customer, or the mortgagee paying from escrow (migration 0203_billing_escrow). */
export type InstallmentPayer = 'customer' | 'mortgagee';
export type PaymentMethodKind = 'card' | 'bank';

export interface BillingPlansTable {
  policy_number: string;
  plan: PaymentPlan;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BillingInstallmentsTable {
  id: Generated<number>;
  account_number: string;
  policy_number: string;
  sequence: number;
  due_date: string;
  amount_cents: number;
  fee_cents: number;
  discount_cents: number;
  status: 'billed' | 'scheduled' | 'superseded';
  payer: ColumnType<InstallmentPayer, InstallmentPayer | undefined, InstallmentPayer>;
}

/** What the tokenization call keeps of a card or bank account: never the full number, never the CVV. */
export interface PaymentTokensTable {
  token: string;
  party_id: string | null;
  kind: PaymentMethodKind;
  /** Card brand or bank name. */
  label: string;
  last_four: string;
  holder_name: string;
  /** Card expiry 'MM/YY'. */
  expiry: string | null;
  /** What the (simulated) processor answers for this instrument. */
  processor_response: 'approve' | 'decline';
  created_at: CreatedAt;
}

export interface PaymentMethodsTable {
  method_id: string;
  party_id: string;
  token: string;
  created_at: CreatedAt;
  removed_at: Date | null;
}

export interface BillingPaymentsTable {
  payment_id: string;
  confirmation_number: string;
  idempotency_key: string | null;
  party_id: string | null;
  account_number: string;
  amount_cents: number;
  token: string;
  channel: 'customer' | 'guest' | 'autopay';
  status: 'accepted' | 'declined' | 'canceled';
  created_at: CreatedAt;
  canceled_at: Date | null;
}

export interface BillingTransactionsTable {
  id: Generated<number>;
  /** A natural key: the seed and every command name their rows, so nothing is written twice. */
  source_key: string;
  account_number: string;
  policy_number: string | null;
  kind: TransactionKind;
  amount_cents: number;
  description: string;
  posted_on: string;
  payment_id: string | null;
  created_at: CreatedAt;
}

export interface BillingStatementsTable {
  statement_id: string;
  account_number: string;
  period_start: string;
  period_end: string;
  due_date: string;
}

export interface AutopayEnrollmentsTable {
  account_number: string;
  method_id: string;
  enrolled_at: CreatedAt;
}

export interface BillingAuditTable {
  id: Generated<number>;
  at: CreatedAt;
  actor: string;
  action: string;
  account_number: string | null;
  detail: ColumnType<unknown, string, never>;
}

export interface BillingTables {
  billing_plans: BillingPlansTable;
  billing_installments: BillingInstallmentsTable;
  payment_tokens: PaymentTokensTable;
  payment_methods: PaymentMethodsTable;
  billing_payments: BillingPaymentsTable;
  billing_transactions: BillingTransactionsTable;
  billing_statements: BillingStatementsTable;
  autopay_enrollments: AutopayEnrollmentsTable;
  billing_audit: BillingAuditTable;
  guest_pay_grants: GuestPayGrantsTable;
  billing_backbills: BillingBackbillsTable;
  billing_escrow: BillingEscrowTable;
  scheduled_payments: ScheduledPaymentsTable;
}

/** A policy whose mortgagee pays the premium from escrow, since when (migration 0203_billing_escrow). */
export interface BillingEscrowTable {
  policy_number: string;
  mortgagee: string;
  since: string;
}

/** Premium billed after the period it covers (migration 0202_backbills); also a ledger charge `backbill:<id>`. */
export interface BillingBackbillsTable {
  backbill_id: string;
  account_number: string;
  policy_number: string;
  reason: string;
  period_start: string;
  period_end: string;
  amount_cents: number;
  posted_on: string;
}

/** A guest's permission to pay one account (migration 0201_guest_pay); the grant itself is never stored. */
export interface GuestPayGrantsTable {
  grant_hash: string;
  account_number: string;
  expires_at: ColumnType<Date, Date | string, never>;
  created_at: CreatedAt;
}

/** A payment to take on a later business date (migration 0204_scheduled_payments). */
export interface ScheduledPaymentsTable {
  scheduled_payment_id: string;
  party_id: string;
  account_number: string;
  amount_cents: number;
  /** The parts per policy, as JSON text when written; null: spread over the account's owing policies. */
  policies: ColumnType<{ policyNumber: string; amountCents: number }[] | null, string | null, string | null>;
  pay_on: ColumnType<string, string, string>;
  token: string;
  status: 'scheduled' | 'paid' | 'cancelled' | 'failed';
  reason: 'declined' | 'account_closed' | 'method_unavailable' | 'bill_paid' | null;
  payment_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
