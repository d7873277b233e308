import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { phones } from '../../config/product';
import type { Clock } from '../../server/clock';
import { demoPassword, demoTotpSecret } from '../../server/db/demoData';
import { profileMessages } from '../../src/validation/messages';
import { gateway, mintToken, openTestDatabase, resetVolatileState, startSignIn, type TestDatabase } from './support/gateway';

// The one step-up rule: a change to how a customer signs in or is reached (an email, the primary email, a phone for
// codes, the login ID, a second factor, a saved payment method) needs a proof given for it at that moment (the current
// password or a code of an enrolled factor), never the sign-in alone; every such change, and every password reset,
// is told to the email and phone of before; support agents always give a second factor at sign-in.

let database: TestDatabase;
let app: FastifyInstance;
let now = new Date('2026-11-25T15:00:05Z');
const clock: Clock = { now: () => now };
const tokens: Record<string, string> = {};
let keyCounter = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { clock });
  for (const loginId of ['mutual.customer', 'life.customer', 'both.customer', 'new.customer'])
    tokens[loginId] = await mintToken(database.db, { sub: loginId, amr: ['pwd'] });
  // A session that even proved a second factor at sign-in is not a proof for a change.
  tokens['mfa.customer'] = await mintToken(database.db, { sub: 'mfa.customer', amr: ['pwd', 'otp'] });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  now = new Date(now.getTime() + 10 * 60_000);
  await resetVolatileState(database.db);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(as: string, method: Method, url: string, body?: unknown, grant?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${tokens[as]}`,
      'idempotency-key': `step-up-test-${++keyCounter}`,
      ...(grant ? { 'x-step-up-grant': grant } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
const errorOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...(response.json() as { error: string }) });
const stepUpRequired = { status: 403, error: 'step_up_required', message: profileMessages.stepUp.required };
async function grantOf(as: string, proof: unknown = { password: demoPassword }): Promise<string> {
  const answer = await call(as, 'POST', '/profile/step-up', proof);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { grant: string }).grant;
}
const messagesTo = (recipient: string) =>
  database.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').execute();
const ifNotYou = `If this wasn't you, call ${phones.general} right away.`;
const totp = new TOTP({ secret: Secret.fromBase32(demoTotpSecret), digits: 6, period: 30, algorithm: 'SHA1' });

describe('a session alone is not a proof', () => {
  it('refuses a new primary email, an authenticator app, text codes to a phone and a new login ID without a step-up proof', async () => {
    for (const as of ['mutual.customer', 'mfa.customer']) {
      expect(errorOf(await call(as, 'POST', '/profile/emails', { address: `taken.over.${as}@example.org`, primary: true }))).toEqual(
        stepUpRequired,
      );
      expect(errorOf(await call(as, 'POST', '/profile/mfa/text-message', { phone: '614-555-0142' }))).toEqual(stepUpRequired);
      expect(errorOf(await call(as, 'POST', '/profile/login-id', { loginId: 'attacker.owned' }))).toEqual(stepUpRequired);
    }
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/mfa/authenticator-app', {}))).toEqual(stepUpRequired);
    expect(errorOf(await call('both.customer', 'PUT', '/profile/emails/primary', { address: 'jim.oconnor@example.com' }))).toEqual(
      stepUpRequired,
    );
    // A made-up grant, or another customer's, is no proof either.
    const lifeGrant = await grantOf('life.customer');
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/login-id', { loginId: 'attacker.owned' }, lifeGrant))).toEqual(
      stepUpRequired,
    );
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/login-id', { loginId: 'attacker.owned' }, 'x'.repeat(43)))).toEqual(
      stepUpRequired,
    );
    const party = (await call('mutual.customer', 'GET', '/party')).json() as { emails: { address: string }[] };
    expect(party.emails.map((e) => e.address)).toEqual(['daniel.whitaker@example.com', 'dwhitaker.work@example.net']);
    expect(await database.db.selectFrom('users').select('login_id').where('login_id', '=', 'attacker.owned').execute()).toEqual([]);
  });

  it('refuses a password change without the right current password', async () => {
    const wrong = await call('life.customer', 'POST', '/profile/password', {
      currentPassword: 'Not-the-one-1',
      newPassword: 'Taken-over-2027',
    });
    expect(errorOf(wrong)).toMatchObject({ status: 400, error: 'current_password' });
    expect((await call('life.customer', 'POST', '/profile/password', { newPassword: 'Taken-over-2027' })).statusCode).toBe(400);
  });

  it('refuses to save or remove a payment method without a step-up proof, and does both with one', async () => {
    const card = { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' };
    const { token } = (await call('mutual.customer', 'POST', '/payments/tokens', card)).json() as { token: string };
    expect(errorOf(await call('mutual.customer', 'POST', '/billing/payment-methods', { token }))).toEqual(stepUpRequired);
    const grant = await grantOf('mutual.customer');
    const saved = await call('mutual.customer', 'POST', '/billing/payment-methods', { token }, grant);
    expect(saved.statusCode).toBe(200);
    const { methodId } = saved.json() as { methodId: string };
    expect((await messagesTo('daniel.whitaker@example.com'))[0]?.body).toContain(profileMessages.notice.paymentMethodAdded);
    expect((await messagesTo('614-555-0142'))[0]?.body).toContain(ifNotYou);

    expect(errorOf(await call('mutual.customer', 'DELETE', `/billing/payment-methods/${methodId}`))).toEqual(stepUpRequired);
    expect((await call('mutual.customer', 'DELETE', `/billing/payment-methods/${methodId}`, undefined, grant)).statusCode).toBe(200);
    expect((await messagesTo('daniel.whitaker@example.com'))[0]?.body).toContain(profileMessages.notice.paymentMethodRemoved);
  });
});

