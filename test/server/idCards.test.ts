import { PDFDocument } from 'pdf-lib';
import { customerGateway, gateway, resetVolatileState } from './support/gateway';
import { documentMessages } from '../../src/validation/messages';

const customers = customerGateway();
beforeEach(() => resetVolatileState(customers.database.db));

const get = (url: string, loginId: string) => customers.app.inject({ url, headers: customers.as(loginId) });
const post = (url: string, loginId: string | null, payload?: unknown) =>
  customers.app.inject({
    method: 'POST',
    url,
    headers: loginId ? customers.as(loginId) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function download(url: string) {
  const response = await customers.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return PDFDocument.load(response.rawPayload);
}

describe('ID cards', () => {
  it('lists a card per vehicle of the in-force auto and motorcycle policies, never an expired one', async () => {
    const mutual = (await get('/api/id-cards', 'mutual.customer')).json() as {
      cards: { cardId: string; vehicle: string; policyNumber: string }[];
    };
    expect(mutual.cards.map((c) => [c.cardId, c.vehicle])).toEqual([
      ['idcard-V10001', '2021 Toyota Camry'],
      ['idcard-V10002', '2019 Honda CR-V'],
    ]);
    const both = (await get('/api/policies/M5V8N1-3004/id-cards', 'both.customer')).json() as { cards: { lineOfBusiness: string }[] };
    expect(both.cards).toEqual([expect.objectContaining({ lineOfBusiness: 'motorcycle', vin: '1HD1KBC19LB614027' })]);
    expect((await get('/api/id-cards', 'life.customer')).json()).toEqual({ cards: [] });
  });

  it('dates the card of a vehicle added by a change from the change, not from the start of the term', async () => {
    const db = customers.database.db;
    const policy = await db
      .selectFrom('policies')
      .select(['effective_date', 'expiration_date'])
      .where('policy_number', '=', 'C4M7X2-1001')
      .executeTakeFirstOrThrow();
    const start = String(policy.effective_date).slice(0, 10);
    const addedFrom = `${String(Number(start.slice(0, 4)) + (start.slice(5) > '06-30' ? 1 : 0))}-${start.slice(5) > '06-30' ? '01' : '12'}-01`;
    await db
      .insertInto('vehicles')
      .values({
        vehicle_id: 'V10077',
        policy_number: 'C4M7X2-1001',
        year: 2024,
        make: 'Subaru',
        model: 'Outback',
        vin: '4S4BTGND1R3123456',
        garaging_zip: '43215',
        sequence: 77,
        effective_from: addedFrom,
      })
      .execute();
    try {
      const { cards } = (await get('/api/id-cards', 'mutual.customer')).json() as { cards: { cardId: string; effectiveDate: string }[] };
      expect(cards.find((c) => c.cardId === 'idcard-V10077')?.effectiveDate).toBe(addedFrom);
      expect(cards.find((c) => c.cardId === 'idcard-V10001')?.effectiveDate).toBe(start);
    } finally {
      await db.deleteFrom('vehicles').where('vehicle_id', '=', 'V10077').execute();
    }
  });

  it("answers 404 for another party's policy, a policy without cards and a malformed number", async () => {
    for (const url of [
      '/api/policies/M5V8N1-3004/id-cards',
      '/api/policies/H8Q3R5-2002/id-cards',
      '/api/policies/C4M7X2-0991/id-cards',
      '/api/policies/bad/id-cards',
    ]) {
      expect((await get(url, 'mutual.customer')).statusCode).toBe(404);
    }
  });

  it('serves each card as a real PDF naming the insurer, the policy number and the vehicle, through a signed link', async () => {
    const links = await post('/api/documents/links', 'mutual.customer', { documentIds: ['idcard-V10001'] });
    expect(links.statusCode).toBe(200);
    const [link] = (links.json() as { links: { url: string; expiresAt: string }[] }).links;
    expect(link?.url).toMatch(/^\/api\/documents\/download\?token=[\w-]+\.[\w-]+$/);
    const pdf = await download(link!.url);
    expect(pdf.getTitle()).toBe('Automobile insurance ID card, policy C4M7X2-1001');
    expect(pdf.getSubject()).toContain('2021 Toyota Camry');
    expect(pdf.getAuthor()).toBe('Cardinal Mutual');
  });

  it("emails the cards to one of the party's own addresses only, and records it in the outbox", async () => {
    const refused = await post('/api/policies/C4M7X2-1001/id-cards/email', 'mutual.customer', { email: 'someone.else@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(documentMessages.emailNotYours);
    const sent = await post('/api/policies/C4M7X2-1001/id-cards/email', 'mutual.customer', { email: 'dwhitaker.work@example.net' });
    expect(sent.json()).toEqual({ sentTo: 'dwhitaker.work@example.net' });
    const outbox = await customers.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'dwhitaker.work@example.net')
      .execute();
    expect(outbox).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'Your Cardinal Mutual ID cards for policy C4M7X2-1001' }),
    ]);
    expect(
      (await post('/api/policies/M5V8N1-3004/id-cards/email', 'mutual.customer', { email: 'daniel.whitaker@example.com' })).statusCode,
    ).toBe(404);
  });

  it('mails the cards to the mailing address, recorded in the outbox', async () => {
    const mailed = await post('/api/policies/M5V8N1-3004/id-cards/mail', 'both.customer');
    expect(mailed.json()).toEqual({ mailedTo: { line1: '2210 Penn Ave', line2: 'Apt 4B', city: 'Pittsburgh', state: 'PA', zip: '15222' } });
    const row = await customers.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'mail')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.recipient).toBe('2210 Penn Ave, Apt 4B, Pittsburgh, PA 15222');
    expect((await post('/api/policies/C4M7X2-1001/id-cards/mail', 'both.customer')).statusCode).toBe(404);
  });
});

