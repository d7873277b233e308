import { isRight } from 'fp-ts/lib/Either';
import { QuoteAccess, Referral, type Quote, type QuoteType } from '../../src/contract/quoting';
import { QuoteLeadWithQuote, getQuoteLeads } from '../../src/contract/support';
import type { LifeQuote } from '../../src/contract/lifeQuoting';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { customerGateway } from './support/gateway';
import { cleanLifeAnswers } from './support/lifeQuotes';

// Refer to an agent (issue 35): a prospect's request for a call becomes a lead with a reference (and a confirmation
// e-mail when an address is given); support agents list, open (with the quote, read-only) and mark leads; customers
// and other prospects are refused; a knockout no one can reverse offers no referral.

const gateway = customerGateway(['mutual.customer'], { support: ['support.agent'] });

let applicants = 0;
const applicant = () => ({
  firstName: 'Robin',
  lastName: `Caller${'abcdefghij'[applicants++ % 10]}${'klmnopqrst'[Math.floor(applicants / 10) % 10]}`,
  dateOfBirth: '1982-07-09',
  email: 'robin@example.com',
  phone: '6145550123',
});
const sections = (units = 1) => ({
  address: { line1: '4 Oak St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: addCalendarDays(businessToday(new Date()), 7) },
  property: { units, yearBuilt: 1999, construction: 'frame', coverageAmountCents: 300_000_00, rentedToOthers: false, needsRetrofit: false },
  homeHistory: { lossClaims: 0 },
  discounts: { paperless: false, payInFull: false },
});

async function quoteOf(quoteType: QuoteType, units = 1): Promise<{ quote: Quote; token: string }> {
  const started = await gateway.app.inject({ method: 'POST', url: '/quoting-api/quotes', payload: { quoteType, customer: applicant() } });
  const access = QuoteAccess.decode(started.json());
  if (!isRight(access)) throw new Error(`not started: ${started.body}`);
  let quote = access.right.quote;
  for (const [section, body] of Object.entries(sections(units))) {
    if (quote.status === 'knockedOut') break;
    const saved = await gateway.app.inject({
      method: 'PUT',
      url: `/quoting-api/quotes/${quote.quoteId}/sections/${section}`,
      payload: body,
      headers: { 'x-quote-token': access.right.accessToken },
    });
    quote = saved.json<Quote>();
  }
  return { quote, token: access.right.accessToken };
}

const request = { name: 'Robin Caller', phone: '614-555-0123', timeWindow: 'afternoon', consent: true, email: 'robin.caller@example.com' };
const refer = (quoteId: string, token: string | undefined, body: object = request) =>
  gateway.app.inject({
    method: 'POST',
    url: `/quoting-api/quotes/${quoteId}/referral`,
    payload: body,
    headers: token ? { 'x-quote-token': token } : {},
  });
const asAgent = (method: 'GET' | 'PUT', url: string, payload?: object, who = 'support.agent') =>
  gateway.app.inject({ method, url, headers: gateway.as(who), ...(payload ? { payload } : {}) });

describe('a prospect asks an agent to call', () => {
  it('from the summary: a lead with a reference, a confirmation e-mail, and one lead however often it is asked', async () => {
    const { quote, token } = await quoteOf('home');
    expect(quote.status).toBe('quoted');
    const answer = await refer(quote.quoteId, token);
    expect(answer.statusCode).toBe(200);
    const referral = Referral.decode(answer.json());
    if (!isRight(referral)) throw new Error('not a referral');
    expect(referral.right.reference).toMatch(/^L\d{8}$/);
    const mail = await gateway.database.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', 'robin.caller@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(referral.right.reference);
    expect(mail.body).toContain('afternoon');
    const again = await refer(quote.quoteId, token, { ...request, timeWindow: 'morning' });
    expect(again.json()).toEqual({ reference: referral.right.reference, timeWindow: 'morning' });
    const rows = await gateway.database.db.selectFrom('quote_leads').selectAll().where('quote_id', '=', quote.quoteId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '6145550123', time_window: 'morning', status: 'new' });
  });

  it('from a knockout a person can still help with, naming the knockout', async () => {
    const { quote, token } = await quoteOf('home', 5);
    expect(quote.knockout?.code).toBe('UNITS_OVER_4');
    expect((await refer(quote.quoteId, token)).statusCode).toBe(200);
    const row = await gateway.database.db
      .selectFrom('quote_leads')
      .selectAll()
      .where('quote_id', '=', quote.quoteId)
      .executeTakeFirstOrThrow();
    expect(row.knockout_code).toBe('UNITS_OVER_4');
  });

  it('never for a knockout no one can reverse (wildfire risk)', async () => {
    const { quote, token } = await quoteOf('home');
    await gateway.database.db
      .updateTable('quotes')
      .set({ status: 'knockedOut', knockout_code: 'WILDFIRE_RISK', knockout_reason: 'Wildfire risk' })
      .where('quote_id', '=', quote.quoteId)
      .execute();
    expect((await refer(quote.quoteId, token)).statusCode).toBe(409);
  });

  it('needs consent to be called, a name and a 10-digit phone; refuses another quote or no token as not found', async () => {
    const { quote, token } = await quoteOf('home');
    const other = await quoteOf('home');
    const consentless = await refer(quote.quoteId, token, { ...request, consent: false });
    expect(consentless.statusCode).toBe(400);
    expect(consentless.json().message).toBe('Please agree to be called so an agent can reach you');
    expect((await refer(quote.quoteId, token, { ...request, phone: '0145550123' })).json().message).toBe(
      'Please enter a valid 10-digit phone number',
    );
    expect((await refer(quote.quoteId, token, { ...request, name: '1234' })).statusCode).toBe(400);
    expect((await refer(quote.quoteId, token, { ...request, email: 'nope' })).statusCode).toBe(400);
    expect((await refer(quote.quoteId, token, { ...request, timeWindow: 'midnight' })).statusCode).toBe(400);
    expect((await refer(quote.quoteId, other.token)).statusCode).toBe(404);
    expect((await refer(quote.quoteId, undefined)).statusCode).toBe(404);
  });
});

