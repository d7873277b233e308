import type { ColumnType, Generated } from 'kysely';

export type EnvelopeStatus = 'sent' | 'delivered' | 'completed' | 'declined';
export type EnvelopeEvent = 'sent' | 'delivered' | 'signed' | 'completed' | 'declined';
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** An e-sign envelope of a party (migration 1100_envelopes): its documents are the party_documents naming it. */
export interface EsignEnvelopesTable {
  envelope_id: string;
  party_id: string;
  policy_number: string | null;
  subject: string;
  status: EnvelopeStatus;
  sent_at: Timestamp;
  /** When the envelope reached its status. */
  status_at: Timestamp;
  decline_reason: string | null;
}

/** Who signs an envelope (or gets a copy), and their adopted signature once signed. */
export interface EsignRecipientsTable {
  envelope_id: string;
  party_id: string;
  name: string;
  email: string | null;
  role: 'signer' | 'copy';
  signature: string | null;
  signed_at: Timestamp | null;
}

/** The audit trail: every event of an envelope, with its time and the address it came from. */
export interface EsignEventsTable {
  event_id: Generated<number>;
  envelope_id: string;
  event: EnvelopeEvent;
  occurred_at: Timestamp;
  address: string;
  detail: string;
}

/** The signed copy of a document to sign: the PDF with the signature, date and audit line stamped in. */
export interface EsignSignedDocumentsTable {
  document_id: string;
  envelope_id: string;
  content: Buffer;
  signed_at: Timestamp;
}

/** A party with onboarding to do (a newly bound policy), and the steps it finished. */
export interface OnboardingTable {
  party_id: string;
  policy_number: string;
  started_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface OnboardingStepsTable {
  party_id: string;
  step: string;
  outcome: 'done' | 'skipped' | 'declined';
  finished_at: Timestamp;
}

export interface EsignTables {
  esign_envelopes: EsignEnvelopesTable;
  esign_recipients: EsignRecipientsTable;
  esign_events: EsignEventsTable;
  esign_signed_documents: EsignSignedDocumentsTable;
  onboarding: OnboardingTable;
  onboarding_steps: OnboardingStepsTable;
}
