import type * as t from 'io-ts';
import { gatewayBases } from '../../config/product';
import { uploadFilePart } from '../contract/documents';
import { fillPath, idempotencyHeader, mitigationHeader, type Endpoint } from '../contract/endpoint';
import { chosenFiles } from '../documents/fileShelf';
import { firstBytesOf } from '../shared/fileTypes';
import type { DocumentUploader } from './documentUploader';
import { NetworkError, type AuthService, type Gateway, type GatewayRequest } from './types';

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

/** The browser's document uploader: each file sent with the signed-in customer's token, its progress reported. */
export function xhrDocumentUploader(auth: Pick<AuthService, 'accessToken'>, base: string = gatewayBases.main): DocumentUploader {
  return {
    has: (fileRef) => chosenFiles.has(fileRef),
    async firstBytes(fileRef, count) {
      const file = chosenFiles.get(fileRef);
      return file ? firstBytesOf(file, count) : null;
    },
    release: (fileRef) => chosenFiles.forget(fileRef),
    transferOf(fileRef) {
      const listeners = new Set<(percent: number) => void>();
      const gateway: Gateway = {
        async send(endpoint: Endpoint<Record<string, string>, t.Mixed, t.Mixed>, request: GatewayRequest) {
          const file = chosenFiles.get(fileRef);
          if (!file) throw new NetworkError('the chosen file is no longer available');
          const form = new FormData();
          form.append(uploadFilePart, file, file.name);
          const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
          if (request.idempotencyKey) headers[idempotencyHeader] = request.idempotencyKey;
          const token = auth.accessToken();
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
