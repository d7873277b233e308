import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets at rest: AES-256-GCM with a key from the environment (32 bytes in base64), a fresh nonce per secret,
// and the id of what the secret belongs to as additional data, so a ciphertext copied onto another row does not
// open. Authenticator secrets use MFA_SECRET_KEY (the factor's id), the gateway's signing keys
// SIGNING_KEYS_SECRET_KEY (the key's kid).

/** The development key: everyone can read it here, so the gateway refuses it in production. */
export const developmentMfaKey = createHash('sha256').update('Cardinal Mutual development MFA secret key').digest();

export interface SecretBox {
  seal(plain: string, factorId: string): string;
  open(sealed: string, factorId: string): string;
}

const version = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A sealing key must be 32 bytes (base64).');
  return {
    seal(plain, factorId) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(factorId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, factorId) {
      const [v, nonce, tag, body] = sealed.split('.');
      if (v !== version || !nonce || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(factorId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key the gateway runs with: MFA_SECRET_KEY when set; otherwise the development key, which production
 * (NODE_ENV=production) refuses.
 */
export function mfaKeyFrom(value: string | undefined, nodeEnv: string | undefined): Buffer {
  return sealingKeyFrom({ variable: 'MFA_SECRET_KEY', sealing: 'authenticator secrets', development: developmentMfaKey }, value, nodeEnv);
}

/**
 * A sealing key from its environment variable (32 bytes in base64); without it the development key, which
 * production (NODE_ENV=production) refuses.
 */
export function sealingKeyFrom(
  key: { variable: string; sealing: string; development: Buffer },
  value: string | undefined,
  nodeEnv: string | undefined,
): Buffer {
  if (value) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length !== 32) throw new Error(`${key.variable} must be 32 random bytes in base64 (openssl rand -base64 32).`);
    return bytes;
  }
  if (nodeEnv === 'production') throw new Error(`${key.variable} must be set in production: ${key.sealing} are encrypted with it.`);
  return key.development;
}
