import {
  autoCoverages,
  motorcycleClasses,
  vehicleAgeFactors,
  vehicleTermMonths,
  vehicleUseFactors,
  type CoverageOptionRow,
} from '../../config/rating/auto';
import { ageFactors, bandFactor, incidentFactors, yearsLicensedFactors } from '../../config/rating/drivers';
import { discountRules, newerHomeMaxAgeYears, safeDriverMinYearsLicensed, type DiscountCondition } from '../../config/rating/discounts';
import {
  constructionFactors,
  dwellingCoverages,
  dwellingTermMonths,
  protectionClassFactors,
  type DwellingLine,
} from '../../config/rating/dwelling';
import { territoryOf } from '../../config/rating/territories';
import {
  quoteLines,
  type CoverageChoices,
  type QuoteSections,
  type QuoteType,
  type Rating,
  type RatedCoverage,
} from '../../src/contract/quoting';

// The rating engine: a pure, deterministic function of the quote's answers, the chosen coverage
// options and the rating tables in config/rating (see config/rating/README.md for the formulas).

type Line = (typeof quoteLines)[QuoteType][number];

/** Whole years between two 'yyyy-mm-dd' dates (age on the effective date). */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

const cents = (value: number) => Math.round(value);

export const choiceKey = (line: string, coverage: string) => `${line}.${coverage}`;

function chosenOption<O extends { code: string }>(options: readonly O[], choice: string | undefined, fallback: string): O {
  const option = options.find((o) => o.code === (choice ?? fallback)) ?? options.find((o) => o.code === fallback);
  if (!option) throw new Error(`rating table has no option ${fallback}`);
  return option;
}

/** The rated driver's factor: the highest of every driver's age x years licensed x incidents factors. */
export function driverFactor(sections: QuoteSections, effectiveDate: string): number {
  const drivers = sections.driver?.drivers ?? [];
  const history = sections.drivingHistory?.drivers ?? [];
  const factors = drivers.map((driver, index) => {
    const incidents = (history[index]?.accidents ?? 0) + (history[index]?.violations ?? 0);
    return (
      bandFactor(ageFactors, yearsBetween(driver.dateOfBirth, effectiveDate)) *
      bandFactor(yearsLicensedFactors, driver.yearsLicensed) *
      bandFactor(incidentFactors, incidents)
    );
  });
  return factors.length ? Math.max(...factors) : 1;
}

function vehicleCoverages(
  line: 'auto' | 'motorcycle',
  sections: QuoteSections,
  choices: CoverageChoices,
  effectiveDate: string,
): RatedCoverage[] {
  const territory = territoryOf(sections.address?.zip ?? '');
  const rated = driverFactor(sections, effectiveDate);
  const effectiveYear = Number(effectiveDate.slice(0, 4));
  return (sections.vehicle?.vehicles ?? []).flatMap((vehicle) => {
    const classFactor = line === 'motorcycle' ? (motorcycleClasses.find((c) => c.code === vehicle.vehicleClass)?.factor ?? 1) : 1;
    const common =
      territory.autoFactor *
      rated *
      bandFactor(vehicleAgeFactors, Math.max(0, effectiveYear - vehicle.year)) *
      (vehicleUseFactors[vehicle.use] ?? 1) *
      classFactor;
    return autoCoverages.map((row) => {
      const option: CoverageOptionRow = chosenOption(row.options, choices[choiceKey(line, row.code)], row.defaultOption);
      return {
        code: row.code,
        name: row.name,
        line,
        subject: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
        option: option.code,
        options: row.options.map(({ code, label }) => ({ code, label })),
        premiumCents: cents(row.baseRateCents * common * option.factor),
      };
    });
  });
}

