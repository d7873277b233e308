import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AcceptedType } from '../../src/shared/fileTypes';
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

/** Stores an uploaded file (run once per idempotency key by the caller, through runOnce). */
export async function storeUpload(db: Kysely<Database>, upload: DocumentUpload): Promise<UploadedRow> {
  const policyNumber = 'policyNumber' in upload.target ? upload.target.policyNumber : null;
  const claimFileNumber = 'claimFileNumber' in upload.target ? upload.target.claimFileNumber : null;
  return db
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
    .returning([...columns])
    .executeTakeFirstOrThrow();
}

/** What makes two uploads the same command: the target, the file's name, size and content digest. */
export const uploadContent = (upload: Omit<DocumentUpload, 'partyId' | 'key'>) => ({
  target: upload.target,
  fileName: upload.fileName,
  size: upload.content.length,
  sha256: createHash('sha256').update(upload.content).digest('base64url'),
});
