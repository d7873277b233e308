import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A code pending while a signed-in customer changes their security (migration 0800_profile). */
export interface ProfileCodesTable {
  login_id: string;
  purpose: 'authenticatorApp' | 'textMessage' | 'removal' | 'texting' | 'stepUp';
  code_hash: string | null;
  /** An authenticator secret being set up, sealed like a factor's. */
  secret_ciphertext: string | null;
  phone: string | null;
  factor_id: string | null;
  choices: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  expires_at: Timestamp;
}

export interface TextingAccountsTable {
  party_id: string;
  phone: string;
  /** Comma list of the notification preference groups chosen. */
  groups: string;
  tcpa_consent: boolean;
  enrolled_at: CreatedAt;
}

/** A customer's online opt-out of all text messages (migration 0802_profile_texting_opt_outs). */
export interface TextingOptOutsTable {
  id: Generated<number>;
  party_id: string;
  phone: string;
  stopped_at: Timestamp;
}

export interface EproxyConsentsTable {
  party_id: string;
  consented: boolean;
  updated_at: Timestamp;
}

/** A step-up grant: a proof given for a sensitive change, good for a few minutes (migration 0801_step_up_grants). */
export interface StepUpGrantsTable {
  grant_hash: string;
  login_id: string;
  expires_at: Timestamp;
}

export interface ProfileTables {
  profile_codes: ProfileCodesTable;
  step_up_grants: StepUpGrantsTable;
  texting_accounts: TextingAccountsTable;
  texting_opt_outs: TextingOptOutsTable;
  eproxy_consents: EproxyConsentsTable;
}
