import { decodeJwt } from 'jose';
import { demoPassword } from '../../server/db/demoData';
import { bearer, customerGateway, finishSignIn, resetVolatileState, signIn, startSignIn, urls } from './support/gateway';

// This file's gateway on its own database (no customer tokens: the tests sign in themselves).
const subject = customerGateway([]);
beforeEach(() => resetVolatileState(subject.database.db));
/** A token's subject: a sign-in's id for good (a UUID) and the version of its sessions. */
const sessionSubject = expect.stringMatching(/^[0-9a-f-]{36}\.\d+$/);

describe('sign-in through the OpenID Connect provider (authorization code + PKCE)', () => {
  it('signs mutual.customer in and the access token opens the policies summary', async () => {
    const { accessToken, idToken, tokenResponse } = await signIn(subject.app, 'mutual.customer');
    expect(tokenResponse.token_type).toBe('Bearer');
    const claims = decodeJwt(accessToken);
    // The subject is the sign-in's id for good and its session version, never the login ID (which can change).
    expect(claims).toMatchObject({
      sub: sessionSubject,
      preferred_username: 'mutual.customer',
      iss: urls.issuer,
      aud: urls.apiAudience,
      role: 'customer',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(decodeJwt(idToken)).toMatchObject({
      sub: claims.sub,
      preferred_username: 'mutual.customer',
      given_name: 'Daniel',
      family_name: 'Whitaker',
    });

    const summary = await subject.app.inject({ url: '/api/policies/summary', headers: bearer(accessToken) });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().policies.map((p: { policyNumber: string }) => p.policyNumber)).toEqual(['C4M7X2-1001', 'H8Q3R5-2002']);
  });

  it('accepts the login ID in any case and with spaces around it', async () => {
    const { accessToken } = await signIn(subject.app, '  Mutual.Customer ');
    expect(decodeJwt(accessToken)).toMatchObject({ sub: sessionSubject, preferred_username: 'mutual.customer' });
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown login ID, with the same message', async () => {
    const { browser, uid } = await startSignIn(subject.app);
    const wrong = await browser.request('POST', `/oidc/interaction/${uid}/login`, {
      json: { loginId: 'mutual.customer', password: 'nope' },
    });
    const unknown = await browser.request('POST', `/oidc/interaction/${uid}/login`, { json: { loginId: 'nobody.here', password: 'nope' } });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', message: 'The login ID or password you entered is incorrect.' });
    }
  });

  it('limits failed sign-ins per login ID: the sixth attempt in the window is refused with 429, even with the right password', async () => {
    const { browser, uid } = await startSignIn(subject.app);
    const attempt = (password: string) =>
      browser.request('POST', `/oidc/interaction/${uid}/login`, { json: { loginId: 'life.customer', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const blocked = await attempt('Portal-Demo-2026!');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_attempts');
    expect(blocked.json().message).toMatch(/wait 15 minutes/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another login ID from the same address is still allowed.
    await expect(signIn(subject.app, 'both.customer')).resolves.toBeDefined();
  });

  it('limits failed sign-ins per client address across login IDs', async () => {
    const { browser, uid } = await startSignIn(subject.app);
    for (let i = 0; i < 20; i++) {
      const response = await browser.request('POST', `/oidc/interaction/${uid}/login`, { json: { loginId: `guess${i}`, password: 'x' } });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await browser.request('POST', `/oidc/interaction/${uid}/login`, {
      json: { loginId: 'mutual.customer', password: 'Portal-Demo-2026!' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('answers 400 for a malformed body, an unknown interaction, or a missing interaction cookie', async () => {
    const { browser, uid } = await startSignIn(subject.app);
    const malformed = await browser.request('POST', `/oidc/interaction/${uid}/login`, { json: { loginId: 42 } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/request body is not valid/);
    const otherUid = await browser.request('POST', '/oidc/interaction/not-this-one/login', {
      json: { loginId: 'mutual.customer', password: 'x' },
    });
    expect(otherUid.statusCode).toBe(400);
    expect(otherUid.json().error).toBe('interaction_expired');
    const noCookie = await subject.app.inject({
      method: 'POST',
      url: `/oidc/interaction/${uid}/login`,
      payload: { loginId: 'mutual.customer', password: 'x' },
    });
    expect(noCookie.statusCode).toBe(400);
  });

  it('signs a support agent in with the support role, after a second factor, who gets 403 on customer calls', async () => {
    const started = await startSignIn(subject.app);
    const login = await started.browser.request('POST', `/oidc/interaction/${started.uid}/login`, {
      json: { loginId: 'support.agent', password: demoPassword },
    });
    // Support agents are always asked for a second factor: the password alone never ends the sign-in.
    expect(login.json()).toEqual({ securityCode: { method: 'textMessage', sentTo: '(***) ***-0199', otherMethods: [] } });
    const text = await subject.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', '859-555-0199')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /security code is (\d{6})/.exec(text.body)?.[1] ?? '';
    const passed = await started.browser.request('POST', `/oidc/interaction/${started.uid}/security-code`, { json: { code } });
    const { accessToken } = await finishSignIn(started, (passed.json() as { redirectTo: string }).redirectTo);
    expect(decodeJwt(accessToken)).toMatchObject({ role: 'support', amr: ['pwd', 'sms'] });
    const party = await subject.app.inject({ url: '/api/party', headers: bearer(accessToken) });
    expect(party.statusCode).toBe(403);
    expect(party.json().error).toBe('forbidden');
  });

  it('revokes an access token at sign-out: the gateway refuses it afterwards', async () => {
    const { accessToken } = await signIn(subject.app, 'new.customer');
    expect((await subject.app.inject({ url: '/api/party', headers: bearer(accessToken) })).statusCode).toBe(200);
    const revoke = (token: string, clientId = 'portal') =>
      subject.app.inject({
        method: 'POST',
        url: '/oidc/token/revocation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, client_id: clientId, token_type_hint: 'access_token' }).toString(),
      });
    expect((await revoke(accessToken)).statusCode).toBe(200);
    const after = await subject.app.inject({ url: '/api/party', headers: bearer(accessToken) });
    expect(after.statusCode).toBe(401);
    expect((await revoke('not-a-token')).statusCode).toBe(200);
    expect((await revoke(accessToken, 'someone-else')).statusCode).toBe(401);
  });

  it('publishes discovery with the issuer, PKCE S256 and the revocation endpoint', async () => {
    const discovery = await subject.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({ issuer: urls.issuer, code_challenge_methods_supported: ['S256'] });
    expect(discovery.json().revocation_endpoint).toMatch(/\/oidc\/token\/revocation$/);
  });
});
