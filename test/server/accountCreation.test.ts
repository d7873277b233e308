import { bindSteps } from '../../config/rating/bindSteps';
import { questionsOf } from '../../config/rating/bindQuestions';
import { accountCreation } from '../../config/product';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { accountCreationMessages, fieldMessages } from '../../src/validation/messages';
import pino from 'pino';
import { hashOfSecret } from '../../server/http/secrets';
import { sweepExpired } from '../../server/maintenance';
import { bearer, customerGateway, gateway, resetVolatileState, signIn } from './support/gateway';

jest.setTimeout(120_000);

// Create account: a policyholder just bound online proves who they are with the policy number and
// identifying details, creates a sign-in, and can then sign in with it.

// This file's gateway on its own database (no customer tokens: the tests sign in themselves).
const subject = customerGateway([]);
beforeEach(() => resetVolatileState(subject.database.db));

const post = (url: string, payload: unknown) => subject.app.inject({ method: 'POST', url, payload: payload as object });
const put = (url: string, payload: unknown, token: string) =>
  subject.app.inject({ method: 'PUT', url, payload: payload as object, headers: { 'x-quote-token': token } });

let holders = 0;
/** Binds a renters policy online for a new person; answers their policy number and details. */
async function newPolicyholder() {
  const lastName = `Newholder${'abcdefghij'[holders++ % 10]}${'klmnopqrst'[Math.floor(holders / 10) % 10]}`;
  const customer = {
    firstName: 'Jordan',
    lastName,
    dateOfBirth: '1990-03-04',
    email: `${lastName.toLowerCase()}@example.com`,
    phone: '6145550199',
  };
  const started = await post('/quoting-api/quotes', { quoteType: 'renters', customer });
  const { quote, accessToken } = started.json();
  const sections = {
    address: {
      line1: '40 Oak St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      effectiveDate: addCalendarDays(businessToday(new Date()), 7),
    },
    property: {
      units: 1,
      yearBuilt: 1995,
      construction: 'frame',
      coverageAmountCents: 30_000_00,
      rentedToOthers: false,
      needsRetrofit: false,
    },
    homeHistory: { lossClaims: 0 },
    discounts: { paperless: false, payInFull: false },
  };
  for (const [section, body] of Object.entries(sections))
    expect((await put(`/quoting-api/quotes/${quote.quoteId}/sections/${section}`, body, accessToken)).statusCode).toBe(200);
  for (const step of bindSteps.renters) {
    const answers = Object.fromEntries(questionsOf('renters', step).map((q) => [q.code, !q.knockoutAnswer]));
    expect((await put(`/quoting-api/quotes/${quote.quoteId}/bind/${step}`, { answers }, accessToken)).statusCode).toBe(200);
  }
  const bound = await subject.app.inject({
    method: 'POST',
    url: `/quoting-api/quotes/${quote.quoteId}/bind`,
    payload: { answers: {} },
    headers: { 'x-quote-token': accessToken },
  });
  expect(bound.statusCode).toBe(200);
  const details = {
    policyNumber: bound.json().policies[0].policyNumber as string,
    lastName,
    dateOfBirth: customer.dateOfBirth,
    zip: '43215',
  };
  return { details, email: customer.email, loginId: `${lastName.toLowerCase()}.online` };
}

const verify = (details: object) => post('/api/account-creation/verification', details);
const sendCode = (body: object) => post('/api/account-creation/verification-codes', body);
const checkCode = (body: object) => post('/api/account-creation/verification-codes/check', body);
const openLink = (body: object) => post('/api/account-creation/authorizations', body);
const create = (body: object) => post('/api/account-creation/sign-ins', body);
const password = 'New-Policy-2026!';

/** Each call answers a 4xx with a message, never a 5xx. */
async function expectEach4xx(calls: readonly (readonly [(body: object) => ReturnType<typeof post>, unknown])[]) {
  for (const [call, body] of calls) {
    const answer = await call(body as object);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(typeof answer.json().message).toBe('string');
  }
}

interface Destination {
  destinationId: string;
  channel: 'email' | 'sms';
  masked: string;
}

/** The latest message the gateway wrote to the outbox for a recipient (there is no mail server). */
async function latestMessage(recipient: string) {
  return subject.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}
