import { SignJWT, generateKeyPair } from 'jose';
import { isRight } from 'fp-ts/lib/Either';
import { RemoteConfig } from '../../src/contract/config';
import { Party } from '../../src/contract/party';
import { PoliciesSummary, PolicySummary } from '../../src/contract/policies';
import { flagDefaults } from '../../config/flags';
import { customerGateway, demoCustomers, mintToken, urls } from './support/gateway';

const customers = customerGateway([...demoCustomers, 'new.customer', 'mfa.customer'], {
  support: ['support.agent'],
  deps: { env: { FLAG_AddDriver: 'true', OUTAGE_billing: '2026-12-01T05:00:00Z/2026-12-01T09:00:00Z', FLAG_Bogus: 'true' } },
});

const get = (url: string, loginId?: string, headers: Record<string, string> = {}) =>
  customers.app.inject({ url, headers: { ...(loginId ? customers.as(loginId) : {}), ...headers } });

describe('bearer tokens', () => {
  const refused = async (authorization: string | undefined) => {
    const response = await customers.app.inject({ url: '/api/policies/summary', headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    return response.json().message as string;
  };

  it('refuses a call without a token, or with something that is not a bearer JWT', async () => {
    expect(await refused(undefined)).toBe('Please sign in to continue.');
    await refused('Basic bXV0dWFsOnB3');
    await refused('Bearer');
    await refused('Bearer not-a-jwt');
    await refused(`${customers.as('mutual.customer').authorization}x`);
  });

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setSubject('mutual.customer')
      .setIssuer(urls.issuer)
      .setAudience(urls.apiAudience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await refused(`Bearer ${forged}`);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    await refused(`Bearer ${await mintToken(customers.database.db, { sub: 'mutual.customer', aud: 'http://localhost:8080/quoting' })}`);
    await refused(`Bearer ${await mintToken(customers.database.db, { sub: 'mutual.customer', iss: 'http://evil.example/oidc' })}`);
  });

  it('refuses an expired token, saying the sign-in has expired', async () => {
    const expired = await mintToken(customers.database.db, {
      sub: 'mutual.customer',
      issuedAt: Math.floor(Date.now() / 1000) - 7200,
      expiresIn: 3600,
    });
    expect(await refused(`Bearer ${expired}`)).toMatch(/expired/);
  });

  it('refuses an "alg: none" token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'mutual.customer', iss: urls.issuer, aud: urls.apiAudience, exp: 9999999999 })).toString(
      'base64url',
    );
    await refused(`Bearer ${header}.${body}.`);
  });

  it('answers 403 to a support agent on customer calls', async () => {
    for (const url of ['/api/party', '/api/policies/summary', '/api/policies/C4M7X2-1001/summary']) {
      const response = await get(url, 'support.agent');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
  });
});

