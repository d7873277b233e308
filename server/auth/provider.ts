import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findSessionAccount, sessionAccountId } from './accounts';
import type { GatewayKeys } from './keys';
import { KyselyOidcAdapter } from './oidcAdapter';
import { errorPage, logoutPage, signedOutPage } from './pages';

export const portalClientId = 'portal';
/** What the portal's sign-in asks for: who the customer is (ID token) and the gateway API (the access token's scope). */
const openIdScope = 'openid profile';
const apiScope = 'api';
export const portalScope = `${openIdScope} ${apiScope}`;
export const accessTokenLifetimeSeconds = 3600;

export interface IssuerUrls {
  publicUrl: string;
  /** `${publicUrl}/oidc` */
  issuer: string;
  /** The audience of access tokens for the gateway API: `${publicUrl}/api`. */
  apiAudience: string;
}

export function issuerUrls(publicUrl: string): IssuerUrls {
  const base = publicUrl.replace(/\/+$/, '');
  return { publicUrl: base, issuer: `${base}/oidc`, apiAudience: `${base}/api` };
}

/** Where the provider sends the browser for a login: our route, which hands over to the portal's login page. */
export const interactionPath = (uid: string) => `/oidc/interaction/${uid}`;

export function createProvider(db: Kysely<Database>, urls: IssuerUrls, keys: GatewayKeys, options: { trustProxy: boolean }): Provider {
  const secureCookies = urls.publicUrl.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, signed: true, secure: secureCookies };

  const configuration: Configuration = {
    adapter: (name: string) => new KyselyOidcAdapter(db, name),
    clients: [
      {
        client_id: portalClientId,
        client_name: 'Customer portal',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${urls.publicUrl}/customers/implicit/callback`],
        post_logout_redirect_uris: [`${urls.publicUrl}/customers/forced-logout`, `${urls.publicUrl}/customers/login`],
        scope: openIdScope,
      },
    ],
    // Discovery advertises only what the portal, the one client, can use: the code flow with PKCE, a public
    // client (no client authentication), no refresh tokens (no offline_access), no userinfo (the portal reads the
    // name from the ID token, and its access token is for the gateway API, not for userinfo).
    responseTypes: ['code'],
    scopes: ['openid'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookies, long: cookieOptions, short: cookieOptions },
    claims: { openid: ['sub', 'role', 'amr'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] },
    // The portal reads the name from the ID token; there is no userinfo.
    conformIdTokenClaims: false,
    // The account of a session is the sign-in's id and the session version it was signed in under: once every
    // session of the sign-in ended (a password change or reset, a login ID change, a sign-out everywhere), an earlier
    // session is not found, so it cannot sign in silently, nor its codes be exchanged for tokens.
    findAccount: async (_ctx, sub) => {
      const account = await findSessionAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: sessionAccountId(account),
        claims: () => ({
          sub: sessionAccountId(account),
          role: account.role,
          // For the portal to show; the gateway never reads it (the login ID can change).
          preferred_username: account.loginId,
          ...(account.givenName && account.familyName
            ? {
                name: `${account.givenName} ${account.familyName}`,
                given_name: account.givenName,
                family_name: account.familyName,
              }
            : {}),
        }),
      };
    },
    extraTokenClaims: async (ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await findSessionAccount(db, accountId) : undefined;
      // How the sign-in was proven (pwd, and otp or sms), so the gateway can ask for a second factor where it must.
      const amr = ctx.oidc.entities.AuthorizationCode?.amr;
      return account ? { role: account.role, preferred_username: account.loginId, ...(amr ? { amr } : {}) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // A first-party client: consent is implied, so the grant is made here and no consent screen exists.
    loadExistingGrant: async (ctx) => loadOrCreateGrant(ctx, urls.apiAudience),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: signedOutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => urls.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== urls.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: urls.apiAudience,
            accessTokenTTL: accessTokenLifetimeSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: accessTokenLifetimeSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenLifetimeSeconds,
      Interaction: 15 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    renderError: errorPage,
  };

  const provider = new Provider(urls.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

async function loadOrCreateGrant(ctx: KoaContextWithOIDC, apiAudience: string) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (existing && existing.accountId === accountId) return existing;
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope(openIdScope);
  grant.addOIDCClaims(['sub', 'role', 'amr', 'name', 'given_name', 'family_name', 'preferred_username']);
  grant.addResourceScope(apiAudience, apiScope);
  await grant.save();
  return grant;
}