describe('a proof given for the change', () => {
  it('takes the current password: a new primary email is set and the email and phone of before are told', async () => {
    const wrong = await call('mutual.customer', 'POST', '/profile/step-up', { password: 'Not-the-one-1' });
    expect(errorOf(wrong)).toEqual({ status: 400, error: 'proof_incorrect', message: profileMessages.stepUp.proofWrong });
    const grant = await grantOf('mutual.customer');
    const added = await call('mutual.customer', 'POST', '/profile/emails', { address: 'daniel.new@example.org', primary: true }, grant);
    expect(added.statusCode).toBe(200);
    expect((added.json() as { emails: unknown[] }).emails).toContainEqual({ address: 'daniel.new@example.org', primary: true });

    const [toOldEmail] = await messagesTo('daniel.whitaker@example.com');
    expect(toOldEmail?.body).toContain('Your primary email was changed. (daniel.new@example.org)');
    expect(toOldEmail?.body).toContain(ifNotYou);
    const [toPhone] = await messagesTo('614-555-0142');
    expect(toPhone).toMatchObject({ channel: 'sms' });
    expect(toPhone?.body).toContain(ifNotYou);
    expect((await messagesTo('daniel.new@example.org'))[0]?.body).toContain('Your primary email was changed.');
  });

  it('takes a code of an enrolled authenticator app, once, and the grant serves the setup of text codes', async () => {
    const wrong = await call('mfa.customer', 'POST', '/profile/step-up', { method: 'authenticatorApp', code: '000000' });
    expect(errorOf(wrong)).toMatchObject({ status: 400, error: 'proof_incorrect' });
    const code = totp.generate({ timestamp: now.getTime() });
    const grant = await grantOf('mfa.customer', { method: 'authenticatorApp', code });
    // The same code twice is no proof.
    expect((await call('mfa.customer', 'POST', '/profile/step-up', { method: 'authenticatorApp', code })).statusCode).toBe(400);
    expect((await call('mfa.customer', 'POST', '/profile/mfa/text-message', { phone: '859-555-0134' }, grant)).statusCode).toBe(409);
    const started = await call('mutual.customer', 'POST', '/profile/mfa/authenticator-app', {}, await grantOf('mutual.customer'));
    expect(started.statusCode).toBe(200);
  });

  it('takes a code texted to an enrolled phone', async () => {
    const sent = await call('mfa.customer', 'POST', '/profile/step-up/code', {});
    expect(sent.json()).toEqual({ sentTo: '(***) ***-0134' });
    const code = /security code is (\d{6})/.exec((await messagesTo('859-555-0134'))[0]?.body ?? '')?.[1] ?? '';
    expect(
      (await call('mfa.customer', 'POST', '/profile/step-up', { method: 'textMessage', code: code === '000000' ? '111111' : '000000' }))
        .statusCode,
    ).toBe(400);
    expect((await call('mfa.customer', 'POST', '/profile/step-up', { method: 'textMessage', code })).statusCode).toBe(200);
    // A customer without text codes gets none.
    expect(errorOf(await call('life.customer', 'POST', '/profile/step-up/code', {}))).toMatchObject({
      status: 400,
      error: 'no_text_factor',
    });
  });

  it('gives back a right proof, so a customer making several changes is never locked out', async () => {
    for (let i = 0; i < 8; i++)
      expect((await call('life.customer', 'POST', '/profile/step-up', { password: demoPassword })).statusCode).toBe(200);
  });

  it('counts every wrong proof per login ID: past the limit it is 429 whatever the proof', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call('new.customer', 'POST', '/profile/step-up', { password: `Wrong-${i}-pass` })).statusCode).toBe(400);
    const blocked = await call('new.customer', 'POST', '/profile/step-up', { password: demoPassword });
    expect(errorOf(blocked)).toMatchObject({ status: 429, error: 'too_many_attempts' });
  });

  it('lasts a few minutes only', async () => {
    const grant = await grantOf('both.customer');
    now = new Date(now.getTime() + 6 * 60_000);
    expect(errorOf(await call('both.customer', 'POST', '/profile/login-id', { loginId: 'jim.later' }, grant))).toEqual(stepUpRequired);
  });
});

