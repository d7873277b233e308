import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import reporter from 'io-ts-reporters';
import type { Endpoint } from '../../src/contract/endpoint';
import { HttpError } from './errors';
import { refuseNulParameters } from './inputGuards';
import './openapi';
import { accessOf, type Access } from './access';

export interface ContractInput<P, B> {
  params: P;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ContractRouteOptions<P extends Record<string, string>, Req extends t.Mixed, Res extends t.Mixed> {
  /** Hooks run before decoding (authentication, role checks). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * What a route that checks its caller in its handler lets through (a recorded visit takes a token when there is
   * one); otherwise its guard says it, and a route with neither is open to anyone.
   */
  accepts?: Access;
  /** A failed decode of params answers this error instead of a 400 (e.g. a 404 for a malformed identifier). */
  onBadParams?: () => HttpError;
  /** Answers the plain (encoded) form; it is decoded with the response codec before it is sent. */
  handler: (input: ContractInput<P, t.TypeOf<Req>>) => Promise<t.OutputOf<Res>>;
}

/** Decodes a value or throws a 400 with a readable report. */
export function decodeOr400<A, O>(codec: t.Type<A, O, unknown>, value: unknown, what: string): A {
  const result = codec.decode(value);
  if (isLeft(result)) {
    const report = reporter.report(result).slice(0, 5).join('; ');
    throw new HttpError(400, 'bad_request', `The ${what} is not valid: ${report || 'unexpected value'}`);
  }
  return result.right;
}

/**
 * Registers a route from a contract endpoint: params and body decoded with its codecs (400 on failure),
 * the answer checked against its response codec and encoded (a mismatch is our bug: logged, 500).
 */
export function contractRoute<P extends Record<string, string>, Req extends t.Mixed, Res extends t.Mixed>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Req, Res>,
  options: ContractRouteOptions<P, Req, Res>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // The API description (server/http/openapi.ts) reads the endpoint's codecs from here.
    config: {
      endpoint: endpoint as unknown as Endpoint<Record<string, string>, t.Mixed, t.Mixed>,
      access: options.accepts ?? accessOf(options.preHandler) ?? [[]],
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      // A NUL in a path parameter names nothing (and no database could compare it).
      refuseNulParameters(request.params, options.onBadParams);
      let params: P;
      try {
        params = decodeOr400(endpoint.params, request.params, 'address');
      } catch (error) {
        throw options.onBadParams?.() ?? error;
      }
      const body = decodeOr400<t.TypeOf<Req>, unknown>(endpoint.body, request.body, 'request body');
      const answer = await options.handler({ params, body, request, reply });
      const checked = endpoint.response.decode(answer);
      if (isLeft(checked)) {
        request.log.error({ endpoint: endpoint.name, report: reporter.report(checked).slice(0, 5) }, 'answer does not match its contract');
        throw new Error(`answer of ${endpoint.name} does not match its contract`);
      }
      return endpoint.response.encode(checked.right);
    },
  });
}
