import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers. The CSP is strict: scripts only from our origin (no inline script), no plugins,
 * framing only by ourselves, calls only to our origin (plus an outside issuer when one is used).
 * oidc-provider's own pages (server/auth/pages.ts) carry no script, so the same policy fits them.
 */
export function securityHeaders(options: { publicUrl: string; externalIssuer: string | undefined }): FastifyHelmetOptions {
  const https = options.publicUrl.startsWith('https:');
  const issuerOrigin = options.externalIssuer ? [new URL(options.externalIssuer).origin] : [];
  return {
    global: true,
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
