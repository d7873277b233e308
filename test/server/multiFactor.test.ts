import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { TOTP, Secret } from 'otpauth';
import { currentCount } from '../../server/db/rateLimits';
import { demoPassword, demoTotpSecret } from '../../server/db/demoData';
import { developmentMfaKey, mfaKeyFrom, secretBox } from '../../server/mfa/secretBox';
import type { Clock } from '../../server/clock';
import {
  finishSignIn,
  gateway,
  openTestDatabase,
  redirectUri,
  resetVolatileState,
  startSignIn,
  type TestDatabase,
} from './support/gateway';

// Multi-factor sign-in through the OpenID Connect interaction: the code comes before any authorization code,
// a code is accepted once, checks are counted atomically, and the password's verdict waits for the code.

let database: TestDatabase;
let app: FastifyInstance;
let forced: FastifyInstance;
// One pinned instant per test, moved on by whole authenticator steps, so codes are predictable and replays provable.
let now = new Date('2026-11-25T15:00:05Z');
const clock: Clock = { now: () => now };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { clock });
  forced = await gateway(database.db, { clock, forcedMfa: true });
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

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
const codeAt = (secret: string, at: Date) => totp(secret).generate({ timestamp: at.getTime() });

async function passwordStep(loginId: string, password = demoPassword, on = app) {
  const started = await startSignIn(on);
  const login = await started.browser.request('POST', `/oidc/interaction/${started.uid}/login`, { json: { loginId, password } });
  const code = (value: string) =>
    started.browser.request('POST', `/oidc/interaction/${started.uid}/security-code`, { json: { code: value } });
  return { ...started, login, code };
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

describe('multi-factor sign-in', () => {
  it('asks mfa.customer for an authenticator code, issues no authorization code before it, and carries amr pwd+otp', async () => {
    const step = await passwordStep('mfa.customer');
    expect(step.login.statusCode).toBe(200);
    expect(step.login.json()).toEqual({
      securityCode: { method: 'authenticatorApp', sentTo: null, otherMethods: ['textMessage'] },
    });
    // Resuming the authorization before the code gives no authorization code: the provider asks for a login again.
    const resume = await step.browser.request('GET', `/oidc/auth/${step.uid}`);
    expect(String(resume.headers.location ?? '')).not.toContain(redirectUri);
    expect(String(resume.headers.location ?? '')).not.toContain('code=');

    const again = await passwordStep('mfa.customer');
    const passed = await again.code(codeAt(demoTotpSecret, now));
    expect(passed.statusCode).toBe(200);
    const { accessToken, idToken } = await finishSignIn(again, passed.json().redirectTo);
    expect(decodeJwt(idToken)).toMatchObject({ preferred_username: 'mfa.customer', amr: ['pwd', 'otp'] });
    expect(decodeJwt(accessToken)).toMatchObject({ preferred_username: 'mfa.customer', amr: ['pwd', 'otp'] });
  });

  it('carries amr pwd alone for a customer without a second factor', async () => {
    const step = await passwordStep('mutual.customer');
    const { idToken, accessToken } = await finishSignIn(step, step.login.json().redirectTo);
    expect(decodeJwt(idToken).amr).toEqual(['pwd']);
    expect(decodeJwt(accessToken).amr).toEqual(['pwd']);
  });

  it('accepts one step of clock drift either side, and no more', async () => {
    const early = await passwordStep('mfa.customer');
    expect((await early.code(codeAt(demoTotpSecret, new Date(now.getTime() - 30_000)))).statusCode).toBe(200);
    now = new Date(now.getTime() + 120_000);
    const late = await passwordStep('mfa.customer');
    expect((await late.code(codeAt(demoTotpSecret, new Date(now.getTime() - 90_000)))).json()).toEqual({
      error: 'invalid_code',
      message: 'This code is invalid',
    });
    expect((await late.code(codeAt(demoTotpSecret, new Date(now.getTime() + 30_000)))).statusCode).toBe(200);
  });

  it("refuses a wrong code with 'This code is invalid'", async () => {
    const step = await passwordStep('mfa.customer');
    const wrong = await step.code(codeAt(demoTotpSecret, new Date(now.getTime() + 10 * 60_000)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_code', message: 'This code is invalid' });
    expect((await step.code('12ab')).json().error).toBe('invalid_code');
  });

  it('refuses a code used once, in another sign-in, and a right code sent twice at once passes once', async () => {
    const code = codeAt(demoTotpSecret, now);
    const first = await passwordStep('mfa.customer');
    expect((await first.code(code)).statusCode).toBe(200);
    const second = await passwordStep('mfa.customer');
    const replay = await second.code(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('This code is invalid');

    now = new Date(now.getTime() + 60_000);
    const third = await passwordStep('mfa.customer');
    const fresh = codeAt(demoTotpSecret, now);
    expect(statuses(await Promise.all([third.code(fresh), third.code(fresh), third.code(fresh)]))[200]).toBe(1);
  });

  it('never tells a wrong password before the code: the same question, then invalid credentials after a right code', async () => {
    const step = await passwordStep('mfa.customer', 'not-the-password');
    expect(step.login.statusCode).toBe(200);
    expect(step.login.json()).toEqual({ securityCode: { method: 'authenticatorApp', sentTo: null, otherMethods: ['textMessage'] } });
    expect((await step.code('000000')).json().error).toBe('invalid_code');
    const after = await step.code(codeAt(demoTotpSecret, now));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'invalid_credentials', message: 'The login ID or password you entered is incorrect.' });
    // Nothing is left to try: the sign-in starts again.
    expect((await step.code(codeAt(demoTotpSecret, now))).json().error).toBe('interaction_expired');
  });

  it('limits wrong codes per code: of 40 at once exactly 5 are looked at; then even the right code is refused', async () => {
    const step = await passwordStep('mfa.customer');
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => step.code(String(100000 + i))));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 35 });
    expect(responses.find((r) => r.statusCode === 429)?.json().error).toBe('too_many_attempts');
    expect((await step.code(codeAt(demoTotpSecret, now))).statusCode).toBe(429);
  });

  it('limits code checks per login ID across sign-ins: 10 in the window, then 429 even for the right code', async () => {
    const steps = await Promise.all([passwordStep('mfa.customer'), passwordStep('mfa.customer'), passwordStep('mfa.customer')]);
    const responses = await Promise.all(steps.flatMap((s) => Array.from({ length: 4 }, (_, i) => s.code(String(200000 + i)))));
    expect(statuses(responses)).toEqual({ 401: 10, 429: 2 });
    expect((await currentCount(database.db, 'mfa:login:mfa.customer'))?.hits).toBe(12);
    const again = await passwordStep('mfa.customer');
    const blocked = await again.code(codeAt(demoTotpSecret, now));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends a text code to the phone on file when the customer switches, expiring in minutes', async () => {
    const step = await passwordStep('mfa.customer');
    const switched = await step.browser.request('POST', `/oidc/interaction/${step.uid}/security-code/method`, {
      json: { method: 'textMessage' },
    });
    expect(switched.json()).toEqual({
      securityCode: { method: 'textMessage', sentTo: '(***) ***-0134', otherMethods: ['authenticatorApp'] },
    });
    const message = await database.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('recipient', '=', '859-555-0134')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.channel).toBe('sms');
    const code = /security code is (\d{6})/.exec(message.body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await step.code(code === '000000' ? '000001' : '000000')).json().error).toBe('invalid_code');
    const passed = await step.code(code);
    expect(passed.statusCode).toBe(200);
    const { idToken } = await finishSignIn(step, passed.json().redirectTo);
    expect(decodeJwt(idToken).amr).toEqual(['pwd', 'sms']);

    const late = await passwordStep('mfa.customer');
    await late.browser.request('POST', `/oidc/interaction/${late.uid}/security-code/method`, { json: { method: 'textMessage' } });
    const body = (
      await database.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', '859-555-0134')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).body;
    now = new Date(now.getTime() + 6 * 60_000);
    expect((await late.code(/is (\d{6})/.exec(body)?.[1] ?? '')).json().error).toBe('invalid_code');
  });

  it('refuses, never fails, the code of a secret sealed under another key', async () => {
    const factor = await database.db
      .selectFrom('mfa_factors')
      .select(['factor_id', 'secret_ciphertext'])
      .where('login_id', '=', 'mfa.customer')
      .where('method', '=', 'authenticatorApp')
      .executeTakeFirstOrThrow();
    const otherKey = secretBox(Buffer.alloc(32, 9)).seal(demoTotpSecret, factor.factor_id);
    await database.db.updateTable('mfa_factors').set({ secret_ciphertext: otherKey }).where('factor_id', '=', factor.factor_id).execute();
    try {
      const step = await passwordStep('mfa.customer');
      const refused = await step.code(codeAt(demoTotpSecret, now));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('This code is invalid');
    } finally {
      await database.db
        .updateTable('mfa_factors')
        .set({ secret_ciphertext: factor.secret_ciphertext })
        .where('factor_id', '=', factor.factor_id)
        .execute();
    }
  });

  it('answers 4xx with a message for malformed input, an unknown method and an interaction without its cookie', async () => {
    const step = await passwordStep('mfa.customer');
    for (const payload of [{}, { code: 123456 }, { code: null }]) {
      const response = await step.browser.request('POST', `/oidc/interaction/${step.uid}/security-code`, { json: payload });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const tooLong = await step.code('1'.repeat(5000));
    expect(tooLong.statusCode).toBe(401);
    const method = await step.browser.request('POST', `/oidc/interaction/${step.uid}/security-code/method`, {
      json: { method: 'carrierPigeon' },
    });
    expect(method.statusCode).toBe(400);
    const noCookie = await app.inject({ method: 'POST', url: `/oidc/interaction/${step.uid}/security-code`, payload: { code: '123456' } });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().error).toBe('interaction_expired');
    // A customer without a second factor has no code to give.
    const plain = await passwordStep('mutual.customer');
    expect(plain.login.json()).toHaveProperty('redirectTo');
    expect((await plain.code('123456')).json().error).toBe('interaction_expired');
  });

  it('with forced MFA makes a customer without a factor set up an authenticator app before the sign-in ends', async () => {
    const step = await passwordStep('life.customer', demoPassword, forced);
    const { enrolment } = step.login.json() as { enrolment: { key: string; uri: string; qrCode: string } };
    expect(enrolment.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Cardinal%20Mutual:life\.customer\?/);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = await database.db
      .selectFrom('mfa_challenges')
      .select('enrolment_ciphertext')
      .where('uid', '=', step.uid)
      .executeTakeFirstOrThrow();
    expect(stored.enrolment_ciphertext).not.toContain(enrolment.key);

    expect((await step.code('000000')).json().message).toBe('This code is invalid');
    const passed = await step.code(codeAt(enrolment.key, now));
    expect(passed.statusCode).toBe(200);
    const { idToken } = await finishSignIn(step, passed.json().redirectTo);
    expect(decodeJwt(idToken).amr).toEqual(['pwd', 'otp']);

    // The next sign-in asks for the new app's code, on any instance.
    now = new Date(now.getTime() + 60_000);
    const next = await passwordStep('life.customer');
    expect(next.login.json()).toEqual({ securityCode: { method: 'authenticatorApp', sentTo: null, otherMethods: [] } });
    const factor = await database.db
      .selectFrom('mfa_factors')
      .selectAll()
      .where('login_id', '=', 'life.customer')
      .executeTakeFirstOrThrow();
    expect(factor.secret_ciphertext).not.toContain(enrolment.key);
    expect(secretBox(developmentMfaKey).open(factor.secret_ciphertext ?? '', factor.factor_id)).toBe(enrolment.key);
    // A wrong password is still told at once to a customer without a factor.
    const wrong = await passwordStep('both.customer', 'nope', forced);
    expect(wrong.login.json().error).toBe('invalid_credentials');
  });
});

describe('the MFA secret key', () => {
  it('takes 32 bytes of base64, refuses other lengths, and refuses the development key in production', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(mfaKeyFrom(key, 'production')).toEqual(Buffer.alloc(32, 7));
    expect(() => mfaKeyFrom('c2hvcnQ=', undefined)).toThrow(/32 random bytes/);
    expect(() => mfaKeyFrom(undefined, 'production')).toThrow(/MFA_SECRET_KEY must be set in production/);
    expect(mfaKeyFrom(undefined, 'development')).toBe(developmentMfaKey);
  });

  it('seals with a fresh nonce and opens only for the same factor and key', () => {
    const box = secretBox(developmentMfaKey);
    const a = box.seal(demoTotpSecret, 'factor-1');
    expect(a).not.toEqual(box.seal(demoTotpSecret, 'factor-1'));
    expect(box.open(a, 'factor-1')).toBe(demoTotpSecret);
    expect(() => box.open(a, 'factor-2')).toThrow();
    expect(() => secretBox(Buffer.alloc(32, 1)).open(a, 'factor-1')).toThrow();
  });
});
