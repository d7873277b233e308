import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An RS256 signing key as a private JWK (oidc-provider signs ID tokens with RS256 by default). */
export interface SigningJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}
export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

export interface GatewayKeys {
  /** Private signing keys, newest first (oidc-provider signs with the first). */
  signing: SigningJwk[];
  /** Keys that sign the provider's cookies, newest first. */
  cookies: string[];
}

// Any constant, so that instances starting together create the keys only once.
const keysLockId = 7_304_221;

/**
 * Loads the signing and cookie keys from the database, creating them on the very first start, under an
 * advisory lock so that several gateway instances starting at once agree on the same keys.
 */
export async function loadOrCreateKeys(db: Kysely<Database>): Promise<GatewayKeys> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${keysLockId})`.execute(trx);
    let signing = await trx.selectFrom('signing_keys').select('private_jwk').orderBy('created_at', 'desc').execute();
    if (signing.length === 0) {
      const jwk = newSigningKey();
      await trx
        .insertInto('signing_keys')
        .values({ kid: jwk.kid, private_jwk: JSON.stringify(jwk) })
        .execute();
      signing = [{ private_jwk: jwk as unknown as Record<string, unknown> }];
    }
    let cookies = await trx.selectFrom('cookie_keys').select('secret').orderBy('id', 'desc').execute();
    if (cookies.length === 0) {
      const secret = randomBytes(32).toString('base64url');
      await trx.insertInto('cookie_keys').values({ secret }).execute();
      cookies = [{ secret }];
    }
    return { signing: signing.map((k) => k.private_jwk as unknown as SigningJwk), cookies: cookies.map((c) => c.secret) };
  });
}

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<SigningJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kty: 'RSA', kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

export function publicJwk(key: SigningJwk): PublicJwk {
  return { kty: key.kty, kid: key.kid, alg: key.alg, use: key.use, n: key.n, e: key.e };
}
