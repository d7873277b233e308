import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { chatCloseCodes, type ChatServerFrame } from '../../src/contract/chat';
import { keysSealingKeyFrom, loadOrCreateCookieKeys, loadOrCreateKeys } from '../../server/auth/keys';
import { demoPassword } from '../../server/db/demoData';
import { secretBox } from '../../server/mfa/secretBox';
import {
  bearer,
  gateway,
  mintToken,
  openTestDatabase,
  pkcePair,
  publicUrl,
  redirectUri,
  resetVolatileState,
  signIn,
  testKeysBox,
  type BrowserSession,
  type TestDatabase,
} from './support/gateway';

// A password change or reset, a login ID change and a sign-out everywhere end every session and token issued before
// them: the gateway refuses those tokens at their next call, the identity provider's session cannot sign in again
// silently, and a chat socket of such a session is closed and stores nothing. Tokens name the sign-in for good, not
// its login ID, so a login ID given up and taken by another customer never opens that customer's data. The signing
// keys are kept sealed in the database.

let database: TestDatabase;
let app: FastifyInstance;
let keyCounter = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => resetVolatileState(database.db));

const partyOf = (token: string) => app.inject({ url: '/api/party', headers: bearer(token) });
const command = (token: string, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(token), 'idempotency-key': `session-end-${++keyCounter}` },
    ...(payload ? { payload } : {}),
  });

/** A change to how a customer signs in carries a step-up proof: the grant the current password buys. */
async function stepUpGrant(token: string, password = demoPassword): Promise<Record<string, string>> {
  const answer = await app.inject({ method: 'POST', url: '/api/profile/step-up', headers: bearer(token), payload: { password } });
  expect(answer.statusCode).toBe(200);
  return { 'x-step-up-grant': (answer.json() as { grant: string }).grant };
}

const provenCommand = async (token: string, url: string, payload: object): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(token), ...(await stepUpGrant(token)), 'idempotency-key': `session-end-${++keyCounter}` },
    payload,
  });

async function expectEnded(token: string): Promise<void> {
  const answer = await partyOf(token);
  expect(answer.statusCode).toBe(401);
  expect(answer.json().message).toBe('The sign-in has ended. Please sign in again.');
}

/** Asks the identity provider for a code without a login (prompt=none), as a silent sign-in of that browser. */
async function silentSignIn(browser: BrowserSession): Promise<URL> {
  const { challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile api',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    prompt: 'none',
  });
  let response = await browser.request('GET', `/oidc/auth?${query}`);
  for (let hops = 0; response.statusCode === 303 && !String(response.headers.location).startsWith(redirectUri); hops++) {
    if (hops > 5) throw new Error('too many redirects');
    response = await browser.request('GET', String(response.headers.location));
  }
  return new URL(String(response.headers.location), publicUrl);
}

describe('a password change', () => {
  it('ends every session and token issued before it, and the browser cannot sign in again silently', async () => {
    const first = await signIn(app, 'new.customer');
    const second = await signIn(app, 'new.customer');
    expect((await partyOf(second.accessToken)).statusCode).toBe(200);
    expect((await silentSignIn(first.browser)).searchParams.get('code')).toEqual(expect.any(String));

    const changed = await command(first.accessToken, '/profile/password', { currentPassword: demoPassword, newPassword: 'Changed-2027' });
    expect(changed.statusCode).toBe(200);

    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
    const silent = await silentSignIn(second.browser);
    expect(silent.searchParams.get('code')).toBeNull();
    expect(silent.searchParams.get('error')).toBe('login_required');
    const after = await signIn(app, 'new.customer', 'Changed-2027');
    expect((await partyOf(after.accessToken)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session and token issued before it', async () => {
    const before = await signIn(app, 'life.customer');
    const minted = await mintToken(database.db, { sub: 'life.customer' });
    const started = await app.inject({ method: 'POST', url: '/api/recovery/password-resets', payload: { loginId: 'life.customer' } });
    const { ticket } = started.json() as { ticket: string };
    const message = await database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'patricia.nguyen@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /code is (\d{6})/.exec(message.body)?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/recovery/password-resets/new-password',
      payload: { ticket, code, password: 'ResetSecret2027' },
    });
    expect(reset.statusCode).toBe(200);

    await expectEnded(before.accessToken);
    await expectEnded(minted);
    expect((await silentSignIn(before.browser)).searchParams.get('error')).toBe('login_required');
  });
});