describe('express ID for guests', () => {
  const express = (body: Record<string, string>, ip = '203.0.113.7') =>
    customers.app.inject({ method: 'POST', url: '/api/express-id', payload: body, remoteAddress: ip });

  it('returns the cards with download links for a matching policy number, ZIP and date of birth or last name', async () => {
    const byBirth = await express({ policyNumber: 'C4M7X2-1001', zip: '43221', dateOfBirth: '1978-04-12' });
    expect(byBirth.statusCode).toBe(200);
    const cards = (byBirth.json() as { cards: { cardId: string; link: { url: string } }[] }).cards;
    expect(cards.map((c) => c.cardId)).toEqual(['idcard-V10001', 'idcard-V10002']);
    const pdf = await download(cards[0]!.link.url);
    expect(pdf.getTitle()).toContain('C4M7X2-1001');
    const byName = await express({ policyNumber: 'm5v8n1-3004', zip: '15222', lastName: "o'connor" });
    expect(byName.statusCode).toBe(200);
  });

  it('tells a policyholder whose details match a home policy that ID cards are for auto and motorcycle policies', async () => {
    const home = await express({ policyNumber: 'H8Q3R5-2002', zip: '43221', dateOfBirth: '1978-04-12' });
    expect(home.statusCode).toBe(422);
    expect(home.json()).toEqual({ error: 'no_id_cards', message: documentMessages.expressIdNotVehicle });
  });

  it('says the same thing whichever detail is wrong', async () => {
    const answers = await Promise.all([
      express({ policyNumber: 'C4M7X2-1001', zip: '43221', dateOfBirth: '1978-04-13' }),
      express({ policyNumber: 'C4M7X2-1001', zip: '90210', dateOfBirth: '1978-04-12' }),
      express({ policyNumber: 'Z9Z9Z9-9999', zip: '43221', dateOfBirth: '1978-04-12' }),
      express({ policyNumber: 'H8Q3R5-2002', zip: '43221', dateOfBirth: '1978-04-13' }),
      express({ policyNumber: 'C4M7X2-1001', zip: '43221', lastName: 'Smith' }),
      express({ policyNumber: 'C4M7X2-1001', zip: '43221' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'not_found', message: documentMessages.expressIdNoMatch });
    }
  });

  it('is rate-limited per policy number and per address, counted in the database', async () => {
    for (let i = 0; i < 5; i++)
      expect((await express({ policyNumber: 'C4M7X2-1001', zip: '00000', lastName: 'x' }, `198.51.100.${i}`)).statusCode).toBe(404);
    const limited = await express({ policyNumber: 'C4M7X2-1001', zip: '43221', dateOfBirth: '1978-04-12' }, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(documentMessages.expressIdTooMany());
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await resetVolatileState(customers.database.db);
    for (let i = 0; i < 10; i++) await express({ policyNumber: `Z9Z9Z9-${1000 + i}`, zip: '00000', lastName: 'x' }, '192.0.2.1');
    expect((await express({ policyNumber: 'C4M7X2-1001', zip: '43221', dateOfBirth: '1978-04-12' }, '192.0.2.1')).statusCode).toBe(429);
  });

  it('is not offered when DisableExpressID is on', async () => {
    const disabled = await gateway(customers.database.db, { env: { FLAG_DisableExpressID: 'true' } });
    try {
      const answer = await disabled.inject({
        method: 'POST',
        url: '/api/express-id',
        payload: { policyNumber: 'C4M7X2-1001', zip: '43221', dateOfBirth: '1978-04-12' },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await disabled.close();
    }
  });

  it('answers 400 with a message for a malformed body', async () => {
    const answer = await customers.app.inject({ method: 'POST', url: '/api/express-id', payload: { policyNumber: 42 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('bad_request');
  });
});
