import type { FastifyInstance } from 'fastify';
import { bindSteps, questionsOf } from '../../config/rating/bindQuestions';
import { accountCreation } from '../../config/product';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { accountCreationMessages, fieldMessages } from '../../src/validation/messages';
import { bearer, gateway, openTestDatabase, resetVolatileState, signIn, type TestDatabase } from './support/gateway';

jest.setTimeout(120_000);

// Create account: a policyholder just bound online proves who they are with the policy number and
// identifying details, creates a sign-in, and can then sign in with it.

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => resetVolatileState(database.db));

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const put = (url: string, payload: unknown, token: string) =>
  app.inject({ method: 'PUT', url, payload: payload as object, headers: { 'x-quote-token': token } });

let holders = 0;
/** Binds a renters policy online for a new person; answers their policy number and details. */
async function newPolicyholder() {
  const lastName = `Newholder${'abcdefghij'[holders++ % 10]}${'klmnopqrst'[Math.floor(holders / 10) % 10]}`;
  const customer = { firstName: 'Jordan', lastName, dateOfBirth: '1990-03-04', email: `${lastName.toLowerCase()}@example.com`, phone: '6145550199' };
  const started = await post('/quoting-api/quotes', { quoteType: 'renters', customer });
  const { quote, accessToken } = started.json();
  const sections = {
    address: { line1: '40 Oak St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: addCalendarDays(businessToday(new Date()), 7) },
    property: { units: 1, yearBuilt: 1995, construction: 'frame', coverageAmountCents: 30_000_00, rentedToOthers: false, needsRetrofit: false },
    homeHistory: { lossClaims: 0 }, discounts: { paperless: false, payInFull: false },
  };
  for (const [section, body] of Object.entries(sections)) expect((await put(`/quoting-api/quotes/${quote.quoteId}/sections/${section}`, body, accessToken)).statusCode).toBe(200);
  for (const step of bindSteps.renters) {
    const answers = Object.fromEntries(questionsOf('renters', step).map((q) => [q.code, !q.knockoutAnswer]));
    expect((await put(`/quoting-api/quotes/${quote.quoteId}/bind/${step}`, { answers }, accessToken)).statusCode).toBe(200);
  }
  const bound = await app.inject({ method: 'POST', url: `/quoting-api/quotes/${quote.quoteId}/bind`, payload: { answers: {} }, headers: { 'x-quote-token': accessToken } });
  expect(bound.statusCode).toBe(200);
  const details = { policyNumber: bound.json().policies[0].policyNumber as string, lastName, dateOfBirth: customer.dateOfBirth, zip: '43215' };
  return { details, email: customer.email, loginId: `${lastName.toLowerCase()}.online` };
}

const verify = (details: object) => post('/api/account-creation/verification', details);
const create = (body: object) => post('/api/account-creation/sign-ins', body);
const password = 'New-Policy-2026!';

describe('create account', () => {
  it('creates the sign-in of a policyholder bound online, who can then sign in and see the policy', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const verified = await verify({ ...details, policyNumber: details.policyNumber.toLowerCase(), lastName: details.lastName.toUpperCase(), zip: '43215-0001' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ firstName: 'Jordan', email, grant: expect.stringMatching(/^[\w-]{43}$/) });
    const created = await create({ grant: verified.json().grant, loginId, email, password, agreedToTerms: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ loginId });
    const { accessToken } = await signIn(app, loginId, password);
    const policies = await app.inject({ method: 'GET', url: '/api/policies/summary', headers: bearer(accessToken) });
    expect(policies.statusCode).toBe(200);
    expect(JSON.stringify(policies.json())).toContain(details.policyNumber);
    // The password is kept only as a memory-hard hash.
    const row = await database.db.selectFrom('users').select('password_hash').where('login_id', '=', loginId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('uses a grant once, and refuses a policyholder who already has a sign-in', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const { grant } = (await verify(details)).json();
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
    const { grant } = (await verify(details)).json();
    const taken = await create({ grant, loginId: 'mutual.customer', email, password, agreedToTerms: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'login_id_taken', message: accountCreationMessages.loginIdTaken });
    const otherEmail = (await database.db.selectFrom('party_emails').innerJoin('users', 'users.party_id', 'party_emails.party_id').select('address').where('users.login_id', '=', 'mutual.customer').executeTakeFirstOrThrow()).address;
    const inUse = await create({ grant, loginId, email: otherEmail, password, agreedToTerms: true });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ error: 'email_in_use', message: fieldMessages.emailInUse });
    expect((await create({ grant, loginId, email, password, agreedToTerms: true })).statusCode).toBe(200);
  });

  it('refuses a grant that has run out', async () => {
    const { details, email, loginId } = await newPolicyholder();
    const { grant } = (await verify(details)).json();
    await database.db.updateTable('account_creation_grants').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await create({ grant, loginId, email, password, agreedToTerms: true });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('expired');
  });

  it('answers malformed requests with a 4xx and a message, never a 5xx', async () => {
    const bad = [
      [verify, {}], [verify, { policyNumber: 'A1B2C3-1234', lastName: 'X', dateOfBirth: '04/03/1990', zip: '43215' }],
      [verify, { policyNumber: 'nope', lastName: 'Rivera', dateOfBirth: '1990-03-04', zip: '43215' }],
      [verify, { policyNumber: 'A1B2C3-1234', lastName: 'R1vera', dateOfBirth: '1990-03-04', zip: '43215' }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'a@b.co', password, agreedToTerms: false }],
      [create, { grant: 'x', loginId: 'a b', email: 'a@b.co', password, agreedToTerms: true }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'not-an-email', password, agreedToTerms: true }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'a@b.co', password: 'short', agreedToTerms: true }],
      [create, { grant: 'x', loginId: 'someone.new', email: 'a@b.co', password, agreedToTerms: true }],
      [create, 'not json at all'],
    ] as const;
    for (const [call, body] of bad) {
      const answer = await call(body as object);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(typeof answer.json().message).toBe('string');
    }
  });

  it('limits look-ups per address', async () => {
    const wrong = { policyNumber: 'ZZZZZZ-0000', lastName: 'Nobody', dateOfBirth: '1990-01-01', zip: '43215' };
    for (let i = 0; i < accountCreation.lookupLimit.hits; i++) expect((await verify(wrong)).statusCode).toBe(404);
    const blocked = await verify(wrong);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(accountCreationMessages.tooManyAttempts);
  });
});
