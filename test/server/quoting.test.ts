import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isRight } from 'fp-ts/lib/Either';
import fc from 'fast-check';
import { BindResult, Quote, QuoteAccess, type QuoteType } from '../../src/contract/quoting';
import { quoteKnockouts } from '../../config/rating/knockoutCodes';
import { bindSteps, lenderStep, type BindLine, type BindStep } from '../../config/rating/bindSteps';
import { bindQuestions, questionsOf } from '../../config/rating/bindQuestions';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { demoApplicantBirthDate } from '../../server/db/demo/quoting';
import { gateway, openTestDatabase, type TestDatabase } from './support/gateway';

let database: TestDatabase;
let app: FastifyInstance;
let dwellingStatesOff: FastifyInstance;
/** Home (HO3) and condo (HO6) listed as bind-online dwelling forms beside renters (HO4). */
let everyDwellingForm: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { env: { SETTING_BindOnlineDwellingStates: 'OH,PA' } });
  dwellingStatesOff = await gateway(database.db, {
    env: { SETTING_BindOnlineDwellingStates: 'PA', FLAG_EnableQuotingBindOnlineEAS: 'false' },
  });
  everyDwellingForm = await gateway(database.db, {
    env: { SETTING_BindOnlineDwellingStates: 'OH,PA', SETTING_BindOnlineDwellingForms: 'HO3,HO4,HO6' },
  });
});
afterAll(async () => {
  await app.close();
  await dwellingStatesOff.close();
  await everyDwellingForm.close();
  await database.close();
});

const today = businessToday(new Date());
const inAWeek = addCalendarDays(today, 7);

