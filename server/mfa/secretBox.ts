import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Authenticator secrets at rest: AES-256-GCM with a key from the environment (MFA_SECRET_KEY, 32 bytes in
// base64), a fresh nonce per secret, and the factor's id as additional data, so a ciphertext copied onto
// another customer's factor does not open.

/** The development key: everyone can read it here, so the gateway refuses it in production. */
export const developmentMfaKey = createHash('sha256').update('Cardinal Mutual development MFA secret key').digest();

export interface SecretBox {
  seal(plain: string, factorId: string): string;
  open(sealed: string, factorId: string): string;
}

const version = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('MFA_SECRET_KEY must be 32 bytes (base64).');
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
      if (v !== version || !nonce || !tag || body === undefined) throw new Error('not a sealed MFA secret');
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
  if (value) {
    const key = Buffer.from(value, 'base64');
    if (key.length !== 32) throw new Error('MFA_SECRET_KEY must be 32 random bytes in base64 (openssl rand -base64 32).');
    return key;
  }
  if (nodeEnv === 'production') throw new Error('MFA_SECRET_KEY must be set in production: authenticator secrets are encrypted with it.');
  return developmentMfaKey;
}
