import { decodeJwt } from 'jose';
import { bearer, customerGateway, resetVolatileState, signIn, urls } from './support/gateway';

// OpenID Connect as a real client sees it: everything discovery advertises works for the portal, the one client,
// and nothing it cannot use is advertised.
const subject = customerGateway([]);
beforeEach(() => resetVolatileState(subject.database.db));

const pathOf = (address: unknown) => new URL(String(address)).pathname;

describe('OpenID Connect discovery', () => {
  it('advertises only the code flow with PKCE for a public client, without refresh tokens or userinfo', async () => {
    const discovery = (await subject.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    expect(discovery.issuer).toBe(urls.issuer);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).toEqual(['authorization_code']);
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(discovery.token_endpoint_auth_signing_alg_values_supported).toBeUndefined();
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile']));
    expect(discovery.scopes_supported).not.toContain('offline_access');
    for (const absent of ['userinfo_endpoint', 'pushed_authorization_request_endpoint', 'dpop_signing_alg_values_supported']) {
      expect(discovery).not.toHaveProperty(absent);
    }
  });

  it('serves every endpoint it advertises to the portal: authorization, token, JWKS, revocation and sign-out', async () => {
    const discovery = (await subject.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    const { accessToken, idToken, tokenResponse, browser } = await signIn(subject.app, 'mutual.customer');
    expect(pathOf(discovery.authorization_endpoint)).toBe('/oidc/auth');
    expect(pathOf(discovery.token_endpoint)).toBe('/oidc/token');

    // The token answer names the scope the access token carries: the gateway API's.
    expect(tokenResponse.scope).toBe('api');
    expect(decodeJwt(accessToken)).toMatchObject({ scope: 'api', aud: urls.apiAudience });
    expect(decodeJwt(idToken)).toMatchObject({ preferred_username: 'mutual.customer', given_name: 'Daniel' });
    expect(tokenResponse).not.toHaveProperty('refresh_token');

    const jwks = await subject.app.inject({ url: pathOf(discovery.jwks_uri) });
    expect(jwks.statusCode).toBe(200);
    const { kid } = JSON.parse(Buffer.from(accessToken.split('.')[0] ?? '', 'base64url').toString()) as { kid: string };
    expect(jwks.json().keys.map((k: { kid: string }) => k.kid)).toContain(kid);
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['RS256']);

    const endSession = await browser.request('GET', `${pathOf(discovery.end_session_endpoint)}?client_id=portal`);
    expect(endSession.statusCode).toBe(200);

    const revoked = await subject.app.inject({
      method: 'POST',
      url: pathOf(discovery.revocation_endpoint),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: accessToken, client_id: 'portal' }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await subject.app.inject({ url: '/api/party', headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('refuses what it does not advertise: a refresh token grant, an implicit flow, userinfo', async () => {
    const refresh = await subject.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'portal' }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('unsupported_grant_type');
    const implicit = await subject.app.inject({
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'portal', response_type: 'id_token', scope: 'openid', nonce: 'n', redirect_uri: `${urls.publicUrl}/customers/implicit/callback` })}`,
    });
    expect(implicit.statusCode).not.toBe(200);
    expect(String(implicit.headers.location ?? implicit.body)).toMatch(/unsupported_response_type/);
    expect((await subject.app.inject({ url: '/oidc/me', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
  });
});