describe('the owner is told', () => {
  it('of a password reset, at the email and phone on file', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/recovery/password-resets', payload: { loginId: 'both.customer' } });
    const { ticket } = started.json() as { ticket: string };
    const code = /code is (\d{6})/.exec((await messagesTo('jim.oconnor@example.com'))[0]?.body ?? '')?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/recovery/password-resets/new-password',
      payload: { ticket, code, password: 'Reset-by-someone-2027' },
    });
    expect(reset.statusCode).toBe(200);
    const [toEmail] = await messagesTo('jim.oconnor@example.com');
    expect(toEmail?.body).toContain(profileMessages.notice.passwordReset);
    expect(toEmail?.body).toContain(ifNotYou);
    expect((await messagesTo('412-555-0119'))[0]?.body).toContain(profileMessages.notice.passwordReset);
  });
});

describe('concurrent login ID changes', () => {
  it('end as one serial order would: one renames the sign-in, the others are refused', async () => {
    const grant = await grantOf('new.customer');
    const wanted = ['kevin.one', 'kevin.two', 'kevin.three'];
    const answers = await Promise.all(wanted.map((loginId) => call('new.customer', 'POST', '/profile/login-id', { loginId }, grant)));
    const done = answers.filter((a) => a.statusCode === 200);
    expect(done).toHaveLength(1);
    // A loser arriving after the rename finds its session ended (401) or the login ID gone (403, 404).
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect([401, 403, 404, 409]).toContain(refused.statusCode);
    const renamedTo = (done[0]!.json() as { loginId: string }).loginId;
    const rows = await database.db
      .selectFrom('users')
      .select('login_id')
      .where('login_id', 'in', [...wanted, 'new.customer'])
      .execute();
    expect(rows).toEqual([{ login_id: renamedTo }]);
  });
});

describe('support agents', () => {
  it('are asked to set up a second factor when they have none: the password alone never signs them in', async () => {
    await database.db.deleteFrom('mfa_factors').where('login_id', '=', 'support.agent').execute();
    const { browser, uid } = await startSignIn(app);
    const login = await browser.request('POST', `/oidc/interaction/${uid}/login`, {
      json: { loginId: 'support.agent', password: demoPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json() as object)).toEqual(['enrolment']);
  });
});
