import type { ColumnType, Generated } from 'kysely';
import type { SessionTables } from './schema/sessions';
import type { PartyDocumentsTable, UploadedDocumentsTable, WalletCertificatesTable } from './schema/documents';
import type { BillingTables } from './schema/billing';
import type { QuotingTables } from './schema/quoting';
import type { ClaimTables } from './schema/claims';
import type { OfferTables } from './schema/offers';
import type { ChatTables } from './schema/chat';
import type { LiveAssistTables } from './schema/liveAssist';
import type { PasskeyTables } from './schema/passkeys';
import type { ProfileTables } from './schema/profile';
import type { GuestClaimTables } from './schema/guestClaims';
import type { SelfServiceTables } from './schema/selfService';
import type { EsignTables } from './schema/esign';
import type { LenderColumns } from './schema/lenders';

// Table types of the gateway's database. Dates are 'yyyy-mm-dd' strings, money is integer cents.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type LineOfBusiness = 'auto' | 'home' | 'condo' | 'renters' | 'motorcycle' | 'umbrella' | 'marine' | 'life';
export type Side = 'mutual' | 'life';
export type PolicyStatus = 'active' | 'pending' | 'cancelled' | 'expired';
export type Role = 'customer' | 'support';

export interface PartiesTable {
  party_id: string;
  salutation: string | null;
  first_name: string;
  middle_initial: string | null;
  last_name: string;
  suffix: string | null;
  date_of_birth: string;
  created_at: CreatedAt;
}

/** A policyholder's short-lived right to create their sign-in (migration 0500_account_creation). */
export interface AccountCreationGrantsTable {
  grant_hash: string;
  party_id: string;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: CreatedAt;
  /** The policy number the policyholder was found by (shown, masked, on the confirmation). */
  policy_number: string | null;
  /** When the policyholder proved they receive the party's messages (code or link); null until then. */
  verified_at: Date | null;
  /** SHA-256 of the grant hash and the current one-time code; null when none is outstanding. */
  code_hash: string | null;
  /** SHA-256 of the current link token (the emailed form of the code). */
  link_hash: string | null;
  code_channel: 'email' | 'sms' | null;
  code_expires_at: Date | null;
  code_attempts: Generated<number>;
  codes_sent: Generated<number>;
}

/** A password reset asked for (migration 0502_password_resets): login_id is null when nothing matched. */
export interface PasswordResetsTable {
  ticket_hash: string;
  login_id: string | null;
  /** SHA-256 of the ticket hash and the one-time code; null once used up or void (or when nothing matched). */
  code_hash: string | null;
  expires_at: ColumnType<Date, Date, Date>;
  attempts: Generated<number>;
  created_at: CreatedAt;
}

export interface PartyEmailsTable {
  id: Generated<number>;
  party_id: string;
  address: string;
  is_primary: boolean;
  /** Added by the customer on their profile: such an address is on one profile only (a unique index). */
  added_by_customer: Generated<boolean>;
}

