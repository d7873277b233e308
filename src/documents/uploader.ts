import type * as t from 'io-ts';
import { gatewayBases } from '../../config/product';
import { uploadFilePart } from '../contract/documents';
import { fillPath, idempotencyHeader, mitigationHeader, type Endpoint } from '../contract/endpoint';
import { NetworkError, type Gateway, type GatewayRequest } from '../services/types';

/**
 * The files a customer chose, kept by the browser between choosing and sending. A File cannot enter the
 * store or the action log, so the screen shelves it here under a reference and the actions carry the
 * reference, name and size only.
 */
const shelf = new Map<string, File>();
let shelved = 0;

export const chosenFiles = {
  keep(file: File): string {
    const fileRef = `file-${Date.now().toString(36)}-${++shelved}`;
    shelf.set(fileRef, file);
    return fileRef;
  },
  forget(fileRef: string): void {
    shelf.delete(fileRef);
  },
};

/** One file's way to the gateway: a Gateway that sends it as the multipart body, and its progress in percent. */
export interface FileTransfer {
  readonly gateway: Gateway;
  onProgress(listener: (percent: number) => void): () => void;
}

/** What the upload saga is given (the browser's, or a scripted one in tests). */
export interface DocumentUploader {
  /** Whether the file is still at hand (it is not after a reload: the customer chooses it again). */
  has(fileRef: string): boolean;
  transferOf(fileRef: string): FileTransfer;
  /** The file was sent or removed: let it go. */
  release(fileRef: string): void;
}

interface XhrAnswer {
  status: number;
  body: unknown;
  mitigationType: string | null;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** XMLHttpRequest, because fetch reports no upload progress. */
function sendWithProgress(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  progress: (percent: number) => void,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress((event.loaded / event.total) * 100);
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, body: parseBody(xhr.responseText), mitigationType: xhr.getResponseHeader(mitigationHeader) });
    xhr.onerror = () => reject(new NetworkError('upload failed'));
    xhr.onabort = () => reject(new NetworkError('upload aborted'));
    xhr.send(form);
  });
}

export function xhrDocumentUploader(accessToken: () => string | null, base: string = gatewayBases.main): DocumentUploader {
  return {
    has: (fileRef) => shelf.has(fileRef),
    release: (fileRef) => chosenFiles.forget(fileRef),
    transferOf(fileRef) {
      const listeners = new Set<(percent: number) => void>();
      const gateway: Gateway = {
        async send(endpoint: Endpoint<Record<string, string>, t.Mixed, t.Mixed>, request: GatewayRequest) {
          const file = shelf.get(fileRef);
          if (!file) throw new NetworkError('the chosen file is no longer available');
          const form = new FormData();
          form.append(uploadFilePart, file, file.name);
          const headers: Record<string, string> = { accept: 'application/json' };
          if (request.idempotencyKey) headers[idempotencyHeader] = request.idempotencyKey;
          const token = accessToken();
          if (token) headers.authorization = `Bearer ${token}`;
          return sendWithProgress(base + fillPath(endpoint.path, request.params ?? {}), headers, form, (p) =>
            listeners.forEach((l) => l(p)),
          );
        },
      };
      return {
        gateway,
        onProgress: (listener) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      };
    },
  };
}
