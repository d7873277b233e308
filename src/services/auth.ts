import type { AuthConfig } from '../contract/config';
import type { StartedSignIn } from '../contract/signIn';
import type { AuthService, KeyValueStore, SignedInSession } from './types';

/** oidc-client-ts keeps its user under `oidc.user:{authority}:{clientId}` in local storage (spec section 6). */
const userKeyPrefix = 'oidc.user:';
const adoptedUserKey = `${userKeyPrefix}sessionToken`;
/** ...and a sign-in it started under `oidc.{state}`. */
const startedSignInKeyPrefix = 'oidc.';

interface StoredUser {
  access_token?: string;
  expires_at?: number;
  profile?: { sub?: string; preferred_username?: string };
}

function parseJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return atob(padded);
}

/** Reads (without verifying: the gateway does that) the claims of a JWT access token. */
function jwtClaims(token: string): { sub?: string; exp?: number; preferred_username?: string; role?: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(base64UrlDecode(payload)) as { sub?: string; exp?: number };
  } catch {
    return null;
  }
}

/**
 * Sign-in through the OpenID Connect provider (authorization code + PKCE). The client that redirects and
 * completes the callback is loaded only when needed (oidcClient.ts); reading the stored token needs none of it.
 */
export function oidcAuthService(options: {
  local: KeyValueStore;
  loadConfig: () => Promise<AuthConfig>;
  /** A sign-in the gateway started for the login page (the login form opened directly), handed over once. */
  loadStartedSignIn: (state: string) => Promise<StartedSignIn | null>;
  origin: string;
  now: () => number;
}): AuthService {
  const { local, now } = options;

  const storedUser = (): StoredUser | null => {
    const key = local.keys().find((k) => k.startsWith(userKeyPrefix));
    return key ? parseJson<StoredUser>(local.get(key)) : null;
  };

  const sessionOf = (user: StoredUser | null, returnTo: string | null): SignedInSession | null => {
    if (!user?.access_token || !user.expires_at || user.expires_at * 1000 <= now()) return null;
    const claims = jwtClaims(user.access_token);
    const loginId = user.profile?.preferred_username ?? user.profile?.sub ?? claims?.sub ?? '';
    return { loginId, expiresAt: user.expires_at * 1000, returnTo, role: claims?.role === 'support' ? 'support' : 'customer' };
  };

  const client = async () => {
    const [{ oidcClient }, config] = await Promise.all([import(/* webpackChunkName: "oidc" */ './oidcClient'), options.loadConfig()]);
    return oidcClient(config, options.origin);
  };

  return {
    currentSession: () => sessionOf(storedUser(), null),
    accessToken: () => {
      const user = storedUser();
      return sessionOf(user, null) ? user!.access_token! : null;
    },
    async startSignIn(returnTo) {
      await (await client()).redirectToSignIn(returnTo);
    },
    async completeSignIn(callbackUrl) {
      const state = new URL(callbackUrl).searchParams.get('state');
      const startedHere = state === null || local.get(`${startedSignInKeyPrefix}${state}`) !== null;
      const started = startedHere ? null : await options.loadStartedSignIn(state);
      const { user, returnTo } = await (await client()).completeSignIn(callbackUrl, started);
      const session = sessionOf(user, returnTo);
      if (!session) throw new Error('the identity provider returned no usable token');
      return session;
    },
    adoptToken(encoded) {
      let token: string;
      try {
        token = atob(encoded);
      } catch {
        return null;
      }
      const claims = jwtClaims(token);
      if (!claims?.exp) return null;
      const user: StoredUser = {
        access_token: token,
        expires_at: claims.exp,
        profile: { sub: claims.sub, preferred_username: claims.preferred_username },
      };
      const session = sessionOf(user, null);
      if (session) local.set(adoptedUserKey, JSON.stringify(user));
      return session;
    },
    async signOut() {
      try {
        await (await client()).signOut();
      } finally {
        for (const key of local.keys()) if (key.startsWith(userKeyPrefix)) local.remove(key);
      }
    },
  };
}