const codeIn = (body: string) => /verification code is (\d{6})/.exec(body)?.[1] ?? '';
const tokenIn = (body: string) => /\/customers\/create-account\/authorization\/([\w-]{43})/.exec(body)?.[1] ?? '';

/** Finds the policyholder and sends a code to their (first) email: the grant, the destinations and the message. */
async function codeSent(details: object, channel: 'email' | 'sms' = 'email') {
  const found = await verify(details);
  expect(found.statusCode).toBe(200);
  const { grant, destinations } = found.json() as { grant: string; destinations: Destination[] };
  const destination = destinations.find((d) => d.channel === channel)!;
  const sent = await sendCode({ grant, destinationId: destination.destinationId });
  expect(sent.statusCode).toBe(200);
  return { grant, destinations, sent: sent.json(), destination };
}

/** A grant verified with the code emailed to the policyholder. */
async function verifiedGrant(details: object, email: string): Promise<string> {
  const { grant } = await codeSent(details);
  const checked = await checkCode({ grant, code: codeIn((await latestMessage(email)).body) });
  expect(checked.statusCode).toBe(200);
  return grant;
}

describe('create account', () => {
  it('creates the sign-in of a policyholder bound online, who can then sign in and see the policy', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const verified = await verify({
      ...details,
      policyNumber: details.policyNumber.toLowerCase(),
      lastName: details.lastName.toUpperCase(),
      zip: '43215-0001',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ firstName: 'Jordan', grant: expect.stringMatching(/^[\w-]{43}$/) });
    // Before the code, nothing on file is shown unmasked.
    expect(JSON.stringify(verified.json())).not.toContain(email);
    expect(JSON.stringify(verified.json())).not.toContain('6145550199');
    const grant = await verifiedGrant(details, email);
    const created = await create({ grant, loginId, email, password, agreedToTerms: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ loginId });
    const { accessToken } = await signIn(subject.app, loginId, password);
    const policies = await subject.app.inject({ method: 'GET', url: '/api/policies/summary', headers: bearer(accessToken) });
    expect(policies.statusCode).toBe(200);
    expect(JSON.stringify(policies.json())).toContain(details.policyNumber);
    // The password is kept only as a memory-hard hash.
    const row = await subject.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('login_id', '=', loginId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('uses a grant once, and refuses a policyholder who already has a sign-in', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const grant = await verifiedGrant(details, email);
    expect((await create({ grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(200);
    const again = await create({ grant, loginId: `${loginId}2`, email, password, agreedToTerms: true });
    expect(again.statusCode).toBe(410);
    const twice = await verify(details);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'already_has_account', message: accountCreationMessages.alreadyHasAccount });
  });

  it('finds a life policyholder by the life address too, and tells one with a sign-in to log in', async () => {
    const life = await verify({ policyNumber: 'L-204518736', lastName: 'nguyen', dateOfBirth: '1985-09-30', zip: '17102' });
    expect(life.statusCode).toBe(409);
    expect(life.json()).toEqual({ error: 'already_has_account', message: accountCreationMessages.alreadyHasAccount });
  });

  it('says nothing about which detail did not match', async () => {
    const { details } = await newPolicyholder();
    for (const wrong of [{ lastName: 'Someone' }, { dateOfBirth: '1990-03-05' }, { zip: '43216' }, { policyNumber: 'ZZZZZZ-0000' }]) {
      const answer = await verify({ ...details, ...wrong });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(accountCreationMessages.policyholderNotFound);
    }
  });

  it('refuses a login ID that is taken and an email of another person, keeping the grant for a corrected try', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const grant = await verifiedGrant(details, email);
    const taken = await create({ grant, loginId: 'mutual.customer', email, password, agreedToTerms: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'login_id_taken', message: accountCreationMessages.loginIdTaken });
    const otherEmail = (
      await subject.database.db
        .selectFrom('party_emails')
        .innerJoin('users', 'users.party_id', 'party_emails.party_id')
        .select('address')
        .where('users.login_id', '=', 'mutual.customer')
        .executeTakeFirstOrThrow()
    ).address;
    const inUse = await create({ grant, loginId, email: otherEmail, password, agreedToTerms: true });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ error: 'email_in_use', message: fieldMessages.emailInUse });
    expect((await create({ grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(200);
  });

  it('checks the login ID and email before the password step, with the same refusals as creating the sign-in', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const check = (body: object) => post('/api/account-creation/sign-in-choices', body);
    expect((await check({ grant: 'x'.repeat(43), loginId, email })).statusCode).toBe(410);
    const grant = await verifiedGrant(details, email);
    const taken = await check({ grant, loginId: 'Mutual.Customer', email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'login_id_taken', message: accountCreationMessages.loginIdTaken });
    expect((await check({ grant, loginId: 'no spaces allowed', email })).statusCode).toBe(400);
    const free = await check({ grant, loginId, email });
    expect(free.statusCode).toBe(200);
    // Checking uses nothing up: the sign-in is still created with the same grant.
    expect((await create({ grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(200);
  });

  it('refuses a grant that has run out', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const grant = await verifiedGrant(details, email);
    await subject.database.db
      .updateTable('account_creation_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await create({ grant, loginId, email, password, agreedToTerms: true });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('expired');
  });

  it('answers malformed requests with a 4xx and a message, never a 5xx', async () => {
    const bad = [
      [verify, {}],
      [verify, { policyNumber: 'A1B2C3-1234', lastName: 'X', dateOfBirth: '04/03/1990', zip: '43215' }],
      [verify, { policyNumber: 'nope', lastName: 'Rivera', dateOfBirth: '1990-03-04', zip: '43215' }],
      [verify, { policyNumber: 'A1B2C3-1234', lastName: 'R1vera', dateOfBirth: '1990-03-04', zip: '43215' }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'a@b.co', password, agreedToTerms: false }],
      [create, { grant: 'x', loginId: 'a b', email: 'a@b.co', password, agreedToTerms: true }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'not-an-email', password, agreedToTerms: true }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'a@b.co', password: 'short', agreedToTerms: true }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'a@b.co', password, agreedToTerms: true }],
      [create, 'not json at all'],
    ] as const;
    await expectEach4xx(bad);
  });

  it('limits look-ups per address', async () => {
    const wrong = { policyNumber: 'ZZZZZZ-0000', lastName: 'Nobody', dateOfBirth: '1990-01-01', zip: '43215' };
    for (let i = 0; i < accountCreation.lookupLimit.hits; i++) expect((await verify(wrong)).statusCode).toBe(404);
    const blocked = await verify(wrong);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(accountCreationMessages.tooManyAttempts);
  });
});

describe('account verification', () => {
  it('sends a one-time code to a masked destination on file through the outbox, and the code verifies the grant', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const { grant, destinations, sent, destination } = await codeSent(details);
    expect(destinations).toEqual([
      { destinationId: expect.stringMatching(/^email-\d+$/), channel: 'email', masked: `n*****@example.com` },
      { destinationId: expect.stringMatching(/^sms-\d+$/), channel: 'sms', masked: '(***) ***-0199' },
    ]);
    expect(sent).toEqual({ destination, codeExpiresAt: expect.any(String), sendsLeft: accountCreation.codeSends - 1 });
    const message = await latestMessage(email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Cardinal Mutual verification code', sent_at: null });
    const code = codeIn(message.body);
    expect(code).toMatch(/^\d{6}$/);
    // Only hashes are kept.
    const row = await subject.database.db
      .selectFrom('account_creation_grants')
      .selectAll()
      .where('code_hash', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(tokenIn(message.body));
    const checked = await checkCode({ grant, code });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      firstName: 'Jordan',
      email,
      expiresAt: expect.any(String),
      details: {
        name: `Jordan ${details.lastName[0]}.`,
        policyNumber: `******-${details.policyNumber.slice(-4)}`,
        email: 'n*****@example.com',
        phone: '(***) ***-0199',
      },
    });
    // A verified grant answers a second check (a double submit) the same; it creates the sign-in.
    expect((await checkCode({ grant, code: code === '000000' ? '000001' : '000000' })).statusCode).toBe(200);
    expect((await create({ grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(200);
  });

  it('texts a code with no link to a mobile phone', async () => {
    const { details } = await newPolicyholder();
    const { grant } = await codeSent(details, 'sms');
    const text = await latestMessage('6145550199');
    expect(text).toMatchObject({ channel: 'sms', subject: null });
    expect(text.body).not.toContain('/authorization/');
    expect((await checkCode({ grant, code: codeIn(text.body) })).statusCode).toBe(200);
  });

  it('refuses to create a sign-in with a grant that was never verified', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const { grant } = (await verify(details)).json();
    const refused = await create({ grant, loginId, email, password, agreedToTerms: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'not_verified', message: accountCreationMessages.notVerified });
  });

  it('allows a few wrong codes, then voids the code until a new one is sent', async () => {
    const { details, email } = await newPolicyholder();
    const { grant, destination } = await codeSent(details);
    const code = codeIn((await latestMessage(email)).body);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let left = accountCreation.codeAttempts - 1; left > 0; left--) {
      const answer = await checkCode({ grant, code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'code_incorrect', message: accountCreationMessages.codeIncorrect(left) });
    }
    const last = await checkCode({ grant, code: wrong });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(accountCreationMessages.codeTooManyAttempts);
    expect((await checkCode({ grant, code })).json()).toEqual({ error: 'code_expired', message: accountCreationMessages.codeExpired });
    // A new code works; the one before it no longer does.
    expect((await sendCode({ grant, destinationId: destination.destinationId })).statusCode).toBe(200);
    const fresh = codeIn((await latestMessage(email)).body);
    if (fresh !== code) expect((await checkCode({ grant, code })).statusCode).toBe(400);
    expect((await checkCode({ grant, code: fresh })).statusCode).toBe(200);
  });

  it('sweeps grants that ran out, with their codes and links', async () => {
    const { details } = await newPolicyholder();
    const { grant } = await codeSent(details);
    await subject.database.db
      .updateTable('account_creation_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('grant_hash', '=', hashOfSecret(grant))
      .execute();
    await sweepExpired(subject.database.db);
    expect(
      await subject.database.db
        .selectFrom('account_creation_grants')
        .select('party_id')
        .where('grant_hash', '=', hashOfSecret(grant))
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a code that has run out, and limits the codes one grant sends', async () => {
    const { details, email } = await newPolicyholder();
    const { grant, destination } = await codeSent(details);
    await subject.database.db
      .updateTable('account_creation_grants')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', 'is not', null)
      .execute();
    expect((await checkCode({ grant, code: codeIn((await latestMessage(email)).body) })).json().error).toBe('code_expired');
    for (let i = 1; i < accountCreation.codeSends; i++)
      expect((await sendCode({ grant, destinationId: destination.destinationId })).statusCode).toBe(200);
    const blocked = await sendCode({ grant, destinationId: destination.destinationId });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_codes', message: accountCreationMessages.tooManyCodes });
  });

  it("never lets a customer use another party's grant: not their code, not their destinations", async () => {
    const first = await newPolicyholder();
    const second = await newPolicyholder();
    const mine = await codeSent(first.details);
    const myCode = codeIn((await latestMessage(first.email)).body);
    const theirs = await codeSent(second.details);
    const theirCode = codeIn((await latestMessage(second.email)).body);
    // My grant cannot send a code to their email or phone, by their destination ids.
    for (const destination of theirs.destinations) {
      const answer = await sendCode({ grant: mine.grant, destinationId: destination.destinationId });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(accountCreationMessages.chooseDestination);
    }
    // My code does not verify their grant (unless by chance it is the same six digits).
    if (myCode !== theirCode) expect((await checkCode({ grant: theirs.grant, code: myCode })).json().error).toBe('code_incorrect');
    // Their grant, unverified, creates nothing, even with my email and login ID.
    expect(
      (await create({ grant: theirs.grant, loginId: first.loginId, email: first.email, password, agreedToTerms: true })).statusCode,
    ).toBe(403);
    // My verified grant creates my sign-in only, seeing my policy and not theirs.
    expect((await checkCode({ grant: mine.grant, code: myCode })).statusCode).toBe(200);
    expect(
      (await create({ grant: mine.grant, loginId: first.loginId, email: first.email, password, agreedToTerms: true })).statusCode,
    ).toBe(200);
    const { accessToken } = await signIn(subject.app, first.loginId, password);
    const summary = JSON.stringify(
      (await subject.app.inject({ method: 'GET', url: '/api/policies/summary', headers: bearer(accessToken) })).json(),
    );
    expect(summary).toContain(first.details.policyNumber);
    expect(summary).not.toContain(second.details.policyNumber);
  });

  it('verifies by the emailed link once: a fresh grant creates the sign-in; a used, run-out or malformed link does not', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const { grant } = await codeSent(details);
    const message = await latestMessage(email);
    expect(message.body).toContain('http://localhost:8080/customers/create-account/authorization/');
    const token = tokenIn(message.body);
    const opened = await openLink({ token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ firstName: 'Jordan', email, grant: expect.stringMatching(/^[\w-]{43}$/) });
    expect(opened.json().grant).not.toBe(grant);
    expect((await openLink({ token })).statusCode).toBe(410);
    // The grant the link was sent for is used up with it.
    expect((await create({ grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(410);
    expect((await create({ grant: opened.json().grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(200);

    const other = await newPolicyholder();
    await codeSent(other.details);
    const otherToken = tokenIn((await latestMessage(other.email)).body);
    await subject.database.db
      .updateTable('account_creation_grants')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', 'is not', null)
      .execute();
    expect((await openLink({ token: otherToken })).json()).toEqual({ error: 'expired', message: accountCreationMessages.expiredBody });
    const malformed = await openLink({ token: 'not-a-token' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(accountCreationMessages.linkMalformed);
  });

  it('answers malformed verification requests with a 4xx and a message, never a 5xx', async () => {
    const { details } = await newPolicyholder();
    const { grant } = await codeSent(details);
    const bad = [
      [sendCode, {}],
      [sendCode, { grant: 'x', destinationId: 'email-1' }],
      [sendCode, { grant, destinationId: 'email-abc' }],
      [sendCode, { grant, destinationId: 42 }],
      [checkCode, { grant, code: 'abc' }],
      [checkCode, { grant, code: '1234567' }],
      [checkCode, { grant: 'x', code: '123456' }],
      [checkCode, { grant }],
      [openLink, {}],
      [openLink, { token: '../../etc' }],
      [openLink, 'nope'],
    ] as const;
    await expectEach4xx(bad);
  });

  it('limits code checks and link openings per address', async () => {
    const { details } = await newPolicyholder();
    const { grant } = await codeSent(details);
    const token = 'A'.repeat(43);
    for (let i = 0; i < accountCreation.checkLimit.hits; i++) expect((await openLink({ token })).statusCode).toBe(410);
    const blocked = await checkCode({ grant, code: '123456' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(accountCreationMessages.tooManyAttempts);
  });

  it('logs that a code went to the outbox, never the code, the link token or the whole recipient', async () => {
    const lines: string[] = [];
    const logged = await gateway(subject.database.db, { logLevel: 'info' });
    // Every line the gateway logs (request loggers are children: they write to the same stream).
    (logged.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => void lines.push(line) };
    try {
      const { details, email } = await newPolicyholder();
      const { grant, destinations } = (
        await logged.inject({ method: 'POST', url: '/api/account-creation/verification', payload: details })
      ).json();
      const sent = await logged.inject({
        method: 'POST',
        url: '/api/account-creation/verification-codes',
        payload: { grant, destinationId: destinations[0].destinationId },
      });
      expect(sent.statusCode).toBe(200);
      const message = await latestMessage(email);
      const token = tokenIn(message.body);
      await logged.inject({ url: `/customers/create-account/authorization/${token}` });
      await logged.inject({ method: 'POST', url: '/api/account-creation/authorizations', payload: { token } });
      const log = lines.join('\n');
      expect(log).toContain('account verification code written to the outbox');
      expect(log).toContain('n*****@example.com');
      expect(log).toContain('/customers/create-account/authorization/[redacted]');
      for (const secret of [codeIn(message.body), token, email, grant]) expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('the development outbox reader', () => {
  it('is not mounted unless asked for, and is refused in production', async () => {
    expect((await subject.app.inject({ url: '/api/development/outbox/6145550199/latest' })).statusCode).toBe(404);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(gateway(subject.database.db, { devOutbox: true })).rejects.toThrow(/DEV_OUTBOX/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('answers the latest message of a recipient when DEV_OUTBOX is on', async () => {
    const dev = await gateway(subject.database.db, { devOutbox: true });
    try {
      const { details, email } = await newPolicyholder();
      await codeSent(details);
      const answer = await dev.inject({ url: `/api/development/outbox/${encodeURIComponent(email)}/latest` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ channel: 'email', recipient: email, subject: 'Your Cardinal Mutual verification code' });
      expect(codeIn(answer.json().body)).toMatch(/^\d{6}$/);
      expect((await dev.inject({ url: '/api/development/outbox/nobody%40example.com/latest' })).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
