import type { ColumnType } from 'kysely';

/** A file a customer uploaded to a policy or a claim; its type was checked by content before it was stored. */
export interface UploadedDocumentsTable {
  document_id: string;
  party_id: string;
  /** The customer's idempotency key for this file: a retry of the same file stores nothing twice. */
  upload_key: string;
  category: 'policies' | 'claims';
  policy_number: string | null;
  claim_file_number: string | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Buffer;
  uploaded_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The certificates Apple Wallet passes are signed with: development ones made at first start (see server/README.md). */
export interface WalletCertificatesTable {
  name: string;
  pass_type_identifier: string;
  team_identifier: string;
  wwdr_pem: string;
  signer_cert_pem: string;
  signer_key_pem: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A document the insurer filed for a party (a form, a document to e-sign, a claim letter); the PDF is rendered from `body`. */
export interface PartyDocumentsTable {
  /** `form-…`, `esign-…` or `claim-…`. */
  document_id: string;
  party_id: string;
  category: 'forms' | 'esign' | 'claims';
  title: string;
  policy_number: string | null;
  /** The claim file a claims document belongs to (11 digits). */
  claim_file_number: string | null;
  /** The e-sign envelope a document to sign travels in. */
  envelope_id: string | null;
  issued_on: ColumnType<string, string, string>;
  /** The document's text, paragraph by paragraph (blank lines between). */
  body: string;
}
