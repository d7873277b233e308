import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { BrowserSession, customerGateway, gateway, publicUrl, redirectUri, resetVolatileState, urls } from './support/gateway';

// The first visit: the address the portal was opened at, and the login page started by the gateway itself.
const subject = customerGateway([]);
beforeEach(() => resetVolatileState(subject.database.db));

describe('development without PUBLIC_URL: one address for the portal, its issuer and its tokens', () => {
  let development: FastifyInstance;
  beforeAll(async () => {
    development = await gateway(subject.database.db, { redirectToPublicUrl: true });
  });
  afterAll(() => development.close());

  it.each(['127.0.0.1:8080', '192.168.1.20:8080', 'LOCALHOST:8081'])(
    'sends a browser that opened %s to the same path at the public address',
    async (host) => {
      for (const url of ['/customers/login?returnTo=%2Fbilling', '/oidc/.well-known/openid-configuration', '/api/config']) {
        const answer = await development.inject({ url, headers: { host } });
        expect(answer.statusCode).toBe(307);
        expect(answer.headers.location).toBe(`${publicUrl}${url}`);
      }
    },
  );

  it('keeps the target on the public address whatever the path says', async () => {
    const answer = await development.inject({ url: '//evil.example/customers', headers: { host: '127.0.0.1:8080' } });
    expect(answer.statusCode).toBe(307);
    expect(new URL(answer.headers.location as string).origin).toBe(publicUrl);
  });

  it('answers at the public address, with the issuer that address names', async () => {
    const answer = await development.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'localhost:8080' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().issuer).toBe(urls.issuer);
  });

  it('redirects nothing when PUBLIC_URL is configured (every instance shares it)', async () => {
    const answer = await subject.app.inject({ url: '/api/health', headers: { host: '10.0.0.7:8080' } });
    expect(answer.statusCode).toBe(200);
  });
});

/** The login page opened directly: the gateway's redirect, then the provider's interaction back to the form. */
async function openLoginPage(app: FastifyInstance, query = '') {
  const browser = new BrowserSession(app);
  const opened = await browser.request('GET', `/customers/login${query}`);
  expect(opened.statusCode).toBe(302);
  const authorization = new URL(opened.headers.location as string);
  const state = authorization.searchParams.get('state')!;
  return { browser, opened, authorization, state };
}

describe('the login page opened without an interaction', () => {
  it('starts the authorization request itself (code + PKCE S256, state), with the verifier in a short-lived HttpOnly cookie', async () => {
    const { opened, authorization } = await openLoginPage(subject.app);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${urls.issuer}/auth`);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'portal',
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge_method: 'S256',
      prompt: 'login',
    });
    expect(authorization.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_sign_in=[\w-]+; Path=\/api\/sign-in\/started; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(authorization.searchParams.get('code_challenge')!);
  });

  it('reaches the login form after the provider, hands the verifier over once to its own browser, and the code exchange gives the right tokens', async () => {
    const { browser, authorization, state } = await openLoginPage(subject.app, '?returnTo=%2Fbilling');
    const interaction = await browser.request('GET', authorization.pathname + authorization.search);
    expect(interaction.statusCode).toBe(303);
    const toForm = await browser.request('GET', interaction.headers.location as string);
    const formAddress = new URL(toForm.headers.location as string, publicUrl);
    expect(formAddress.pathname).toBe('/customers/login');
    const uid = formAddress.searchParams.get('uid')!;
    expect(uid).toBeTruthy();

    const login = await browser.request('POST', `/oidc/interaction/${uid}/login`, {
      json: { loginId: 'mutual.customer', password: 'Portal-Demo-2026!' },
    });
    expect(login.statusCode).toBe(200);
    let next = (login.json() as { redirectTo: string }).redirectTo;
    while (!next.startsWith(redirectUri)) next = new URL((await browser.request('GET', next)).headers.location as string, publicUrl).href;
    const callback = new URL(next);
    expect(callback.searchParams.get('state')).toBe(state);

    const stranger = new BrowserSession(subject.app);
    expect((await stranger.request('GET', `/api/sign-in/started/${state}`)).statusCode).toBe(404);
    expect((await browser.request('GET', '/api/sign-in/started/another-state')).statusCode).toBe(404);

    const handedOver = await browser.request('GET', `/api/sign-in/started/${state}`);
    expect(handedOver.statusCode).toBe(200);
    const started = handedOver.json() as { state: string; codeVerifier: string; returnTo: string | null };
    expect(started).toMatchObject({ state, returnTo: '/billing' });
    expect(createHash('sha256').update(started.codeVerifier).digest('base64url')).toBe(authorization.searchParams.get('code_challenge'));
    expect((await browser.request('GET', `/api/sign-in/started/${state}`)).statusCode).toBe(404);

    const token = await browser.request('POST', '/oidc/token', {
      form: {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: redirectUri,
        client_id: 'portal',
        code_verifier: started.codeVerifier,
      },
    });
    expect(token.statusCode).toBe(200);
    expect(decodeJwt(token.json().access_token)).toMatchObject({
      preferred_username: 'mutual.customer',
      iss: urls.issuer,
      aud: urls.apiAudience,
    });
  });

  it('keeps only a return path inside the portal', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const { browser, state } = await openLoginPage(subject.app, `?returnTo=${encodeURIComponent(returnTo)}`);
      expect((await browser.request('GET', `/api/sign-in/started/${state}`)).json().returnTo).toBeNull();
    }
  });

  it('refuses a cookie that is not a started sign-in', async () => {
    const answer = await subject.app.inject({ url: '/api/sign-in/started/abc', headers: { cookie: 'portal_sign_in=not-json' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('serves the form itself once the provider sent the browser back with its interaction', async () => {
    const answer = await subject.app.inject({ url: '/customers/login?uid=abc' });
    expect(answer.statusCode).not.toBe(302);
  });
});
