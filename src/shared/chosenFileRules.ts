import { limits } from '../../config/product';
import { uploadLimitLabel } from '../contract/documents';
import { documentMessages } from '../validation/messages';
import { sniffDocumentType } from './fileTypes';

// Whether a chosen file may be sent, checked in the browser before anything is sent (the gateway checks it again):
// one rule for the documents uploader and the photos of a claim's filing, so both refuse what the gateway would.

/**
 * Why the file is refused, or null: too large, empty, not a PDF, JPEG, PNG or HEIC by its first bytes (null bytes: not
 * readable now, tried when sent), or no room left among the files that may go together.
 */
export function chosenFileRefusal(file: { name: string; sizeBytes: number }, head: Uint8Array | null, room: number): string | null {
  if (file.sizeBytes > limits.uploadMaxBytes) return documentMessages.fileTooLarge(file.name, uploadLimitLabel);
  if (file.sizeBytes === 0) return documentMessages.fileEmpty(file.name);
  if (head !== null && sniffDocumentType(head) === null) return documentMessages.fileType(file.name);
  if (room <= 0) return documentMessages.uploadTooMany(file.name, limits.uploadMaxFiles);
  return null;
}