let applicants = 0;
/** Each applicant a new person: a bound quote makes its applicant a customer (ALREADY_CUSTOMER afterwards). */
const uniqueLastName = () => `Rivera${(applicants++).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
const customer = (lastName = uniqueLastName(), dateOfBirth = '1980-06-15') => ({
  firstName: 'Alex',
  lastName,
  dateOfBirth,
  email: 'alex@example.com',
  phone: '6145550142',
});
const address = (zip = '43215', state = 'OH') => ({ line1: '12 High St', city: 'Columbus', state, zip, effectiveDate: inAWeek });
const driver = (yearsLicensed = 20, dateOfBirth = '1980-06-15') => ({
  firstName: 'Alex',
  lastName: 'Rivera',
  dateOfBirth,
  licenseState: 'OH',
  yearsLicensed,
});
const cleanHistory = { accidents: 0, violations: 0, majorViolation: false, sdipPoints: 0 };
const vehicle = (year = 2021, vin = '1HGCV1F34MA000001') => ({ year, make: 'Honda', model: 'Accord', vin, use: 'commute' as const });
const property = {
  units: 1,
  yearBuilt: 1995,
  construction: 'frame' as const,
  coverageAmountCents: 300_000_00,
  rentedToOthers: false,
  needsRetrofit: false,
};

type Sections = Record<string, unknown>;
const autoSections = (): Sections => ({
  address: address(),
  driver: { drivers: [driver(), driver(12, '1983-02-01')] },
  vehicle: { vehicles: [vehicle(), vehicle(2017, '1HGCV1F34HA000002')] },
  drivingHistory: { drivers: [cleanHistory, cleanHistory] },
  priorInsurance: { hasPriorInsurance: true, bodilyInjuryLimits: '100/300' },
  discounts: { paperless: true, payInFull: false },
});
const dwellingSections = (zip = '43215', state = 'OH'): Sections => ({
  address: address(zip, state),
  property,
  homeHistory: { lossClaims: 0 },
  discounts: { paperless: false, payInFull: false },
});

/** The access token issued for each quote (by start or resume), sent with every later call on it. */
const tokens = new Map<string, string>();
const tokenHeader = (url: string): Record<string, string> => {
  const token = tokens.get(/^\/quotes\/([^/]+)/.exec(url)?.[1] ?? '');
  return token ? { 'x-quote-token': token } : {};
};

async function post(url: string, payload: unknown, on = app) {
  const answer = await on.inject({ method: 'POST', url: `/quoting-api${url}`, payload: payload as object, headers: tokenHeader(url) });
  const access = QuoteAccess.decode(answer.json());
  if (isRight(access)) tokens.set(access.right.quote.quoteId, access.right.accessToken);
  return answer;
}
async function put(url: string, payload: unknown, on = app) {
  return on.inject({ method: 'PUT', url: `/quoting-api${url}`, payload: payload as object, headers: tokenHeader(url) });
}

function asQuote(body: unknown): Quote {
  const decoded = Quote.decode(body);
  if (!isRight(decoded)) throw new Error(`not a quote: ${JSON.stringify(body)}`);
  return decoded.right;
}
function asAccess(body: unknown): QuoteAccess {
  const decoded = QuoteAccess.decode(body);
  if (!isRight(decoded)) throw new Error(`not a quote with its token: ${JSON.stringify(body)}`);
  return decoded.right;
}

/** Starts a quote and saves each section in order, stopping at the first knockout. */
async function quoteWith(quoteType: QuoteType, sections: Sections, who = customer(), on = app): Promise<Quote> {
  const started = await post('/quotes', { quoteType, customer: who }, on);
  expect(started.statusCode).toBe(200);
  let quote = asAccess(started.json()).quote;
  for (const [section, body] of Object.entries(sections)) {
    if (quote.status === 'knockedOut') break;
    const saved = await put(`/quotes/${quote.quoteId}/sections/${section}`, body, on);
    expect(saved.statusCode).toBe(200);
    quote = asQuote(saved.json());
  }
  return quote;
}

describe('privacy of a saved quote: its access token', () => {
  const load = (quoteId: string, token?: string) =>
    app.inject({
      url: `/quoting-api/quotes/${encodeURIComponent(quoteId)}`,
      headers: token === undefined ? {} : { 'x-quote-token': token },
    });
  const calls = (quoteId: string) => [
    { method: 'GET' as const, url: `/quotes/${quoteId}` },
    { method: 'PUT' as const, url: `/quotes/${quoteId}/sections/discounts`, payload: { paperless: true, payInFull: false } },
    { method: 'POST' as const, url: `/quotes/${quoteId}/rate`, payload: { coverageChoices: {} } },
    { method: 'PUT' as const, url: `/quotes/${quoteId}/bind/additionalInformation`, payload: { answers: {} } },
    { method: 'POST' as const, url: `/quotes/${quoteId}/bind`, payload: { answers: {} } },
  ];

  it("answers the quote only with its own token: none, a wrong one or another quote's is 404 with no data", async () => {
    const quote = await quoteWith('auto', autoSections());
    const other = await quoteWith('renters', dwellingSections());
    const own = tokens.get(quote.quoteId)!;
    const othersToken = tokens.get(other.quoteId)!;
    expect(own).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const withOwn = await load(quote.quoteId, own);
    expect(withOwn.statusCode).toBe(200);
    expect(asQuote(withOwn.json()).sections.customer?.dateOfBirth).toBe('1980-06-15');
    for (const token of [undefined, '', 'A'.repeat(43), othersToken, own.slice(0, 42), `${own}x`]) {
      const refused = await load(quote.quoteId, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('1980-06-15');
      expect(refused.body).not.toContain(quote.jobNumber);
    }
    for (const call of calls(quote.quoteId)) {
      for (const token of [undefined, othersToken]) {
        const refused = await app.inject({ ...call, url: `/quoting-api${call.url}`, headers: token ? { 'x-quote-token': token } : {} });
        expect({ ...call, status: refused.statusCode }).toEqual({ ...call, status: 404 });
      }
    }
    expect((await load('not-a-quote', own)).statusCode).toBe(404);
  });

  it('keeps only the hash of a token, expiring with the quote', async () => {
    const quote = await quoteWith('auto', {});
    const rows = await database.db.selectFrom('quote_access_tokens').selectAll().where('quote_id', '=', quote.quoteId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(tokens.get(quote.quoteId));
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.expires_on).toBe(quote.expiresOn);
    await database.db
      .updateTable('quote_access_tokens')
      .set({ expires_on: addCalendarDays(today, -1) })
      .where('quote_id', '=', quote.quoteId)
      .execute();
    expect((await load(quote.quoteId, tokens.get(quote.quoteId))).statusCode).toBe(404);
  });

  it('resumes a saved quote only with matching details, issuing a fresh token', async () => {
    const quote = await quoteWith('auto', autoSections());
    const first = tokens.get(quote.quoteId)!;
    const lastName = quote.sections.customer!.lastName;
    const resumed = await post('/quotes/retrieve', {
      quoteId: quote.quoteId,
      lastName: lastName.toUpperCase(),
      dateOfBirth: '1980-06-15',
      zip: '43215',
    });
    expect(resumed.statusCode).toBe(200);
    const access = asAccess(resumed.json());
    expect(access.quote.quoteId).toBe(quote.quoteId);
    expect(access.accessToken).not.toBe(first);
    expect((await load(quote.quoteId, access.accessToken)).statusCode).toBe(200);
    for (const wrong of [{ dateOfBirth: '1980-06-16' }, { zip: '43216' }, { lastName: 'Someone' }]) {
      const refused = await post('/quotes/retrieve', {
        quoteId: quote.quoteId,
        lastName,
        dateOfBirth: '1980-06-15',
        zip: '43215',
        ...wrong,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('accessToken');
    }
  });

  it('resumes a saved quote by the quote number its summary shows, however it is typed', async () => {
    const quote = await quoteWith('auto', autoSections());
    const lastName = quote.sections.customer!.lastName;
    for (const typed of [quote.jobNumber, ` ${quote.jobNumber.toLowerCase()} `]) {
      const resumed = await post('/quotes/retrieve', { quoteId: typed, lastName, dateOfBirth: '1980-06-15', zip: '43215' });
      expect(resumed.statusCode).toBe(200);
      expect(asAccess(resumed.json()).quote.quoteId).toBe(quote.quoteId);
    }
    const refused = await post('/quotes/retrieve', {
      quoteId: quote.jobNumber,
      lastName: 'Someone',
      dateOfBirth: '1980-06-15',
      zip: '43215',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('answers malformed quote ids and tokens with a 4xx, never a 5xx', async () => {
    const quote = await quoteWith('auto', {});
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constant(quote.quoteId), fc.string({ minLength: 90, maxLength: 400 })),
        fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constant(tokens.get(quote.quoteId)!.toLowerCase())),
        fc.constantFrom(...calls('QUOTE')),
        async (quoteId, token, call) => {
          const safeToken = token.replace(/[^\x21-\x7e]/g, '');
          const answer = await app.inject({
            ...call,
            url: `/quoting-api${call.url.replace('QUOTE', encodeURIComponent(quoteId))}`,
            headers: { 'x-quote-token': safeToken },
          });
          expect(answer.statusCode).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('online quote', () => {
  it('prices a clean auto quote with 2 drivers and 2 vehicles, per coverage and vehicle', async () => {
    const quote = await quoteWith('auto', autoSections());
    expect(quote.status).toBe('quoted');
    expect(quote.knockout).toBeNull();
    expect(quote.jobNumber).toMatch(/^Q\d+$/);
    expect(quote.rating?.coverages).toHaveLength(10);
    expect(new Set(quote.rating?.coverages.map((c) => c.subject))).toEqual(new Set(['2021 Honda Accord', '2017 Honda Accord']));
    expect(quote.rating?.discounts.map((d) => d.code)).toEqual(['PAPERLESS', 'SAFE_DRIVER']);
    expect(quote.allowBind).toBe(true);
  });

  it('moves the price when a coverage option changes, and refuses an unknown option', async () => {
    const quote = await quoteWith('auto', autoSections());
    const raised = asQuote((await post(`/quotes/${quote.quoteId}/rate`, { coverageChoices: { 'auto.BI': '250/500' } })).json());
    expect(raised.rating!.totalCents).toBeGreaterThan(quote.rating!.totalCents);
    expect(raised.coverageChoices).toEqual({ 'auto.BI': '250/500' });
    const bogus = await post(`/quotes/${quote.quoteId}/rate`, { coverageChoices: { 'auto.BI': '1/2' } });
    expect(bogus.statusCode).toBe(400);
    const otherLine = await post(`/quotes/${quote.quoteId}/rate`, { coverageChoices: { 'home.DWELLING': '500' } });
    expect(otherLine.statusCode).toBe(400);
  });

  it('is in progress until every section is answered, and refuses a section of another line', async () => {
    const quote = await quoteWith('home', { address: address() });
    expect(quote.status).toBe('inProgress');
    expect(quote.rating).toBeNull();
    const wrong = await put(`/quotes/${quote.quoteId}/sections/vehicle`, { vehicles: [vehicle()] });
    expect(wrong.statusCode).toBe(400);
  });

  it('answers 400 with a message for bad input, never 5xx', async () => {
    const bad = await post('/quotes', { quoteType: 'auto', customer: { ...customer(), email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/);
    const quote = await quoteWith('auto', {});
    const pastDate = await put(`/quotes/${quote.quoteId}/sections/address`, { ...address(), effectiveDate: addCalendarDays(today, -1) });
    expect(pastDate.statusCode).toBe(400);
    const tooFar = await put(`/quotes/${quote.quoteId}/sections/address`, { ...address(), effectiveDate: addCalendarDays(today, 366) });
    expect(tooFar.statusCode).toBe(400);
    const lastDay = await put(`/quotes/${quote.quoteId}/sections/address`, { ...address(), effectiveDate: addCalendarDays(today, 365) });
    expect(lastDay.statusCode).toBe(200);
    const garbage = await put(`/quotes/${quote.quoteId}/sections/driver`, { drivers: 'two' });
    expect(garbage.statusCode).toBe(400);
    const sameVin = await put(`/quotes/${quote.quoteId}/sections/vehicle`, { vehicles: [vehicle(), vehicle(2017)] });
    expect(sameVin.statusCode).toBe(400);
  });

  it('decodes a VIN into year, make and model', async () => {
    const found = await app.inject({ url: '/quoting-api/vehicles/vin/1HGCV1F34MA000001' });
    expect(found.json()).toEqual({ vin: '1HGCV1F34MA000001', year: 2021, make: 'Honda', model: 'Accord' });
    expect((await app.inject({ url: '/quoting-api/vehicles/vin/ZZZZZZZZ4MA000001' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/quoting-api/vehicles/vin/1HGCV1F3OMA00000I' })).statusCode).toBe(400);
  });
});

describe('every online-quote knockout of spec section 4', () => {
  const auto = (change: (s: Sections) => void): Sections => {
    const s = autoSections();
    change(s);
    return s;
  };
  const report = (lastName: string) => customer(lastName, demoApplicantBirthDate);
  const cases: [keyof typeof quoteKnockouts, QuoteType, Sections, ReturnType<typeof customer>][] = [
    [
      'AUTO_VIOLATION_OFFENSE',
      'auto',
      auto((s) => {
        s.drivingHistory = { drivers: [{ ...cleanHistory, majorViolation: true }, cleanHistory] };
      }),
      customer(),
    ],
    ['ALREADY_CUSTOMER', 'auto', autoSections(), { ...customer('Whitaker', '1978-04-12'), firstName: 'Daniel' }],
    [
      'NO_PRIOR_INSURANCE',
      'auto',
      auto((s) => {
        s.priorInsurance = { hasPriorInsurance: false };
      }),
      customer(),
    ],
    [
      'ACCIDENTS_VIOLATIONS',
      'auto',
      auto((s) => {
        s.drivingHistory = { drivers: [cleanHistory, { ...cleanHistory, accidents: 2, violations: 1 }] };
      }),
      customer(),
    ],
    [
      'SDIP_08',
      'auto',
      auto((s) => {
        s.drivingHistory = { drivers: [{ ...cleanHistory, sdipPoints: 8 }, cleanHistory] };
      }),
      customer(),
    ],
    [
      'LICENSED_UNDER_3',
      'auto',
      auto((s) => {
        s.driver = { drivers: [driver(), driver(2, '2005-01-01')] };
      }),
      customer(),
    ],
    [
      'BI_LIMITS_LOW',
      'auto',
      auto((s) => {
        s.priorInsurance = { hasPriorInsurance: true, bodilyInjuryLimits: '25/50' };
      }),
      customer(),
    ],
    ['GREENLIGHT_RED', 'auto', autoSections(), report('Redlight')],
    ['FACILITY_RISK', 'auto', autoSections(), report('Facility')],
    ['TIER_10', 'auto', autoSections(), report('Tierten')],
    ['HAL_45', 'auto', autoSections(), report('Halscore')],
    ['API_ERROR', 'auto', autoSections(), report('Vendorerror')],
    [
      'VEHICLE_CLASS_TYPE',
      'motorcycle',
      { ...autoSections(), vehicle: { vehicles: [{ ...vehicle(), vehicleClass: 'supersport' }] }, priorInsurance: undefined },
      customer(),
    ],
    ['UNITS_OVER_4', 'home', { ...dwellingSections(), property: { ...property, units: 5 } }, customer()],
    ['RENTAL', 'home', { ...dwellingSections(), property: { ...property, rentedToOthers: true } }, customer()],
    ['RETROFIT', 'home', { ...dwellingSections(), property: { ...property, needsRetrofit: true } }, customer()],
    ['HOME_LOSS_CLAIMS', 'home', { ...dwellingSections(), homeHistory: { lossClaims: 2 } }, customer()],
    ['NO_PROTECTION_CLASS', 'home', dwellingSections('59701', 'MT'), customer()],
  ];

  it.each(cases)('%s on a %s quote', async (code, quoteType, sections, who) => {
    const cleaned = Object.fromEntries(Object.entries(sections).filter(([, v]) => v !== undefined));
    const quote = await quoteWith(quoteType, cleaned, who);
    expect(quote.status).toBe('knockedOut');
    expect(quote.knockout).toEqual({ code, reason: quoteKnockouts[code] });
    expect(quote.rating).toBeNull();
    expect(quote.allowBind).toBe(false);
    // A knocked-out quote takes no more answers.
    expect((await put(`/quotes/${quote.quoteId}/sections/address`, address())).statusCode).toBe(409);
  });

  it('also knocks out a motorcycle applicant who is already a customer', async () => {
    const quote = await quoteWith('motorcycle', {}, { ...customer('Whitaker', '1978-04-12'), firstName: 'Daniel' });
    expect(quote.knockout?.code).toBe('ALREADY_CUSTOMER');
  });
});

describe('bind online', () => {
  const answersFor = (line: BindLine, step: BindStep, override: Record<string, boolean> = {}) => ({
    ...Object.fromEntries(questionsOf(line, step).map((q) => [q.code, override[q.code] ?? !q.knockoutAnswer])),
    ...(step === lenderStep ? { hasMortgage: override.hasMortgage ?? false } : {}),
  });
  /** The gateway that binds the line online. */
  const gatewayOf = (line: BindLine) => (line === 'home' || line === 'condo' ? everyDwellingForm : app);

  async function bindAll(quote: Quote, line: BindLine, on = app) {
    for (const step of bindSteps[line]) {
      const saved = await put(`/quotes/${quote.quoteId}/bind/${step}`, { answers: answersFor(line, step) }, on);
      expect(saved.statusCode).toBe(200);
      expect(asQuote(saved.json()).status).toBe('quoted');
    }
    return post(`/quotes/${quote.quoteId}/bind`, { answers: {} }, on);
  }

  it('binds a clean auto quote into a real policy, billing account, vehicles and drivers', async () => {
    const quote = await quoteWith('auto', autoSections());
    const bound = await bindAll(quote, 'auto');
    expect(bound.statusCode).toBe(200);
    const result = BindResult.decode(bound.json());
    if (!isRight(result)) throw new Error('not a bind result');
    const [policy] = result.right.policies;
    expect(policy?.policyNumber).toMatch(/^[A-Z0-9]{6}-\d{4}$/);
    const row = await database.db
      .selectFrom('policies')
      .selectAll()
      .where('policy_number', '=', policy!.policyNumber)
      .executeTakeFirstOrThrow();
    // In force next week: pending until its start date (it read "active" before).
    expect(row).toMatchObject({
      line_of_business: 'auto',
      status: 'pending',
      account_number: policy!.accountNumber,
      premium_cents: quote.rating!.totalCents,
    });
    expect(await database.db.selectFrom('vehicles').select('vin').where('policy_number', '=', policy!.policyNumber).execute()).toHaveLength(
      2,
    );
    expect(
      await database.db.selectFrom('drivers').select('driver_id').where('policy_number', '=', policy!.policyNumber).execute(),
    ).toHaveLength(2);
    expect(
      await database.db
        .selectFrom('billing_accounts')
        .select('paperless_billing')
        .where('account_number', '=', policy!.accountNumber)
        .executeTakeFirst(),
    ).toEqual({ paperless_billing: true });
    // Binding again answers the same policy, never a second one.
    const again = await post(`/quotes/${quote.quoteId}/bind`, { answers: {} });
    expect(again.json().policies[0].policyNumber).toBe(policy!.policyNumber);
  });

  /** The bound policy's plan, installments and ledger charges. */
  async function billingOf(policyNumber: string) {
    const { db } = database;
    const plan = await db.selectFrom('billing_plans').select('plan').where('policy_number', '=', policyNumber).executeTakeFirst();
    const installments = await db
      .selectFrom('billing_installments')
      .select(['sequence', sql<string>`due_date::text`.as('due'), 'amount_cents', 'fee_cents', 'status'])
      .where('policy_number', '=', policyNumber)
      .orderBy('sequence')
      .execute();
    const charges = await db
      .selectFrom('billing_transactions')
      .select(['kind', 'amount_cents'])
      .where('policy_number', '=', policyNumber)
      .execute();
    const coverages = await db.selectFrom('coverages').select('premium_cents').where('policy_number', '=', policyNumber).execute();
    const discounts = await db.selectFrom('discounts').select('amount_cents').where('policy_number', '=', policyNumber).execute();
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      plan: plan?.plan,
      installments,
      charges,
      netCoverageCents: sum(coverages.map((c) => c.premium_cents)) - sum(discounts.map((d) => d.amount_cents)),
    };
  }

  it.each([
    [false, 'monthly', 6],
    [true, 'annual', 1],
  ] as const)(
    'bills a policy bought online at once (pay the whole term at once: %s): the %s plan, %i installments, the first billed',
    async (payInFull, plan, count) => {
      const quote = await quoteWith('auto', { ...autoSections(), discounts: { paperless: false, payInFull } });
      const bound = await bindAll(quote, 'auto');
      expect(bound.statusCode).toBe(200);
      const policy = bound.json().policies[0] as { policyNumber: string; premiumCents: number; effectiveDate: string };
      const billing = await billingOf(policy.policyNumber);
      expect(billing.plan).toBe(plan);
      expect(billing.installments).toHaveLength(count);
      expect(billing.installments[0]).toMatchObject({ due: policy.effectiveDate, status: 'billed' });
      expect(billing.installments.slice(1).every((i) => i.status === 'scheduled')).toBe(true);
      expect(billing.installments.reduce((s, i) => s + i.amount_cents, 0)).toBe(policy.premiumCents);
      const first = billing.installments[0]!;
      expect(billing.charges).toEqual(expect.arrayContaining([{ kind: 'charge', amount_cents: first.amount_cents }]));
      expect(billing.charges.reduce((s, c) => s + c.amount_cents, 0)).toBe(first.amount_cents + first.fee_cents);
      // What it covers, less its discounts, is the premium on the page.
      expect(billing.netCoverageCents).toBe(policy.premiumCents);
    },
  );

  it('binds renters (HO4) in a bind-online dwelling state, and refuses it (call) elsewhere', async () => {
    const renters = await quoteWith('renters', dwellingSections());
    expect(renters.allowBind).toBe(true);
    expect((await bindAll(renters, 'renters')).statusCode).toBe(200);
    const elsewhere = await quoteWith('renters', dwellingSections(), customer(), dwellingStatesOff);
    expect(elsewhere.allowBind).toBe(false);
    expect(
      (
        await put(
          `/quotes/${elsewhere.quoteId}/bind/additionalInformation`,
          { answers: answersFor('renters', 'additionalInformation') },
          dwellingStatesOff,
        )
      ).statusCode,
    ).toBe(409);
    const home = await quoteWith('home', dwellingSections());
    expect(home.allowBind).toBe(false);
  });

  it('keeps an auto quote with EAS offerings to the phone when the EAS flag is off', async () => {
    const quote = await quoteWith('auto', autoSections(), customer(), dwellingStatesOff);
    expect(quote.rating?.easOfferings.length).toBeGreaterThan(0);
    expect(quote.allowBind).toBe(false);
  });

  it('refuses a bind step with unanswered questions (400) and a bind before every step', async () => {
    const quote = await quoteWith('auto', autoSections());
    expect((await put(`/quotes/${quote.quoteId}/bind/drivers`, { answers: {} })).statusCode).toBe(400);
    expect((await put(`/quotes/${quote.quoteId}/bind/tenants`, { answers: {} })).statusCode).toBe(400);
    expect((await post(`/quotes/${quote.quoteId}/bind`, { answers: {} })).statusCode).toBe(400);
  });

  const questionCases = bindQuestions.flatMap((q) =>
    (Object.keys(q.askedIn) as BindLine[]).map((line) => [q.knockout, line, q.code, q.askedIn[line]!] as const),
  );
  it.each(questionCases)('bind knockout %s (%s) from question %s in the %s step', async (code, line, question, knockoutStep) => {
    const on = gatewayOf(line);
    const quote = await quoteWith(line, line === 'auto' ? autoSections() : dwellingSections(), customer(), on);
    const q = bindQuestions.find((b) => b.code === question)!;
    for (const step of bindSteps[line]) {
      const answers = answersFor(line, step, step === knockoutStep ? { [question]: q.knockoutAnswer } : {});
      const saved = asQuote((await put(`/quotes/${quote.quoteId}/bind/${step}`, { answers }, on)).json());
      if (step === knockoutStep) {
        expect(saved.knockout?.code).toBe(code);
        expect(saved.status).toBe('knockedOut');
        return;
      }
    }
    throw new Error('question not reached');
  });

  it.each(['home', 'condo'] as const)('binds %s through the homeowners and mortgage steps when its form binds online', async (line) => {
    const quote = await quoteWith(line, dwellingSections(), customer(), everyDwellingForm);
    expect(quote.allowBind).toBe(true);
    expect(bindSteps[line]).toEqual(['additionalInformation', 'policyOwners', 'homeowners', 'mortgage']);
    const bound = await bindAll(quote, line, everyDwellingForm);
    expect(bound.statusCode).toBe(200);
    const policyNumber: string = bound.json().policies[0].policyNumber;
    expect(
      await database.db.selectFrom('policies').select('line_of_business').where('policy_number', '=', policyNumber).executeTakeFirst(),
    ).toEqual({ line_of_business: line });
    expect(
      await database.db
        .selectFrom('insured_properties')
        .select('dwelling_type')
        .where('policy_number', '=', policyNumber)
        .executeTakeFirst(),
    ).toEqual({ dwelling_type: line === 'home' ? 'HO3' : 'HO6' });
  });

  describe("the mortgage step's lender", () => {
    const lender = (loanNumber = '0045821937', name = 'Huntington National Bank ISAOA/ATIMA') => ({
      name,
      loanNumber,
      address: { line1: 'PO Box 7044', line2: null, city: 'Troy', state: 'MI', zip: '48007' },
    });
    /** A home quote through the steps before the mortgage step. */
    async function atMortgageStep(on = everyDwellingForm) {
      const quote = await quoteWith('home', dwellingSections(), customer(), on);
      for (const step of bindSteps.home.filter((s) => s !== lenderStep)) {
        expect((await put(`/quotes/${quote.quoteId}/bind/${step}`, { answers: answersFor('home', step) }, on)).statusCode).toBe(200);
      }
      return quote;
    }
    const mortgageStep = (quote: Quote, body: object, on = everyDwellingForm) =>
      put(`/quotes/${quote.quoteId}/bind/${lenderStep}`, body, on);
    const withMortgage = answersFor('home', lenderStep, { hasMortgage: true });

    it("keeps the lender with the quote (the loan number by its last four) and makes it the bound policy's mortgagee, loan number in full", async () => {
      const quote = await atMortgageStep();
      const saved = await mortgageStep(quote, { answers: withMortgage, lenders: [lender()] });
      expect(saved.statusCode).toBe(200);
      expect(asQuote(saved.json()).mortgagees).toEqual([
        { position: 1, name: 'Huntington National Bank ISAOA/ATIMA', loanLastFour: '1937', address: lender().address },
      ]);
      expect(saved.body).not.toContain('0045821937');
      const bound = await post(`/quotes/${quote.quoteId}/bind`, { answers: {} }, everyDwellingForm);
      expect(bound.statusCode).toBe(200);
      expect(bound.json().quote.mortgagees).toHaveLength(1);
      const policyNumber: string = bound.json().policies[0].policyNumber;
      expect(
        await database.db
          .selectFrom('mortgagees')
          .select(['position', 'name', 'loan_number', 'line1', 'city', 'state', 'zip'])
          .where('policy_number', '=', policyNumber)
          .execute(),
      ).toEqual([
        {
          position: 1,
          name: 'Huntington National Bank ISAOA/ATIMA',
          loan_number: '0045821937',
          line1: 'PO Box 7044',
          city: 'Troy',
          state: 'MI',
          zip: '48007',
        },
      ]);
    });

    it('binds a home without a mortgage with no mortgagee, and a no after a yes drops the lender', async () => {
      const quote = await atMortgageStep();
      expect((await mortgageStep(quote, { answers: withMortgage, lenders: [lender()] })).statusCode).toBe(200);
      const saved = await mortgageStep(quote, { answers: answersFor('home', lenderStep) });
      expect(asQuote(saved.json()).mortgagees).toBeUndefined();
      const policyNumber: string = (await post(`/quotes/${quote.quoteId}/bind`, { answers: {} }, everyDwellingForm)).json().policies[0]
        .policyNumber;
      expect(await database.db.selectFrom('mortgagees').select('name').where('policy_number', '=', policyNumber).execute()).toEqual([]);
    });

    it.each([
      [
        'no mortgage answer',
        { answers: questionsOf('home', lenderStep).reduce((a, q) => ({ ...a, [q.code]: false }), {}) },
        'Please answer: hasMortgage.',
      ],
      ['a mortgage and no lender', { answers: withMortgage }, 'lenders: Missing required field'],
      [
        'no mortgage and a lender',
        { answers: answersFor('home', lenderStep), lenders: [lender()] },
        'A home without a mortgage has no lender.',
      ],
      [
        'more lenders than RemoveLenderMaximumLendersAllowed (1)',
        { answers: withMortgage, lenders: [lender(), lender('7730219548', 'Fifth Third Bank')] },
        'A policy bought online names at most 1 lender.',
      ],
      [
        'a loan number the mask cannot type',
        { answers: withMortgage, lenders: [lender('0045 8219')] },
        'lenders[0].loanNumber: Please provide a valid response',
      ],
      ['a blank lender name', { answers: withMortgage, lenders: [lender(undefined, ' ')] }, 'lenders[0].name: Missing required field'],
      [
        'a lender ZIP code of 4 digits',
        { answers: withMortgage, lenders: [{ ...lender(), address: { ...lender().address, zip: '4800' } }] },
        'lenders[0].address.zip: Please enter a valid ZIP code',
      ],
    ])('answers %s with 400 and a message', async (_case, body, message) => {
      const quote = await atMortgageStep();
      const refused = await mortgageStep(quote, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    });

    it('refuses a lender without its address (io-ts) and a lender on another step', async () => {
      const quote = await atMortgageStep();
      const { address: _address, ...noAddress } = lender();
      expect((await mortgageStep(quote, { answers: withMortgage, lenders: [noAddress] })).statusCode).toBe(400);
      const other = await put(
        `/quotes/${quote.quoteId}/bind/homeowners`,
        { answers: answersFor('home', 'homeowners'), lenders: [lender()] },
        everyDwellingForm,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe('The homeowners step takes no lender.');
    });

    it('takes as many lenders as RemoveLenderMaximumLendersAllowed allows', async () => {
      const twoLenders = await gateway(database.db, {
        env: {
          SETTING_BindOnlineDwellingStates: 'OH',
          SETTING_BindOnlineDwellingForms: 'HO3',
          SETTING_RemoveLenderMaximumLendersAllowed: '2',
        },
      });
      try {
        const quote = await atMortgageStep(twoLenders);
        const saved = await mortgageStep(
          quote,
          { answers: withMortgage, lenders: [lender(), lender('LN-7730-219548', 'Fifth Third Bank')] },
          twoLenders,
        );
        expect(asQuote(saved.json()).mortgagees?.map((m) => [m.position, m.loanLastFour])).toEqual([
          [1, '1937'],
          [2, '9548'],
        ]);
      } finally {
        await twoLenders.close();
      }
    });
  });

  it('keeps home and condo binds to the phone by default (dwelling bind only for HO4), and refuses steps of another line', async () => {
    const home = await quoteWith('home', dwellingSections());
    expect(home.allowBind).toBe(false);
    expect((await put(`/quotes/${home.quoteId}/bind/homeowners`, { answers: answersFor('home', 'homeowners') })).statusCode).toBe(409);
    const condo = await quoteWith('condo', dwellingSections(), customer(), everyDwellingForm);
    expect((await put(`/quotes/${condo.quoteId}/bind/tenants`, { answers: {} }, everyDwellingForm)).statusCode).toBe(400);
    const renters = await quoteWith('renters', dwellingSections());
    expect((await put(`/quotes/${renters.quoteId}/bind/mortgage`, { answers: answersFor('home', 'mortgage') })).statusCode).toBe(400);
  });

  it('knocks out a home bind in a wildfire territory too', async () => {
    const wildfireApp = await gateway(database.db, {
      env: { SETTING_BindOnlineDwellingStates: 'CA', SETTING_BindOnlineDwellingForms: 'HO3' },
    });
    try {
      const quote = await quoteWith('home', dwellingSections('95701', 'CA'), customer(), wildfireApp);
      const saved = asQuote(
        (
          await put(
            `/quotes/${quote.quoteId}/bind/additionalInformation`,
            { answers: answersFor('home', 'additionalInformation') },
            wildfireApp,
          )
        ).json(),
      );
      expect(saved.knockout?.code).toBe('WILDFIRE_RISK');
    } finally {
      await wildfireApp.close();
    }
  });

  it.each([
    ['GREENLIGHT_RED_YELLOW', 'Amberlight'],
    ['BIND_FACILITY_RISK', 'Facility'],
    ['CLAIMS_REPORT_INCIDENTS', 'Claimsreport'],
    ['NO_CREDIT_RESULTS', 'Nocredit'],
  ])('report-based bind knockout %s when the additional information is saved', async (code, lastName) => {
    const quote = await quoteWith('renters', dwellingSections(), customer(lastName, demoApplicantBirthDate));
    const saved = asQuote(
      (
        await put(`/quotes/${quote.quoteId}/bind/additionalInformation`, { answers: answersFor('renters', 'additionalInformation') })
      ).json(),
    );
    expect(saved.knockout?.code).toBe(code);
  });

  it('knocks out a renters bind in a wildfire territory', async () => {
    const wildfireApp = await gateway(database.db, { env: { SETTING_BindOnlineDwellingStates: 'CA' } });
    try {
      const quote = await quoteWith('renters', { ...dwellingSections('95701', 'CA') }, customer(), wildfireApp);
      const saved = asQuote(
        (
          await put(
            `/quotes/${quote.quoteId}/bind/additionalInformation`,
            { answers: answersFor('renters', 'additionalInformation') },
            wildfireApp,
          )
        ).json(),
      );
      expect(saved.knockout?.code).toBe('WILDFIRE_RISK');
    } finally {
      await wildfireApp.close();
    }
  });
});
