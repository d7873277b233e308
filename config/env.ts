import * as t from 'io-ts';
import { flagDefaults, outageNames, settingDefaults } from './flags';

// The gateway's environment (server/main.ts), as io-ts codecs: names, formats and defaults.

const PortString = t.refinement(t.string, (s) => /^\d{1,5}$/.test(s) && Number(s) <= 65535, 'Port');
const HttpUrl = t.refinement(t.string, (s) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(s), 'HttpUrl');
const PostgresUrl = t.refinement(t.string, (s) => /^postgres(ql)?:\/\//.test(s), 'PostgresUrl');
const BooleanString = t.keyof({ true: null, false: null, '1': null, '0': null, '': null });
const LogLevel = t.keyof({ fatal: null, error: null, warn: null, info: null, debug: null, trace: null, silent: null });

export const GatewayEnv = t.partial({
  PORT: PortString,
  HOST: t.string,
  PUBLIC_URL: HttpUrl,
  DATABASE_URL: PostgresUrl,
  /** Folder of the embedded database, or `memory`. */
  DATA_DIR: t.string,
  /** Folder of the built portal. */
  STATIC_DIR: t.string,
  QUOTING_ONLY: BooleanString,
  /** An outside OpenID Connect issuer; when set, the gateway mounts no provider of its own. */
  OIDC_ISSUER: HttpUrl,
  LOG_LEVEL: LogLevel,
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* headers. */
  TRUST_PROXY: BooleanString,
  /** Development and test only: mount GET /api/development/outbox/:recipient/latest (refused with NODE_ENV=production). */
  DEV_OUTBOX: BooleanString,
  /** 32 random bytes in base64 sealing authenticator secrets (AES-256-GCM); required with NODE_ENV=production. */
  MFA_SECRET_KEY: t.string,
  /** 32 random bytes in base64 sealing the token signing keys in the database (AES-256-GCM); required with NODE_ENV=production. */
  SIGNING_KEYS_SECRET_KEY: t.string,
  /** Forced MFA (spec section 9): every customer sets up a second factor at their next sign-in. */
  FORCED_MFA: BooleanString,
  /** An SMTP server (smtp://user:pass@host:port or smtps://...) that delivers the outbox's emails; unset, they stay in the outbox. */
  SMTP_URL: t.refinement(t.string, (s) => /^smtps?:\/\/\S+$/.test(s), 'SmtpUrl'),
  /** The SMS provider's messages endpoint (a form POST of To, From, Body with basic authentication); set with the next two. */
  SMS_API_URL: HttpUrl,
  /** `account:token`, the provider's basic authentication. */
  SMS_API_KEY: t.refinement(t.string, (s) => /^[^:\s]+:\S+$/.test(s), 'AccountColonToken'),
  /** The number (E.164) or sender id texts come from. */
  /** A bearer token that may read GET /metrics from another machine (at least 16 characters); loopback always may. */
  METRICS_TOKEN: t.refinement(t.string, (s) => /^\S{16,}$/.test(s), 'MetricsToken'),
  SMS_FROM: t.refinement(t.string, (s) => /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/.test(s), 'SmsSender'),
  /** Whole months a recorded visit is kept after the month it opened in (1 to 120; default 13). */
  RECORDING_RETENTION_MONTHS: t.refinement(t.string, (s) => /^\d{1,3}$/.test(s) && Number(s) >= 1 && Number(s) <= 120, 'Months'),
});
export type GatewayEnv = t.TypeOf<typeof GatewayEnv>;

export const envDefaults = {
  PORT: '8080',
  HOST: '0.0.0.0',
  DATA_DIR: '.data',
  STATIC_DIR: 'dist/portal',
  LOG_LEVEL: 'info',
} as const;

export const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/**
 * Remote-config overrides from the environment: `FLAG_<Name>=true|false`, `SETTING_<Name>=value`,
 * `OUTAGE_<name>=<start ISO>/<end ISO>` (e.g. OUTAGE_billing=2026-12-01T05:00:00Z/2026-12-01T09:00:00Z).
 * The same names with `flag:`, `setting:`, `outage:` prefixes can be set in the config_overrides table.
 */
export const overridePrefixes = { flag: 'FLAG_', setting: 'SETTING_', outage: 'OUTAGE_' } as const;

export const FlagValue = t.keyof({ true: null, false: null });
export const IsoInstant = t.refinement(t.string, (s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), 'IsoInstant');
export const OutageValue = t.type({ start: t.union([IsoInstant, t.null]), end: t.union([IsoInstant, t.null]) });

export const knownFlags = Object.keys(flagDefaults);
export const knownSettings = Object.keys(settingDefaults);
export const knownOutages: readonly string[] = outageNames;
