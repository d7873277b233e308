import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { maskPath } from '../src/bus/redact';

// Sensitive fields (DESIGN.md: passwords, card and bank numbers, SSN, dates of birth, security codes) never reach the log.
const sensitiveFields = [
  'password',
  'newPassword',
  'currentPassword',
  'cardNumber',
  'card',
  'cvv',
  'securityCode',
  'bankAccountNumber',
  'routingNumber',
  'bank',
  'ssn',
  'socialSecurityNumber',
  'dob',
  'dateOfBirth',
  'date_of_birth',
  'totpSecret',
  'totp_secret',
  'code',
  'access_token',
  'id_token',
  'refresh_token',
  'token',
  // A passkey's answers (WebAuthn): not secrets like a password, but kept out of the log all the same.
  'clientDataJSON',
  'attestationObject',
  'authenticatorData',
  'signature',
  'userHandle',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  // A guest's grant to send documents to a claim (src/contract/guestClaims.ts) is a credential.
  'req.headers["guest-upload-grant"]',
  // A step-up grant (src/contract/profile.ts) lets its bearer make sensitive changes for minutes.
  'req.headers["x-step-up-grant"]',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...sensitiveFields.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `body.*.${f}`]),
];

// Query parameters that carry a credential: the sign-in callback's code, a session token (spec section 2) ...
const sensitiveQuery = /([?&](?:code|state|nonce|code_verifier|code_challenge|id_token_hint|sessionToken|token|login_hint)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  // ... and the one-time token of an emailed account verification link, a path segment.
  return maskPath(url.replace(sensitiveQuery, '$1[redacted]'));
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest | Record<string, unknown>) =>
        typeof request.url === 'string' && typeof request.method === 'string'
          ? { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }
          : request,
    },
  };
}
