import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../server/clock';
import { demoPassword } from '../../server/db/demoData';
import { partyOfLogin } from '../../server/party/caller';
import { reachOf } from '../../server/profile/notices';
import { profileMessages } from '../../src/validation/messages';
import { gateway, mintToken, openTestDatabase, resetVolatileState, signIn, startSignIn, type TestDatabase } from './support/gateway';

// The profile's gateway calls: every change checked with the forms' rules (malformed input 4xx), run once per
// idempotency key, confirmed through the outbox, refused on another customer's records, with codes counted and used
// once, and a recent second factor asked of a customer who has one.

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
  tokens['mfa.customer'] = await mintToken(database.db, { sub: 'mfa.customer', amr: ['pwd', 'otp'] });
  tokens['mfa.customer/pwd'] = await mintToken(database.db, { sub: 'mfa.customer', amr: ['pwd'] });
  tokens['mutual.customer/otp'] = await mintToken(database.db, { sub: 'mutual.customer', amr: ['pwd', 'otp'] });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  now = new Date(now.getTime() + 5 * 60_000);
  await resetVolatileState(database.db);
});

const newKey = () => `profile-test-key-${++keyCounter}`;
type Method = 'GET' | 'POST' | 'PUT';
// The step-up proof (the current password) each test gives once per customer, as the screens ask it (test/server/stepUp.test.ts
// proves the rule itself).
let grants: Record<string, Promise<string>> = {};
/** A customer's password when a test changed it. */
const passwords: Record<string, string> = {};
beforeEach(() => {
  grants = {};
});
async function grantFor(as: string): Promise<string> {
  const loginId = as.split('/')[0]!;
  grants[loginId] ??= app
    .inject({
      method: 'POST',
      url: '/api/profile/step-up',
      headers: { authorization: `Bearer ${tokens[as]}` },
      payload: { password: passwords[loginId] ?? demoPassword },
    })
    .then((answer) => (answer.json() as { grant: string }).grant);
  return grants[loginId];
}
async function call(
  as: string,
  method: Method,
  url: string,
  body?: unknown,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  const grant = method === 'GET' ? null : await grantFor(as);
  return app.inject({
    method,
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${tokens[as]}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...(grant ? { 'x-step-up-grant': grant } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  ...(response.json() as { error: string; message: string }),
});
const latest = async (recipient: string) =>
  database.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
const codeIn = (body: string) => /security code is (\d{6})/.exec(body)?.[1] ?? '';
const totpOf = (key: string) => new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });

describe('password change', () => {
  it('refuses a wrong current password and a weak new one, then changes it: the new one signs in, the old one no longer', async () => {
    expect(
      errorOf(
        await call('new.customer', 'POST', '/profile/password', { currentPassword: 'wrong-password-1', newPassword: 'Brand-new-2027' }),
      ),
    ).toMatchObject({
      status: 400,
      error: 'current_password',
      message: 'Your current password is not right. Please try again.',
    });
    expect(
      errorOf(await call('new.customer', 'POST', '/profile/password', { currentPassword: demoPassword, newPassword: 'short' })),
    ).toMatchObject({
      status: 400,
      message: 'Please enter a password of 8 to 64 characters with at least one letter and one number',
    });
    const changed = await call('new.customer', 'POST', '/profile/password', {
      currentPassword: demoPassword,
      newPassword: 'Brand-new-2027',
    });
    expect(changed.statusCode).toBe(200);
    passwords['new.customer'] = 'Brand-new-2027';
    expect((await latest('kevin.park@example.com')).body).toContain('Your password was changed.');

    await expect(signIn(app, 'new.customer', 'Brand-new-2027')).resolves.toMatchObject({ accessToken: expect.any(String) });
    const started = await startSignIn(app);
    const old = await started.browser.request('POST', `/oidc/interaction/${started.uid}/login`, {
      json: { loginId: 'new.customer', password: demoPassword },
    });
    expect(old.statusCode).toBe(401);
    // The change ended every session of the sign-in, the token that made it included: the tests go on with a new one.
    expect((await call('new.customer', 'GET', '/profile/mfa')).statusCode).toBe(401);
    tokens['new.customer'] = await mintToken(database.db, { sub: 'new.customer', amr: ['pwd'] });
  });

  it('wants an idempotency key, a well-formed body and, from a customer with a second factor, a sign-in that proved it', async () => {
    expect(
      (await call('mutual.customer', 'POST', '/profile/password', { currentPassword: demoPassword, newPassword: 'Another-2027' }, null))
        .statusCode,
    ).toBe(400);
    expect((await call('mutual.customer', 'POST', '/profile/password', { currentPassword: 1 })).statusCode).toBe(400);
    expect(
      errorOf(await call('mfa.customer/pwd', 'POST', '/profile/password', { currentPassword: demoPassword, newPassword: 'Another-2027' })),
    ).toMatchObject({
      status: 403,
      error: 'second_factor_required',
    });
  });

  it('counts current-password checks per login ID', async () => {
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('both.customer', 'POST', '/profile/password', { currentPassword: 'not-it-123', newPassword: 'Another-2027' }),
      ),
    );
    const statuses = tries.map((t) => t.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses).toContain(429);
  });
});