const lifeAnswers = (overrides: object = {}) =>
  cleanLifeAnswers(`Lifecaller${'abcdefghij'[applicants++ % 10]}${'klmnopqrst'[Math.floor(applicants / 10) % 10]}`, overrides);
async function lifeQuoteOf(overrides: object = {}) {
  const answer = await gateway.app.inject({ method: 'POST', url: '/quoting-api/life/quotes', payload: lifeAnswers(overrides) });
  return answer.json<{ quote: LifeQuote; accessToken: string }>();
}
const referLife = (quoteId: string, token: string | undefined, body: object = request) =>
  gateway.app.inject({
    method: 'POST',
    url: `/quoting-api/life/quotes/${quoteId}/referral`,
    payload: body,
    headers: token ? { 'x-quote-token': token } : {},
  });

describe('a life prospect asks an agent to call', () => {
  it('from the summary or a knockout: a lead an agent opens with the life quote read-only; the same checks as any referral', async () => {
    const summary = await lifeQuoteOf();
    expect(summary.quote.knockout).toBeNull();
    const referred = await referLife(summary.quote.quoteId, summary.accessToken, { ...request, email: 'life.caller@example.com' });
    expect(referred.statusCode).toBe(200);
    const { reference } = Referral.encode(referred.json());
    const mail = await gateway.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'life.caller@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('your life quote for $500,000.00 of coverage');
    expect(mail.body).toContain(reference);

    const knockedOut = await lifeQuoteOf({ health: 'serious' });
    expect(knockedOut.quote.knockout?.code).toBe('HA_01');
    expect((await referLife(knockedOut.quote.quoteId, knockedOut.accessToken)).statusCode).toBe(200);

    const listed = getQuoteLeads.response.decode((await asAgent('GET', '/api/support/leads')).json());
    if (!isRight(listed)) throw new Error('the list does not match its contract');
    const lead = listed.right.leads.find((l) => l.reference === reference)!;
    expect(lead).toMatchObject({ quoteType: 'life', jobNumber: summary.quote.quoteId, knockoutCode: null });
    expect(listed.right.leads.find((l) => l.jobNumber === knockedOut.quote.quoteId)).toMatchObject({ knockoutCode: 'HA_01' });
    const opened = QuoteLeadWithQuote.decode((await asAgent('GET', `/api/support/leads/${lead.leadId}`)).json());
    expect(isRight(opened) && 'lifeQuote' in opened.right && opened.right.lifeQuote.premiums.length).toBeGreaterThan(0);

    // Asked again: the same lead, and the same rules of the form.
    expect(Referral.encode((await referLife(summary.quote.quoteId, summary.accessToken)).json()).reference).toBe(reference);
    expect((await referLife(summary.quote.quoteId, summary.accessToken, { ...request, consent: false })).json().message).toBe(
      'Please agree to be called so an agent can reach you',
    );
  });

  it("refuses another life quote's token, none, or an online quote's id as not found, and an application already started", async () => {
    const mine = await lifeQuoteOf();
    const other = await lifeQuoteOf();
    expect((await referLife(mine.quote.quoteId, other.accessToken)).statusCode).toBe(404);
    expect((await referLife(mine.quote.quoteId, undefined)).statusCode).toBe(404);
    const online = await quoteOf('home');
    expect((await referLife(online.quote.quoteId, online.token)).statusCode).toBe(404);
    const started = await gateway.app.inject({
      method: 'POST',
      url: `/quoting-api/life/quotes/${mine.quote.quoteId}/application`,
      payload: { termYears: 20, phone: '6145550142', email: 'pat@example.com' },
      headers: { 'x-quote-token': mine.accessToken },
    });
    expect(started.statusCode).toBe(200);
    expect((await referLife(mine.quote.quoteId, mine.accessToken)).statusCode).toBe(409);
  });
});

