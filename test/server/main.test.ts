import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { optionsFromEnv, startGateway } from '../../server/main';

describe('optionsFromEnv', () => {
  it('applies the defaults of config/env.ts', () => {
    expect(optionsFromEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '.data',
      staticDir: 'dist/portal',
      quotingOnly: false,
      logLevel: 'info',
      trustProxy: false,
      devOutbox: false,
      forcedMfa: false,
    });
  });

  it('reads every variable', () => {
    expect(
      optionsFromEnv({
        PORT: '9000',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://portal.example.com',
        DATABASE_URL: 'postgres://u@db/portal',
        DATA_DIR: 'memory',
        QUOTING_ONLY: 'true',
        OIDC_ISSUER: 'https://login.example.com',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        DEV_OUTBOX: 'true',
        MFA_SECRET_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
        FORCED_MFA: 'true',
      }),
    ).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      publicUrl: 'https://portal.example.com',
      databaseUrl: 'postgres://u@db/portal',
      dataDir: 'memory',
      quotingOnly: true,
      oidcIssuer: 'https://login.example.com',
      logLevel: 'warn',
      trustProxy: true,
      devOutbox: true,
      mfaSecretKey: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
      forcedMfa: true,
    });
  });

  it('refuses a malformed environment with a readable report', () => {
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/Invalid environment[\s\S]*PORT/);
    expect(() => optionsFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => optionsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => optionsFromEnv({ PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => optionsFromEnv({ FORCED_MFA: 'yes' })).toThrow(/FORCED_MFA/);
  });
});

describe('startGateway', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates, migrates and seeds the embedded database on first start, listens, and keeps its keys across a restart', async () => {
    const first = await startGateway({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', staticDir: '/nonexistent' });
    let jwks: unknown;
    try {
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ status: 'ok', gateway: 'main' });
      const discovery = (await (await fetch(`${first.url}/oidc/.well-known/openid-configuration`)).json()) as { issuer: string };
      expect(discovery.issuer).toBe(`${first.url}/oidc`);
      jwks = await (await fetch(`${first.url}/oidc/jwks`)).json();
      // Without PUBLIC_URL, another name of this machine is sent to the one address sign-in works at.
      const local = first.url.replace('localhost', '127.0.0.1');
      const elsewhere = await fetch(`${local}/customers/login?returnTo=%2Fcustomers%2Fbilling`, { redirect: 'manual' });
      expect(elsewhere.status).toBe(307);
      expect(elsewhere.headers.get('location')).toBe(`${first.url}/customers/login?returnTo=%2Fcustomers%2Fbilling`);
    } finally {
      await first.close();
    }
    const second = await startGateway({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', staticDir: '/nonexistent' });
    try {
      expect(await (await fetch(`${second.url}/oidc/jwks`)).json()).toEqual(jwks);
      expect(await second.db.selectFrom('users').select('login_id').execute()).toHaveLength(6);
    } finally {
      await second.close();
    }
  }, 180_000);
});
