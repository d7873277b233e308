import { fillPath, idempotencyHeader, mitigationHeader, type Endpoint } from '../contract/endpoint';
import { uploadFilePart } from '../contract/documents';
import type * as t from 'io-ts';
import { edgeUuidHeader } from '../../config/product';
import { NetworkError, type Gateway, type GatewayRequest } from './types';

export interface GatewayBases {
  main: string;
  quoting: string;
  issuer: () => string;
}

/**
 * The fetch transport of both gateways and the issuer; adds the bearer token to protected calls and, with the
 * edge-UUID option on, a new request id to every call.
 */
export function fetchGateway(bases: GatewayBases, accessToken: () => string | null, edgeRequestId: () => string | null): Gateway {
  return {
    async send(endpoint: Endpoint<Record<string, string>, t.Mixed, t.Mixed>, request: GatewayRequest) {
      const base = endpoint.gateway === 'issuer' ? bases.issuer() : bases[endpoint.gateway];
      const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
      const requestId = edgeRequestId();
      if (requestId) headers[edgeUuidHeader] = requestId;
      // A multipart body's boundary is the browser's to set with its content type.
      if (request.body !== undefined && !request.file) headers['content-type'] = 'application/json';
      if (request.idempotencyKey) headers[idempotencyHeader] = request.idempotencyKey;
      const token = endpoint.auth ? accessToken() : null;
      if (token) headers.authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await fetch(base + fillPath(endpoint.path, request.params ?? {}), {
          method: endpoint.method,
          headers,
          body: request.file ? formOf(request.file) : request.body === undefined ? undefined : JSON.stringify(request.body),
          credentials: 'same-origin',
        });
      } catch (error) {
        throw new NetworkError(error instanceof Error ? error.message : String(error));
      }
      const text = await response.text();
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      return { status: response.status, body, mitigationType: response.headers.get(mitigationHeader) };
    },
  };
}

function formOf(file: NonNullable<GatewayRequest['file']>): FormData {
  const form = new FormData();
  form.append(uploadFilePart, file.content, file.name);
  return form;
}
