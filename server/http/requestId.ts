import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// Every request has an id, written on each of its log lines (reqId) and answered in the x-request-id header, so one
// customer's call can be followed through the logs of every instance it reached. A load balancer's or a client's own
// x-request-id is kept when it is a plain label (letters, digits, . _ : -, at most 128); without one, a W3C
// traceparent's trace id is taken, so a call passed on between instances keeps one id in both logs; else a new UUID.

const requestIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const traceparentPattern = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

export const requestIdHeader = 'x-request-id';

/** The request's id: its valid x-request-id, else its traceparent's trace id, else a new one (Fastify's genReqId). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  if (typeof given === 'string' && requestIdPattern.test(given)) return given;
  const traceparent = request.headers.traceparent;
  const traceId = typeof traceparent === 'string' ? traceparentPattern.exec(traceparent.trim())?.[1] : undefined;
  if (traceId && !/^0+$/.test(traceId)) return traceId;
  return randomUUID();
}

/** Every answer, refusals and errors included, names its request id. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
