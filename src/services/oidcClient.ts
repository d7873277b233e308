import { SigninState, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AuthConfig } from '../contract/config';
import type { StartedSignIn } from '../contract/signIn';

/**
 * The OpenID Connect client (authorization code + PKCE) of oidc-client-ts. It is its own chunk, loaded only
 * when a redirect, a callback or a sign-out needs it, so pages that merely read the stored token stay small.
 */
export interface OidcClient {
  redirectToSignIn(returnTo: string | null): Promise<void>;
  /**
   * The signed-in user, and where the customer was going when the sign-in started. `started` is a sign-in the
   * gateway started (the login page opened directly): its state joins this client's before the code exchange.
   */
  completeSignIn(callbackUrl: string, started: StartedSignIn | null): Promise<{ user: User; returnTo: string | null }>;
  /** Revokes the access token (best effort) and forgets the user. */
  signOut(): Promise<void>;
}

export function oidcClient(config: AuthConfig, origin: string): OidcClient {
  const store = new WebStorageStateStore({ store: window.localStorage, prefix: 'oidc.' });
  const redirectUri = `${origin}/customers/implicit/callback`;
  const manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: redirectUri,
    post_logout_redirect_uri: `${origin}/customers/forced-logout`,
    response_type: 'code',
    userStore: store,
    stateStore: store,
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
  });
  return {
    redirectToSignIn: (returnTo) => manager.signinRedirect({ prompt: 'login', state: { returnTo } }),
    async completeSignIn(callbackUrl, started) {
      if (started) {
        const state = await SigninState.create({
          id: started.state,
          data: { returnTo: started.returnTo },
          created: started.startedAt,
          request_type: 'si:r',
          code_verifier: started.codeVerifier,
          authority: config.issuer,
          client_id: config.clientId,
          redirect_uri: redirectUri,
          scope: config.scope,
        });
        await store.set(state.id, state.toStorageString());
      }
      const user = await manager.signinRedirectCallback(callbackUrl);
      return { user, returnTo: (user.state as { returnTo?: string | null } | undefined)?.returnTo ?? null };
    },
    async signOut() {
      await manager.revokeTokens(['access_token']).catch(() => undefined);
      await manager.removeUser();
    },
  };
}