describe('login ID change', () => {
  it('refuses a login ID in use and a malformed one, and renames the sign-in', async () => {
    expect(errorOf(await call('both.customer', 'POST', '/profile/login-id', { loginId: 'mutual.customer' }))).toMatchObject({
      status: 409,
      message: 'That login ID is taken. Please choose another.',
    });
    expect((await call('both.customer', 'POST', '/profile/login-id', { loginId: 'a b' })).statusCode).toBe(400);
    const renamed = await call('both.customer', 'POST', '/profile/login-id', { loginId: 'Jim.OConnor' });
    expect(renamed.json()).toEqual({ loginId: 'jim.oconnor' });
    await expect(signIn(app, 'jim.oconnor')).resolves.toMatchObject({ accessToken: expect.any(String) });
    await database.db.updateTable('users').set({ login_id: 'both.customer' }).where('login_id', '=', 'jim.oconnor').execute();
    // The rename ended every session of the sign-in: the tests go on with a new token.
    tokens['both.customer'] = await mintToken(database.db, { sub: 'both.customer', amr: ['pwd'] });
  });
});

describe('second factors', () => {
  it('sets up an authenticator app with its first code, refuses a replay of that code, and removes it with a fresh one', async () => {
    const started = await call('mutual.customer', 'POST', '/profile/mfa/authenticator-app', {});
    expect(started.statusCode).toBe(200);
    const { key, qrCode } = started.json() as { key: string; qrCode: string };
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(
      errorOf(await call('mutual.customer', 'POST', '/profile/mfa/confirm', { method: 'authenticatorApp', code: '000000' })),
    ).toMatchObject({
      status: 400,
      message: 'This code is invalid',
    });
    const code = totpOf(key).generate({ timestamp: now.getTime() });
    const confirmed = await call('mutual.customer', 'POST', '/profile/mfa/confirm', { method: 'authenticatorApp', code });
    expect(confirmed.statusCode).toBe(200);
    const [factor] = (confirmed.json() as { factors: { factorId: string; method: string; isDefault: boolean }[] }).factors;
    expect(factor).toMatchObject({ method: 'authenticatorApp', isDefault: true });
    const stored = await database.db
      .selectFrom('mfa_factors')
      .select('secret_ciphertext')
      .where('factor_id', '=', factor!.factorId)
      .executeTakeFirstOrThrow();
    expect(stored.secret_ciphertext).not.toContain(key);
    // From now on its changes need a sign-in that proved the app.
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/mfa/authenticator-app', {}))).toMatchObject({
      status: 403,
      error: 'second_factor_required',
    });
    expect((await call('mutual.customer/otp', 'POST', '/profile/mfa/confirm', { method: 'authenticatorApp', code })).statusCode).toBe(400);

    // The code of the step used to set it up is spent; the next step's removes it.
    const path = `/profile/mfa/${factor!.factorId}/remove`;
    expect(errorOf(await call('mutual.customer/otp', 'POST', path, { code }))).toMatchObject({
      status: 400,
      message: 'This code is invalid',
    });
    const next = totpOf(key).generate({ timestamp: now.getTime() + 30_000 });
    expect((await call('mutual.customer/otp', 'POST', path, { code: next })).json()).toEqual({ factors: [], secondFactorRequired: false });
  });

  it('texts a code to a phone on file only, and its code turns text messages on', async () => {
    expect((await call('life.customer', 'POST', '/profile/mfa/text-message', { phone: '614-555-0142' })).statusCode).toBe(400);
    const sent = await call('life.customer', 'POST', '/profile/mfa/text-message', { phone: '717-555-0163' });
    expect(sent.json()).toEqual({ sentTo: '(***) ***-0163' });
    const code = codeIn((await latest('717-555-0163')).body);
    const confirmed = await call('life.customer', 'POST', '/profile/mfa/confirm', { method: 'textMessage', code });
    expect(confirmed.json()).toEqual({
      factors: [expect.objectContaining({ method: 'textMessage', phone: '(***) ***-0163', isDefault: true })],
      secondFactorRequired: false,
    });
    expect(errorOf(await call('life.customer', 'POST', '/profile/mfa/text-message', { phone: '717-555-0163' }))).toMatchObject({
      status: 403,
      error: 'second_factor_required',
    });
  });

  it('counts code checks atomically: of many wrong codes at once, at most the limit are looked at', async () => {
    await call('new.customer', 'POST', '/profile/mfa/authenticator-app', {});
    const tries = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('new.customer', 'POST', '/profile/mfa/confirm', { method: 'authenticatorApp', code: '000000' }),
      ),
    );
    const statuses = tries.map((t) => t.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("never touches another customer's factor: its id is not found", async () => {
    const mfaFactor = await database.db
      .selectFrom('mfa_factors')
      .select('factor_id')
      .where('login_id', '=', 'mfa.customer')
      .executeTakeFirstOrThrow();
    for (const path of ['remove', 'default', 'code'])
      expect(
        (await call('mutual.customer', 'POST', `/profile/mfa/${mfaFactor.factor_id}/${path}`, path === 'remove' ? { code: '123456' } : {}))
          .statusCode,
      ).toBe(404);
    const own = await call('mfa.customer', 'GET', '/profile/mfa');
    expect(own.json()).toEqual({
      factors: [
        expect.objectContaining({ method: 'authenticatorApp', isDefault: true }),
        expect.objectContaining({ method: 'textMessage', phone: '(***) ***-0134', isDefault: false }),
      ],
      secondFactorRequired: false,
    });
  });

  it('under forced MFA keeps the only second factor: no removal code is texted and the removal is refused with a message', async () => {
    const forced = await gateway(database.db, { clock, forcedMfa: true });
    try {
      await database.db
        .insertInto('mfa_factors')
        .values({
          factor_id: 'forced-only-factor',
          login_id: 'new.customer',
          method: 'textMessage',
          phone: '502-555-0177',
          is_default: true,
        })
        .execute();
      const token = await mintToken(database.db, { sub: 'new.customer', amr: ['pwd', 'sms'] });
      const ask = (url: string, body?: object) =>
        forced.inject({
          method: body ? 'POST' : 'GET',
          url: `/api${url}`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
          ...(body ? { payload: body } : {}),
        });
      expect((await ask('/profile/mfa')).json()).toMatchObject({
        factors: [{ factorId: 'forced-only-factor' }],
        secondFactorRequired: true,
      });
      const refusal = { status: 409, error: 'last_factor_kept', message: profileMessages.lastFactorKept };
      expect(errorOf(await ask('/profile/mfa/forced-only-factor/code', {}))).toMatchObject(refusal);
      expect(await database.db.selectFrom('outbox').select('id').where('recipient', '=', '502-555-0177').execute()).toEqual([]);
      expect(errorOf(await ask('/profile/mfa/forced-only-factor/remove', { code: '123456' }))).toMatchObject(refusal);
      expect(await database.db.selectFrom('mfa_factors').select('factor_id').where('login_id', '=', 'new.customer').execute()).toHaveLength(
        1,
      );
      // Without the switch the same customer may remove it (the code still proves it).
      expect((await call('new.customer', 'GET', '/profile/mfa')).json()).toMatchObject({ secondFactorRequired: false });
    } finally {
      await database.db.deleteFrom('mfa_factors').where('factor_id', '=', 'forced-only-factor').execute();
      await forced.close();
    }
  });
});

