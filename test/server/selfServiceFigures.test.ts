import fc from 'fast-check';
import { sql } from 'kysely';
import { documentFile } from '../../server/documents/library';
import { vinCheckDigit } from '../../src/shared/vin';
import { businessToday } from '../../src/validation/dates';
import { customerGateway } from './support/gateway';
import { pdfText } from './support/pdfText';

// The figures of a policy agree to the cent after any sequence of self-service changes: its coverage lines less
// its discounts are its premium for the term, the billed installments of the term add up to that premium, the
// amended declarations print the same premium and lines, an added vehicle never lowers the premium, and a
// vehicle is bound at the price it was quoted.

const customers = customerGateway(['mutual.customer']);
const auto = 'C4M7X2-1001';
const home = 'H8Q3R5-2002';
const partyId = 'P100001';
const today = businessToday(new Date());
jest.setTimeout(120_000);

let keys = 0;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, keyed = false) =>
  customers.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...customers.as('mutual.customer'), ...(keyed ? { 'idempotency-key': `figures-${++keys}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Details {
  summary: { premiumCents: number };
  coverages: { premiumCents: number }[];
  discounts: { amountCents: number }[];
  vehicles: { vehicleId: string }[];
}

/** What billing carries for the policy's term: its installments (superseded ones apart) and the changes billed as ledger rows. */
async function billedFor(policyNumber: string): Promise<number> {
  const { db } = customers.database;
  const installments = await db
    .selectFrom('billing_installments')
    .select(sql<number>`coalesce(sum(amount_cents + discount_cents), 0)::integer`.as('cents'))
    .where('policy_number', '=', policyNumber)
    .where('status', '<>', 'superseded')
    .executeTakeFirstOrThrow();
  const changes = await db
    .selectFrom('billing_transactions')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::integer`.as('cents'))
    .where('policy_number', '=', policyNumber)
    .where('source_key', 'like', 'endorsement:%')
    .executeTakeFirstOrThrow();
  return Number(installments.cents) + Number(changes.cents);
}

async function detailsOf(policyNumber: string): Promise<Details> {
  const response = await send('GET', `/policies/${policyNumber}/details`);
  expect(response.statusCode).toBe(200);
  return response.json() as Details;
}

/** Every figure of the policy agrees: lines less discounts, billing, the latest amended declarations. */
async function expectFiguresAgree(policyNumber: string, documentId: string | null) {
  const details = await detailsOf(policyNumber);
  const lines = details.coverages.reduce((sum, c) => sum + c.premiumCents, 0);
  const discounts = details.discounts.reduce((sum, d) => sum + d.amountCents, 0);
  expect(lines - discounts).toBe(details.summary.premiumCents);
  expect(await billedFor(policyNumber)).toBe(details.summary.premiumCents);
  if (documentId) {
    const file = await documentFile(customers.database.db, partyId, documentId, today);
    const text = pdfText(file!.bytes);
    expect(text).toContain(`Premium for the term ${money(details.summary.premiumCents)}`);
    for (const c of details.coverages) expect(text).toContain(`premium ${money(c.premiumCents)}`);
  }
  return details;
}

