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

export interface GuestClaimTables {
  guest_upload_grants: GuestUploadGrantsTable;
}
