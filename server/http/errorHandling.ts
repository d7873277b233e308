import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { product } from '../../config/product';
import { HttpError, messages } from './errors';

const gatewayPrefixes = ['/customers', '/api', '/quoting-api', '/oidc'];
const underPrefix = (path: string) => gatewayPrefixes.some((p) => path === p || path.startsWith(`${p}/`));

// Fastify's own 4xx errors, in the words the portal shows.
const frameworkErrors: Record<string, { error: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'bad_request', message: 'The request body is empty; JSON was expected.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'bad_request', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: 'bad_request', message: 'The request body does not match its Content-Length.' },
  FST_ERR_BAD_URL: { error: 'bad_request', message: 'The address is not valid.' },
  FST_ERR_ASYNC_CONSTRAINT: { error: 'bad_request', message: 'The request is not valid.' },
};

/** Every error answers JSON `{error, message}`; unknown paths outside the gateway's areas go to the portal. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known =
        frameworkErrors[error.code] ?? (error instanceof SyntaxError ? frameworkErrors.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      return reply.code(status).send(known ?? { error: 'bad_request', message: 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'internal_error', message: messages.generic });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const [path = '/', query] = splitUrl(request.url);
    if ((request.method === 'GET' || request.method === 'HEAD') && !underPrefix(path)) {
      // Spec section 2: a path missing the /customers prefix is redirected to it.
      return reply.redirect(`${product.basePath}${path}${query === undefined ? '' : `?${query}`}`, 301);
    }
    return reply.code(404).send({ error: 'not_found', message: messages.notFound });
  });
}

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

// A client error caught before any route runs (Node's request timeout, oversized headers, a request the parser
// refuses): answered on the socket itself, in the contract's `{error, message}` shape, and the connection closed.
const clientErrors: Record<string, { status: number; error: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'request_timeout',
    message: 'The request took too long to arrive, so it was not handled. Please try again.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, error: 'headers_too_large', message: 'The request headers are too large.' },
};
const unreadable = { status: 400, error: 'bad_request', message: 'The request could not be read.' };

/** Fastify's `clientErrorHandler`: the same answers as every other refusal, never Fastify's own words. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, ...body } = clientErrors[error.code ?? ''] ?? unreadable;
  const json = JSON.stringify(body);
  if (socket.writable) {
    const reason = status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
