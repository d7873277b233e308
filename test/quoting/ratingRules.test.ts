import { rateQuote } from '../../server/quoting/rating';
import { quoteLife } from '../../server/quoting/life';
import { autoCoverages, motorcycleClasses, vehicleAgeFactors, vehicleTermMonths, vehicleUseFactors } from '../../config/rating/auto';
import { bodilyInjuryOrder, knockoutLimits } from '../../config/rating/knockouts';
import { cleanReport, findKnockout } from '../../server/quoting/knockouts';
import { ageFactors, bandFactor, incidentFactors, yearsLicensedFactors } from '../../config/rating/drivers';
import { discountRules, newerHomeMaxAgeYears, safeDriverMinYearsLicensed } from '../../config/rating/discounts';
import {
  constructionFactors,
  dwellingCoverages,
  dwellingTermMonths,
  protectionClassFactors,
  type DwellingLine,
} from '../../config/rating/dwelling';
import { territoryOf } from '../../config/rating/territories';
import { healthClasses, lifeBaseRates, lifeFactors, lifeLimits } from '../../config/rating/life';
import type { LifeQuoteInput } from '../../src/contract/lifeQuoting';
import type { QuoteSections, QuoteType } from '../../src/contract/quoting';

// One test per rule of the rating tables (config/rating), each computing its expected value from the
// table itself, so a rule that stops being applied, or is applied twice, fails here.

