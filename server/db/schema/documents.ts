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
