import type { ColumnType } from 'kysely';
import type { LineOfBusiness } from '../schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type IsoDate = ColumnType<string, string, string>;

/** A claim file (migration 0700_claims); party_id is null for a guest's report not matched to a party. */
export interface ClaimsTable {
  file_number: string;
  party_id: string | null;
  policy_number: string | null;
  line_of_business: LineOfBusiness;
  /** What kind of loss: collision, glass, weather, water, theft... (the analytics claimsType). */
  claim_type: string;
  loss_date: IsoDate;
  status: 'open' | 'closed';
  /** The loss in a line, as the adjuster put it (or the customer's description of a new claim). */
  summary: string;
  loss_location: string | null;
  next_steps: string | null;
  channel: 'portal' | 'guest' | 'phone';
  reporter_name: string | null;
  reporter_phone: string | null;
  reporter_email: string | null;
  adjuster_name: string | null;
  adjuster_phone: string | null;
  adjuster_email: string | null;
  email_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  text_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  answers: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  reported_at: CreatedAt;
  closed_on: IsoDate | null;
}

export interface ClaimCoveragesTable {
  file_number: string;
  code: string;
  name: string;
  limits: string | null;
  deductible_cents: number | null;
}

export interface ClaimPaymentsTable {
  payment_id: string;
  file_number: string;
  coverage_code: string;
  paid_on: IsoDate;
  payee: string;
  amount_cents: number;
}

export interface ClaimMessagesTable {
  message_id: string;
  file_number: string;
  /** 'guest': a note a guest sent with the reporter's link (migration 0701_guest_doors). */
  author: 'customer' | 'adjuster' | 'guest';
  author_name: string;
  body: string;
  sent_at: ColumnType<Date, Date | string, never>;
  read_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface ClaimTables {
  claims: ClaimsTable;
  claim_coverages: ClaimCoveragesTable;
  claim_payments: ClaimPaymentsTable;
  claim_messages: ClaimMessagesTable;
}
