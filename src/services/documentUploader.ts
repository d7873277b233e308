import type { Gateway } from './types';

/** One file's way to the gateway: a Gateway that sends it as the multipart body, and its progress in percent. */
export interface FileTransfer {
  readonly gateway: Gateway;
  onProgress(listener: (percent: number) => void): () => void;
}

/** What the upload saga is given (the browser's, or a scripted one in tests). */
export interface DocumentUploader {
  /** Whether the file is still at hand (it is not after a reload: the customer chooses it again). */
  has(fileRef: string): boolean;
  /** The file's first bytes (to tell its type before sending), or null when it is no longer at hand or unreadable. */
  firstBytes(fileRef: string, count: number): Promise<Uint8Array | null>;
  transferOf(fileRef: string): FileTransfer;
  /** The file was sent or removed: let it go. */
  release(fileRef: string): void;
}
