import type { Migration, MigrationProvider } from 'kysely';
import * as parties from './0001_parties';
import * as policies from './0002_policies';
import * as signIn from './0003_sign_in';
import * as commands from './0004_commands';
import * as sessionVersions from './0005_session_versions';
import * as sealedCookieKeys from './0006_sealed_cookie_keys';
import * as documents from './0100_documents';
import * as walletCertificates from './0101_wallet_certificates';
import * as partyDocuments from './0102_party_documents';
import * as outboxAttachments from './0103_outbox_attachments';
import * as billing from './0200_billing';
import * as guestPay from './0201_guest_pay';
import * as backbills from './0202_backbills';
import * as billingEscrow from './0203_billing_escrow';
import * as scheduledPayments from './0204_scheduled_payments';
import * as quoting from './0300_quoting';
import * as quoteAccessTokens from './0301_quote_access_tokens';
import * as quoteLenders from './0302_quote_lenders';
import * as lifeQuoteTokens from './0303_life_quote_tokens';
import * as lifeApplicationContacts from './0304_life_application_contacts';
import * as recordedSessions from './0400_recorded_sessions';
import * as recordedVisitOwners from './0401_recorded_visit_owners';
import * as accountCreation from './0500_account_creation';
import * as accountVerification from './0501_account_verification';
import * as passwordResets from './0502_password_resets';
import * as multiFactor from './0600_multi_factor';
import * as claims from './0700_claims';
import * as guestDoors from './0701_guest_doors';
import * as guestUploadGrants from './0750_guest_upload_grants';
import * as offers from './1000_offers';
import * as envelopes from './1100_envelopes';
import * as profile from './0800_profile';
import * as stepUpGrants from './0801_step_up_grants';
import * as textingOptOuts from './0802_profile_texting_opt_outs';
import * as oneProfilePerEmail from './0803_one_profile_per_email';
import * as endorsements from './0900_endorsements';
import * as chat from './1200_chat';
import * as outboxJobs from './1300_outbox_jobs';
import * as liveAssist from './1500_live_assist';
import * as passkeys from './1600_passkeys';
import * as partitionedRecordings from './1700_partitioned_recordings';
import * as analystsViews from './1701_analysts_views';
import * as journeyRollups from './1702_journey_rollups';
import * as reportRollups from './1703_report_rollups';
import * as quoteEmails from './1400_quote_emails';
import * as outboxListUnsubscribe from './1401_outbox_list_unsubscribe';
import * as lifeQuoteLeads from './1402_life_quote_leads';
import * as lifeQuoteEmails from './1403_life_quote_emails';
import * as outboxDeliveryLease from './1404_outbox_delivery_lease';

/** Every migration, by name (they run in name order). A static list: no folder scan, so it works under jest and tsx. */
export const migrations: Record<string, Migration> = {
  '0001_parties': parties,
  '0002_policies': policies,
  '0003_sign_in': signIn,
  '0004_commands': commands,
  '0005_session_versions': sessionVersions,
  '0006_sealed_cookie_keys': sealedCookieKeys,
  '0100_documents': documents,
  '0101_wallet_certificates': walletCertificates,
  '0102_party_documents': partyDocuments,
  '0103_outbox_attachments': outboxAttachments,
  '0200_billing': billing,
  '0201_guest_pay': guestPay,
  '0202_backbills': backbills,
  '0203_billing_escrow': billingEscrow,
  '0204_scheduled_payments': scheduledPayments,
  '0300_quoting': quoting,
  '0301_quote_access_tokens': quoteAccessTokens,
  '0302_quote_lenders': quoteLenders,
  '0303_life_quote_tokens': lifeQuoteTokens,
  '0304_life_application_contacts': lifeApplicationContacts,
  '0400_recorded_sessions': recordedSessions,
  '0401_recorded_visit_owners': recordedVisitOwners,
  '0500_account_creation': accountCreation,
  '0501_account_verification': accountVerification,
  '0502_password_resets': passwordResets,
  '0600_multi_factor': multiFactor,
  '0700_claims': claims,
  '0701_guest_doors': guestDoors,
  '0750_guest_upload_grants': guestUploadGrants,
  '0800_profile': profile,
  '0801_step_up_grants': stepUpGrants,
  '0802_profile_texting_opt_outs': textingOptOuts,
  '0803_one_profile_per_email': oneProfilePerEmail,
  '0900_endorsements': endorsements,
  '1000_offers': offers,
  '1100_envelopes': envelopes,
  '1200_chat': chat,
  '1300_outbox_jobs': outboxJobs,
  '1400_quote_emails': quoteEmails,
  '1401_outbox_list_unsubscribe': outboxListUnsubscribe,
  '1402_life_quote_leads': lifeQuoteLeads,
  '1403_life_quote_emails': lifeQuoteEmails,
  '1404_outbox_delivery_lease': outboxDeliveryLease,
  '1500_live_assist': liveAssist,
  '1600_passkeys': passkeys,
  '1700_partitioned_recordings': partitionedRecordings,
  '1701_analysts_views': analystsViews,
  '1702_journey_rollups': journeyRollups,
  '1703_report_rollups': reportRollups,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
