import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SignJWT, generateKeyPair } from 'jose';
import { loadOrCreateKeys } from '../../server/auth/keys';
import type { DatabaseHandle } from '../../server/db/connect';
import {
  bearer,
  gateway,
  mintToken,
  openTestDatabase,
  resetVolatileState,
  signIn,
  startSignIn,
  testKeysBox,
  type TestDatabase,
} from './support/gateway';

// Two gateway instances on one database (with DATABASE_URL: two connection pools, as two processes would have).
let database: TestDatabase;
let second: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  second = await database.openAnother();
});
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await second.close();
  await database.close();
});

describe('two gateway instances on one database', () => {
  it('create the signing and cookie keys once, even when they start at the same time', async () => {
    await database.db.deleteFrom('signing_keys').execute();
    await database.db.deleteFrom('cookie_keys').execute();
    const keys = await Promise.all([
      loadOrCreateKeys(database.db, testKeysBox),
      loadOrCreateKeys(second.db, testKeysBox),
      loadOrCreateKeys(database.db, testKeysBox),
      loadOrCreateKeys(second.db, testKeysBox),
    ]);
    expect(new Set(keys.map((k) => k.signing[0]?.kid)).size).toBe(1);
    expect(new Set(keys.map((k) => k.cookies[0])).size).toBe(1);
    [instanceA, instanceB] = await Promise.all([gateway(database.db), gateway(second.db)]);
    const jwks = await Promise.all([instanceA, instanceB].map(async (app) => (await app.inject({ url: '/oidc/jwks' })).json()));
    expect(jwks[0]).toEqual(jwks[1]);
    expect(jwks[0].keys).toHaveLength(1);
  });

  it('finish on one instance a sign-in started on the other, and each accepts the tokens of the other', async () => {
    await resetVolatileState(database.db);
    const { accessToken } = await signIn(instanceA, 'mutual.customer', undefined, instanceB);
    for (const app of [instanceA, instanceB]) {
      const response = await app.inject({ url: '/api/policies/summary', headers: bearer(accessToken) });
      expect(response.statusCode).toBe(200);
      expect(response.json().policies).toHaveLength(2);
    }
  });

  it('share the failed sign-in counters', async () => {
    await resetVolatileState(database.db);
    const { browser, uid } = await startSignIn(instanceA);
    for (let i = 0; i < 5; i++) {
      browser.switchTo(i % 2 === 0 ? instanceA : instanceB);
      expect(
        (await browser.request('POST', `/oidc/interaction/${uid}/login`, { json: { loginId: 'both.customer', password: 'wrong' } }))
          .statusCode,
      ).toBe(401);
    }
    browser.switchTo(instanceA);
    expect(
      (await browser.request('POST', `/oidc/interaction/${uid}/login`, { json: { loginId: 'both.customer', password: 'wrong' } }))
        .statusCode,
    ).toBe(429);
  });

  it('honour on one instance a token revoked on the other', async () => {
    await resetVolatileState(database.db);
    const { accessToken } = await signIn(instanceB, 'new.customer');
    const revoke = await instanceB.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: accessToken, client_id: 'portal' }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await instanceA.inject({ url: '/api/party', headers: bearer(accessToken) })).statusCode).toBe(401);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('with an outside OpenID Connect issuer (OIDC_ISSUER)', () => {
  it("mounts no provider of its own and checks tokens against the issuer's published keys", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const outside = await gateway(database.db, { publicUrl: base });
    await outside.listen({ port, host: '127.0.0.1' });
    const portal = await gateway(second.db, { publicUrl: base, externalIssuer: `${base}/oidc` });
    try {
      expect((await portal.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
      expect((await portal.inject({ url: '/api/auth/config' })).json().issuer).toBe(`${base}/oidc`);
      expect(String((await portal.inject({ url: '/api/config' })).headers['content-security-policy'])).toContain(
        `connect-src 'self' ${base}`,
      );

      const token = await mintToken(database.db, { sub: 'mutual.customer', iss: `${base}/oidc`, aud: `${base}/api` });
      expect((await portal.inject({ url: '/api/policies/summary', headers: bearer(token) })).statusCode).toBe(200);

      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256' })
        .setSubject('mutual.customer')
        .setIssuer(`${base}/oidc`)
        .setAudience(`${base}/api`)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      expect((await portal.inject({ url: '/api/policies/summary', headers: bearer(forged) })).statusCode).toBe(401);
    } finally {
      await portal.close();
      await outside.close();
    }
  });
});
