import { rateQuote, driverFactor, yearsBetween, isSafeDriverHousehold } from '../../server/quoting/rating';
import { findKnockout, cleanReport } from '../../server/quoting/knockouts';
import { quoteLife, termsOffered, bodyMassIndex } from '../../server/quoting/life';
import { autoCoverages, vehicleAgeFactors, motorcycleClasses } from '../../config/rating/auto';
import { ageFactors, bandFactor, incidentFactors, yearsLicensedFactors } from '../../config/rating/drivers';
import { territoryOf } from '../../config/rating/territories';
import { constructionFactors, protectionClassFactors, dwellingCoverages } from '../../config/rating/dwelling';
import type { QuoteSections } from '../../src/contract/quoting';

const today = '2026-11-22';
const address = (zip = '43215') => ({ line1: '1 Main St', city: 'Columbus', state: 'OH', zip, effectiveDate: '2026-12-01' });
const driver = (dateOfBirth = '1980-01-01', yearsLicensed = 20) => ({
  firstName: 'A',
  lastName: 'B',
  dateOfBirth,
  licenseState: 'OH',
  yearsLicensed,
});
const history = (accidents = 0, violations = 0) => ({ accidents, violations, majorViolation: false, sdipPoints: 0 });
const vehicle = (year = 2020) => ({ year, make: 'Honda', model: 'Accord', vin: '1HGCV1F34LA000001', use: 'commute' as const });
const auto = (change: Partial<QuoteSections> = {}): QuoteSections => ({
  customer: { firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', email: 'a@b.co', phone: '6145550100' },
  address: address(),
  driver: { drivers: [driver()] },
  vehicle: { vehicles: [vehicle()] },
  drivingHistory: { drivers: [history()] },
  priorInsurance: { hasPriorInsurance: true, bodilyInjuryLimits: '100/300' },
  discounts: { paperless: false, payInFull: false },
  ...change,
});
const premium = (sections: QuoteSections, code: string, choices = {}) =>
  rateQuote('auto', sections, choices, today).coverages.find((c) => c.code === code)!.premiumCents;

describe('auto rating, rule by rule', () => {
  it('base rate x territory x driver x vehicle age x use x option, rounded to cents', () => {
    const bi = autoCoverages.find((c) => c.code === 'BI')!;
    const expected = Math.round(
      bi.baseRateCents * territoryOf('43215').autoFactor * 1.0 * bandFactor(vehicleAgeFactors, 2026 - 2020) * 1.0 * 1.0,
    );
    expect(premium(auto(), 'BI')).toBe(expected);
  });

  it('territory by ZIP prefix (unknown ZIPs use the default territory)', () => {
    const detroit = premium(auto({ address: address('48201') }), 'BI');
    const columbus = premium(auto(), 'BI');
    expect(detroit / columbus).toBeCloseTo(territoryOf('48201').autoFactor / territoryOf('43215').autoFactor, 2);
    expect(territoryOf('99999').code).toBe('T-STD');
  });

  it('driver age: a 19-year-old costs the young-driver factor', () => {
    const young = driverFactor(auto({ driver: { drivers: [driver('2007-06-01', 20)] } }), '2026-12-01');
    expect(young).toBeCloseTo(bandFactor(ageFactors, 19));
  });

  it('years licensed and incidents multiply; the highest driver rates the household', () => {
    const sections = auto({
      driver: { drivers: [driver(), driver('1985-01-01', 4)] },
      drivingHistory: { drivers: [history(), history(1, 0)] },
    });
    expect(driverFactor(sections, '2026-12-01')).toBeCloseTo(bandFactor(yearsLicensedFactors, 4) * bandFactor(incidentFactors, 1));
  });

  it('vehicle age: an older vehicle costs less', () => {
    expect(premium(auto({ vehicle: { vehicles: [vehicle(2010)] } }), 'COLL')).toBeLessThan(premium(auto(), 'COLL'));
  });

  it('limits and deductibles: higher limits cost more, higher deductibles less, no coverage nothing', () => {
    expect(premium(auto(), 'BI', { 'auto.BI': '250/500' })).toBeGreaterThan(premium(auto(), 'BI'));
    expect(premium(auto(), 'COLL', { 'auto.COLL': '1000' })).toBeLessThan(premium(auto(), 'COLL'));
    expect(premium(auto(), 'COLL', { 'auto.COLL': 'none' })).toBe(0);
  });

  it('motorcycle class factor applies', () => {
    const sections = auto({ vehicle: { vehicles: [{ ...vehicle(), vehicleClass: 'sport' }] } });
    const bike = rateQuote('motorcycle', sections, {}, today).coverages.find((c) => c.code === 'BI')!.premiumCents;
    expect(bike / premium(auto(), 'BI')).toBeCloseTo(motorcycleClasses.find((c) => c.code === 'sport')!.factor, 2);
  });

  it('discounts: safe driver for clean experienced households, paperless and pay in full when chosen, multi-policy on a bundle', () => {
    expect(isSafeDriverHousehold(auto())).toBe(true);
    expect(isSafeDriverHousehold(auto({ drivingHistory: { drivers: [history(1)] } }))).toBe(false);
    const all = rateQuote('auto', auto({ discounts: { paperless: true, payInFull: true } }), {}, today);
    expect(all.discounts.map((d) => d.code)).toEqual(['PAPERLESS', 'PAY_IN_FULL', 'SAFE_DRIVER']);
    const gross = all.coverages.reduce((s, c) => s + c.premiumCents, 0);
    expect(all.totalCents).toBe(gross - all.discounts.reduce((s, d) => s + d.amountCents, 0));
    expect(all.discounts[0]!.amountCents).toBe(Math.round(gross * 0.03));
    const bundle = rateQuote(
      'bundle',
      {
        ...auto(),
        property: {
          units: 1,
          yearBuilt: 1990,
          construction: 'frame',
          coverageAmountCents: 200_000_00,
          rentedToOthers: false,
          needsRetrofit: false,
        },
        homeHistory: { lossClaims: 0 },
      },
      {},
      today,
    );
    expect(bundle.discounts.filter((d) => d.code === 'MULTI_POLICY')).toHaveLength(2);
    expect(bundle.lines.map((l) => [l.line, l.termMonths])).toEqual([
      ['auto', 6],
      ['home', 12],
    ]);
  });

  it('is deterministic', () => {
    expect(rateQuote('auto', auto(), {}, today)).toEqual(rateQuote('auto', auto(), {}, today));
  });
});

describe('dwelling rating, rule by rule', () => {
  const home = (change: Partial<NonNullable<QuoteSections['property']>> = {}, zip = '43215'): QuoteSections => ({
    address: address(zip),
    property: {
      units: 1,
      yearBuilt: 1990,
      construction: 'frame',
      coverageAmountCents: 300_000_00,
      rentedToOthers: false,
      needsRetrofit: false,
      ...change,
    },
    homeHistory: { lossClaims: 0 },
    discounts: { paperless: false, payInFull: false },
  });
  const dwelling = (sections: QuoteSections, choices = {}) =>
    rateQuote('home', sections, choices, today).coverages.find((c) => c.code === 'DWELLING')!.premiumCents;

  it('amount / 1000 x rate x construction x protection class x territory x deductible', () => {
    const row = dwellingCoverages.find((c) => c.code === 'DWELLING')!;
    const t = territoryOf('43215');
    expect(dwelling(home())).toBe(
      Math.round(
        300 *
          row.ratePerThousandCents!.home! *
          constructionFactors.frame! *
          protectionClassFactors[t.protectionClass!]! *
          t.dwellingFactor *
          1.0,
      ),
    );
  });
  it('coverage amount, construction, protection class and deductible each move the price', () => {
    expect(dwelling(home({ coverageAmountCents: 600_000_00 }))).toBeGreaterThan(dwelling(home()));
    expect(dwelling(home({ construction: 'masonry' }))).toBeLessThan(dwelling(home()));
    expect(dwelling(home({}, '95701'))).toBeGreaterThan(dwelling(home()));
    expect(dwelling(home(), { 'home.DWELLING': '2500' })).toBeLessThan(dwelling(home()));
  });
  it('renters insure personal property only, with liability and medical', () => {
    expect(rateQuote('renters', home(), {}, today).coverages.map((c) => c.code)).toEqual(['PERSONAL_PROPERTY', 'LIABILITY', 'MEDICAL']);
  });
});

describe('knockout rules', () => {
  it('hold only for their quote types', () => {
    const sections = auto({ priorInsurance: { hasPriorInsurance: false } });
    expect(findKnockout({ quoteType: 'auto', sections, report: cleanReport, alreadyCustomer: false })?.code).toBe('NO_PRIOR_INSURANCE');
    expect(
      findKnockout({
        quoteType: 'motorcycle',
        sections: { ...sections, vehicle: { vehicles: [{ ...vehicle(), vehicleClass: 'cruiser' }] } },
        report: cleanReport,
        alreadyCustomer: false,
      }),
    ).toBeNull();
  });
  it('use thresholds at their edges: 2 incidents pass, 3 fail; SDIP 7 passes, 8 fails; 3 years licensed pass', () => {
    const ko = (s: QuoteSections) =>
      findKnockout({ quoteType: 'auto', sections: s, report: cleanReport, alreadyCustomer: false })?.code ?? null;
    expect(ko(auto({ drivingHistory: { drivers: [history(1, 1)] } }))).toBeNull();
    expect(ko(auto({ drivingHistory: { drivers: [history(2, 1)] } }))).toBe('ACCIDENTS_VIOLATIONS');
    expect(ko(auto({ drivingHistory: { drivers: [{ ...history(), sdipPoints: 7 }] } }))).toBeNull();
    expect(ko(auto({ driver: { drivers: [driver('1980-01-01', 3)] } }))).toBeNull();
    expect(ko(auto({ priorInsurance: { hasPriorInsurance: true, bodilyInjuryLimits: '50/100' } }))).toBeNull();
  });
});

describe('life rating', () => {
  const input = {
    dateOfBirth: '1990-01-01',
    sex: 'male' as 'male' | 'female',
    heightInches: 70,
    weightPounds: 170,
    tobacco: false,
    state: 'OH',
    lastName: 'B',
    health: 'excellent' as const,
    coverageAmountCents: 250_000_00,
  };
  it('prices every term offered; tobacco and a standard health class cost more; women less', () => {
    const base = quoteLife(input, today);
    if (base.kind !== 'quoted') throw new Error('expected a quote');
    const monthly = (x: typeof input) => {
      const o = quoteLife(x, today);
      return o.kind === 'quoted' ? o.premiums[1]!.monthlyPremiumCents : NaN;
    };
    expect(base.premiums.map((p) => p.termYears)).toEqual([10, 20, 30]);
    expect(monthly({ ...input, tobacco: true })).toBeGreaterThan(base.premiums[1]!.monthlyPremiumCents);
    expect(monthly({ ...input, health: 'good' as never })).toBeGreaterThan(base.premiums[1]!.monthlyPremiumCents);
    expect(monthly({ ...input, sex: 'female' })).toBeLessThan(base.premiums[1]!.monthlyPremiumCents);
  });
  it('offers only terms that end by 85, and computes BMI', () => {
    expect(termsOffered(60)).toEqual([10, 20]);
    expect(termsOffered(76)).toEqual([]);
    expect(bodyMassIndex(70, 170)).toBeCloseTo(24.4, 1);
    expect(yearsBetween('1990-12-02', '2026-12-01')).toBe(35);
  });
});
