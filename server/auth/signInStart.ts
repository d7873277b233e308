import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRight } from 'fp-ts/lib/Either';
import { StartedSignIn, takeStartedSignIn } from '../../src/contract/signIn';
import { safeReturnPath } from '../../src/shared/returnPath';
import { portalClientId, portalScope, type IssuerUrls } from './provider';

/**
 * The login page without an interaction starts the authorization request here, in the gateway, so the customer
 * sees the form after one page load instead of loading the page, leaving for the provider and loading it again.
 * The state and PKCE verifier wait in a cookie only the hand-over call receives (HttpOnly, SameSite=Lax, path of
 * that call), for as long as a sign-in may take.
 */
const cookieName = 'portal_sign_in';
const cookiePath = `/api${takeStartedSignIn.path.slice(0, takeStartedSignIn.path.indexOf('/:'))}`;
const lifetimeSeconds = 30 * 60;

export function signInStarter(urls: IssuerUrls, nowSeconds: () => number) {
  const secure = urls.publicUrl.startsWith('https:') ? '; Secure' : '';
  return (request: FastifyRequest, reply: FastifyReply) => {
    const started: StartedSignIn = {
      state: randomBytes(16).toString('hex'),
      codeVerifier: randomBytes(32).toString('base64url'),
      returnTo: safeReturnPath(queryValue(request.query, 'returnTo')),
      startedAt: nowSeconds(),
    };
    const authorization = new URLSearchParams({
      client_id: portalClientId,
      redirect_uri: `${urls.publicUrl}/customers/implicit/callback`,
      response_type: 'code',
      scope: portalScope,
      state: started.state,
      code_challenge: createHash('sha256').update(started.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'login',
    });
    const value = Buffer.from(JSON.stringify(started)).toString('base64url');
    return reply
      .header('cache-control', 'no-store')
      .header('set-cookie', `${cookieName}=${value}; Path=${cookiePath}; Max-Age=${lifetimeSeconds}; HttpOnly; SameSite=Lax${secure}`)
      .redirect(`${urls.issuer}/auth?${authorization}`, 302);
  };
}

/** The sign-in this browser started with that state, if any and not expired. */
export function startedSignInOf(request: FastifyRequest, state: string, nowSeconds: number): StartedSignIn | null {
  const raw = cookieValue(request.headers.cookie, cookieName);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const decoded = StartedSignIn.decode(parsed);
  if (!isRight(decoded)) return null;
  const started = decoded.right;
  return started.state === state && nowSeconds - started.startedAt <= lifetimeSeconds ? started : null;
}

/** The cookie is handed over once: the answer forgets it. */
export const forgetStartedSignIn = (reply: FastifyReply) =>
  reply.header('set-cookie', `${cookieName}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Lax`);

function queryValue(query: unknown, name: string): string | null {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
