import { isRight } from 'fp-ts/lib/Either';
import { ClaimDetails, ClaimMessages, ClaimsList, FilingNotFileable } from '../../src/contract/claims';
import { formatIsoDate } from '../../src/shared/format';
import { claimMessages } from '../../src/validation/messages';
import { customerGateway } from './support/gateway';

const customers = customerGateway(['mutual.customer', 'both.customer', 'life.customer']);

const openAuto = '31025061742';
const closedHome = '31024119035';
const marine = '31025072093';

const get = (url: string, loginId: string) => customers.app.inject({ url, headers: customers.as(loginId) });
const send = (method: 'POST' | 'PUT', url: string, loginId: string, payload?: unknown, key?: string) =>
  customers.app.inject({
    method,
    url,
    headers: { ...customers.as(loginId), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function decoded<A>(codec: { decode(u: unknown): import('fp-ts/lib/Either').Either<unknown, A> }, value: unknown): A {
  const result = codec.decode(value);
  if (!isRight(result)) throw new Error('the answer does not match its contract');
  return result.right;
}

describe('the claims centre', () => {
  it("lists the party's open and closed claims, newest loss first", async () => {
    const response = await get('/api/claims', 'mutual.customer');
    expect(response.statusCode).toBe(200);
    const { claims } = decoded(ClaimsList, response.json());
    expect(claims.map((c) => [c.fileNumber, c.lineOfBusiness, c.status])).toEqual([
      [openAuto, 'auto', 'open'],
      [closedHome, 'home', 'closed'],
    ]);
    expect(claims[0]!.lossDate > claims[1]!.lossDate).toBe(true);
    expect(claims[0]!.unreadMessages).toBe(1);
  });

  it('gives both.customer a marine claim, and a customer without claims an empty list', async () => {
    const { claims } = decoded(ClaimsList, (await get('/api/claims', 'both.customer')).json());
    expect(claims.find((c) => c.fileNumber === marine)).toMatchObject({ lineOfBusiness: 'marine', status: 'open', claimType: 'hull' });
    expect((await get('/api/claims', 'life.customer')).json()).toEqual({ claims: [] });
  });

  it('recent claims are the open ones and those closed lately', async () => {
    const { claims } = decoded(ClaimsList, (await get('/api/claims/recent', 'mutual.customer')).json());
    expect(claims.map((c) => c.fileNumber)).toEqual([openAuto, closedHome]);
  });

  it('gives a claim its adjuster, next steps, coverages and payments', async () => {
    const details = decoded(ClaimDetails, (await get(`/api/claims/${openAuto}`, 'mutual.customer')).json());
    expect(details.adjuster).toEqual({ name: 'Maria Alvarez', phone: '614-555-0190', email: 'maria.alvarez@cardinalmutual.example' });
    expect(details.nextSteps).toContain('repair shop');
    expect(details.coverages.map((c) => [c.code, c.deductibleCents])).toEqual([
      ['COLL', 50000],
      ['RENT', null],
    ]);
    expect(details.payments).toEqual([
      expect.objectContaining({ payee: 'Enterprise Rent-A-Car', amountCents: 28000, coverageCode: 'RENT' }),
    ]);
    const home = decoded(ClaimDetails, (await get(`/api/claims/${closedHome}`, 'mutual.customer')).json());
    expect(home.closedOn).not.toBeNull();
    expect(home.payments.reduce((sum, p) => sum + p.amountCents, 0)).toBe(621540);
  });

  it("answers another party's claim and a malformed file number with 404 and no data, on every call", async () => {
    for (const fileNumber of [marine, '3102506174', 'abc', '310250617420', "31025061742' or 1=1"]) {
      const calls = [
        get(`/api/claims/${encodeURIComponent(fileNumber)}`, 'mutual.customer'),
        get(`/api/claims/${encodeURIComponent(fileNumber)}/messages`, 'mutual.customer'),
        send('POST', `/api/claims/${encodeURIComponent(fileNumber)}/messages/read`, 'mutual.customer'),
        send('POST', `/api/claims/${encodeURIComponent(fileNumber)}/messages`, 'mutual.customer', { body: 'Hello' }, 'other-claim-0001'),
        send('PUT', `/api/claims/${encodeURIComponent(fileNumber)}/email-notifications`, 'mutual.customer', { email: false }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Thomas Reyes');
        expect(response.body).not.toContain('Allegheny');
      }
    }
    // The marine claim is still its owner's, untouched.
    const mine = decoded(ClaimDetails, (await get(`/api/claims/${marine}`, 'both.customer')).json());
    expect(mine.emailNotifications).toBe(true);
    expect((await get(`/api/claims/${openAuto}`, 'both.customer')).statusCode).toBe(404);
  });

  it('refuses a malformed message or preference with a 4xx and a message', async () => {
    for (const payload of [{}, { body: 42 }, { body: '   ' }, { body: 'x'.repeat(2001) }, 'not json']) {
      const response = await send('POST', `/api/claims/${openAuto}/messages`, 'mutual.customer', payload, 'bad-message-0001');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const card = await send(
      'POST',
      `/api/claims/${openAuto}/messages`,
      'mutual.customer',
      { body: 'My card is 4111111111111111' },
      'card-msg-0001',
    );
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toContain('account or card number');
    const noKey = await send('POST', `/api/claims/${openAuto}/messages`, 'mutual.customer', { body: 'Hello' });
    expect(noKey.statusCode).toBe(400);
    const badPreference = await send('PUT', `/api/claims/${openAuto}/email-notifications`, 'mutual.customer', { email: 'yes' });
    expect(badPreference.statusCode).toBe(400);
  });
});

describe('the messenger', () => {
  it('sends a message once per idempotency key, and reading clears the new-message count', async () => {
    const before = (await get('/api/claims/messages/new-count', 'mutual.customer')).json();
    expect(before).toEqual({ count: 1 });

    const first = await send(
      'POST',
      `/api/claims/${openAuto}/messages`,
      'mutual.customer',
      { body: 'Is the car ready?' },
      'msg-twice-0001',
    );
    const again = await send(
      'POST',
      `/api/claims/${openAuto}/messages`,
      'mutual.customer',
      { body: 'Is the car ready?' },
      'msg-twice-0001',
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const reused = await send('POST', `/api/claims/${openAuto}/messages`, 'mutual.customer', { body: 'Something else' }, 'msg-twice-0001');
    expect(reused.statusCode).toBe(409);

    const thread = decoded(ClaimMessages, (await get(`/api/claims/${openAuto}/messages`, 'mutual.customer')).json());
    expect(thread.messages.filter((m) => m.body === 'Is the car ready?')).toHaveLength(1);
    expect(thread.messages.at(-1)).toMatchObject({ author: 'customer', authorName: 'Daniel Whitaker', read: true });
    expect(thread.messages.filter((m) => !m.read)).toHaveLength(1);

    const read = await send('POST', `/api/claims/${openAuto}/messages/read`, 'mutual.customer');
    expect(read.json()).toEqual({ fileNumber: openAuto, unreadMessages: 0 });
    expect((await get('/api/claims/messages/new-count', 'mutual.customer')).json()).toEqual({ count: 0 });
    const after = decoded(ClaimMessages, (await get(`/api/claims/${openAuto}/messages`, 'mutual.customer')).json());
    expect(after.messages.every((m) => m.read)).toBe(true);
  });

  it('keeps the email notification preference of a claim', async () => {
    const off = await send('PUT', `/api/claims/${openAuto}/email-notifications`, 'mutual.customer', { email: false });
    expect(off.json()).toEqual({ fileNumber: openAuto, emailNotifications: false });
    expect(decoded(ClaimDetails, (await get(`/api/claims/${openAuto}`, 'mutual.customer')).json()).emailNotifications).toBe(false);
  });
});

describe('filing a claim after sign-in', () => {
  const lossDate = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const autoGlass = {
    lossDate,
    policyNumber: 'C4M7X2-1001',
    loss: {
      kind: 'auto',
      vehicleId: 'V10001',
      otherVehicleInvolved: false,
      description: 'A rock hit the windshield on I-70',
      glass: { locations: ['windshield'], incidentType: 'rock-chip' },
      towAmountCents: null,
      vehicleRecovered: null,
      vehicleDamaged: true,
      damageDescription: 'A chip and a crack across the windshield',
      vehicleLocation: 'At home',
      driver: 'Daniel Whitaker',
    },
    anyoneInjured: false,
    lossLocation: 'I-70 near Columbus, OH',
    additionalInformation: '',
    contact: { phone: '614-555-0142', email: 'daniel.whitaker@example.com' },
    textNotifications: true,
  };
  const homeWeather = {
    ...autoGlass,
    policyNumber: 'H8Q3R5-2002',
    loss: { kind: 'home', description: 'Hail dented the siding and broke two windows', weatherRelated: true, cause: 'hail' },
  };
  const file = (body: unknown, key: string, loginId = 'mutual.customer') => send('POST', '/api/claims', loginId, body, key);

  it('records a collision with another vehicle as a collision, whatever glass broke; refuses a vehicle not on the policy; files a life claim', async () => {
    const crash = { ...autoGlass, loss: { ...autoGlass.loss, otherVehicleInvolved: true, damageDescription: 'Crushed bumper' } };
    const filed = await file(crash, 'file-crash-0001');
    expect(filed.json().claim).toMatchObject({ lineOfBusiness: 'auto', claimType: 'collision' });
    const foreign = await file({ ...autoGlass, loss: { ...autoGlass.loss, vehicleId: 'V99999' } }, 'file-crash-0002');
    expect(foreign.statusCode).toBe(400);
    const life = {
      ...autoGlass,
      policyNumber: 'L-204518736',
      loss: { kind: 'life', event: 'disability', description: 'A fall at work' },
      contact: { phone: '717-555-0188', email: 'patricia.nguyen@example.com' },
    };
    const lifeFiled = await file(life, 'file-life-0001', 'life.customer');
    expect(lifeFiled.statusCode).toBe(200);
    expect(lifeFiled.json().claim).toMatchObject({ lineOfBusiness: 'life', claimType: 'disability' });
  });

  it('files a claim once per key, with a new 11-digit file number, at once in the list, acknowledged by email', async () => {
    const first = await file(autoGlass, 'file-glass-0001');
    expect(first.statusCode).toBe(200);
    const { claim } = first.json();
    expect(claim).toMatchObject({ lineOfBusiness: 'auto', claimType: 'glass', status: 'open', lossDate, policyNumber: 'C4M7X2-1001' });
    expect(claim.fileNumber).toMatch(/^[0-9]{11}$/);
    const again = await file(autoGlass, 'file-glass-0001');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { claims } = decoded(ClaimsList, (await get('/api/claims', 'mutual.customer')).json());
    expect(claims.filter((c) => c.claimType === 'glass').map((c) => c.fileNumber)).toEqual([claim.fileNumber]);
    const outbox = await customers.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', `We received your claim ${claim.fileNumber}`)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.recipient).toBe('daniel.whitaker@example.com');
    // Another customer cannot open it.
    expect((await get(`/api/claims/${claim.fileNumber}`, 'both.customer')).statusCode).toBe(404);
  });

  it('files a home weather claim on the home policy, and emails the policyholder (not the reporter) the link to its photo tool', async () => {
    const response = await file(
      { ...homeWeather, contact: { ...homeWeather.contact, email: 'spouse.reporting@example.com' } },
      'file-hail-0001',
    );
    const { claim } = response.json();
    expect(claim).toMatchObject({ lineOfBusiness: 'home', claimType: 'weather' });
    const mail = await customers.database.db
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .where('subject', '=', `Send us photos of the damage for claim ${claim.fileNumber}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('daniel.whitaker@example.com');
    expect(mail.body).toMatch(new RegExp(`/customers/photo-upload/home/[A-Za-z0-9_-]{30}/${claim.fileNumber} `));
  });

  it("answers another party's policy with 404 and refuses a loss its policy does not cover", async () => {
    expect((await file({ ...autoGlass, policyNumber: 'M5V8N1-3004' }, 'file-other-0001')).statusCode).toBe(404);
    expect((await file({ ...autoGlass, policyNumber: 'NOT-A-POLICY' }, 'file-other-0002')).statusCode).toBe(404);
    const wrongLine = await file({ ...autoGlass, policyNumber: 'H8Q3R5-2002' }, 'file-other-0003');
    expect(wrongLine.statusCode).toBe(422);
    expect(decoded(FilingNotFileable, wrongLine.json())).toMatchObject({ correct: 'policyNumber' });
  });

  // A filing kept on a phone while offline reaches a policy changed since: the refusal names the answer to correct.
  it('refuses a loss on a cancelled policy or after its term ended, naming the answer to correct; a loss within its term is filed', async () => {
    const { db } = customers.database;
    const policy = 'H8Q3R5-2002';
    const before = decoded(ClaimsList, (await get('/api/claims', 'mutual.customer')).json()).claims.length;
    const { expiration_date: expiration } = await db
      .selectFrom('policies')
      .select('expiration_date')
      .where('policy_number', '=', policy)
      .executeTakeFirstOrThrow();
    try {
      await db.updateTable('policies').set({ status: 'cancelled' }).where('policy_number', '=', policy).execute();
      const cancelled = await file(homeWeather, 'file-term-0001');
      expect(cancelled.statusCode).toBe(422);
      expect(decoded(FilingNotFileable, cancelled.json())).toEqual({
        error: 'not_fileable',
        correct: 'policyNumber',
        message: claimMessages.policyNotInForce,
      });
      // Expired the day before the loss: the loss is outside its term.
      const ended = new Date(Date.parse(lossDate) - 86_400_000).toISOString().slice(0, 10);
      await db.updateTable('policies').set({ status: 'expired', expiration_date: ended }).where('policy_number', '=', policy).execute();
      const afterTerm = await file(homeWeather, 'file-term-0002');
      expect(afterTerm.statusCode).toBe(422);
      expect(decoded(FilingNotFileable, afterTerm.json())).toMatchObject({ correct: 'lossDate' });
      expect(afterTerm.json().message).toBe(claimMessages.lossAfterTerm(formatIsoDate(ended)));
      // Expired after the loss: the loss was in its term, and it is filed.
      await db.updateTable('policies').set({ expiration_date: lossDate }).where('policy_number', '=', policy).execute();
      expect((await file(homeWeather, 'file-term-0003')).statusCode).toBe(422);
      const dayAfter = new Date(Date.parse(lossDate) + 86_400_000).toISOString().slice(0, 10);
      await db.updateTable('policies').set({ expiration_date: dayAfter }).where('policy_number', '=', policy).execute();
      expect((await file(homeWeather, 'file-term-0004')).statusCode).toBe(200);
      expect(decoded(ClaimsList, (await get('/api/claims', 'mutual.customer')).json()).claims.length).toBe(before + 1);
    } finally {
      await db.updateTable('policies').set({ status: 'active', expiration_date: expiration }).where('policy_number', '=', policy).execute();
    }
  });

  it('refuses malformed filings with a 4xx and a message, and files nothing', async () => {
    const before = decoded(ClaimsList, (await get('/api/claims', 'mutual.customer')).json()).claims.length;
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const bad = [
      {},
      { ...autoGlass, lossDate: future },
      { ...autoGlass, lossDate: '2026-02-30x' },
      { ...autoGlass, loss: { ...autoGlass.loss, description: 'Card 4111111111111111 was in the car' } },
      { ...autoGlass, additionalInformation: 'My account is 123456789' },
      { ...autoGlass, loss: { ...autoGlass.loss, towAmountCents: 10_000_000 } },
      { ...autoGlass, loss: { ...autoGlass.loss, glass: { locations: [], incidentType: 'crack' } } },
      { ...autoGlass, contact: { phone: '555', email: 'daniel.whitaker@example.com' } },
      { ...homeWeather, loss: { ...homeWeather.loss, cause: 'meteor' } },
    ];
    for (const [index, body] of bad.entries()) {
      const response = await file(body, `file-bad-000${index}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await file(autoGlass, undefined as never)).statusCode).toBe(400);
    expect(decoded(ClaimsList, (await get('/api/claims', 'mutual.customer')).json()).claims).toHaveLength(before);
  });
});
