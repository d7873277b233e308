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