describe('leads in the support console', () => {
  it('lists leads, opens one with its quote read-only, and marks it contacted then closed', async () => {
    const { quote, token } = await quoteOf('home');
    const reference = (await refer(quote.quoteId, token)).json<{ reference: string }>().reference;
    const listed = await asAgent('GET', '/api/support/leads');
    expect(listed.statusCode).toBe(200);
    const decoded = getQuoteLeads.response.decode(listed.json());
    if (!isRight(decoded)) throw new Error('the list does not match its contract');
    const lead = decoded.right.leads.find((l) => l.reference === reference)!;
    expect(lead).toMatchObject({ name: 'Robin Caller', status: 'new', jobNumber: quote.jobNumber, quoteType: 'home' });

    const opened = await asAgent('GET', `/api/support/leads/${lead.leadId}`);
    expect(opened.statusCode).toBe(200);
    const withQuote = QuoteLeadWithQuote.decode(opened.json());
    expect(isRight(withQuote) && 'quote' in withQuote.right && withQuote.right.quote.quoteId).toBe(quote.quoteId);

    const contacted = await asAgent('PUT', `/api/support/leads/${lead.leadId}/status`, { status: 'contacted' });
    expect(contacted.json()).toMatchObject({ lead: { status: 'contacted' } });
    const closed = await asAgent('PUT', `/api/support/leads/${lead.leadId}/status`, { status: 'closed' });
    expect(closed.json()).toMatchObject({ lead: { status: 'closed' } });
    const row = await gateway.database.db
      .selectFrom('quote_leads')
      .selectAll()
      .where('lead_id', '=', lead.leadId)
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe('support.agent');
    expect((await asAgent('PUT', `/api/support/leads/${lead.leadId}/status`, { status: 'new' })).statusCode).toBe(400);
  });

  it('answers an unknown or malformed lead 404', async () => {
    expect((await asAgent('GET', '/api/support/leads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asAgent('GET', '/api/support/leads/not-a-lead')).statusCode).toBe(404);
    expect((await asAgent('PUT', '/api/support/leads/not-a-lead/status', { status: 'closed' })).statusCode).toBe(404);
  });

  it('refuses a customer (no support role) and an anonymous caller', async () => {
    const { quote, token } = await quoteOf('home');
    await refer(quote.quoteId, token);
    const [lead] = await gateway.database.db.selectFrom('quote_leads').select('lead_id').where('quote_id', '=', quote.quoteId).execute();
    for (const [method, url, payload] of [
      ['GET', '/api/support/leads'],
      ['GET', `/api/support/leads/${lead!.lead_id}`],
      ['PUT', `/api/support/leads/${lead!.lead_id}/status`, { status: 'closed' }],
    ] as const) {
      expect((await asAgent(method, url, payload as object | undefined, 'mutual.customer')).statusCode).toBe(403);
      expect((await gateway.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
  });
});
