import type { FastifyInstance } from 'fastify';

/**
 * Development without PUBLIC_URL: the issuer, the token audience and the page's CSP all name one address, so a
 * browser that opened another name of this machine (127.0.0.1, a LAN address) is sent to the same path at that
 * address before anything else is answered. The target's origin is fixed: only the path is the request's.
 */
export function redirectOtherAddresses(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.host.toLowerCase() === publicOrigin.host) return;
    const path = request.url.startsWith('/') ? request.url : '/';
    return reply.header('cache-control', 'no-store').redirect(`${publicOrigin.origin}${path}`, 307);
  });
}