const today = '2026-11-22';
const effectiveDate = '2026-12-01';
const effectiveYear = 2026;
const address = (zip = '43215') => ({ line1: '1 Main St', city: 'Columbus', state: 'OH', zip, effectiveDate });
const customer = { firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', email: 'a@b.co', phone: '6145550100' };
type Use = 'commute' | 'pleasure' | 'business';
const vehicle = (use: Use = 'commute', year = 2020) => ({ year, make: 'Honda', model: 'Accord', vin: '1HGCV1F34LA000001', use });
const auto = (change: Partial<QuoteSections> = {}): QuoteSections => ({
  customer,
  address: address(),
  driver: { drivers: [{ firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', licenseState: 'OH', yearsLicensed: 20 }] },
  vehicle: { vehicles: [vehicle()] },
  drivingHistory: { drivers: [{ accidents: 0, violations: 0, majorViolation: false, sdipPoints: 0 }] },
  priorInsurance: { hasPriorInsurance: true, bodilyInjuryLimits: '100/300' },
  discounts: { paperless: false, payInFull: false },
  ...change,
});
type Property = NonNullable<QuoteSections['property']>;
const dwelling = (property: Partial<Property> = {}, zip = '43215'): QuoteSections => ({
  customer,
  address: address(zip),
  homeHistory: { lossClaims: 0 },
  discounts: { paperless: false, payInFull: false },
  property: {
    units: 1,
    yearBuilt: 1990,
    construction: 'frame',
    coverageAmountCents: 300_000_00,
    rentedToOthers: false,
    needsRetrofit: false,
    ...property,
  },
});
const rated = (type: QuoteType, sections: QuoteSections, choices = {}) => rateQuote(type, sections, choices, today);
const coverage = (type: QuoteType, sections: QuoteSections, code: string, choices = {}) =>
  rated(type, sections, choices).coverages.find((c) => c.code === code)!;
const row = (code: string) => dwellingCoverages.find((r) => r.code === code)!;
const option = (code: string, option: string) => row(code).options.find((o) => o.code === option)!;

describe('vehicle use (auto.ts vehicleUseFactors)', () => {
  it.each(Object.entries(vehicleUseFactors))('%s multiplies every coverage of the vehicle by %d', (use, factor) => {
    const base = rated('auto', auto()).coverages;
    const used = rated('auto', auto({ vehicle: { vehicles: [vehicle(use as Use)] } })).coverages;
    for (const [index, c] of used.entries()) {
      const unrounded =
        autoCoverages[index]!.baseRateCents *
        territoryOf('43215').autoFactor *
        bandFactor(vehicleAgeFactors, effectiveYear - 2020) *
        factor *
        autoCoverages[index]!.options.find((o) => o.code === autoCoverages[index]!.defaultOption)!.factor;
      expect(c.premiumCents).toBe(Math.round(unrounded));
    }
    expect(used.find((c) => c.code === 'BI')!.premiumCents / base.find((c) => c.code === 'BI')!.premiumCents).toBeCloseTo(
      factor / vehicleUseFactors.commute!,
      3,
    );
  });

  it('rates each vehicle by its own use', () => {
    const two = rated('auto', auto({ vehicle: { vehicles: [vehicle('business'), vehicle('pleasure')] } })).coverages.filter(
      (c) => c.code === 'BI',
    );
    expect(two[0]!.premiumCents / two[1]!.premiumCents).toBeCloseTo(vehicleUseFactors.business! / vehicleUseFactors.pleasure!, 3);
  });
});

describe('vehicle age bands (auto.ts vehicleAgeFactors)', () => {
  it.each([
    [2026, 0],
    [2024, 2],
    [2023, 3],
    [2020, 6],
    [2014, 12],
    [2013, 13],
  ])('a %d vehicle is %d years old on the effective date', (year, age) => {
    const bi = coverage('auto', auto({ vehicle: { vehicles: [vehicle('commute', year)] } }), 'BI').premiumCents;
    expect(bi).toBe(Math.round(autoCoverages[0]!.baseRateCents * territoryOf('43215').autoFactor * bandFactor(vehicleAgeFactors, age)));
  });
});

describe('driver bands (drivers.ts), at their edges', () => {
  const withDriver = (dateOfBirth: string, yearsLicensed: number, incidents = 0) =>
    auto({
      driver: { drivers: [{ firstName: 'A', lastName: 'B', dateOfBirth, licenseState: 'OH', yearsLicensed }] },
      drivingHistory: { drivers: [{ accidents: incidents, violations: 0, majorViolation: false, sdipPoints: 0 }] },
    });
  const bi = (sections: QuoteSections) => coverage('auto', sections, 'BI').premiumCents;
  const expected = (factor: number) =>
    Math.round(autoCoverages[0]!.baseRateCents * territoryOf('43215').autoFactor * bandFactor(vehicleAgeFactors, 6) * factor);

  it.each([
    ['2006-12-01', 20],
    ['2006-12-02', 19],
    ['2001-12-01', 25],
    ['1961-12-01', 65],
    ['1951-12-01', 75],
  ])('age: born %s is %d on the effective date', (born, age) => {
    expect(bi(withDriver(born, 20))).toBe(expected(bandFactor(ageFactors, age)));
  });
  it.each([2, 3, 4, 5, 9, 10])('years licensed: %d', (years) => {
    expect(bi(withDriver('1980-01-01', years))).toBe(expected(bandFactor(yearsLicensedFactors, years)));
  });
  it.each([0, 1, 2])('incidents: %d', (incidents) => {
    expect(bi(withDriver('1980-01-01', 20, incidents))).toBe(expected(bandFactor(incidentFactors, incidents)));
  });
});

describe('dwelling coverage shares (dwelling.ts amountShare)', () => {
  const shared = dwellingCoverages.flatMap((r) =>
    Object.entries(r.amountShare ?? {}).map(([line, share]) => [r.code, line as DwellingLine, share] as const),
  );
  it.each(shared)('%s on a %s policy insures its share of the amount given', (code, line, share) => {
    const sections = dwelling();
    const t = territoryOf('43215');
    const r = row(code);
    const expected =
      ((300_000_00 * share) / 100_000) *
      r.ratePerThousandCents![line]! *
      constructionFactors.frame! *
      protectionClassFactors[t.protectionClass!]! *
      t.dwellingFactor *
      option(code, r.defaultOption).factor;
    expect(coverage(line, sections, code).premiumCents).toBe(Math.round(expected));
  });

  it('other structures cost the share of the dwelling premium their share and rate say', () => {
    const sections = dwelling();
    const ratio = coverage('home', sections, 'OTHER_STRUCTURES').premiumCents / coverage('home', sections, 'DWELLING').premiumCents;
    expect(ratio).toBeCloseTo(
      (row('OTHER_STRUCTURES').amountShare!.home! * row('OTHER_STRUCTURES').ratePerThousandCents!.home!) /
        row('DWELLING').ratePerThousandCents!.home!,
      3,
    );
  });

  it('each line insures only its own coverages', () => {
    for (const line of ['home', 'condo', 'renters'] as const) {
      expect(rated(line, dwelling()).coverages.map((c) => c.code)).toEqual(
        dwellingCoverages.filter((r) => r.lines.includes(line)).map((r) => r.code),
      );
    }
  });
});

describe('flat liability and medical payments (dwelling.ts basis flat)', () => {
  const flat = dwellingCoverages
    .filter((r) => r.basis === 'flat')
    .flatMap((r) => r.options.map((o) => [r.code, o.code, o.factor] as const));
  it.each(flat)('%s %s costs its flat premium x the territory dwelling factor, whatever the amount', (code, choice, premium) => {
    for (const zip of ['43215', '19103', '99999']) {
      for (const amount of [50_000_00, 900_000_00]) {
        const c = coverage('renters', dwelling({ coverageAmountCents: amount }, zip), code, { [`renters.${code}`]: choice });
        expect(c.premiumCents).toBe(Math.round(premium * territoryOf(zip).dwellingFactor));
        expect(c.option).toBe(choice);
      }
    }
  });

  it('construction and protection class do not move a flat premium', () => {
    expect(coverage('home', dwelling({ construction: 'masonry' }, '95701'), 'LIABILITY').premiumCents).toBe(
      Math.round(option('LIABILITY', '300000').factor * territoryOf('95701').dwellingFactor),
    );
  });
});

describe('construction and protection class (dwelling.ts)', () => {
  it.each(Object.entries(constructionFactors))('%s construction', (construction, factor) => {
    const frame = coverage('home', dwelling(), 'DWELLING').premiumCents;
    expect(
      coverage('home', dwelling({ construction: construction as Property['construction'] }), 'DWELLING').premiumCents / frame,
    ).toBeCloseTo(factor, 3);
  });

  it('a territory without a protection class code rates as class 5', () => {
    const t = territoryOf('59701');
    expect(t.protectionClass).toBeNull();
    const expected =
      (300_000_00 / 100_000) *
      row('DWELLING').ratePerThousandCents!.home! *
      constructionFactors.frame! *
      protectionClassFactors[5]! *
      t.dwellingFactor;
    expect(coverage('home', dwelling({}, '59701'), 'DWELLING').premiumCents).toBe(Math.round(expected));
  });
});

describe('discounts (discounts.ts)', () => {
  const percentOf = (code: string) => discountRules.find((d) => d.code === code)!.percent;
  const gross = (type: QuoteType, sections: QuoteSections) => rated(type, sections).coverages.reduce((sum, c) => sum + c.premiumCents, 0);

  it.each([
    [0, true],
    [newerHomeMaxAgeYears, true],
    [newerHomeMaxAgeYears + 1, false],
  ])('newer home: built %d years before the effective year, discounted: %s', (age, discounted) => {
    for (const line of ['home', 'condo'] as const) {
      const sections = dwelling({ yearBuilt: effectiveYear - age });
      const found = rated(line, sections).discounts.find((d) => d.code === 'NEWER_HOME');
      expect(found?.amountCents).toBe(discounted ? Math.round((gross(line, sections) * percentOf('NEWER_HOME')) / 100) : undefined);
    }
  });

  it('newer home never applies to renters', () => {
    expect(rated('renters', dwelling({ yearBuilt: effectiveYear })).discounts.map((d) => d.code)).not.toContain('NEWER_HOME');
  });

  it('pay in full and paperless are their percentage of the line total', () => {
    const sections = dwelling({}, '43215');
    const chosen = { ...sections, discounts: { paperless: true, payInFull: true } };
    const rating = rated('renters', chosen);
    expect(rating.discounts.map((d) => [d.code, d.amountCents])).toEqual([
      ['PAPERLESS', Math.round((gross('renters', chosen) * percentOf('PAPERLESS')) / 100)],
      ['PAY_IN_FULL', Math.round((gross('renters', chosen) * percentOf('PAY_IN_FULL')) / 100)],
    ]);
  });

  it.each([
    [safeDriverMinYearsLicensed - 1, false],
    [safeDriverMinYearsLicensed, true],
  ])('safe driver: licensed %d years, discounted: %s', (years, discounted) => {
    const sections = auto({
      driver: { drivers: [{ firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', licenseState: 'OH', yearsLicensed: years }] },
    });
    expect(rated('auto', sections).discounts.some((d) => d.code === 'SAFE_DRIVER')).toBe(discounted);
  });

  it('multi-policy applies on a bundle only, to each line', () => {
    expect(rated('auto', auto()).discounts.map((d) => d.code)).not.toContain('MULTI_POLICY');
  });

  it('each discount is taken from the undiscounted total, so the total is gross less every discount', () => {
    const sections = { ...dwelling({ yearBuilt: 2020 }), discounts: { paperless: true, payInFull: true } };
    const rating = rated('home', sections);
    const g = gross('home', sections);
    expect(rating.discounts).toHaveLength(3);
    for (const d of rating.discounts) expect(d.amountCents).toBe(Math.round((g * percentOf(d.code)) / 100));
    expect(rating.totalCents).toBe(g - rating.discounts.reduce((s, d) => s + d.amountCents, 0));
  });
});

describe('policy terms and segmentation', () => {
  it('vehicles rate for their term, dwellings for theirs', () => {
    expect(rated('auto', auto()).lines).toEqual([expect.objectContaining({ line: 'auto', termMonths: vehicleTermMonths })]);
    expect(rated('condo', dwelling()).lines).toEqual([expect.objectContaining({ line: 'condo', termMonths: dwellingTermMonths })]);
  });

  it('segments auto by safe driver and dwellings by protection class and construction; EAS offers go to safe drivers', () => {
    expect(rated('auto', auto())).toMatchObject({
      autoSegmentation: 'preferred',
      dwellingSegmentation: '',
      easOfferings: ['accidentForgiveness', 'vanishingDeductible'],
    });
    const risky = auto({ drivingHistory: { drivers: [{ accidents: 1, violations: 0, majorViolation: false, sdipPoints: 0 }] } });
    expect(rated('auto', risky)).toMatchObject({ autoSegmentation: 'standard', easOfferings: [] });
    expect(rated('home', dwelling({ construction: 'masonry' }, '59701')).dwellingSegmentation).toBe('PCnone masonry');
  });
});

describe('the life premium formula (life.ts)', () => {
  const input: LifeQuoteInput = {
    dateOfBirth: '1980-06-01',
    sex: 'female',
    heightInches: 66,
    weightPounds: 150,
    tobacco: true,
    state: 'PA',
    lastName: 'B',
    health: 'good',
    coverageAmountCents: 500_000_00,
  };
  const age = 46;
  const premiums = () => {
    const outcome = quoteLife(input, today);
    if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${outcome.code}`);
    return outcome.premiums;
  };

  it('annual = face / 1000 x rate (age band, term, sex, tobacco, health class) + policy fee; monthly = annual x modal factor', () => {
    const band = lifeBaseRates.find((b) => age <= b.upTo)!;
    for (const p of premiums()) {
      const perThousand =
        (band.rate / 100) *
        lifeFactors.term[p.termYears]! *
        lifeFactors.sex.female! *
        lifeFactors.tobacco.yes! *
        lifeFactors.rateClass[healthClasses.good.rateClass]!;
      const annual = Math.round((500_000_00 / 100_000) * perThousand + lifeFactors.annualPolicyFeeCents);
      expect(p).toEqual({
        termYears: p.termYears,
        annualPremiumCents: annual,
        monthlyPremiumCents: Math.round(annual * lifeFactors.monthlyModal),
      });
    }
  });

  it.each(lifeBaseRates.map((b) => b.upTo).filter((upTo) => upTo >= lifeLimits.minAge))(
    'the age band up to %d rates at its own rate',
    (upTo) => {
      const born = `${2026 - upTo - 1}-12-01`; // turns upTo+1 on 2026-12-01, still upTo on today
      const outcome = quoteLife({ ...input, dateOfBirth: born, sex: 'male', tobacco: false, health: 'excellent' }, today);
      if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${outcome.code}`);
      const rate = lifeBaseRates.find((b) => b.upTo === upTo)!.rate;
      const first = outcome.premiums[0]!;
      expect(first.annualPremiumCents).toBe(
        Math.round((500_000_00 / 100_000) * (rate / 100) * lifeFactors.term[first.termYears]! + lifeFactors.annualPolicyFeeCents),
      );
    },
  );

  it('the premium grows with the face amount, less the fixed policy fee', () => {
    const at = (coverageAmountCents: number) => {
      const o = quoteLife({ ...input, coverageAmountCents }, today);
      return o.kind === 'quoted' ? o.premiums[0]!.annualPremiumCents - lifeFactors.annualPolicyFeeCents : NaN;
    };
    expect(at(1_000_000_00) / at(500_000_00)).toBeCloseTo(2, 3);
  });
});

describe('knockout thresholds (knockouts.ts), at their edges', () => {
  const ko = (type: QuoteType, sections: QuoteSections, report = cleanReport) =>
    findKnockout({ quoteType: type, sections, report, alreadyCustomer: false })?.code ?? null;
  const { maxUnits, maxHomeLossClaims, knockoutTier, halKnockoutScore, minPriorBodilyInjury } = knockoutLimits;

  it('units: the most allowed pass, one more is UNITS_OVER_4', () => {
    expect(ko('home', dwelling({ units: maxUnits }))).toBeNull();
    expect(ko('home', dwelling({ units: maxUnits + 1 }))).toBe('UNITS_OVER_4');
  });
  it('home loss claims: the most allowed pass, one more is HOME_LOSS_CLAIMS, on every dwelling line', () => {
    for (const type of ['home', 'condo', 'renters'] as const) {
      expect(ko(type, { ...dwelling(), homeHistory: { lossClaims: maxHomeLossClaims } })).toBeNull();
      expect(ko(type, { ...dwelling(), homeHistory: { lossClaims: maxHomeLossClaims + 1 } })).toBe('HOME_LOSS_CLAIMS');
    }
  });
  it('tier and HAL: one below passes, the threshold knocks out', () => {
    expect(ko('auto', auto(), { ...cleanReport, tier: knockoutTier - 1 })).toBeNull();
    expect(ko('auto', auto(), { ...cleanReport, tier: knockoutTier })).toBe('TIER_10');
    expect(ko('auto', auto(), { ...cleanReport, halScore: halKnockoutScore - 1 })).toBeNull();
    expect(ko('auto', auto(), { ...cleanReport, halScore: halKnockoutScore })).toBe('HAL_45');
  });
  it('prior bodily injury limits: the minimum passes, any lower is BI_LIMITS_LOW', () => {
    const lower = bodilyInjuryOrder.slice(0, bodilyInjuryOrder.indexOf(minPriorBodilyInjury));
    expect(lower.length).toBeGreaterThan(0);
    for (const limits of lower)
      expect(ko('auto', auto({ priorInsurance: { hasPriorInsurance: true, bodilyInjuryLimits: limits } }))).toBe('BI_LIMITS_LOW');
    expect(ko('auto', auto({ priorInsurance: { hasPriorInsurance: true, bodilyInjuryLimits: minPriorBodilyInjury } }))).toBeNull();
  });
  it.each(motorcycleClasses.map((c) => [c.code, c.knockout] as const))('motorcycle class %s knocks out: %s', (vehicleClass, knocked) => {
    expect(ko('motorcycle', auto({ vehicle: { vehicles: [{ ...vehicle(), vehicleClass }] } }))).toBe(knocked ? 'VEHICLE_CLASS_TYPE' : null);
  });
  it('a territory without a protection class code knocks out every dwelling line', () => {
    for (const type of ['home', 'condo', 'renters'] as const) expect(ko(type, dwelling({}, '59701'))).toBe('NO_PROTECTION_CLASS');
  });
});

describe('life limits (life.ts), at their edges', () => {
  const base: LifeQuoteInput = {
    dateOfBirth: '1980-06-01',
    sex: 'male',
    heightInches: 70,
    weightPounds: 170,
    tobacco: false,
    state: 'OH',
    lastName: 'B',
    health: 'excellent',
    coverageAmountCents: 500_000_00,
  };
  const code = (change: Partial<LifeQuoteInput>) => {
    const o = quoteLife({ ...base, ...change }, today);
    return o.kind === 'knockout' ? o.code : null;
  };
  it('face amount: the minimum and maximum pass, a cent outside is CA_03 / CA_02', () => {
    expect(code({ coverageAmountCents: lifeLimits.minFaceAmountCents })).toBeNull();
    expect(code({ coverageAmountCents: lifeLimits.minFaceAmountCents - 1 })).toBe('CA_03');
    expect(code({ coverageAmountCents: lifeLimits.maxFaceAmountCents })).toBeNull();
    expect(code({ coverageAmountCents: lifeLimits.maxFaceAmountCents + 1 })).toBe('CA_02');
  });
  it('age: the youngest and oldest pass, a year outside is AG_01', () => {
    expect(code({ dateOfBirth: `${2026 - lifeLimits.minAge}-11-22` })).toBeNull();
    expect(code({ dateOfBirth: `${2026 - lifeLimits.minAge}-11-23` })).toBe('AG_01');
    expect(code({ dateOfBirth: `${2026 - lifeLimits.maxAge - 1}-11-23` })).toBeNull();
    expect(code({ dateOfBirth: `${2026 - lifeLimits.maxAge - 1}-11-22` })).toBe('AG_01');
  });
  it('height and body-mass index outside their ranges are HW_01; a state not listed is ST_01', () => {
    expect(code({ heightInches: lifeLimits.minHeightInches - 1 })).toBe('HW_01');
    expect(code({ heightInches: lifeLimits.maxHeightInches + 1 })).toBe('HW_01');
    expect(code({ weightPounds: 90 })).toBe('HW_01'); // BMI about 12.9
    expect(code({ weightPounds: 300 })).toBe('HW_01'); // BMI about 43
    expect(code({ state: 'CA' })).toBe('ST_01');
    for (const state of lifeLimits.states) expect(code({ state })).toBeNull();
  });
});
