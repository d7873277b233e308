import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Role } from '../db/schema';
import { TokenRejected, type Principal, type TokenVerifier } from '../auth/tokens';
import { HttpError, messages } from './errors';
import { accepting } from './access';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer guard on protected routes. */
    principal: Principal | null;
  }
}

export interface Guards {
  /** A signed-in customer (support agents get 403). */
  customer: preHandlerHookHandler;
  /** Anyone signed in. */
  signedIn: preHandlerHookHandler;
  /** The caller of an access token handed over otherwise (the chat socket's first frame); throws TokenRejected. */
  authenticate(token: string): Promise<Principal>;
}

const bearerPattern = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

function unauthorized(message: string) {
  return new HttpError(401, 'unauthorized', message, { 'www-authenticate': 'Bearer' });
}

/** A token refused, or a sign-in found ended while a request waited (a password or login ID changed meanwhile). */
export const signInEnded = (reason = 'The sign-in has ended.') => unauthorized(`${reason} Please sign in again.`);

/** The principal of the signed-in caller: bearer JWT verified, or a 401. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(messages.unauthorized);
  return request.principal;
}

export function createGuards(verifier: TokenVerifier): Guards {
  const guard =
    (roles: Role[]): preHandlerHookHandler =>
    async (request) => {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? bearerPattern.exec(header) : null;
      if (!match?.[1]) throw unauthorized(messages.unauthorized);
      try {
        request.principal = await verifier.verify(match[1]);
      } catch (error) {
        if (error instanceof TokenRejected) throw signInEnded(error.message);
        throw error;
      }
      if (!roles.includes(request.principal.role)) throw new HttpError(403, 'forbidden', messages.forbidden);
    };
  return {
    customer: accepting(guard(['customer']), [['customerToken']]),
    signedIn: accepting(guard(['customer', 'support']), [['customerToken'], ['supportAgentToken']]),
    authenticate: (token) => verifier.verify(token),
  };
}
