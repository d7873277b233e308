import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { limits } from '../../config/product';
import { uploadFilePart, uploadLimitLabel } from '../../src/contract/documents';
import { documentMessages } from '../../src/validation/messages';
import { sniffDocumentType } from '../../src/shared/fileTypes';
import { badRequest, HttpError } from '../http/errors';
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

/** The longest file name kept (in characters, its extension included). */
export const maxFileNameLength = 100;

/**
 * Characters a name must not carry: C0 and C1 controls; the bidirectional marks, embeddings, overrides and
 * isolates (U+200E/F, U+202A-202E, U+2066-2069, U+061C) that make 'invoice\u202efdp.exe' read as a PDF;
 * zero-width characters; lone surrogates.
 */
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Characters no file system takes in a name (Windows' list): a downloaded copy keeps its name, and no markup survives. */
const unsafe = /[<>:"|?*]/g;

/**
 * A file name fit to show and to send back in a header: no path, no control or bidirectional characters,
 * at most maxFileNameLength characters with its extension kept.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(invisible, '')
    .replace(unsafe, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length === 0 || /^\.+$/.test(cleaned)) return 'document';
  if (chars.length <= maxFileNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? Array.from(cleaned.slice(dot)) : [];
  return `${chars
    .slice(0, maxFileNameLength - extension.length)
    .join('')
    .trimEnd()}${extension.join('')}`;
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

/** A multipart body the parser gave up on (no boundary, no closing boundary, a cut-off part) is the client's fault. */
function brokenForm(error: unknown): never {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError || (status !== undefined && status >= 400 && status < 500)) throw error;
  throw badRequest('The upload is not a complete multipart/form-data body.');
}

/** Reads the one file of an upload request, refusing a missing, empty or oversized one with the customer's words. */
export async function readUploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 0, parts: 1 } }).catch(brokenForm);
  if (!part || part.fieldname !== uploadFilePart) throw badRequest(documentMessages.uploadFiles);
  const fileName = cleanFileName(part.filename);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'file_too_large', documentMessages.fileTooLarge(fileName, uploadLimitLabel));
    }
    return brokenForm(error);
  }
  if (content.length === 0) throw badRequest(documentMessages.fileEmpty(fileName));
  const contentType = sniffDocumentType(content);
  if (!contentType) throw new HttpError(415, 'file_type', documentMessages.fileType(fileName));
  return { fileName, content, contentType };
}
