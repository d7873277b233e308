import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../server/clock';
import { currentCount } from '../../server/db/rateLimits';
import { demoPassword, demoTotpSecret } from '../../server/db/demoData';
import { sweepExpired } from '../../server/maintenance';
import { refuseLastFactor } from '../../server/profile/factors';
import type { Passkeys, PasskeyCreationOptions, PasskeyRequestOptions } from '../../src/contract/passkeys';
import { passkeyMessages, profileMessages } from '../../src/validation/messages';
import { finishSignIn, gateway, mintToken, openTestDatabase, resetVolatileState, startSignIn, type TestDatabase } from './support/gateway';
import { SoftwareAuthenticator, type Bent } from './support/passkeys';

// Passkeys through the gateway: set up from the profile after a step-up proof, listed, renamed and removed (another
// customer's is not found), and signing in inside the OpenID Connect interaction with the method in the ID token's
// `amr`. Every refused sign-in (an unknown or removed passkey, another origin or RP ID, a challenge used, expired or
// of another sign-in, a bad signature, a counter gone back, another customer's user handle) is one and the same 401;
// attempts are counted like passwords; a verified passkey is two factors, an unverified one a first factor.

let database: TestDatabase;
let app: FastifyInstance;
let forced: FastifyInstance;
let now = new Date('2026-11-25T15:00:05Z');
const clock: Clock = { now: () => now };
const tokens: Record<string, string> = {};
let keyCounter = 0;
const chrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { clock });
  forced = await gateway(database.db, { clock, forcedMfa: true });
  for (const loginId of ['mutual.customer', 'life.customer', 'both.customer', 'new.customer'])
    tokens[loginId] = await mintToken(database.db, { sub: loginId, amr: ['pwd'] });
  tokens['mfa.customer'] = await mintToken(database.db, { sub: 'mfa.customer', amr: ['pwd', 'otp'] });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await forced?.close();
  await database?.close();
});
beforeEach(async () => {
  now = new Date(now.getTime() + 5 * 60_000);
  await resetVolatileState(database.db);
});