describe('contact information', () => {
  it("adds an email, refusing one already in use, and confirms it in the customer's inbox", async () => {
    expect(
      errorOf(await call('mutual.customer', 'POST', '/profile/emails', { address: 'Patricia.Nguyen@example.com', primary: false })),
    ).toMatchObject({
      status: 409,
      message: 'The email you entered is already in use',
    });
    expect((await call('mutual.customer', 'POST', '/profile/emails', { address: 'not-an-email', primary: false })).statusCode).toBe(400);
    const added = await call('mutual.customer', 'POST', '/profile/emails', { address: 'daniel.home@example.org', primary: true });
    expect(added.statusCode).toBe(200);
    expect(added.json().emails[0]).toEqual({ address: 'daniel.home@example.org', primary: true });
    expect((await latest('daniel.home@example.org')).body).toContain('Your primary email was changed.');
  });

  it('adds a phone with the masks rules: first digit 1-9, an extension of up to 5 digits, international up to 15 digits', async () => {
    expect(
      errorOf(
        await call('mutual.customer', 'POST', '/profile/phones', { number: '0145550100', kind: 'work', extension: null, primary: false }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'Please enter a valid 10-digit phone number',
    });
    expect(
      (
        await call('mutual.customer', 'POST', '/profile/phones', {
          number: '6145550111',
          kind: 'work',
          extension: '123456',
          primary: false,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('mutual.customer', 'POST', '/profile/phones', {
          number: '+1234567890123456',
          kind: 'work',
          extension: null,
          primary: false,
        })
      ).statusCode,
    ).toBe(400);
    const added = await call('mutual.customer', 'POST', '/profile/phones', {
      number: '6145550111',
      kind: 'work',
      extension: '204',
      primary: false,
    });
    expect(added.json().phones).toContainEqual({ number: '614-555-0111', kind: 'work', extension: '204', primary: false });
    const abroad = await call('mutual.customer', 'POST', '/profile/phones', {
      number: '+442071234567',
      kind: 'mobile',
      extension: null,
      primary: false,
    });
    expect(abroad.json().phones).toContainEqual({ number: '+442071234567', kind: 'mobile', extension: null, primary: false });
    expect(
      (await call('mutual.customer', 'POST', '/profile/phones', { number: '614-555-0111', kind: 'home', extension: null, primary: false }))
        .statusCode,
    ).toBe(409);
  });

  it('updates the mailing address (no P.O. box) and the life address of a life customer only', async () => {
    const poBox = { line1: 'PO Box 12', line2: null, city: 'Columbus', state: 'OH', zip: '43221' };
    expect((await call('mutual.customer', 'PUT', '/profile/addresses/mailing', poBox)).statusCode).toBe(400);
    const moved = { line1: '88 Oak St', line2: 'Apt 2', city: 'Dayton', state: 'OH', zip: '454021234' };
    const saved = await call('mutual.customer', 'PUT', '/profile/addresses/mailing', moved);
    expect(saved.json().addresses).toContainEqual({ kind: 'mailing', ...moved, zip: '45402-1234' });
    expect((await call('mutual.customer', 'PUT', '/profile/addresses/life', moved)).statusCode).toBe(404);
    expect((await call('mutual.customer', 'PUT', '/profile/addresses/billing', moved)).statusCode).toBe(404);
    expect((await call('life.customer', 'PUT', '/profile/addresses/life', moved)).statusCode).toBe(200);
  });
});

describe('removing contact details and choosing the primary ones', () => {
  it("changes the primary email (telling the one before), removes the old one, and never another customer's", async () => {
    await call('both.customer', 'POST', '/profile/emails', { address: 'jim.new@example.org', primary: false });
    expect(errorOf(await call('both.customer', 'POST', '/profile/emails/remove', { address: 'jim.oconnor@example.com' }))).toMatchObject({
      status: 409,
      message: 'This is your primary email. Make another email your primary email before removing this one.',
    });
    expect(
      errorOf(await call('both.customer', 'PUT', '/profile/emails/primary', { address: 'patricia.nguyen@example.com' })),
    ).toMatchObject({
      status: 404,
      message: 'We could not find that email on your profile.',
    });
    expect(
      errorOf(await call('both.customer', 'POST', '/profile/emails/remove', { address: 'patricia.nguyen@example.com' })),
    ).toMatchObject({
      status: 404,
    });
    expect((await call('life.customer', 'GET', '/party', undefined, null)).json().emails).toEqual([
      { address: 'patricia.nguyen@example.com', primary: true },
    ]);

    const chosen = await call('both.customer', 'PUT', '/profile/emails/primary', { address: 'Jim.New@example.org' });
    expect(chosen.json().emails).toEqual([
      { address: 'jim.new@example.org', primary: true },
      { address: 'jim.oconnor@example.com', primary: false },
    ]);
    expect((await latest('jim.oconnor@example.com')).body).toContain('Your primary email was changed. (jim.new@example.org)');
    expect((await latest('jim.new@example.org')).body).toContain('Your primary email was changed.');

    const removed = await call('both.customer', 'POST', '/profile/emails/remove', { address: 'jim.oconnor@example.com' });
    expect(removed.json().emails).toEqual([{ address: 'jim.new@example.org', primary: true }]);
    expect((await latest('jim.oconnor@example.com')).body).toContain('Your email address was removed. (jim.oconnor@example.com)');
    expect((await call('both.customer', 'POST', '/profile/emails/remove', { address: 'jim.oconnor@example.com' })).statusCode).toBe(404);
    expect((await call('both.customer', 'POST', '/profile/emails/remove', { email: 'jim.new@example.org' })).statusCode).toBe(400);
  });

  it("changes the primary phone and removes another, never another customer's", async () => {
    expect(errorOf(await call('both.customer', 'POST', '/profile/phones/remove', { number: '412-555-0119' }))).toMatchObject({
      status: 409,
      message: 'This is your primary phone. Make another phone your primary phone before removing this one.',
    });
    expect(errorOf(await call('both.customer', 'POST', '/profile/phones/remove', { number: '717-555-0163' }))).toMatchObject({
      status: 404,
      message: 'We could not find that phone number on your profile.',
    });
    expect((await call('both.customer', 'PUT', '/profile/phones/primary', { number: '717-555-0163' })).statusCode).toBe(404);
    expect((await call('life.customer', 'GET', '/party', undefined, null)).json().phones).toEqual([
      expect.objectContaining({ number: '717-555-0163', primary: true }),
    ]);

    const chosen = await call('both.customer', 'PUT', '/profile/phones/primary', { number: '412-555-0175' });
    expect(chosen.json().phones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: '412-555-0175', primary: true }),
        expect.objectContaining({ number: '412-555-0119', primary: false }),
      ]),
    );
    const removed = await call('both.customer', 'POST', '/profile/phones/remove', { number: '412-555-0119' });
    expect(removed.json().phones).toEqual([expect.objectContaining({ number: '412-555-0175', primary: true })]);
    expect((await call('both.customer', 'PUT', '/profile/phones/primary', { number: 42 })).statusCode).toBe(400);
  });

  it('keeps a phone that gets security codes, and asks a customer with a second factor to have proved it', async () => {
    await call('mfa.customer', 'POST', '/profile/phones', { number: '8595550190', kind: 'home', extension: null, primary: false });
    expect(errorOf(await call('mfa.customer/pwd', 'PUT', '/profile/phones/primary', { number: '859-555-0190' }))).toMatchObject({
      status: 403,
    });
    expect(
      errorOf(await call('mfa.customer/pwd', 'POST', '/profile/emails/remove', { address: 'angela.brooks@example.com' })),
    ).toMatchObject({
      status: 403,
    });
    expect((await call('mfa.customer', 'PUT', '/profile/phones/primary', { number: '859-555-0190' })).statusCode).toBe(200);
    expect(errorOf(await call('mfa.customer', 'POST', '/profile/phones/remove', { number: '859-555-0134' }))).toMatchObject({
      status: 409,
      error: 'phone_in_use',
    });
  });
});