describe('a login ID change', () => {
  it("ends the sessions of the old login ID, and a login ID given up and taken again never opens the new owner's data", async () => {
    const daniel = await mintToken(database.db, { sub: 'mutual.customer' });
    expect((await partyOf(daniel)).json()).toMatchObject({ firstName: 'Daniel' });

    const renamed = await provenCommand(daniel, '/profile/login-id', { loginId: 'daniel.whitaker' });
    expect(renamed.statusCode).toBe(200);
    await expectEnded(daniel);

    // Another customer takes the login ID Daniel gave up.
    const jim = await mintToken(database.db, { sub: 'both.customer' });
    expect((await provenCommand(jim, '/profile/login-id', { loginId: 'mutual.customer' })).statusCode).toBe(200);
    const jimAgain = await mintToken(database.db, { sub: 'mutual.customer' });
    expect((await partyOf(jimAgain)).json()).toMatchObject({ firstName: 'James' });

    // Daniel's old token names Daniel's sign-in, never the login ID: it is refused, and never opens James's data.
    await expectEnded(daniel);
    const danielNow = await mintToken(database.db, { sub: 'daniel.whitaker' });
    expect((await partyOf(danielNow)).json()).toMatchObject({ firstName: 'Daniel' });
  });

  it('keeps a token of the current session on its own sign-in through a rename made elsewhere (the id, not the login ID)', async () => {
    const token = await mintToken(database.db, { sub: 'life.customer' });
    const { sign_in_id: signInId } = await database.db
      .selectFrom('users')
      .select('sign_in_id')
      .where('login_id', '=', 'life.customer')
      .executeTakeFirstOrThrow();
    // A rename that ends no session (as support might do by hand): the token still opens its own customer's data only.
    await database.db.updateTable('users').set({ login_id: 'patricia.n' }).where('sign_in_id', '=', signInId).execute();
    expect((await partyOf(token)).json()).toMatchObject({ firstName: 'Patricia' });
  });
});

describe('sign out everywhere', () => {
  it('ends every session and token of the caller, this one included, and nobody else’s', async () => {
    const phone = await mintToken(database.db, { sub: 'daniel.whitaker' });
    const laptop = await mintToken(database.db, { sub: 'daniel.whitaker' });
    const other = await mintToken(database.db, { sub: 'patricia.n' });

    const signedOut = await app.inject({ method: 'POST', url: '/api/sign-out-everywhere', headers: bearer(phone) });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ signedOut: true });

    await expectEnded(phone);
    await expectEnded(laptop);
    expect((await partyOf(other)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/sign-out-everywhere' })).statusCode).toBe(401);
  });
});

describe('the chat socket of an ended session', () => {
  it('is closed, and a message sent on it is not stored', async () => {
    await app.ready();
    const token = await mintToken(database.db, { sub: 'patricia.n' });
    const ws = await app.injectWS('/api/chat/socket');
    const frames: ChatServerFrame[] = [];
    const ready = new Promise<void>((resolve) =>
      ws.on('message', (data) => {
        frames.push(JSON.parse(data.toString()) as ChatServerFrame);
        resolve();
      }),
    );
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    ws.send(JSON.stringify({ type: 'hello', token }));
    await ready;
    expect(frames[0]?.type).toBe('ready');

    const other = await mintToken(database.db, { sub: 'patricia.n' });
    expect((await app.inject({ method: 'POST', url: '/api/sign-out-everywhere', headers: bearer(other) })).statusCode).toBe(200);
    const text = `after the end ${randomBytes(4).toString('hex')}`;
    ws.send(JSON.stringify({ type: 'send', text }));

    expect(await closed).toEqual({ code: chatCloseCodes.unauthorized, reason: 'The sign-in has ended. Please sign in again.' });
    const stored = await database.db.selectFrom('chat_messages').select('message_id').where('text', '=', text).execute();
    expect(stored).toEqual([]);
  });

  it('is closed without a frame from it, within the check interval', async () => {
    await app.ready();
    const token = await mintToken(database.db, { sub: 'patricia.n' });
    const ws = await app.injectWS('/api/chat/socket');
    const ready = new Promise<void>((resolve) => ws.once('message', () => resolve()));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ type: 'hello', token }));
    await ready;
    expect((await app.inject({ method: 'POST', url: '/api/sign-out-everywhere', headers: bearer(token) })).statusCode).toBe(200);
    expect(await closed).toBe(chatCloseCodes.unauthorized);
  });
});