describe('GET /api/party', () => {
  it("answers the signed-in party's contact data, never the date of birth", async () => {
    const response = await get('/api/party', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    const party = response.json();
    expect(isRight(Party.decode(party))).toBe(true);
    expect(party).toMatchObject({
      partyId: 'P100001',
      loginId: 'mutual.customer',
      firstName: 'Daniel',
      lastName: 'Whitaker',
      sides: ['mutual'],
    });
    expect(party.emails[0]).toEqual({ address: 'daniel.whitaker@example.com', primary: true });
    expect(party.addresses[0]).toMatchObject({ kind: 'mailing', city: 'Columbus', state: 'OH', zip: '43221' });
    expect(response.body).not.toMatch(/1978-04-12|date_?of_?birth|dob/i);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('knows which sides a party holds policies on', async () => {
    expect((await get('/api/party', 'both.customer')).json().sides).toEqual(['mutual', 'life']);
    expect((await get('/api/party', 'life.customer')).json().sides).toEqual(['life']);
  });
});

describe('GET /api/policies/summary', () => {
  it("lists every policy of the signed-in party and no one else's, with a one-line description", async () => {
    const response = await get('/api/policies/summary', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    expect(isRight(PoliciesSummary.decode(response.json()))).toBe(true);
    expect(response.json().policies).toEqual([
      expect.objectContaining({
        policyNumber: 'C4M7X2-1001',
        lineOfBusiness: 'auto',
        side: 'mutual',
        status: 'active',
        accountNumber: 'N4820015',
        premiumCents: 118460,
        description: '2021 Toyota Camry, 2019 Honda CR-V',
      }),
      expect.objectContaining({
        policyNumber: 'H8Q3R5-2002',
        lineOfBusiness: 'home',
        description: '1427 Maple Ridge Dr, Columbus, OH 43221',
      }),
    ]);
  });

  it('describes renters, motorcycle, umbrella and life policies', async () => {
    const { policies } = (await get('/api/policies/summary', 'both.customer')).json() as {
      policies: { lineOfBusiness: string; description: string }[];
    };
    const byLine = Object.fromEntries(policies.map((p) => [p.lineOfBusiness, p.description]));
    expect(byLine).toEqual({
      motorcycle: '2020 Harley-Davidson Street Glide',
      renters: '2210 Penn Ave Apt 4B, Pittsburgh, PA 15222',
      umbrella: 'Personal umbrella, $1,000,000 each occurrence',
      life: "Term 30, insured James O'Connor",
    });
  });

  it('describes condo and boat policies, and shows a just-bound policy as pending', async () => {
    const mfa = (await get('/api/policies/summary', 'mfa.customer')).json().policies as { lineOfBusiness: string; description: string }[];
    expect(mfa.map((p) => p.lineOfBusiness)).toEqual(['auto', 'home', 'condo', 'marine']);
    expect(mfa.find((p) => p.lineOfBusiness === 'marine')?.description).toBe('2019 Boston Whaler 170 Montauk');
    expect((await get('/api/policies/summary', 'new.customer')).json().policies).toEqual([
      expect.objectContaining({ status: 'pending', lineOfBusiness: 'auto' }),
    ]);
  });
});

describe('GET /api/policies/:policyNumber/summary', () => {
  it("answers one of the party's own policies (any letter case)", async () => {
    const response = await get('/api/policies/c4m7x2-1001/summary', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    expect(isRight(PolicySummary.decode(response.json()))).toBe(true);
    expect(response.json().policyNumber).toBe('C4M7X2-1001');
    expect((await get('/api/policies/L-204518736/summary', 'life.customer')).json().lineOfBusiness).toBe('life');
  });

  it("answers 404, never data or 403, for another party's policy, an unknown or a malformed number", async () => {
    for (const number of [
      'R2T9K4-3003',
      'L-318204957',
      'ZZZZZZ-9999',
      'not-a-policy',
      'C4M7X2-1001%00',
      "C4M7X2-1001' or '1'='1",
      '%E2%82%AC',
    ]) {
      const response = await get(`/api/policies/${number}/summary`, 'mutual.customer');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that policy.' });
    }
  });
});

describe('GET /api/config and /api/auth/config', () => {
  it('answers the flags (defaults with overrides), settings and outage windows without a sign-in', async () => {
    const response = await get('/api/config');
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(isRight(RemoteConfig.decode(config))).toBe(true);
    expect(config.flags).toEqual({ ...flagDefaults, AddDriver: 'true' });
    expect(config.settings.RemoveLenderMaximumLendersAllowed).toBe('1');
    expect(config.outages).toEqual({
      billing: { start: '2026-12-01T05:00:00Z', end: '2026-12-01T09:00:00Z' },
      lifeBilling: { start: null, end: null },
      lifeQuoting: { start: null, end: null },
    });
  });

  it('lets a database override win over the environment, and ignores malformed overrides', async () => {
    await customers.database.db
      .insertInto('config_overrides')
      .values([
        { name: 'flag:AddDriver', value: 'false' },
        { name: 'flag:AppleWallet', value: 'maybe' },
        { name: 'outage:lifeQuoting', value: JSON.stringify({ start: '2026-12-24T00:00:00Z', end: null }) },
      ])
      .execute();
    try {
      const config = (await get('/api/config')).json();
      expect(config.flags.AddDriver).toBe('false');
      expect(config.flags.AppleWallet).toBe('true');
      expect(config.outages.lifeQuoting).toEqual({ start: '2026-12-24T00:00:00Z', end: null });
    } finally {
      await customers.database.db.deleteFrom('config_overrides').execute();
    }
  });

  it('tells the portal where to sign in', async () => {
    expect((await get('/api/auth/config')).json()).toEqual({ issuer: urls.issuer, clientId: 'portal', scope: 'openid profile api' });
  });

  it('answers health checks on both gateways', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', gateway: 'main' });
    expect((await get('/quoting-api/health')).json()).toEqual({ status: 'ok', gateway: 'quoting' });
  });
});
