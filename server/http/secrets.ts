import { createHash, randomBytes } from 'node:crypto';

// Bearer secrets handed to a browser once (quote access tokens, account creation grants): 32 random bytes,
// base64url; the database keeps only their SHA-256, so a leaked table grants nothing.

export const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashOfSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