describe('the signing keys', () => {
  it('are sealed in the database, never a plain private JWK', async () => {
    const rows = await database.db.selectFrom('signing_keys').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.private_jwk).toBeNull();
      expect(row.sealed_jwk).toMatch(/^v1\./);
      expect(row.sealed_jwk).not.toContain('"d"');
      expect(Object.keys(row.public_jwk ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    }
  });

  it('seal a plain key of a database from before on start, and keep signing with it', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = 'plain-key-from-before';
    const plain: Record<string, string> = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
    await database.db
      .insertInto('signing_keys')
      .values({ kid, private_jwk: JSON.stringify(plain), created_at: new Date(Date.now() + 60_000) })
      .execute();
    const keys = await loadOrCreateKeys(database.db, testKeysBox);
    expect(keys.signing[0]).toMatchObject({ kid, d: plain.d! });
    const row = await database.db.selectFrom('signing_keys').selectAll().where('kid', '=', kid).executeTakeFirstOrThrow();
    expect(row.private_jwk).toBeNull();
    expect(row.sealed_jwk).not.toContain(plain.d!);
    // Another key does not open them.
    await expect(loadOrCreateKeys(database.db, secretBox(Buffer.alloc(32, 9)))).rejects.toThrow(
      /sealed with another SIGNING_KEYS_SECRET_KEY/,
    );
    await database.db.deleteFrom('signing_keys').where('kid', '=', kid).execute();
  });

  it("seal the provider's cookie keys too (they sign sign-in cookies and download links): none plain in the database", async () => {
    const rows = await database.db.selectFrom('cookie_keys').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const [inUse] = await loadOrCreateCookieKeys(database.db, testKeysBox);
    for (const row of rows) {
      expect(row.secret).toBeNull();
      expect(row.sealed_secret).toMatch(/^v1\./);
      expect(row.sealed_secret).not.toContain(inUse!);
    }
  });

  it('seal a plain cookie key of a database from before on start, and keep signing with it', async () => {
    const plain = randomBytes(32).toString('base64url');
    const { id } = await database.db.insertInto('cookie_keys').values({ secret: plain }).returning('id').executeTakeFirstOrThrow();
    const [newest] = await loadOrCreateCookieKeys(database.db, testKeysBox);
    expect(newest).toBe(plain);
    const row = await database.db.selectFrom('cookie_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secret).toBeNull();
    expect(row.sealed_secret).not.toContain(plain);
    await expect(loadOrCreateCookieKeys(database.db, secretBox(Buffer.alloc(32, 9)))).rejects.toThrow(
      /sealed with another SIGNING_KEYS_SECRET_KEY/,
    );
    await database.db.deleteFrom('cookie_keys').where('id', '=', id).execute();
  });

  it('are sealed with SIGNING_KEYS_SECRET_KEY, which production cannot do without', () => {
    expect(() => keysSealingKeyFrom(undefined, 'production')).toThrow(/SIGNING_KEYS_SECRET_KEY must be set in production/);
    expect(() => keysSealingKeyFrom('c2hvcnQ=', 'production')).toThrow(/32 random bytes/);
    expect(keysSealingKeyFrom(Buffer.alloc(32, 3).toString('base64'), 'production')).toEqual(Buffer.alloc(32, 3));
  });
});
