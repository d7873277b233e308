import type { ColumnType, Generated } from 'kysely';
import type { BindLender } from '../../../src/contract/quoting';

// Tables of the quoting gateway (migration 0300_quoting).

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface QuotesTable {
  quote_id: string;
  job_number: string;
  quote_type: string;
  status: 'inProgress' | 'quoted' | 'knockedOut' | 'bound';
  sections: Json<Record<string, unknown>>;
  coverage_choices: Json<Record<string, string>>;
  rating: Json<unknown> | null;
  knockout_code: string | null;
  knockout_reason: string | null;
  bind_answers: Json<Record<string, boolean>>;
  /** The mortgage lenders given in the mortgage bind step (migration 0302), loan numbers in full for the bound policy. */
  lenders: ColumnType<BindLender[], string | undefined, string>;
  /** Identifying details for resuming (lower-case last name, date of birth, ZIP). */
  last_name: string | null;
  date_of_birth: string | null;
  zip: string | null;
  state: string | null;
  expires_on: string;
  policy_number: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * The underwriting reports vendor's answers about an applicant (GreenLight identity status, facility
 * risk, tier, HAL score, credit, claims report). Applicants not on file have a clean report. In
 * production this table is filled by the vendor feed; here by the demo seed.
 */
/** A quote access token (migration 0301): only its SHA-256, valid until the quote's validity ends. */
export interface QuoteAccessTokensTable {
  token_hash: string;
  /** The online quote the token opens, or null for a life quote's (migration 1403: exactly one of the two). */
  quote_id: string | null;
  life_quote_id: ColumnType<string | null, string | null | undefined, string | null>;
  expires_on: string;
  created_at: CreatedAt;
}

export interface UnderwritingReportsTable {
  last_name: string;
  date_of_birth: string;
  greenlight: 'green' | 'yellow' | 'red';
  facility_risk: boolean;
  tier: number;
  hal_score: number;
  credit_found: boolean;
  claims_report_incidents: number;
  vendor_error: boolean;
}

export interface LifeQuotesTable {
  quote_id: string;
  last_name: string | null;
  date_of_birth: string | null;
  state: string | null;
  input: Json<Record<string, unknown>>;
  premiums: Json<unknown>;
  knockout_code: string | null;
  application_started_at: Date | null;
  /** How the applicant asked to be reached about the application (10 digits; an address). */
  applicant_phone: string | null;
  applicant_email: string | null;
  /** SHA-256 of the access token handed out with the quote (migration 0303); null for quotes made before. */
  access_token_hash: string | null;
  /** The last business date the quote can be e-mailed, reopened or applied for (migration 1403). */
  expires_on: string;
  created_at: CreatedAt;
}

export interface VinDecodesTable {
  vin_prefix: string;
  make: string;
  model: string;
  id: Generated<number>;
}

/** A one-time link resuming an e-mailed quote (migration 1400): the signed link names the nonce. */
export interface QuoteEmailLinksTable {
  nonce: string;
  /** The online quote the link opens, or null for a life quote's (migration 1403: exactly one of the two). */
  quote_id: string | null;
  life_quote_id: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  purpose: 'quote' | 'reminder';
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A prospect who turned off the reminders of a quote (one click from a reminder). */
export interface QuoteReminderOptOutsTable {
  /** The online quote, or null for a life quote's (migration 1403: exactly one of the two). */
  quote_id: string | null;
  life_quote_id: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  created_at: CreatedAt;
}

/** A prospect's request to be called by an agent about a quote. */
export interface QuoteLeadsTable {
  lead_id: string;
  reference: string;
  /** The online quote of the lead, or null for a life quote's (migration 1402: exactly one of the two). */
  quote_id: string | null;
  life_quote_id: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  phone: string;
  email: string | null;
  time_window: string;
  knockout_code: string | null;
  status: Generated<'new' | 'contacted' | 'closed'>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

export interface QuotingTables {
  quotes: QuotesTable;
  quote_email_links: QuoteEmailLinksTable;
  quote_reminder_opt_outs: QuoteReminderOptOutsTable;
  quote_leads: QuoteLeadsTable;
  quote_access_tokens: QuoteAccessTokensTable;
  underwriting_reports: UnderwritingReportsTable;
  life_quotes: LifeQuotesTable;
  vin_decodes: VinDecodesTable;
}