const newKey = () => `passkey-test-key-${++keyCounter}`;
const totpNow = () =>
  new TOTP({ secret: Secret.fromBase32(demoTotpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: now.getTime() });

async function grantFor(loginId: string, on = app): Promise<string> {
  const answer = await on.inject({
    method: 'POST',
    url: '/api/profile/step-up',
    headers: { authorization: `Bearer ${tokens[loginId]}` },
    payload: { password: demoPassword },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { grant: string }).grant;
}

interface CallOptions {
  grant?: string | null;
  on?: FastifyInstance;
  token?: string;
}
function call(loginId: string, method: 'GET' | 'POST', url: string, body?: object, options: CallOptions = {}) {
  const { grant = null, on = app, token = tokens[loginId] } = options;
  return on.inject({
    method,
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      'user-agent': chrome,
      ...(method === 'POST' ? { 'idempotency-key': newKey() } : {}),
      ...(grant ? { 'x-step-up-grant': grant } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}
const errorOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...(response.json() as object) });

/** Sets up a passkey of the authenticator for a customer, as the profile does: a proof, the options, the answer. */
async function register(loginId: string, authenticator: SoftwareAuthenticator, name = 'My phone', on = app): Promise<Passkeys> {
  const grant = await grantFor(loginId, on);
  const options = await call(loginId, 'POST', '/profile/passkeys/options', {}, { grant, on });
  expect(options.statusCode).toBe(200);
  const saved = await call(
    loginId,
    'POST',
    '/profile/passkeys',
    { name, response: authenticator.register(options.json<PasskeyCreationOptions>()) },
    { grant, on },
  );
  expect(saved.statusCode).toBe(200);
  return saved.json<Passkeys>();
}

/** A sign-in at the login page with a passkey: the interaction, its options, the authenticator's answer. */
async function passkeySignIn(authenticator: SoftwareAuthenticator, bent: Bent = {}, on = app) {
  const started = await startSignIn(on);
  const options = await started.browser.request('POST', `/oidc/interaction/${started.uid}/passkey/options`, { json: {} });
  expect(options.statusCode).toBe(200);
  const response = authenticator.assert(options.json<PasskeyRequestOptions>(), bent);
  const send = (body: unknown = { response }) =>
    started.browser.request('POST', `/oidc/interaction/${started.uid}/passkey`, { json: body });
  return { ...started, options: options.json<PasskeyRequestOptions>(), response, answer: await send(), send };
}

const notAccepted = { status: 401, error: 'passkey_not_accepted', message: passkeyMessages.notAccepted };
const passkeyRow = (credentialId: string) =>
  database.db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirstOrThrow();
const outboxAbout = (text: string) =>
  database.db.selectFrom('outbox').select(['recipient', 'body']).where('body', 'like', `%${text}%`).execute();

describe('setting up passkeys from the profile', () => {
  it('needs a step-up proof, then keeps the passkey with where and when it was made, and tells the customer', async () => {
    const stepUp = { status: 403, error: 'step_up_required', message: profileMessages.stepUp.required };
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/passkeys/options', {}))).toEqual(stepUp);

    const grant = await grantFor('mutual.customer');
    const asked = await call('mutual.customer', 'POST', '/profile/passkeys/options', {}, { grant });
    expect(asked.statusCode).toBe(200);
    const options = asked.json<PasskeyCreationOptions>();
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Cardinal Mutual' },
      user: { name: 'mutual.customer' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual(expect.arrayContaining([-7, -257]));
    // Not the login ID: the sign-in's lasting id.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain('mutual');

    const authenticator = new SoftwareAuthenticator({ backedUp: true });
    const response = authenticator.register(options);
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/passkeys', { name: 'Phone', response }))).toEqual(stepUp);
    const saved = await call('mutual.customer', 'POST', '/profile/passkeys', { name: '  My phone  ', response }, { grant });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      passkeys: [
        {
          passkeyId: authenticator.id,
          name: 'My phone',
          createdAt: now.toISOString(),
          createdFrom: 'Chrome 131 on macOS (127.0.0.1)',
          lastUsedAt: null,
          lastUsedFrom: null,
          backedUp: true,
          userVerified: true,
        },
      ],
      secondFactorRequired: false,
    });
    expect((await call('mutual.customer', 'GET', '/profile/passkeys')).json()).toEqual(saved.json());
    expect(await outboxAbout(passkeyMessages.saved.added)).toEqual(
      expect.arrayContaining([expect.objectContaining({ recipient: expect.stringContaining('@') })]),
    );

    // The same answer again (another key): its challenge was used.
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/passkeys', { name: 'Again', response }, { grant }))).toMatchObject({
      status: 400,
      error: 'passkey_setup_expired',
    });
    // The next setup excludes it, so the browser does not make it twice.
    const next = (await call('mutual.customer', 'POST', '/profile/passkeys/options', {}, { grant })).json<PasskeyCreationOptions>();
    expect(next.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
  });

  it('refuses an answer made for another address, a name out of bounds, and a setup whose challenge expired', async () => {
    const grant = await grantFor('both.customer');
    const setup = async () =>
      (await call('both.customer', 'POST', '/profile/passkeys/options', {}, { grant })).json<PasskeyCreationOptions>();
    const send = (name: string, response: unknown) => call('both.customer', 'POST', '/profile/passkeys', { name, response }, { grant });
    const notSaved = { status: 400, error: 'passkey_not_saved', message: passkeyMessages.notSaved };

    expect(errorOf(await send('Phone', new SoftwareAuthenticator().register(await setup(), { origin: 'https://evil.example' })))).toEqual(
      notSaved,
    );
    expect(errorOf(await send('Phone', new SoftwareAuthenticator().register(await setup(), { rpId: 'evil.example' })))).toEqual(notSaved);
    expect(errorOf(await send('Phone', new SoftwareAuthenticator().register(await setup(), { type: 'webauthn.get' })))).toEqual(notSaved);
    for (const name of ['', '   ', 'x'.repeat(61), 'tab\there']) {
      expect(errorOf(await send(name, new SoftwareAuthenticator().register(await setup())))).toEqual({
        status: 400,
        error: 'bad_request',
        message: passkeyMessages.name,
      });
    }
    const late = await setup();
    now = new Date(now.getTime() + 6 * 60_000);
    // A new proof (the first one expired too): the setup's challenge has expired.
    const fresh = await grantFor('both.customer');
    const expired = await call(
      'both.customer',
      'POST',
      '/profile/passkeys',
      { name: 'Phone', response: new SoftwareAuthenticator().register(late) },
      { grant: fresh },
    );
    expect(errorOf(expired)).toEqual({ status: 400, error: 'passkey_setup_expired', message: passkeyMessages.setupExpired });
    // Malformed answers never reach the library.
    for (const response of [{}, { id: 'a\u0000b' }, { ...new SoftwareAuthenticator().register(late), id: 'not base64!' }]) {
      const refused = await call('both.customer', 'POST', '/profile/passkeys', { name: 'Phone', response }, { grant: fresh });
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect((await call('both.customer', 'GET', '/profile/passkeys')).json<Passkeys>().passkeys).toEqual([]);
  });

  it("renames and removes the customer's own passkeys; another customer's, or none, is not found", async () => {
    const authenticator = new SoftwareAuthenticator();
    await register('new.customer', authenticator, 'Laptop');
    const renamed = await call('new.customer', 'POST', `/profile/passkeys/${authenticator.id}/name`, { name: 'Work laptop' });
    expect(renamed.json<Passkeys>().passkeys).toEqual([expect.objectContaining({ passkeyId: authenticator.id, name: 'Work laptop' })]);
    expect(errorOf(await call('new.customer', 'POST', `/profile/passkeys/${authenticator.id}/name`, { name: '' }))).toMatchObject({
      status: 400,
      message: passkeyMessages.name,
    });

    const notFound = { status: 404, error: 'not_found', message: passkeyMessages.notFound };
    const grant = await grantFor('life.customer');
    for (const id of [authenticator.id, 'AAAAAAAAAAAAAAAAAAAAAA', '%00']) {
      expect(errorOf(await call('life.customer', 'POST', `/profile/passkeys/${id}/name`, { name: 'Mine now' }))).toEqual(notFound);
      expect(errorOf(await call('life.customer', 'POST', `/profile/passkeys/${id}/remove`, {}, { grant }))).toEqual(notFound);
    }
    expect((await passkeyRow(authenticator.id)).name).toBe('Work laptop');

    expect(errorOf(await call('new.customer', 'POST', `/profile/passkeys/${authenticator.id}/remove`, {}))).toMatchObject({
      status: 403,
      error: 'step_up_required',
    });
    const removed = await call(
      'new.customer',
      'POST',
      `/profile/passkeys/${authenticator.id}/remove`,
      {},
      { grant: await grantFor('new.customer') },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Passkeys>().passkeys).toEqual([]);
    expect(await outboxAbout(passkeyMessages.saved.removed)).toEqual(
      expect.arrayContaining([expect.objectContaining({ recipient: expect.stringContaining('@') })]),
    );

    // A removed passkey signs no one in, with the same answer as any other refusal.
    expect(errorOf((await passkeySignIn(authenticator)).answer)).toEqual(notAccepted);
  });
});

describe('signing in with a passkey', () => {
  const authenticator = new SoftwareAuthenticator();
  const unverifying = new SoftwareAuthenticator({ userVerification: false });
  beforeAll(async () => {
    await register('mutual.customer', authenticator, 'Verified');
    await register('mutual.customer', unverifying, 'Security key');
  });

  it('ends the interaction, with amr naming a verified passkey, and keeps when and where it was used', async () => {
    const before = await passkeyRow(authenticator.id);
    const step = await passkeySignIn(authenticator);
    expect(step.options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'preferred' });
    expect(step.answer.statusCode).toBe(200);
    const { idToken, accessToken } = await finishSignIn(step, step.answer.json().redirectTo);
    expect(decodeJwt(idToken)).toMatchObject({ preferred_username: 'mutual.customer', amr: ['hwk', 'user', 'mfa'] });
    expect(decodeJwt(accessToken)).toMatchObject({ amr: ['hwk', 'user', 'mfa'] });
    const after = await passkeyRow(authenticator.id);
    expect(after.counter).toBe(Number(before.counter) + 1);
    expect(after.last_used_at).toEqual(now);
    expect(after.last_used_from).toBe('Unknown browser (127.0.0.1)');
    // The hits of a right passkey are given back.
    expect((await currentCount(database.db, 'sign-in:address:127.0.0.1'))?.hits).toBe(0);
  });

  it("names a passkey without user verification 'hwk' alone, a first factor", async () => {
    const step = await passkeySignIn(unverifying);
    const { idToken } = await finishSignIn(step, step.answer.json().redirectTo);
    expect(decodeJwt(idToken).amr).toEqual(['hwk']);
  });

  it('refuses every bent answer with one and the same 401, never telling whether the passkey exists', async () => {
    const stranger = new SoftwareAuthenticator();
    const bent: [SoftwareAuthenticator, Bent][] = [
      [stranger, {}],
      [authenticator, { badSignature: true }],
      [authenticator, { origin: 'https://evil.example' }],
      [authenticator, { origin: 'http://127.0.0.1:8080' }],
      [authenticator, { rpId: 'evil.example' }],
      [authenticator, { type: 'webauthn.create' }],
      [authenticator, { counter: 0 }],
    ];
    const refusals: LightMyRequestResponse[] = [];
    for (const [who, how] of bent) {
      // Each on fresh counters (five tries of a login ID are its limit, tried below).
      await resetVolatileState(database.db);
      refusals.push((await passkeySignIn(who, how)).answer);
    }
    for (const refused of refusals) expect(errorOf(refused)).toEqual(notAccepted);
    // An unknown passkey and a bad signature answer alike, headers included.
    const [unknown, badSignature] = refusals as [LightMyRequestResponse, LightMyRequestResponse];
    expect(unknown.body).toBe(badSignature.body);
    expect(unknown.headers['content-type']).toBe(badSignature.headers['content-type']);
  });

  it('takes a challenge once: the same answer twice signs in once', async () => {
    const step = await passkeySignIn(authenticator);
    expect(step.answer.statusCode).toBe(200);
    expect(errorOf(await step.send())).toEqual(notAccepted);
  });

  it('refuses a challenge of another sign-in, an expired one, and one replaced by new options', async () => {
    const first = await startSignIn(app);
    const second = await startSignIn(app);
    const optionsOfFirst = (await first.browser.request('POST', `/oidc/interaction/${first.uid}/passkey/options`, { json: {} })).json();
    const crossed = await second.browser.request('POST', `/oidc/interaction/${second.uid}/passkey`, {
      json: { response: authenticator.assert(optionsOfFirst) },
    });
    expect(errorOf(crossed)).toEqual(notAccepted);

    const late = await startSignIn(app);
    const lateOptions = (await late.browser.request('POST', `/oidc/interaction/${late.uid}/passkey/options`, { json: {} })).json();
    now = new Date(now.getTime() + 6 * 60_000);
    const expired = await late.browser.request('POST', `/oidc/interaction/${late.uid}/passkey`, {
      json: { response: authenticator.assert(lateOptions) },
    });
    expect(errorOf(expired)).toEqual(notAccepted);

    const replaced = await startSignIn(app);
    const old = (await replaced.browser.request('POST', `/oidc/interaction/${replaced.uid}/passkey/options`, { json: {} })).json();
    await replaced.browser.request('POST', `/oidc/interaction/${replaced.uid}/passkey/options`, { json: {} });
    const stale = await replaced.browser.request('POST', `/oidc/interaction/${replaced.uid}/passkey`, {
      json: { response: authenticator.assert(old) },
    });
    expect(errorOf(stale)).toEqual(notAccepted);

    // Expired challenges are swept with the other expired sign-in records; live ones stay.
    const live = { challenge: 'live-challenge', purpose: 'signIn' as const, login_id: null, interaction_uid: 'x' };
    await database.db
      .insertInto('passkey_challenges')
      .values([
        { ...live, expires_at: new Date(Date.now() + 60_000) },
        { ...live, challenge: 'spent-challenge', expires_at: new Date(Date.now() - 1000) },
      ])
      .execute();
    await sweepExpired(database.db);
    const left = await database.db.selectFrom('passkey_challenges').select('challenge').where('interaction_uid', '=', 'x').execute();
    expect(left).toEqual([{ challenge: 'live-challenge' }]);
  });

  it("signs in the passkey's own customer only: a user handle of another customer is refused", async () => {
    const other = new SoftwareAuthenticator();
    await register('life.customer', other, 'Life phone');
    const mine = await passkeySignIn(authenticator, { userHandle: other.userHandle! });
    expect(errorOf(mine.answer)).toEqual(notAccepted);
    const theirs = await passkeySignIn(other, { userHandle: authenticator.userHandle! });
    expect(errorOf(theirs.answer)).toEqual(notAccepted);
    const right = await passkeySignIn(other);
    const { idToken } = await finishSignIn(right, right.answer.json().redirectTo);
    expect(decodeJwt(idToken).preferred_username).toBe('life.customer');
  });

  it("keeps a passkey's answers out of the gateway's log", async () => {
    const lines: string[] = [];
    const logged = await gateway(database.db, { clock, logLevel: 'debug', logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const refused = await passkeySignIn(authenticator, { badSignature: true }, logged);
      expect(refused.answer.statusCode).toBe(401);
      const signedIn = await passkeySignIn(authenticator, {}, logged);
      expect(signedIn.answer.statusCode).toBe(200);
      const log = lines.join('\n');
      expect(log).toContain('/passkey');
      for (const step of [refused, signedIn])
        for (const value of [
          step.response.response.signature,
          step.response.response.clientDataJSON,
          step.response.response.authenticatorData,
        ])
          expect(log).not.toContain(value);
    } finally {
      await logged.close();
    }
  });

  it('answers 4xx with a message for malformed answers and an interaction without its cookie', async () => {
    const step = await passkeySignIn(authenticator);
    for (const body of [{}, { response: null }, { response: { ...step.response, id: 'a\u0000b' } }, { response: 'x'.repeat(5000) }]) {
      const refused = await step.send(body);
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    const noCookie = await app.inject({ method: 'POST', url: `/oidc/interaction/${step.uid}/passkey/options`, payload: {} });
    expect(errorOf(noCookie)).toMatchObject({ status: 400, error: 'interaction_expired' });
  });

  it('counts attempts like passwords: per address, then per login ID once the passkey is known; then 429', async () => {
    const limited = await gateway(database.db, { clock, signInLimits: { perLoginId: 3, perClientAddress: 6, windowMs: 15 * 60_000 } });
    try {
      for (let i = 0; i < 3; i++)
        expect(errorOf((await passkeySignIn(authenticator, { badSignature: true }, limited)).answer)).toEqual(notAccepted);
      expect((await currentCount(database.db, 'sign-in:login:mutual.customer'))?.hits).toBe(3);
      const blocked = (await passkeySignIn(authenticator, {}, limited)).answer;
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        error: 'too_many_attempts',
        message: expect.stringMatching(/^Too many unsuccessful sign-in attempts/),
      });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Unknown passkeys count against the address alone.
      expect(errorOf((await passkeySignIn(new SoftwareAuthenticator(), {}, limited)).answer)).toEqual(notAccepted);
      expect(errorOf((await passkeySignIn(new SoftwareAuthenticator(), {}, limited)).answer)).toEqual(notAccepted);
      expect((await passkeySignIn(new SoftwareAuthenticator(), {}, limited)).answer.statusCode).toBe(429);
      expect((await currentCount(database.db, 'sign-in:login:mutual.customer'))?.hits).toBe(4);
    } finally {
      await limited.close();
    }
  });
});

describe('passkeys and second factors', () => {
  it("lets a verified passkey stand for mfa.customer's code, and asks the code after one without verification", async () => {
    const verified = new SoftwareAuthenticator();
    const unverified = new SoftwareAuthenticator({ userVerification: false });
    await register('mfa.customer', verified, 'Phone');
    await register('mfa.customer', unverified, 'Key');

    const direct = await passkeySignIn(verified);
    const { accessToken } = await finishSignIn(direct, direct.answer.json().redirectTo);
    expect(decodeJwt(accessToken).amr).toEqual(['hwk', 'user', 'mfa']);
    // That sign-in proved a second factor: sensitive changes are open to it (after their own step-up proof).
    const proof = await app.inject({
      method: 'POST',
      url: '/api/profile/step-up',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { password: demoPassword },
    });
    const options = await call('mfa.customer', 'POST', '/profile/passkeys/options', {}, { token: accessToken, grant: proof.json().grant });
    expect(options.statusCode).toBe(200);

    const step = await passkeySignIn(unverified);
    expect(step.answer.json()).toEqual({ securityCode: { method: 'authenticatorApp', sentTo: null, otherMethods: ['textMessage'] } });
    // Its hits stay until the code is right.
    expect((await currentCount(database.db, 'sign-in:login:mfa.customer'))?.hits).toBe(1);
    const passed = await step.browser.request('POST', `/oidc/interaction/${step.uid}/security-code`, { json: { code: totpNow() } });
    expect(passed.statusCode).toBe(200);
    const { idToken } = await finishSignIn(step, passed.json().redirectTo);
    expect(decodeJwt(idToken).amr).toEqual(['hwk', 'otp']);
  });

  it('under forced MFA lets a verified passkey sign in without a code, and asks for an authenticator app after an unverified one', async () => {
    const verified = new SoftwareAuthenticator();
    const unverified = new SoftwareAuthenticator({ userVerification: false });
    await register('both.customer', verified, 'Phone');
    await register('both.customer', unverified, 'Key');

    const direct = await passkeySignIn(verified, {}, forced);
    expect(direct.answer.json()).toHaveProperty('redirectTo');
    const { idToken } = await finishSignIn(direct, direct.answer.json().redirectTo);
    expect(decodeJwt(idToken).amr).toEqual(['hwk', 'user', 'mfa']);

    const step = await passkeySignIn(unverified, {}, forced);
    expect(step.answer.json()).toEqual({ enrolment: expect.objectContaining({ key: expect.stringMatching(/^[A-Z2-7]{32}$/) }) });
    const challenge = await database.db
      .selectFrom('mfa_challenges')
      .select(['first_factor', 'password_ok'])
      .where('uid', '=', step.uid)
      .executeTakeFirstOrThrow();
    expect(challenge).toEqual({ first_factor: 'hwk', password_ok: true });
  });

  it('under forced MFA keeps a verified passkey that is the only second factor', async () => {
    const only = new SoftwareAuthenticator();
    const [kept] = (await register('new.customer', only, 'Only one')).passkeys;
    expect(kept?.userVerified).toBe(true);
    const grant = await grantFor('new.customer', forced);
    expect((await call('new.customer', 'GET', '/profile/passkeys', undefined, { on: forced })).json()).toMatchObject({
      secondFactorRequired: true,
    });
    expect(errorOf(await call('new.customer', 'POST', `/profile/passkeys/${only.id}/remove`, {}, { grant, on: forced }))).toEqual({
      status: 409,
      error: 'last_factor_kept',
      message: profileMessages.lastFactorKept,
    });
    // Without the switch it may go.
    expect((await call('new.customer', 'POST', `/profile/passkeys/${only.id}/remove`, {}, { grant })).statusCode).toBe(200);
  });

  it('under forced MFA lets the last app or phone go while a verified passkey stays, and keeps it once the passkey is gone', async () => {
    const passkey = new SoftwareAuthenticator();
    await register('new.customer', passkey, 'Phone passkey');
    await database.db
      .insertInto('mfa_factors')
      .values({ factor_id: 'only-phone', login_id: 'new.customer', method: 'textMessage', phone: '502-555-0177', is_default: true })
      .execute();
    try {
      await expect(refuseLastFactor(database.db, 'new.customer', true)).resolves.toBeUndefined();
      await database.db.deleteFrom('passkeys').where('credential_id', '=', passkey.id).execute();
      await expect(refuseLastFactor(database.db, 'new.customer', true)).rejects.toMatchObject({ statusCode: 409 });
    } finally {
      await database.db.deleteFrom('mfa_factors').where('factor_id', '=', 'only-phone').execute();
    }
  });

  it('asks a support agent for a code after a passkey without user verification', async () => {
    const unverified = new SoftwareAuthenticator({ userVerification: false });
    await register('life.customer', unverified, 'Agent key');
    // The agent's passkey is put in place by hand: the profile's passkeys are the customers'.
    await database.db.updateTable('passkeys').set({ login_id: 'support.agent' }).where('credential_id', '=', unverified.id).execute();
    const step = await passkeySignIn(unverified, { userHandle: '' });
    expect(step.answer.json()).toEqual({ securityCode: expect.objectContaining({ method: 'textMessage' }) });
  });
});
