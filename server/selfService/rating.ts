import type { Kysely } from 'kysely';
import { coverageLinks, ratingAssumptions, type CoverageLink } from '../../config/selfService';
import type { CoverageChoices, QuoteSections, QuoteVehicle, RatedCoverage } from '../../src/contract/quoting';
import { dayNumber, readCalendarDate } from '../../src/validation/dates';
import type { Database } from '../db/schema';
import { choiceKey, rateQuote, yearsBetween } from '../quoting/rating';

// A policy change is priced by the quoting gateway's one rating engine (server/quoting/rating.ts): the policy
// as it stands and the policy as changed are both rated, and the difference moves the term premium; what the
// rest of the term costs is that difference prorated by day.

export type RatedLine = 'auto' | 'home' | 'condo' | 'renters';
export const isRatedLine = (line: string): line is RatedLine => ['auto', 'home', 'condo', 'renters'].includes(line);

export interface PolicyForRating {
  policyNumber: string;
  line: RatedLine;
  effectiveDate: string;
  expirationDate: string;
  premiumCents: number;
  sections: QuoteSections;
  /** The current choices of the policy's coverages, as the rating engine names them. */
  choices: CoverageChoices;
}

const linksOf = (line: RatedLine) => (line === 'auto' ? coverageLinks.auto : coverageLinks.dwelling);
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const firstAmount = (text: string | null) => Number((text ?? '').replace(/[^0-9$]/g, '').split('$')[1] ?? NaN);

/** The option code of a policy's coverage row ('$100,000 each person / $300,000 each accident' is '100/300'). */
function optionOf(link: CoverageLink, row: { limits: string | null; deductible_cents: number | null }): string {
  if (link.kind === 'deductible') return row.deductible_cents === null ? 'none' : String(row.deductible_cents / 100);
  const amounts = [...(row.limits ?? '').matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
  if (link.policy === 'BI' || link.policy === 'UM' || link.policy === 'PD') return amounts.map((a) => a / 1000).join('/');
  return String(amounts[0] ?? '');
}

/** The policy as the rating engine reads it: its drivers, vehicles and ZIP, or its dwelling. */
export async function policyForRating(db: Kysely<Database>, policyNumber: string): Promise<PolicyForRating | null> {
  const policy = await db.selectFrom('policies').selectAll().where('policy_number', '=', policyNumber).executeTakeFirst();
  if (!policy || !isRatedLine(policy.line_of_business)) return null;
  const line = policy.line_of_business;
  const effectiveDate = dateText(policy.effective_date);
  const coverages = await db.selectFrom('coverages').selectAll().where('policy_number', '=', policyNumber).orderBy('id').execute();
  const choices: CoverageChoices = {};
  for (const link of linksOf(line)) {
    const row = coverages.find((c) => c.code === link.policy);
    if (row) choices[choiceKey(line, link.rating)] = optionOf(link, row);
  }
  const base = { policyNumber, line, effectiveDate, expirationDate: dateText(policy.expiration_date), premiumCents: policy.premium_cents };
  if (line === 'auto') {
    const [vehicles, drivers] = await Promise.all([
      db.selectFrom('vehicles').selectAll().where('policy_number', '=', policyNumber).orderBy('sequence').execute(),
      db.selectFrom('drivers').selectAll().where('policy_number', '=', policyNumber).orderBy('sequence').execute(),
    ]);
    const zip = vehicles[0]?.garaging_zip ?? '';
    const sections: QuoteSections = {
      address: { line1: '', city: '', state: policy.state.trim(), zip, effectiveDate },
      driver: {
        drivers: drivers.map((d) => ({
          firstName: d.first_name,
          lastName: d.last_name,
          dateOfBirth: dateText(d.date_of_birth),
          licenseState: d.license_state.trim(),
          yearsLicensed: Math.min(
            99,
            Math.max(0, yearsBetween(dateText(d.date_of_birth), effectiveDate) - ratingAssumptions.licensedAtAge),
          ),
        })),
      },
      vehicle: {
        vehicles: vehicles.map((v) => ({ year: v.year, make: v.make, model: v.model, vin: v.vin, use: ratingAssumptions.vehicleUse })),
      },
    };
    return { ...base, sections, choices };
  }
  const property = await db.selectFrom('insured_properties').selectAll().where('policy_number', '=', policyNumber).executeTakeFirst();
  const amount = firstAmount(coverages.find((c) => c.code === (line === 'home' ? 'A' : 'C'))?.limits ?? null);
  const sections: QuoteSections = {
    address: {
      line1: property?.line1 ?? '',
      city: property?.city ?? '',
      state: policy.state.trim(),
      zip: property?.zip ?? '',
      effectiveDate,
    },
    property: {
      units: 1,
      yearBuilt: property?.year_built ?? 2000,
      construction: ratingAssumptions.construction,
      coverageAmountCents: Number.isFinite(amount) ? amount * 100 : 0,
      rentedToOthers: false,
      needsRetrofit: false,
    },
  };
  return { ...base, sections, choices };
}

const termTotal = (p: PolicyForRating, sections: QuoteSections, choices: CoverageChoices, today: string) =>
  rateQuote(p.line, sections, choices, today).totalCents;

/** The days from one date to another ('yyyy-mm-dd'). */
const daysBetween = (from: string, to: string) => dayNumber(readCalendarDate(to)!) - dayNumber(readCalendarDate(from)!);

export interface RatedChange {
  currentPremiumCents: number;
  newPremiumCents: number;
  premiumChangeCents: number;
  coverages: RatedCoverage[];
}

/**
 * What changing the policy's sections or choices does to its premium from `effectiveDate`: the term premium moves
 * in proportion to the two ratings; the rest of the term costs that difference times the share of the term left.
 */
export function rateChange(
  p: PolicyForRating,
  changed: { sections?: QuoteSections; choices?: CoverageChoices },
  effectiveDate: string,
): RatedChange {
  const sections = changed.sections ?? p.sections;
  const choices = { ...p.choices, ...changed.choices };
  // The rating moves the policy's own premium in proportion: what it charged before any rating stays its base.
  const before = termTotal(p, p.sections, p.choices, p.effectiveDate);
  const after = termTotal(p, sections, choices, p.effectiveDate);
  const difference = before > 0 ? Math.round((p.premiumCents * (after - before)) / before) : after;
  const share = Math.max(0, daysBetween(effectiveDate, p.expirationDate)) / Math.max(1, daysBetween(p.effectiveDate, p.expirationDate));
  return {
    currentPremiumCents: p.premiumCents,
    newPremiumCents: Math.max(0, p.premiumCents + difference),
    premiumChangeCents: Math.round(difference * share),
    coverages: rateQuote(p.line, sections, choices, p.effectiveDate).coverages,
  };
}

/** The sections of an auto policy with one vehicle more. */
export const withVehicle = (p: PolicyForRating, vehicle: QuoteVehicle): QuoteSections => ({
  ...p.sections,
  vehicle: { vehicles: [...(p.sections.vehicle?.vehicles ?? []), vehicle] },
});

export { linksOf };
