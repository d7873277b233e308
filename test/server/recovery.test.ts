import { recovery } from '../../config/product';
import { accountCreationMessages, fieldMessages, recoveryMessages } from '../../src/validation/messages';
import { customerGateway, resetVolatileState, signIn } from './support/gateway';
import { sql } from 'kysely';

jest.setTimeout(120_000);

// The ways back in: a password reset by a code emailed to the account (enumeration-safe, rate-limited,
// every session ended after it), and a login ID reminder emailed to an address on file.

const subject = customerGateway([]);
beforeEach(() => resetVolatileState(subject.database.db));

let addresses = 0;
/** Each test asks from its own address, so the per-address counters of one do not reach another. */
const nextIp = () => `198.51.100.${++addresses}`;
const post = (url: string, payload: unknown, remoteAddress = '203.0.113.50') =>
  subject.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const latestMessageTo = async (recipient: string) =>
  subject.database.db
    .selectFrom('outbox')
    .select(['id', 'subject', 'body'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const codeIn = (body: string) => /code is (\d{6})/.exec(body)?.[1] ?? '';
const outboxCount = async () =>
  Number(
    (
      await subject.database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function startReset(loginId: string, ip: string) {
  const answer = await post('/api/recovery/password-resets', { loginId }, ip);
  expect(answer.statusCode).toBe(200);
  return answer.json() as { ticket: string; expiresAt: string };
}

describe('password reset', () => {
  it('emails a code for a login ID; the code and a new password end every session, and the new password signs in', async () => {
    const ip = nextIp();
    await signIn(subject.app, 'life.customer');
    const sessionsOf = async () =>
      (
        await subject.database.db
          .selectFrom('oidc_models')
          .select('model')
          .where(sql<boolean>`payload->>'accountId' like (select sign_in_id from users where login_id = 'life.customer') || '.%'`)
          .execute()
      ).map((r) => r.model);
    expect(await sessionsOf()).toEqual(expect.arrayContaining(['Session', 'Grant']));

    const { ticket, expiresAt } = await startReset('Life.Customer ', ip);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(recovery.codeMs - 60_000);
    const message = await latestMessageTo('patricia.nguyen@example.com');
    expect(message?.subject).toContain('password reset code');
    const code = codeIn(message!.body);
    expect(code).toMatch(/^\d{6}$/);

    const weak = await post('/api/recovery/password-resets/new-password', { ticket, code, password: 'short' }, ip);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(accountCreationMessages.password);

    // Locked out by wrong passwords: the reset lifts the lockout.
    for (let i = 0; i < 10; i++) await signIn(subject.app, 'life.customer', 'Wrong-password-1').catch(() => undefined);
    await expect(signIn(subject.app, 'life.customer')).rejects.toThrow(/429/);
    const reset = await post('/api/recovery/password-resets/new-password', { ticket, code, password: 'NewSecret2026' }, ip);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ loginId: 'life.customer' });
    // Sessions and grants at the identity provider are gone (access tokens are JWTs of minutes; they run out).
    expect(await sessionsOf()).toEqual([]);

    await expect(signIn(subject.app, 'life.customer')).rejects.toThrow();
    const after = await signIn(subject.app, 'life.customer', 'NewSecret2026');
    expect(after.accessToken).toBeTruthy();
    // The code is used up.
    const again = await post('/api/recovery/password-resets/new-password', { ticket, code, password: 'Another2026x' }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'code_expired', message: recoveryMessages.codeExpired });
  });

  it('accepts the email address instead of the login ID', async () => {
    const ip = nextIp();
    const { ticket } = await startReset('JIM.OCONNOR@example.com', ip);
    const code = codeIn((await latestMessageTo('jim.oconnor@example.com'))!.body);
    const reset = await post('/api/recovery/password-resets/new-password', { ticket, code, password: 'Replaced2026' }, ip);
    expect(reset.json()).toEqual({ loginId: 'both.customer' });
  });

  it('refuses a wrong code with the tries left, voids the code after the last try, and refuses an expired code', async () => {
    const ip = nextIp();
    const { ticket } = await startReset('new.customer', ip);
    const code = codeIn((await latestMessageTo('kevin.park@example.com'))!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = recovery.codeAttempts - 1; left > 0; left--) {
      const answer = await post('/api/recovery/password-resets/new-password', { ticket, code: wrong, password: 'Guess2026xx' }, ip);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'code_incorrect', message: accountCreationMessages.codeIncorrect(left) });
    }
    const last = await post('/api/recovery/password-resets/new-password', { ticket, code: wrong, password: 'Guess2026xx' }, ip);
    expect(last.statusCode).toBe(429);
    const rightTooLate = await post('/api/recovery/password-resets/new-password', { ticket, code, password: 'Guess2026xx' }, ip);
    expect(rightTooLate.statusCode).toBe(429);

    const second = await startReset('new.customer', ip);
    const secondCode = codeIn((await latestMessageTo('kevin.park@example.com'))!.body);
    await subject.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('login_id', '=', 'new.customer')
      .execute();
    const expired = await post(
      '/api/recovery/password-resets/new-password',
      { ticket: second.ticket, code: secondCode, password: 'Late2026xx' },
      ip,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('code_expired');
  });

  it('answers an unknown login ID exactly as a known one, sends nothing, and refuses every code of its ticket', async () => {
    const ip = nextIp();
    const sentBefore = await outboxCount();
    const unknown = await post('/api/recovery/password-resets', { loginId: 'nobody.here' }, ip);
    const known = await post('/api/recovery/password-resets', { loginId: 'both.customer' }, ip);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
    expect(await outboxCount()).toBe(sentBefore + 1);
    const guess = await post(
      '/api/recovery/password-resets/new-password',
      { ticket: unknown.json().ticket, code: '123456', password: 'Guess2026xx' },
      ip,
    );
    expect(guess.json()).toEqual({ error: 'code_incorrect', message: accountCreationMessages.codeIncorrect(recovery.codeAttempts - 1) });
  });

  it('limits the codes asked for one login ID and from one address, known or not', async () => {
    for (let i = 0; i < recovery.perIdentifierLimit.hits; i++)
      expect((await post('/api/recovery/password-resets', { loginId: 'nobody.else' }, nextIp())).statusCode).toBe(200);
    const limited = await post('/api/recovery/password-resets', { loginId: 'nobody.else' }, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(recoveryMessages.tooManyRequests);
    const ip = nextIp();
    for (let i = 0; i < recovery.perAddressLimit.hits; i++) await post('/api/recovery/password-resets', { loginId: `someone.${i}` }, ip);
    expect((await post('/api/recovery/password-resets', { loginId: 'someone.new' }, ip)).statusCode).toBe(429);
  });

  it('answers malformed input with a 400 and a message', async () => {
    const ip = nextIp();
    expect((await post('/api/recovery/password-resets', { loginId: 42 }, ip)).statusCode).toBe(400);
    expect((await post('/api/recovery/password-resets', { loginId: '  ' }, ip)).json().message).toBe(recoveryMessages.loginIdOrEmail);
    const badCode = await post('/api/recovery/password-resets/new-password', { ticket: 'x', code: '12', password: 'Okay2026xx' }, ip);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe(accountCreationMessages.codeFormat);
    const badTicket = await post('/api/recovery/password-resets/new-password', { ticket: 'x', code: '123456', password: 'Okay2026xx' }, ip);
    expect(badTicket.json().error).toBe('code_expired');
  });
});

describe('login ID reminder', () => {
  it('emails the login ID to an address on file, and says the same for an address not on file', async () => {
    const ip = nextIp();
    const sentBefore = await outboxCount();
    const known = await post('/api/recovery/login-id-reminders', { email: 'Daniel.Whitaker@example.com' }, ip);
    const unknown = await post('/api/recovery/login-id-reminders', { email: 'nobody@example.com' }, ip);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outboxCount()).toBe(sentBefore + 1);
    const message = await latestMessageTo('daniel.whitaker@example.com');
    expect(message?.body).toContain('mutual.customer');
    const malformed = await post('/api/recovery/login-id-reminders', { email: 'not an email' }, ip);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(fieldMessages.email);
  });
});
