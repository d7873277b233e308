import { demoApplicantBirthDate } from '../../server/db/demo/quoting';
import { customerGateway, gateway } from './support/gateway';
import { cleanLifeAnswers, yearsAgo } from './support/lifeQuotes';

// This file's gateway on its own database (no customer tokens: the tests sign in themselves).
const subject = customerGateway([]);

const clean = () =>
  cleanLifeAnswers(
    `Applicant${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`,
    { dateOfBirth: yearsAgo(35) },
  );
const quote = (body: object, on = subject.app) => on.inject({ method: 'POST', url: '/quoting-api/life/quotes', payload: body });
/** A quote and its access token. */
const quoted = async (body: object) => (await quote(body)).json() as { quote: { quoteId: string }; accessToken: string };
const contact = { phone: '6145550142', email: 'pat.applicant@example.com' };
const startApplication = (quoteId: string, termYears: number, token?: string, reach: object = contact) =>
  subject.app.inject({
    method: 'POST',
    url: `/quoting-api/life/quotes/${quoteId}/application`,
    payload: { termYears, ...reach },
    headers: token === undefined ? {} : { 'x-quote-token': token },
  });

describe('life quoting', () => {
  it('prices every term offered, longer terms cost more, and starts an application', async () => {
    const { quote: answer, accessToken } = (await quote(clean())).json();
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.knockout).toBeNull();
    expect(answer.premiums.map((p: { termYears: number }) => p.termYears)).toEqual([10, 20, 30]);
    const monthly = answer.premiums.map((p: { monthlyPremiumCents: number }) => p.monthlyPremiumCents);
    expect(monthly[0]).toBeLessThan(monthly[1]);
    expect(monthly[1]).toBeLessThan(monthly[2]);
    const started = await startApplication(answer.quoteId, 20, accessToken);
    expect(started.json()).toMatchObject({ applicationStarted: true, selectedTermYears: 20 });
    expect((await startApplication(answer.quoteId, 25, accessToken)).statusCode).toBe(400);
    expect((await startApplication('nope', 20, accessToken)).statusCode).toBe(404);
  });

  it("starts an application only with the quote's own access token: none, a wrong one or another quote's is 404", async () => {
    const person = clean();
    const mine = await quoted(person);
    const other = await quoted(clean());
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43), other.accessToken]) {
      const refused = await startApplication(mine.quote.quoteId, 20, token);
      expect({ token, status: refused.statusCode }).toEqual({ token, status: 404 });
      expect(refused.json().error).toBe('not_found');
    }
    // A stranger's attempts left the person's next quote alone (no AS_01).
    expect((await quote(person)).json().quote.knockout).toBeNull();
    expect((await startApplication(mine.quote.quoteId, 20, mine.accessToken)).statusCode).toBe(200);
  });

  const without = (field: string) => {
    const body: Record<string, unknown> = clean();
    delete body[field];
    return body;
  };
  it.each([
    ['HW_01', { ...clean(), weightPounds: 400 }],
    ['HW_01', { ...clean(), heightInches: 30 }],
    ['HA_01', { ...clean(), health: 'serious' }],
    ['CA_01', without('coverageAmountCents')],
    ['CA_02', { ...clean(), coverageAmountCents: 5_000_000_00 }],
    ['CA_03', { ...clean(), coverageAmountCents: 10_000_00 }],
    ['AG_01', { ...clean(), dateOfBirth: yearsAgo(16) }],
    ['TU_01', without('tobacco')],
    ['SE_01', without('sex')],
    ['DOB_01', without('dateOfBirth')],
    ['ST_01', without('state')],
    ['WT_01', without('weightPounds')],
    ['HT_01', without('heightInches')],
    ['LN_01', without('lastName')],
    ['TL_01', { ...clean(), dateOfBirth: yearsAgo(70), termYears: 20 }],
    ['API_ERROR', { ...clean(), lastName: 'Vendorerror', dateOfBirth: demoApplicantBirthDate }],
  ])('knocks out with %s', async (code, body) => {
    const answer = await quote(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().quote.knockout.code).toBe(code);
    expect(answer.json().quote.premiums).toEqual([]);
  });

  it("keeps the applicant's phone and email with the application, refusing them by the form's own rules", async () => {
    const { quote: answer, accessToken } = await quoted(clean());
    for (const [reach, message] of [
      [{ ...contact, phone: '0145550142' }, 'Please enter a valid 10-digit phone number'],
      [{ ...contact, phone: '' }, 'Missing required field'],
      [{ ...contact, email: 'pat@' }, 'Please enter a valid email'],
    ] as const) {
      const refused = await startApplication(answer.quoteId, 20, accessToken, reach);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await startApplication(answer.quoteId, 20, accessToken, {})).statusCode).toBe(400);
    expect((await startApplication(answer.quoteId, 20, accessToken)).statusCode).toBe(200);
    const row = await subject.database.db
      .selectFrom('life_quotes')
      .select(['applicant_phone', 'applicant_email'])
      .where('quote_id', '=', answer.quoteId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ applicant_phone: '6145550142', applicant_email: 'pat.applicant@example.com' });
  });

  it('knocks out with AS_01 when an application was already started', async () => {
    const person = clean();
    const first = await quoted(person);
    expect((await startApplication(first.quote.quoteId, 10, first.accessToken)).statusCode).toBe(200);
    expect((await quote(person)).json().quote.knockout.code).toBe('AS_01');
  });

  it('answers 400 for a malformed body and 503 during the life quoting outage', async () => {
    expect((await quote({ ...clean(), sex: 'other' })).statusCode).toBe(400);
    const now = Date.now();
    const outage = await gateway(subject.database.db, {
      env: { OUTAGE_lifeQuoting: `${new Date(now - 3600_000).toISOString()}/${new Date(now + 3600_000).toISOString()}` },
    });
    try {
      const refused = await quote(clean(), outage);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toBe('outage');
    } finally {
      await outage.close();
    }
  });
});
