import { isRight } from 'fp-ts/lib/Either';
import { PolicyDetails, PoliciesSummary } from '../../src/contract/policies';
import { customerGateway, demoCustomers } from './support/gateway';

const customers = customerGateway([...demoCustomers, 'mfa.customer']);

const get = (url: string, loginId: string) => customers.app.inject({ url, headers: customers.as(loginId) });
const details = async (policyNumber: string, loginId: string) => {
  const response = await get(`/api/policies/${policyNumber}/details`, loginId);
  expect(response.statusCode).toBe(200);
  const decoded = PolicyDetails.decode(response.json());
  if (!isRight(decoded)) throw new Error('policy details do not match the contract');
  return decoded.right;
};

describe('policy details', () => {
  it('gives an auto policy its vehicles, drivers, per-vehicle coverages and deductibles, and discounts', async () => {
    const auto = await details('C4M7X2-1001', 'mutual.customer');
    expect(auto.summary).toMatchObject({ policyNumber: 'C4M7X2-1001', lineOfBusiness: 'auto', status: 'active' });
    expect(auto.vehicles.map((v) => `${v.year} ${v.make} ${v.model}`)).toEqual(['2021 Toyota Camry', '2019 Honda CR-V']);
    expect(auto.drivers).toEqual([
      { name: 'Daniel Whitaker', relationship: 'named insured', licenseState: 'OH', licenseLastFour: '2913' },
      { name: 'Susan Whitaker', relationship: 'spouse', licenseState: 'OH', licenseLastFour: '0482' },
    ]);
    expect(auto.namedInsureds).toEqual(['Daniel R Whitaker', 'Susan Whitaker']);
    const collision = auto.coverages.filter((c) => c.code === 'COLL');
    expect(collision.map((c) => [c.vehicleId, c.deductibleCents])).toEqual([
      ['V10001', 50000],
      ['V10002', 50000],
    ]);
    expect(auto.discounts.map((d) => d.name)).toEqual(['Multi-policy', 'Safe driver', 'Anti-theft device']);
    expect(auto.property).toBeNull();
    expect(auto.life).toBeNull();
    // License numbers never leave the gateway whole.
    expect(JSON.stringify(auto)).not.toContain('RW482913');
  });

  it('gives a home policy its dwelling, coverages A to F and mortgagee (loan number by its last four)', async () => {
    const home = await details('H8Q3R5-2002', 'mutual.customer');
    expect(home.property).toEqual({
      address: { line1: '1427 Maple Ridge Dr', line2: null, city: 'Columbus', state: 'OH', zip: '43221' },
      yearBuilt: 1996,
      dwellingType: 'Single-family home',
    });
    expect(home.coverages.map((c) => c.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(home.mortgagees).toEqual([
      expect.objectContaining({ position: 1, name: 'Huntington National Bank ISAOA/ATIMA', loanLastFour: '1937' }),
    ]);
    expect(JSON.stringify(home)).not.toContain('0045821937');
  });

  it('gives a life policy its face amount, term and beneficiaries', async () => {
    const life = await details('L-204518736', 'life.customer');
    expect(life.life).toEqual({
      product: 'Term 20',
      faceAmountCents: 50000000,
      termYears: 20,
      insuredName: 'Patricia Nguyen',
      beneficiaries: [
        { kind: 'primary', name: 'Michael Nguyen', relationship: 'spouse', sharePercent: 100 },
        { kind: 'contingent', name: 'Emily Nguyen', relationship: 'daughter', sharePercent: 50 },
        { kind: 'contingent', name: 'Ryan Nguyen', relationship: 'son', sharePercent: 50 },
      ],
    });
  });

  it('gives umbrella, motorcycle, condo and boat policies their own parts', async () => {
    const umbrella = await details('U3J6P8-3005', 'both.customer');
    expect(umbrella.coverages.map((c) => c.code)).toEqual(['UMB', 'UMUIM']);
    const motorcycle = await details('M5V8N1-3004', 'both.customer');
    expect(motorcycle.vehicles[0]).toMatchObject({ make: 'Harley-Davidson', vin: '1HD1KBC19LB614027' });
    expect(motorcycle.coverages.some((c) => c.code === 'ACC')).toBe(true);
    const boat = await details('K9B2F6-5004', 'mfa.customer');
    expect(boat.watercraft).toEqual([{ year: 2019, make: 'Boston Whaler', model: '170 Montauk', hullId: 'BWCE4417J819', lengthFeet: 17 }]);
    expect(boat.discounts.map((d) => d.code)).toEqual(['BOATCOURSE', 'MULTI']);
    const condo = await details('K9B2F6-5003', 'mfa.customer');
    expect(condo.property?.dwellingType).toBe('Condominium unit');
  });

  // What each line of business may cover: a motorcycle never lists a car's rental reimbursement.
  const coveragesOfLine: Record<string, readonly string[]> = {
    auto: ['BI', 'PD', 'UM', 'MED', 'COMP', 'COLL', 'RENT', 'TOW'],
    motorcycle: ['BI', 'PD', 'UM', 'MED', 'COMP', 'COLL', 'TOW', 'ACC'],
    home: ['A', 'B', 'C', 'D', 'E', 'F'],
    condo: ['A', 'C', 'D', 'E', 'F', 'LA'],
    renters: ['C', 'D', 'E', 'F'],
    umbrella: ['UMB', 'UMUIM'],
    marine: ['HULL', 'PI', 'TOWING'],
    life: [],
  };

  it('every seeded policy: its coverages less its discounts are its premium to the cent, and it covers only what its line covers', async () => {
    const { db } = customers.database;
    const policies = await db.selectFrom('policies').select(['policy_number', 'line_of_business', 'premium_cents']).execute();
    expect(policies.length).toBeGreaterThan(10);
    for (const p of policies) {
      const coverages = await db
        .selectFrom('coverages')
        .select(['code', 'premium_cents'])
        .where('policy_number', '=', p.policy_number)
        .execute();
      const discounts = await db.selectFrom('discounts').select('amount_cents').where('policy_number', '=', p.policy_number).execute();
      if (p.line_of_business === 'life') {
        expect(coverages).toEqual([]);
        continue;
      }
      const net = coverages.reduce((sum, c) => sum + c.premium_cents, 0) - discounts.reduce((sum, d) => sum + d.amount_cents, 0);
      expect({ policy: p.policy_number, net }).toEqual({ policy: p.policy_number, net: p.premium_cents });
      for (const c of coverages)
        expect([p.policy_number, coveragesOfLine[p.line_of_business]]).toEqual([p.policy_number, expect.arrayContaining([c.code])]);
    }
  });

  it('the pages show the same: auto C4M7X2-1001, the motorcycle and the umbrella add up to their premiums', async () => {
    for (const [policyNumber, loginId] of [
      ['C4M7X2-1001', 'mutual.customer'],
      ['M5V8N1-3004', 'both.customer'],
      ['U3J6P8-3005', 'both.customer'],
    ] as const) {
      const policy = await details(policyNumber, loginId);
      const net =
        policy.coverages.reduce((sum, c) => sum + c.premiumCents, 0) - policy.discounts.reduce((sum, d) => sum + d.amountCents, 0);
      expect(net).toBe(policy.summary.premiumCents);
      expect(policy.coverages.some((c) => c.name === 'Rental reimbursement')).toBe(policy.summary.lineOfBusiness === 'auto');
    }
  });

  it.each(['summary', 'details', 'payment-plans'])(
    "answers %s with 404, never data, for another party's policy and for malformed numbers",
    async (call) => {
      for (const [policy, loginId] of [
        ['H8Q3R5-2002', 'life.customer'],
        ['L-204518736', 'mutual.customer'],
        ['R1F6H3-2871', 'mutual.customer'],
        ['NOT-A-POLICY', 'mutual.customer'],
        ['C4M7X2-10011', 'mutual.customer'],
        ["C4M7X2-1001'%20or%201=1--", 'mutual.customer'],
        ['%00', 'mutual.customer'],
      ] as const) {
        const response = await get(`/api/policies/${policy}/${call}`, loginId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that policy.' });
      }
    },
  );

  it('accepts a lower-case policy number as the same policy', async () => {
    expect((await details('c4m7x2-1001', 'mutual.customer')).summary.policyNumber).toBe('C4M7X2-1001');
  });

  it('lists the archived (expired) renters policy with the rest, with its own details and declarations, and no ID cards', async () => {
    const response = await get('/api/policies/summary', 'both.customer');
    const summary = PoliciesSummary.decode(response.json());
    if (!isRight(summary)) throw new Error('summary does not decode');
    const archived = summary.right.policies.find((p) => p.policyNumber === 'R1F6H3-2871');
    const current = summary.right.policies.find((p) => p.policyNumber === 'R2T9K4-3003');
    expect(archived).toMatchObject({
      status: 'expired',
      lineOfBusiness: 'renters',
      description: '415 S Craig St Apt 2, Pittsburgh, PA 15213',
    });
    expect(archived?.expirationDate).toBe(current?.effectiveDate);
    const old = await details('R1F6H3-2871', 'both.customer');
    expect(old.coverages.map((c) => [c.code, c.limits])).toEqual(
      expect.arrayContaining([
        ['C', '$20,000'],
        ['E', '$100,000 each occurrence'],
      ]),
    );
    const documents = (await get('/api/documents', 'both.customer')).json().documents as { documentId: string }[];
    expect(documents.map((d) => d.documentId)).toContain('dec-R1F6H3-2871');
    expect((await get('/api/policies/R1F6H3-2871/details', 'mutual.customer')).statusCode).toBe(404);
    expect((await get('/api/id-cards', 'both.customer')).json().cards.map((c: { policyNumber: string }) => c.policyNumber)).not.toContain(
      'R1F6H3-2871',
    );
  });

  it('refuses a caller without a token', async () => {
    expect((await customers.app.inject({ url: '/api/policies/C4M7X2-1001/details' })).statusCode).toBe(401);
  });
});
