import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import pg from 'pg';
import type { Clock } from '../../server/clock';
import { demoPassword, demoTotpSecret } from '../../server/db/demoData';
import { authenticatorFactorOf, useFactorCode } from '../../server/mfa/authenticatorCodes';
import { developmentMfaKey, secretBox } from '../../server/mfa/secretBox';
import { gateway, mintToken, openTestDatabase, resetVolatileState, startSignIn, type TestDatabase } from './support/gateway';

// The one replay guard of authenticator codes: a code is used once, wherever it is given (the sign-in, a step-up
// proof, a factor's removal, the code that confirmed a new factor), and of two submissions of it at once exactly one
// is accepted.

let database: TestDatabase;
let app: FastifyInstance;
// One pinned instant per test, moved on by whole minutes, so every test's codes are of steps no test used before.
let now = new Date('2026-11-25T15:00:05Z');
const clock: Clock = { now: () => now };
const box = secretBox(developmentMfaKey);
let keyCounter = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { clock });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  now = new Date(now.getTime() + 5 * 60_000);
  await resetVolatileState(database.db);
});

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
const demoFactor = () => authenticatorFactorOf(database.db, 'mfa.customer').then((f) => f ?? Promise.reject(new Error('no demo factor')));

/** A sign-in's code step: the password given, the code answered by the security-code call. */
async function signInWith(loginId: string, code: string): Promise<LightMyRequestResponse> {
  const started = await startSignIn(app);
  const login = await started.browser.request('POST', `/oidc/interaction/${started.uid}/login`, {
    json: { loginId, password: demoPassword },
  });
  expect(login.json()).toHaveProperty('securityCode');
  return started.browser.request('POST', `/oidc/interaction/${started.uid}/security-code`, { json: { code } });
}

async function profileCall(loginId: string, url: string, body: unknown, grant?: string): Promise<LightMyRequestResponse> {
  const token = await mintToken(database.db, { sub: loginId, amr: ['pwd', 'otp'] });
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `authenticator-codes-${++keyCounter}`,
      ...(grant ? { 'x-step-up-grant': grant } : {}),
    },
    payload: body as object,
  });
}
const stepUp = (loginId: string, code: string) => profileCall(loginId, '/profile/step-up', { method: 'authenticatorApp', code });
const errorOf = (response: LightMyRequestResponse) => `${response.statusCode} ${(response.json() as { error?: string }).error}`;

describe('an authenticator code is used once', () => {
  it('accepts a right code once, then refuses it and every code of an earlier step', async () => {
    const factor = await demoFactor();
    const earlier = codeAt(demoTotpSecret, new Date(now.getTime() - 30_000));
    const code = codeAt(demoTotpSecret, now);
    expect(await useFactorCode(database.db, box, factor, '000000', now)).toBe(code === '000000');
    expect(await useFactorCode(database.db, box, factor, ` ${code} `, now)).toBe(true);
    expect(await useFactorCode(database.db, box, factor, code, now)).toBe(false);
    expect(await useFactorCode(database.db, box, factor, earlier, now)).toBe(false);
    const { rows } = await sql<{
      step: string;
    }>`select last_used_step as step from mfa_factors where factor_id = ${factor.factor_id}`.execute(database.db);
    expect(Number(rows[0]?.step)).toBe(Math.floor(now.getTime() / 30_000));
    // The next step's code is a new code.
    const later = new Date(now.getTime() + 30_000);
    expect(await useFactorCode(database.db, box, factor, codeAt(demoTotpSecret, later), later)).toBe(true);
  });

  it('refuses, never fails, a code of a secret sealed under another key', async () => {
    const factor = await demoFactor();
    const sealedElsewhere = { ...factor, secret_ciphertext: secretBox(Buffer.alloc(32, 9)).seal(demoTotpSecret, factor.factor_id) };
    expect(await useFactorCode(database.db, box, sealedElsewhere, codeAt(demoTotpSecret, now), now)).toBe(false);
  });

  it('accepts exactly one of the same code submitted at once, each in its own transaction', async () => {
    const factor = await demoFactor();
    const code = codeAt(demoTotpSecret, now);
    const accepted = await Promise.all(
      Array.from({ length: 4 }, () => database.db.transaction().execute((trx) => useFactorCode(trx, box, factor, code, now))),
    );
    expect(accepted.filter(Boolean)).toHaveLength(1);
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'on PostgreSQL, a submission that meets another in flight waits for it and is refused once it commits',
    async () => {
      const factor = await demoFactor();
      const code = codeAt(demoTotpSecret, now);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstTook: () => void = () => undefined;
      const taken = new Promise<void>((resolve) => (firstTook = resolve));
      const first = database.db.transaction().execute(async (trx) => {
        const ok = await useFactorCode(trx, box, factor, code, now);
        firstTook();
        await held;
        return ok;
      });
      await taken;
      let secondPid: (pid: number) => void = () => undefined;
      const pid = new Promise<number>((resolve) => (secondPid = resolve));
      const second = database.db.transaction().execute(async (trx) => {
        secondPid((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid ?? 0);
        return useFactorCode(trx, box, factor, code, now);
      });
      await waitUntilBlocked(await pid);
      release();
      expect(await Promise.all([first, second])).toEqual([true, false]);
    },
    60_000,
  );
});

/** Waits (on the condition, polled) until a PostgreSQL session waits for a lock another holds. */
async function waitUntilBlocked(pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ blocked: boolean }>('select cardinality(pg_blocking_pids($1)) > 0 as blocked', [pid]);
      if (rows[0]?.blocked) return;
    }
  } finally {
    await client.end();
  }
}

describe('a code used at one door is refused at every other', () => {
  it('refuses a code accepted at sign-in when it is given again at sign-in, as a step-up proof and to remove the factor', async () => {
    const code = codeAt(demoTotpSecret, now);
    expect((await signInWith('mfa.customer', code)).statusCode).toBe(200);
    expect(errorOf(await signInWith('mfa.customer', code))).toBe('401 invalid_code');
    expect(errorOf(await stepUp('mfa.customer', code))).toBe('400 proof_incorrect');
    const { factor_id } = await demoFactor();
    expect(errorOf(await profileCall('mfa.customer', `/profile/mfa/${factor_id}/remove`, { code }))).toBe('400 invalid_code');
    expect(await authenticatorFactorOf(database.db, 'mfa.customer')).toBeDefined();
  });

  it('refuses at sign-in a code given as a step-up proof', async () => {
    const code = codeAt(demoTotpSecret, now);
    expect((await stepUp('mfa.customer', code)).statusCode).toBe(200);
    expect(errorOf(await signInWith('mfa.customer', code))).toBe('401 invalid_code');
  });

  it('refuses at sign-in and as a step-up proof the code that confirmed a new authenticator app in the profile', async () => {
    const grant = await profileCall('new.customer', '/profile/step-up', { password: demoPassword });
    const started = await profileCall('new.customer', '/profile/mfa/authenticator-app', {}, (grant.json() as { grant: string }).grant);
    const { key } = started.json() as { key: string };
    const code = codeAt(key, now);
    expect((await profileCall('new.customer', '/profile/mfa/confirm', { method: 'authenticatorApp', code })).statusCode).toBe(200);
    expect(errorOf(await signInWith('new.customer', code))).toBe('401 invalid_code');
    expect(errorOf(await stepUp('new.customer', code))).toBe('400 proof_incorrect');
    // The app's next code signs in: only the used one was refused.
    now = new Date(now.getTime() + 30_000);
    expect((await signInWith('new.customer', codeAt(key, now))).statusCode).toBe(200);
  });
});
