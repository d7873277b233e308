import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Role } from '../db/schema';
import type { PublicJwk } from './keys';

/** Who is calling, from a verified access token and the sign-in it names, as that sign-in is now. */
export interface Principal {
  /** The session the token was issued in (the sign-in's id for good and its session version); null from an outside issuer. */
  session: { signInId: string; version: number } | null;
  /** The sign-in's login ID now (read at each request: a token never names a login ID). */
  loginId: string;
  /** The customer's party (null for a support agent, or a sign-in without one). */
  partyId: string | null;
  role: Role;
  /** How the sign-in was proven: `pwd`, and `otp` or `sms` after a second factor. */
  amr: string[];
}

/** What a verified token says: its subject, the role it was issued for and how the sign-in was proven. */
interface TokenClaims {
  sub: string;
  role: Role;
  amr: string[];
}

/** Who a verified token's subject is now; undefined when that sign-in, or the session the token belongs to, has ended. */
export type CallerLookup = (claims: TokenClaims) => Promise<Principal | undefined>;

export class TokenRejected extends Error {}

export interface TokenVerifier {
  /** The caller of a valid, unrevoked access token; throws TokenRejected otherwise. */
  verify(token: string): Promise<Principal>;
  /** Signature, issuer and expiry only (any audience): for the revocation endpoint. */
  verifyClaims(token: string, audience: string): Promise<JWTPayload>;
  /** Drops a token from the cache (after its revocation). */
  forget(token: string): void;
}

interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Our own keys, or the outside issuer's JWKS address. */
  keys: { local: PublicJwk[] } | { remote: URL };
  /** Whether a token id was revoked (sign-out). */
  isRevoked?: (jti: string) => Promise<boolean>;
  /** The caller a token's claims name, looked up at every request (the session version is never cached). */
  callers: CallerLookup;
  cacheSize?: number;
  /** How long a verified token is trusted without looking at the revocation list again. */
  cacheSeconds?: number;
}

const algorithms = ['RS256', 'ES256', 'PS256'];

/**
 * Verifies bearer JWTs: signature against the issuer's keys, issuer, audience, expiry and the revocation
 * list. A verified token's claims are remembered (small LRU keyed by the token) until its expiry but for at most
 * `cacheSeconds`, so a sign-out (one token revoked) on another gateway instance takes effect within that time.
 * The caller is looked up at every request (`callers`: one indexed read), so a session ended by a password change
 * or reset, a login ID change or a sign-out everywhere refuses its tokens at once, on every instance.
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keySet: JWTVerifyGetKey =
    'local' in options.keys ? createLocalJWKSet({ keys: options.keys.local }) : createRemoteJWKSet(options.keys.remote);
  const cache = new ExpiringLru<TokenClaims>(options.cacheSize ?? 5000);
  const cacheMs = (options.cacheSeconds ?? 30) * 1000;

  const verifyClaims = async (token: string, audience: string) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience,
      algorithms,
      requiredClaims: ['sub', 'exp'],
    }).catch((error: unknown) => {
      throw new TokenRejected(error instanceof joseErrors.JWTExpired ? 'The sign-in has expired.' : 'The access token is not valid.');
    });
    return payload;
  };

  const checkedClaims = async (token: string): Promise<TokenClaims> => {
    const payload = await verifyClaims(token, options.audience);
    if (payload.jti && options.isRevoked && (await options.isRevoked(payload.jti))) throw new TokenRejected('The sign-in has ended.');
    const claims: TokenClaims = {
      sub: String(payload.sub),
      role: payload.role === 'support' ? 'support' : 'customer',
      amr: Array.isArray(payload.amr) ? payload.amr.map(String) : [],
    };
    cache.set(token, claims, Math.min((payload.exp ?? 0) * 1000, Date.now() + cacheMs));
    return claims;
  };

  return {
    verifyClaims,
    forget: (token) => cache.delete(token),
    async verify(token) {
      const claims = cache.get(token) ?? (await checkedClaims(token));
      const principal = await options.callers(claims);
      if (!principal) {
        cache.delete(token);
        throw new TokenRejected('The sign-in has ended.');
      }
      return principal;
    },
  };
}

/** A Map kept in use order, evicting the least recently used entry; each entry also ends at its own expiry. */
class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
