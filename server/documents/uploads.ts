import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AcceptedType } from './fileTypes';
import type { UploadedRow } from './library';

/** What an upload is for: one of the party's policies, or one of their claim files. */
export type UploadTarget = { policyNumber: string } | { claimFileNumber: string };

export interface DocumentUpload {
  partyId: string;
  /** The customer's idempotency key for this one file. */
  key: string;
  target: UploadTarget;
  fileName: string;
  contentType: AcceptedType;
  content: Buffer;
}

const columns = [
  'document_id',
  'category',
  'policy_number',
  'claim_file_number',
  'file_name',
  'content_type',
  'size_bytes',
  'uploaded_at',
] as const;

/** A file name fit to show and to send back in a header: no path, no control characters, at most 120 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-120);
  return cleaned || 'document';
}

/**
 * Stores an uploaded file once per idempotency key: a retry of the same file (same key) answers the document
 * stored the first time, and a concurrent retry loses the race on the (party, key) constraint and reads it.
 * The same key with another file is a mistake of the caller, answered `conflict`.
 */
export async function storeUpload(db: Kysely<Database>, upload: DocumentUpload): Promise<{ stored: UploadedRow } | { conflict: true }> {
  const policyNumber = 'policyNumber' in upload.target ? upload.target.policyNumber : null;
  const claimFileNumber = 'claimFileNumber' in upload.target ? upload.target.claimFileNumber : null;
  const inserted = await db
    .insertInto('uploaded_documents')
    .values({
      document_id: `upload-${randomUUID()}`,
      party_id: upload.partyId,
      upload_key: upload.key,
      category: claimFileNumber ? 'claims' : 'policies',
      policy_number: policyNumber,
      claim_file_number: claimFileNumber,
      file_name: upload.fileName,
      content_type: upload.contentType,
      size_bytes: upload.content.length,
      content: upload.content,
    })
    .onConflict((oc) => oc.columns(['party_id', 'upload_key']).doNothing())
    .returning([...columns])
    .executeTakeFirst();
  if (inserted) return { stored: inserted };
  const earlier = await db
    .selectFrom('uploaded_documents')
    .select([...columns])
    .where('party_id', '=', upload.partyId)
    .where('upload_key', '=', upload.key)
    .executeTakeFirstOrThrow();
  const same =
    earlier.policy_number === policyNumber &&
    earlier.claim_file_number === claimFileNumber &&
    earlier.size_bytes === upload.content.length &&
    earlier.file_name === upload.fileName;
  return same ? { stored: earlier } : { conflict: true };
}
