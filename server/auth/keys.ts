import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { sealingKeyFrom, type SecretBox } from '../mfa/secretBox';

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

/** The development key sealing the signing keys: everyone can read it here, so production refuses it. */
export const developmentKeysSealingKey = createHash('sha256').update('Cardinal Mutual development signing keys sealing key').digest();

/**
 * The key sealing the signing keys in the database: SIGNING_KEYS_SECRET_KEY (32 bytes in base64) when set; otherwise
 * the development key, which production (NODE_ENV=production) refuses. Whoever reads the database alone cannot sign.
 */
export function keysSealingKeyFrom(value: string | undefined, nodeEnv: string | undefined): Buffer {
  return sealingKeyFrom(
    { variable: 'SIGNING_KEYS_SECRET_KEY', sealing: "the gateway's token signing keys", development: developmentKeysSealingKey },
    value,
    nodeEnv,
  );
}

// Any constant, so that instances starting together create the keys only once.
const keysLockId = 7_304_221;

/**
 * Loads the signing and cookie keys from the database, creating them on the very first start, under an
 * advisory lock so that several gateway instances starting at once agree on the same keys. Both are kept sealed
 * (`box`; a signing key's kid or a cookie key's row as additional data); a key still plain from before is sealed here.
 */
export async function loadOrCreateKeys(db: Kysely<Database>, box: SecretBox): Promise<GatewayKeys> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${keysLockId})`.execute(trx);
    return { signing: await signingKeys(trx, box), cookies: await cookieKeys(trx, box) };
  });
}

/** The cookie keys alone (they also sign download and statement links), created on the very first start. */
export async function loadOrCreateCookieKeys(db: Kysely<Database>, box: SecretBox): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${keysLockId})`.execute(trx);
    return cookieKeys(trx, box);
  });
}

async function signingKeys(trx: Transaction<Database>, box: SecretBox): Promise<SigningJwk[]> {
  const rows = await trx.selectFrom('signing_keys').select(['kid', 'private_jwk', 'sealed_jwk']).orderBy('created_at', 'desc').execute();
  if (rows.length === 0) {
    const jwk = newSigningKey();
    await trx
      .insertInto('signing_keys')
      .values({ kid: jwk.kid, sealed_jwk: box.seal(JSON.stringify(jwk), jwk.kid), public_jwk: JSON.stringify(publicJwk(jwk)) })
      .execute();
    return [jwk];
  }
  const kept = rows.map((row) => ({
    name: `Signing key ${row.kid}`,
    label: row.kid,
    sealed: row.sealed_jwk,
    plain: row.private_jwk === null ? null : JSON.stringify(row.private_jwk),
  }));
  const opened = await openKept(box, kept, async (key, sealed) => {
    const jwk = JSON.parse(key.plain!) as SigningJwk;
    await trx
      .updateTable('signing_keys')
      .set({ sealed_jwk: sealed, public_jwk: JSON.stringify(publicJwk(jwk)), private_jwk: null })
      .where('kid', '=', key.label)
      .execute();
  });
  return opened.map((jwk) => JSON.parse(jwk) as SigningJwk);
}

/** A cookie key's additional data when sealed: its row, so a sealed secret cannot be moved to another row. */
const cookieKeyLabel = (id: number) => `cookie-key:${id}`;

async function cookieKeys(trx: Transaction<Database>, box: SecretBox): Promise<string[]> {
  const rows = await trx.selectFrom('cookie_keys').select(['id', 'secret', 'sealed_secret']).orderBy('id', 'desc').execute();
  if (rows.length === 0) {
    const secret = randomBytes(32).toString('base64url');
    const { id } = await trx.insertInto('cookie_keys').values({ secret: null }).returning('id').executeTakeFirstOrThrow();
    await trx
      .updateTable('cookie_keys')
      .set({ sealed_secret: box.seal(secret, cookieKeyLabel(id)) })
      .where('id', '=', id)
      .execute();
    return [secret];
  }
  const kept = rows.map((row) => ({
    name: `Cookie key ${row.id}`,
    label: cookieKeyLabel(row.id),
    sealed: row.sealed_secret,
    plain: row.secret,
    id: row.id,
  }));
  return openKept(box, kept, async (key, sealed) => {
    await trx.updateTable('cookie_keys').set({ sealed_secret: sealed, secret: null }).where('id', '=', key.id).execute();
  });
}

/** A key as the database keeps it: sealed (`label` its additional data), or plain from before sealing. */
interface KeptKey {
  name: string;
  label: string;
  sealed: string | null;
  plain: string | null;
}

/** Opens each kept key, in order; a plain one is sealed on the way (`writeSealed` stores the sealed form in its row). */
async function openKept<K extends KeptKey>(
  box: SecretBox,
  keys: K[],
  writeSealed: (key: K, sealed: string) => Promise<void>,
): Promise<string[]> {
  const opened: string[] = [];
  for (const key of keys) {
    if (key.sealed !== null) {
      opened.push(openSealed(box, key));
      continue;
    }
    if (key.plain === null) throw new Error(`${key.name} has no secret.`);
    await writeSealed(key, box.seal(key.plain, key.label));
    opened.push(key.plain);
  }
  return opened;
}

function openSealed(box: SecretBox, key: KeptKey): string {
  try {
    return box.open(key.sealed!, key.label);
  } catch {
    throw new Error(`${key.name} does not open: it was sealed with another SIGNING_KEYS_SECRET_KEY.`);
  }
}

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<SigningJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kty: 'RSA', kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

export function publicJwk(key: SigningJwk): PublicJwk {
  return { kty: key.kty, kid: key.kid, alg: key.alg, use: key.use, n: key.n, e: key.e };
}
