import { Secret, TOTP } from 'otpauth';
import { multiFactor, product } from '../../config/product';

// Authenticator apps (RFC 6238): SHA-1, 6 digits, 30-second steps, one step of clock drift either side.

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: product.name,
    label,
    algorithm: 'SHA1',
    digits: multiFactor.authenticatorDigits,
    period: multiFactor.authenticatorPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, base32) and the otpauth:// address an app scans. */
export function newAuthenticatorSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label).toString() };
}

/** The time step a code belongs to when it is right at `now` (within the drift), or null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!new RegExp(`^\\d{${multiFactor.authenticatorDigits}}$`).test(code)) return null;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: multiFactor.authenticatorDriftSteps });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / multiFactor.authenticatorPeriodSeconds) + delta;
}
