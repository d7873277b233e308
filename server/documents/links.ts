import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived download addresses. A plain link cannot carry the bearer header, so the gateway signs one
 * (HMAC-SHA256 with a key every instance shares from the database) naming the document, the party and an
 * expiry; the download route serves exactly that document until then. The token is a credential: the
 * server log redacts the `token` query parameter, and answers are `no-store`.
 */
export interface LinkClaims {
  documentId: string;
  partyId: string;
  expiresAt: number;
}

export const linkLifetimeMs = 10 * 60 * 1000;

export interface LinkSigner {
  sign(documentId: string, partyId: string, now?: number): { token: string; expiresAt: number };
  verify(token: string, now?: number): LinkClaims | undefined;
}

export function linkSigner(secret: string): LinkSigner {
  const mac = (payload: string) => createHmac('sha256', `document-link:${secret}`).update(payload).digest();
  return {
    sign(documentId, partyId, now = Date.now()) {
      const expiresAt = now + linkLifetimeMs;
      const payload = Buffer.from(JSON.stringify({ d: documentId, p: partyId, e: expiresAt })).toString('base64url');
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt };
    },
    verify(token, now = Date.now()) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { d?: unknown; p?: unknown; e?: unknown };
      if (typeof claims.d !== 'string' || typeof claims.p !== 'string' || typeof claims.e !== 'number' || claims.e <= now) return undefined;
      return { documentId: claims.d, partyId: claims.p, expiresAt: claims.e };
    },
  };
}