export interface PartyPhonesTable {
  id: Generated<number>;
  party_id: string;
  number: string;
  kind: 'mobile' | 'home' | 'work';
  is_primary: boolean;
  /** Up to 5 digits (migration 0800_profile). */
  extension: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PartyAddressesTable {
  id: Generated<number>;
  party_id: string;
  kind: 'mailing' | 'residence' | 'life';
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface UsersTable {
  login_id: string;
  password_hash: string;
  party_id: string | null;
  role: Role;
  created_at: CreatedAt;
  /** The sign-in's id for good (tokens name it; a login ID can change and be taken again). */
  sign_in_id: Generated<string>;
  /** Moved on by ending every session: sessions and tokens of an earlier version are refused. */
  session_version: Generated<number>;
  sessions_ended_at: Date | null;
  sessions_ended_reason: string | null;
}

export interface BillingAccountsTable {
  account_number: string;
  party_id: string;
  side: Side;
  paperless_billing: boolean;
  paperless_policy: boolean;
}

export interface PoliciesTable {
  policy_number: string;
  party_id: string;
  line_of_business: LineOfBusiness;
  side: Side;
  status: PolicyStatus;
  effective_date: string;
  expiration_date: string;
  premium_cents: number;
  account_number: string | null;
  state: string;
  bound_at: Timestamp;
}

/** The insured location of a home, condo or renters policy. */
export interface InsuredPropertiesTable {
  policy_number: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  year_built: number | null;
  dwelling_type: string;
}

export interface VehiclesTable {
  vehicle_id: string;
  policy_number: string;
  year: number;
  make: string;
  model: string;
  vin: string;
  garaging_zip: string;
  sequence: number;
  /** The date a vehicle added by a policy change joined the policy; null for one there from the start. */
  effective_from?: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WatercraftTable {
  watercraft_id: string;
  policy_number: string;
  year: number;
  make: string;
  model: string;
  hull_id: string;
  length_feet: number;
}

export interface DriversTable {
  driver_id: string;
  policy_number: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  license_state: string;
  license_number: string;
  relationship: string;
  sequence: number;
}

export interface CoveragesTable {
  id: Generated<number>;
  policy_number: string;
  vehicle_id: string | null;
  code: string;
  name: string;
  limits: string | null;
  deductible_cents: number | null;
  premium_cents: number;
}

export interface DiscountsTable {
  id: Generated<number>;
  policy_number: string;
  code: string;
  name: string;
  amount_cents: number;
}

export interface MortgageesTable extends LenderColumns {
  id: Generated<number>;
  policy_number: string;
}

export interface LifeDetailsTable {
  policy_number: string;
  product: string;
  face_amount_cents: number;
  term_years: number | null;
  insured_first_name: string;
  insured_last_name: string;
  insured_date_of_birth: string;
}

export interface LifeBeneficiariesTable {
  id: Generated<number>;
  policy_number: string;
  kind: 'primary' | 'contingent';
  name: string;
  relationship: string;
  share_percent: number;
}

/** oidc-provider's models (sessions, interactions, codes, grants, tokens ...). */
export interface OidcModelsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface SigningKeysTable {
  kid: string;
  /** Only in databases from before keys were sealed, until the next start seals it. */
  private_jwk: Json<Record<string, unknown>> | null;
  /** The private JWK sealed with the keys' sealing key (auth/keys.ts). */
  sealed_jwk: string | null;
  public_jwk: Json<Record<string, unknown>> | null;
  created_at: CreatedAt;
}

export interface CookieKeysTable {
  id: Generated<number>;
  /** Plain only in a database from before sealing: auth/keys.ts seals it on start. */
  secret: string | null;
  sealed_secret: string | null;
  created_at: CreatedAt;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Date;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Date;
}

export interface IdempotencyRecordsTable {
  key: string;
  party_id: string;
  request_hash: string;
  status: 'pending' | 'completed';
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  completed_at: Date | null;
}

export type MfaMethod = 'authenticatorApp' | 'textMessage';

/** A customer's second factor: an authenticator app (secret encrypted, server/mfa/secretBox.ts) or texts to a phone. */
export interface MfaFactorsTable {
  factor_id: string;
  login_id: string;
  method: MfaMethod;
  secret_ciphertext: string | null;
  phone: string | null;
  is_default: Generated<boolean>;
  /** The last authenticator time step accepted: a code of that step or an earlier one is never accepted again. */
  last_used_step: ColumnType<string | null, string | number | null, string | number | null>;
  created_at: CreatedAt;
}

/** A sign-in waiting for its security code (or, with forced MFA, for a first authenticator app). */
export interface MfaChallengesTable {
  uid: string;
  login_id: string;
  password_ok: boolean;
  method: MfaMethod | 'enrolment';
  code_hash: string | null;
  code_expires_at: Date | null;
  enrolment_ciphertext: string | null;
  attempts: Generated<number>;
  sends: Generated<number>;
  expires_at: Date;
  /** What proved the sign-in before the code (`amr`): a password, or a passkey without user verification (1600_passkeys). */
  first_factor: ColumnType<'pwd' | 'hwk', 'pwd' | 'hwk' | undefined, 'pwd' | 'hwk'>;
}

/** A document an email of the outbox carries, rendered when it is sent: the ID card of a party's vehicle on a business date. */
export type OutboxAttachment = IdCardAttachment | QuoteAttachment | LifeQuoteAttachment;

/** An e-mailed quote's PDF, rendered from the quote as it stands when the e-mail leaves. */
export interface QuoteAttachment {
  kind: 'quote';
  quoteId: string;
}

/** An e-mailed life quote's PDF, rendered from the quote as it stands when the e-mail leaves. */
export interface LifeQuoteAttachment {
  kind: 'lifeQuote';
  lifeQuoteId: string;
}

export interface IdCardAttachment {
  kind: 'idCard';
  partyId: string;
  policyNumber: string;
  /** The card's document id (`idcard-<vehicle>`), as the portal's download names it. */
  cardId: string;
  /** The business date the customer asked on ('yyyy-mm-dd'): the card in force then. */
  asOf: string;
}

/** Messages waiting for the notifier (email, text). */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms' | 'mail';
  recipient: string;
  subject: string | null;
  body: string;
  /** Written as JSON; none unless given. */
  attachments: ColumnType<OutboxAttachment[], string | undefined, string>;
  /** The address that turns such emails off in one click (RFC 8058), sent as List-Unsubscribe; none unless given. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  sent_at: Date | null;
  attempts: Generated<number>;
  /** Until when the sender that took it may send it (its lease); none while no sender holds it. */
  claimed_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The token of the claim that holds the lease, so only that sender gives it back. */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Remote-config overrides: `flag:Name`, `setting:Name`, `outage:name` (value JSON {start,end}). */
export interface ConfigOverridesTable {
  name: string;
  value: string;
}

export interface Database
  extends
    BillingTables,
    SessionTables,
    QuotingTables,
    ClaimTables,
    OfferTables,
    ProfileTables,
    GuestClaimTables,
    SelfServiceTables,
    ChatTables,
    LiveAssistTables,
    PasskeyTables,
    EsignTables {
  parties: PartiesTable;
  party_emails: PartyEmailsTable;
  party_phones: PartyPhonesTable;
  party_addresses: PartyAddressesTable;
  users: UsersTable;
  account_creation_grants: AccountCreationGrantsTable;
  password_resets: PasswordResetsTable;
  billing_accounts: BillingAccountsTable;
  policies: PoliciesTable;
  insured_properties: InsuredPropertiesTable;
  vehicles: VehiclesTable;
  watercraft: WatercraftTable;
  drivers: DriversTable;
  coverages: CoveragesTable;
  discounts: DiscountsTable;
  mortgagees: MortgageesTable;
  life_details: LifeDetailsTable;
  life_beneficiaries: LifeBeneficiariesTable;
  oidc_models: OidcModelsTable;
  signing_keys: SigningKeysTable;
  cookie_keys: CookieKeysTable;
  revoked_tokens: RevokedTokensTable;
  rate_limits: RateLimitsTable;
  mfa_factors: MfaFactorsTable;
  mfa_challenges: MfaChallengesTable;
  idempotency_records: IdempotencyRecordsTable;
  outbox: OutboxTable;
  config_overrides: ConfigOverridesTable;
  uploaded_documents: UploadedDocumentsTable;
  party_documents: PartyDocumentsTable;
  wallet_certificates: WalletCertificatesTable;
}