describe('paperless, texting and e-proxy', () => {
  it("turns paperless on for one account, and never for another customer's account", async () => {
    const [account] = (await call('mutual.customer', 'GET', '/profile/paperless')).json().accounts as { accountNumber: string }[];
    const on = await call('mutual.customer', 'PUT', `/profile/paperless/mutual/${account!.accountNumber}`, { eBill: true, ePolicy: true });
    expect(on.json().accounts).toContainEqual({
      accountNumber: account!.accountNumber,
      quadrantName: 'mutual',
      eBill: true,
      ePolicy: true,
    });
    expect(
      (await call('life.customer', 'PUT', `/profile/paperless/mutual/${account!.accountNumber}`, { eBill: false, ePolicy: false }))
        .statusCode,
    ).toBe(404);
    expect((await call('life.customer', 'PUT', '/profile/paperless/life/N7310042', { eBill: 'yes' })).statusCode).toBe(400);
    expect((await call('mutual.customer', 'PUT', '/profile/paperless/life', { eBill: true, ePolicy: true })).statusCode).toBe(404);
    const again = await call('mutual.customer', 'GET', '/profile/paperless');
    expect(again.json().accounts[0]).toMatchObject({ eBill: true, ePolicy: true });
  });

  it('enrolls a mobile number in texts with a texted code, in the groups of the setting only', async () => {
    const enrolment = { phone: '614-555-0142', groups: ['Mutual_Claims', 'Mutual_Policy'], consent: true, tcpaConsent: false };
    expect((await call('mutual.customer', 'POST', '/profile/texting/enroll', { ...enrolment, consent: false })).statusCode).toBe(400);
    expect((await call('mutual.customer', 'POST', '/profile/texting/enroll', { ...enrolment, groups: ['Life_Billing'] })).statusCode).toBe(
      400,
    );
    expect((await call('mutual.customer', 'POST', '/profile/texting/enroll', { ...enrolment, phone: '614-555-0187' })).statusCode).toBe(
      400,
    );
    expect((await call('mutual.customer', 'POST', '/profile/texting/enroll', enrolment)).json()).toEqual({ sentTo: '(***) ***-0142' });
    const code = codeIn((await latest('614-555-0142')).body);
    const confirmed = await call('mutual.customer', 'POST', '/profile/texting/confirm', { code });
    expect(confirmed.json()).toEqual({ phone: '614-555-0142', groups: ['Mutual_Claims', 'Mutual_Policy'], tcpaConsent: false });
    expect((await call('mutual.customer', 'POST', '/profile/texting/confirm', { code })).statusCode).toBe(400);
    expect(errorOf(await call('mutual.customer', 'POST', '/profile/texting/enroll', enrolment))).toMatchObject({
      message: 'This is your currently enrolled phone number. Please choose another.',
    });
  });

  it('stops all text messages: the account ends, the opt-out is kept, the number is told once and gets no more notices', async () => {
    const partyId = (await partyOfLogin(database.db, 'both.customer'))!;
    await database.db
      .insertInto('texting_accounts')
      .values({ party_id: partyId, phone: '502-555-0190', groups: 'Mutual_Claims', tcpa_consent: false })
      .execute();
    expect((await reachOf(database.db, partyId, 'both.customer')).phones).toContain('502-555-0190');

    const stopped = await call('both.customer', 'POST', '/profile/texting/stop', {});
    expect(stopped.json()).toEqual({ phone: null, groups: [], tcpaConsent: false });
    expect((await call('both.customer', 'GET', '/profile/texting')).json()).toEqual({ phone: null, groups: [], tcpaConsent: false });
    const optOuts = await database.db.selectFrom('texting_opt_outs').select(['phone']).where('party_id', '=', partyId).execute();
    expect(optOuts).toEqual([{ phone: '502-555-0190' }]);
    const told = await latest('502-555-0190');
    expect(told).toMatchObject({ channel: 'sms' });
    expect(told.body).toContain(profileMessages.textingStoppedText);
    // Later notices of changes no longer text the number.
    expect((await reachOf(database.db, partyId, 'both.customer')).phones).not.toContain('502-555-0190');
    expect(errorOf(await call('both.customer', 'POST', '/profile/texting/stop', {}))).toMatchObject({
      status: 404,
      message: profileMessages.notEnrolledInTexting,
    });
  });

  it('stops texts once when the same stop arrives several times at once', async () => {
    const partyId = (await partyOfLogin(database.db, 'life.customer'))!;
    await database.db
      .insertInto('texting_accounts')
      .values({ party_id: partyId, phone: '502-555-0191', groups: 'Mutual_Claims', tcpa_consent: false })
      .execute();
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('life.customer', 'POST', '/profile/texting/stop', {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404]);
    expect(await database.db.selectFrom('texting_opt_outs').select('phone').where('party_id', '=', partyId).execute()).toHaveLength(1);
  });

  it('keeps the e-proxy consent of a mutual member, and refuses a life-only customer', async () => {
    expect((await call('mutual.customer', 'PUT', '/profile/eproxy', { consented: true })).json()).toEqual({
      eligible: true,
      consented: true,
    });
    expect((await call('life.customer', 'PUT', '/profile/eproxy', { consented: true })).statusCode).toBe(404);
    expect((await call('life.customer', 'GET', '/profile/eproxy')).json()).toEqual({ eligible: false, consented: false });
  });

  it('runs a change once per idempotency key: a retry gets the same answer', async () => {
    const key = newKey();
    const first = await call('both.customer', 'PUT', '/profile/eproxy', { consented: true }, key);
    const retry = await call('both.customer', 'PUT', '/profile/eproxy', { consented: true }, key);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await call('both.customer', 'PUT', '/profile/eproxy', { consented: false }, key)).statusCode).toBe(409);
  });
});
