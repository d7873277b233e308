import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP is strict: scripts only from our origin (no inline script), no plugins,
 * framing only by ourselves, calls only to our origin (plus an outside issuer when one is used).
 * oidc-provider's own pages (server/auth/pages.ts) carry no script, so the same policy fits them.
 */
export function securityHeaders(options: { publicUrl: string; externalIssuer: string | undefined }): HelmetOptions {
  const https = options.publicUrl.startsWith('https:');
  const issuerOrigin = options.externalIssuer ? [new URL(options.externalIssuer).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        connectSrc: ["'self'", ...issuerOrigin],
        formAction: ["'self'", ...issuerOrigin],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // React style attributes and the provider pages' <style> need inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The portal embeds nothing cross-origin that would need a relaxed embedder policy.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * Sets the security headers on every answer. helmet's middleware is built once here: @fastify/helmet builds it
 * again for every request, which was the largest part of the gateway's own cost per call.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