/** A VIN of the given model year that adds up (its check digit computed), unique by its serial. */
function vinOf(year: number, serial: number): string {
  const yearCode = 'ABCDEFGHJKLMNPRSTVWXY123456789'[(year - 1980) % 30]!;
  const draft = `1HGCV1F30${yearCode}A${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

const collision = fc.constantFrom('none', '250', '500', '1000');
const comprehensive = fc.constantFrom('none', '100', '500', '1000');
const vehicleYear = fc.integer({ min: 2012, max: 2025 });

type Step =
  | { kind: 'addVehicle'; byVin: boolean; year: number; coll: string; comp: string }
  | { kind: 'removeVehicle'; pick: number }
  | { kind: 'autoCoverages'; choices: Record<string, string> }
  | { kind: 'homeCoverages'; choices: Record<string, string> };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('addVehicle' as const), byVin: fc.boolean(), year: vehicleYear, coll: collision, comp: comprehensive }),
  fc.record({ kind: fc.constant('removeVehicle' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('autoCoverages' as const),
    choices: fc.record(
      {
        'auto.BI': fc.constantFrom('25/50', '50/100', '100/300', '250/500'),
        'auto.PD': fc.constantFrom('25', '50', '100'),
        'auto.UM': fc.constantFrom('none', '50/100', '100/300'),
        'auto.COLL': collision,
        'auto.COMP': comprehensive,
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    kind: fc.constant('homeCoverages' as const),
    choices: fc.record(
      {
        'home.DWELLING': fc.constantFrom('500', '1000', '2500'),
        'home.OTHER_STRUCTURES': fc.constantFrom('500', '1000', '2500'),
        'home.LIABILITY': fc.constantFrom('100000', '300000', '500000'),
        'home.MEDICAL': fc.constantFrom('1000', '5000'),
      },
      { requiredKeys: [] },
    ),
  }),
);

let serial = 0;

/** Adds a vehicle as the customer would: quoted by year, make and model (or by its VIN), bound with its VIN at the quoted price. */
async function addVehicle(s: Extract<Step, { kind: 'addVehicle' }>) {
  const before = await detailsOf(auto);
  const vin = vinOf(s.year, ++serial);
  const vehicle = {
    year: s.year,
    make: 'Honda',
    model: 'Accord',
    use: 'commute',
    ownership: 'owned',
    purchaseDate: today,
    garagingZip: '43221',
  };
  const choices = { 'auto.COLL': s.coll, 'auto.COMP': s.comp };
  const quoted = await send('POST', `/selfservice/${auto}/vehicles/quote`, {
    effectiveDate: today,
    vehicle: { ...vehicle, vin: s.byVin ? vin : null },
    choices,
  });
  expect(quoted.statusCode).toBe(200);
  const quote = quoted.json() as { currentPremiumCents: number; newPremiumCents: number; premiumChangeCents: number };
  expect(quote.currentPremiumCents).toBe(before.summary.premiumCents);
  expect(quote.newPremiumCents).toBeGreaterThanOrEqual(quote.currentPremiumCents);
  expect(quote.newPremiumCents - quote.currentPremiumCents).toBe(quote.premiumChangeCents);
  const bound = await send(
    'POST',
    `/selfservice/${auto}/vehicles`,
    {
      effectiveDate: today,
      vehicle: { ...vehicle, vin },
      choices,
      answers: { forProfit: false, garagedElsewhere: false, registeredOwner: 'self' },
      lender: null,
      quoted: { newPremiumCents: quote.newPremiumCents },
    },
    true,
  );
  expect(bound.statusCode).toBe(200);
  const { endorsement } = bound.json() as { endorsement: { newPremiumCents: number; premiumChangeCents: number; documentId: string } };
  expect(endorsement.newPremiumCents).toBe(quote.newPremiumCents);
  expect(endorsement.premiumChangeCents).toBe(quote.premiumChangeCents);
  return { policyNumber: auto, documentId: endorsement.documentId };
}

async function apply(s: Step): Promise<{ policyNumber: string; documentId: string } | null> {
  if (s.kind === 'addVehicle') return addVehicle(s);
  if (s.kind === 'removeVehicle') {
    const { vehicles } = await detailsOf(auto);
    if (vehicles.length < 2) return null;
    const vehicle = vehicles[s.pick % vehicles.length]!;
    const removed = await send('POST', `/selfservice/${auto}/vehicles/${vehicle.vehicleId}/removal`, { effectiveDate: today }, true);
    expect(removed.statusCode).toBe(200);
    return { policyNumber: auto, documentId: (removed.json() as { documentId: string }).documentId };
  }
  const policyNumber = s.kind === 'autoCoverages' ? auto : home;
  const body = { effectiveDate: today, choices: s.choices };
  const quote = (await send('POST', `/selfservice/${policyNumber}/coverages/quote`, body)).json() as { newPremiumCents: number };
  const made = await send('PUT', `/selfservice/${policyNumber}/coverages`, body, true);
  expect(made.statusCode).toBe(200);
  const endorsement = made.json() as { newPremiumCents: number; documentId: string };
  expect(endorsement.newPremiumCents).toBe(quote.newPremiumCents);
  return { policyNumber, documentId: endorsement.documentId };
}

it('keeps the premium, the coverage lines less discounts, the billed installments and the amended declarations equal to the cent after any sequence of changes', async () => {
  await expectFiguresAgree(auto, null);
  await expectFiguresAgree(home, null);
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
      for (const s of steps) {
        const changed = await apply(s);
        if (changed) await expectFiguresAgree(changed.policyNumber, changed.documentId);
      }
    }),
    { numRuns: 4, endOnFailure: true },
  );
});

it('adding a vehicle with its collision and comprehensive declined still raises the premium, and touches no line of the other vehicles', async () => {
  const before = await detailsOf(auto);
  const result = await addVehicle({ kind: 'addVehicle', byVin: false, year: 2022, coll: 'none', comp: 'none' });
  const after = await expectFiguresAgree(auto, result.documentId);
  expect(after.summary.premiumCents).toBeGreaterThan(before.summary.premiumCents);
  const perVehicle = (d: Details) =>
    (d as unknown as { coverages: { vehicleId: string | null; code: string; premiumCents: number }[] }).coverages.filter(
      (c) => c.vehicleId,
    );
  expect(perVehicle(after)).toEqual(perVehicle(before));
});