function dwellingCoveragesOf(line: DwellingLine, sections: QuoteSections, choices: CoverageChoices): RatedCoverage[] {
  const property = sections.property;
  if (!property) return [];
  const territory = territoryOf(sections.address?.zip ?? '');
  const common =
    (constructionFactors[property.construction] ?? 1) *
    (protectionClassFactors[territory.protectionClass ?? 5] ?? 1) *
    territory.dwellingFactor;
  return dwellingCoverages
    .filter((row) => row.lines.includes(line))
    .map((row) => {
      const option = chosenOption(row.options, choices[choiceKey(line, row.code)], row.defaultOption);
      const premium =
        row.basis === 'flat'
          ? option.factor * territory.dwellingFactor
          : ((property.coverageAmountCents * (row.amountShare?.[line] ?? 0)) / 100_000) *
            (row.ratePerThousandCents?.[line] ?? 0) *
            common *
            option.factor;
      return {
        code: row.code,
        name: row.name,
        line,
        subject: sections.address?.line1 ?? 'Property',
        option: option.code,
        options: row.options.map(({ code, label }) => ({ code, label })),
        premiumCents: cents(premium),
      };
    });
}

/** Every driver clean and experienced. */
export function isSafeDriverHousehold(sections: QuoteSections): boolean {
  const drivers = sections.driver?.drivers ?? [];
  const history = sections.drivingHistory?.drivers ?? [];
  return (
    drivers.length > 0 &&
    drivers.every((d, i) => {
      const h = history[i];
      return d.yearsLicensed >= safeDriverMinYearsLicensed && !!h && h.accidents + h.violations === 0 && !h.majorViolation;
    })
  );
}

function conditionHolds(condition: DiscountCondition, quoteType: QuoteType, sections: QuoteSections, effectiveDate: string): boolean {
  switch (condition) {
    case 'bundle':
      return quoteType === 'bundle';
    case 'paperless':
      return sections.discounts?.paperless === true;
    case 'payInFull':
      return sections.discounts?.payInFull === true;
    case 'safeDriver':
      return isSafeDriverHousehold(sections);
    case 'newerHome':
      return !!sections.property && Number(effectiveDate.slice(0, 4)) - sections.property.yearBuilt <= newerHomeMaxAgeYears;
  }
}

function coveragesOfLine(line: Line, sections: QuoteSections, choices: CoverageChoices, effectiveDate: string): RatedCoverage[] {
  return line === 'auto' || line === 'motorcycle'
    ? vehicleCoverages(line, sections, choices, effectiveDate)
    : dwellingCoveragesOf(line, sections, choices);
}

/** Prices a quote. `effectiveDate` is the address section's, or the business today while it is missing. */
export function rateQuote(quoteType: QuoteType, sections: QuoteSections, choices: CoverageChoices, today: string): Rating {
  const effectiveDate = sections.address?.effectiveDate ?? today;
  const coverages: RatedCoverage[] = [];
  const discounts: Rating['discounts'] = [];
  const lines: Rating['lines'] = [];
  for (const line of quoteLines[quoteType]) {
    const lineCoverages = coveragesOfLine(line, sections, choices, effectiveDate);
    const gross = lineCoverages.reduce((sum, c) => sum + c.premiumCents, 0);
    const lineDiscounts = discountRules
      .filter((rule) => rule.lines.includes(line) && conditionHolds(rule.condition, quoteType, sections, effectiveDate))
      .map((rule) => ({ code: rule.code, name: `${rule.name} (${line})`, amountCents: cents((gross * rule.percent) / 100) }));
    const net = gross - lineDiscounts.reduce((sum, d) => sum + d.amountCents, 0);
    coverages.push(...lineCoverages);
    discounts.push(...lineDiscounts);
    lines.push({ line, termMonths: line === 'auto' || line === 'motorcycle' ? vehicleTermMonths : dwellingTermMonths, totalCents: net });
  }
  const safe = isSafeDriverHousehold(sections);
  const hasVehicles = quoteLines[quoteType].some((l) => l === 'auto' || l === 'motorcycle');
  const territory = territoryOf(sections.address?.zip ?? '');
  return {
    coverages,
    discounts,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
    autoSegmentation: hasVehicles ? (safe ? 'preferred' : 'standard') : '',
    dwellingSegmentation: sections.property ? `PC${territory.protectionClass ?? 'none'} ${sections.property.construction}` : '',
    easOfferings: hasVehicles && safe ? ['accidentForgiveness', 'vanishingDeductible'] : [],
  };
}
