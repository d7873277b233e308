import type { ColumnType } from 'kysely';

/** A guest's grant to send documents to one claim file (migration 0750_guest_upload_grants); only its hash is kept. */
export interface GuestUploadGrantsTable {
  grant_hash: string;
  file_number: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Files and notes a guest sent with only the claim's details, held for the adjuster's review (migration 0701_guest_doors). */
export interface ClaimGuestHoldingsTable {
  holding_id: string;
  file_number: string;
  grant_hash: string;
  kind: 'document' | 'note';
  note: string | null;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
  content: Buffer | null;
  received_at: ColumnType<Date, Date, never>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface GuestClaimTables {
  guest_upload_grants: GuestUploadGrantsTable;
  claim_guest_holdings: ClaimGuestHoldingsTable;
}
