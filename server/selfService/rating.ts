import type { Kysely } from 'kysely';
import { coverageLinks, ratingAssumptions, termAdjustment, type CoverageLink } from '../../config/selfService';
import type { CoverageChoices, QuoteSections, QuoteVehicle, RatedCoverage } from '../../src/contract/quoting';
import { dayNumber, readCalendarDate } from '../../src/validation/dates';
import { centsOfTyped, shortTypedOfCents } from '../../src/shared/money';
import type { Selectable } from 'kysely';
import type { CoveragesTable, Database } from '../db/schema';
import { choiceKey, rateQuote, yearsBetween } from '../quoting/rating';

// The one rating of a policy and of its changes (the quote, the bind, the policy's coverage lines and premium,
// the amended declarations and the billing of the term all read it). A policy's coverage lines are its rates
// for a full term; its premium for the term is those lines less its discounts, one of which, the mid-term
// change adjustment, holds what changes made during the term do not charge (or return) for the days already
// passed. A change re-rates only the lines it touches, each in proportion to what the quoting gateway's rating
// engine (server/quoting/rating.ts) gives it before and after the change (a line the policy did not have is
// the engine's rate); the premium moves by the change of the lines prorated by day from the change's date.

export type RatedLine = 'auto' | 'home' | 'condo' | 'renters';
export const isRatedLine = (line: string): line is RatedLine => ['auto', 'home', 'condo', 'renters'].includes(line);

export interface PolicyForRating {
  policyNumber: string;
  line: RatedLine;
  effectiveDate: string;
  expirationDate: string;
  premiumCents: number;
  sections: QuoteSections;
  /** The current choices of the policy's coverages, as the rating engine names them (physical damage: the first vehicle's). */
  choices: CoverageChoices;
  /** The policy's vehicles, each with its own physical damage choices (auto). */
  vehicles: RatedVehicle[];
  /** The policy's coverage lines as they stand. */
  rows: PolicyRow[];
  /** The policy's discounts, the mid-term change adjustment apart. */
  discountCents: number;
  adjustmentCents: number;
}

/** A vehicle as rated: the rating engine's description and its physical damage choices. */
export interface RatedVehicle {
  vehicleId: string;
  vehicle: QuoteVehicle;
  choices: CoverageChoices;
}

/** A coverage line of the policy: a row of `coverages`, or one a change adds (no id yet). */
export interface PolicyRow {
  id: number | null;
  vehicleId: string | null;
  code: string;
  name: string;
  limits: string | null;
  deductibleCents: number | null;
  premiumCents: number;
}

const linksOf = (line: RatedLine) => (line === 'auto' ? coverageLinks.auto : coverageLinks.dwelling);
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
/** The cents of the first dollar amount of a coverage's limits ('$250,000 dwelling' is 25000000), NaN when none. */
const firstAmountCents = (text: string | null) => centsOfTyped(/\$[\d,]+/.exec(text ?? '')?.[0]);

/** The option code of a policy's coverage row ('$100,000 each person / $300,000 each accident' is '100/300'). */
function optionOf(link: CoverageLink, row: { limits: string | null; deductible_cents: number | null }): string {
  if (link.kind === 'deductible') return row.deductible_cents === null ? 'none' : shortTypedOfCents(row.deductible_cents);
  const amounts = [...(row.limits ?? '').matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
  if (link.policy === 'BI' || link.policy === 'UM' || link.policy === 'PD') return amounts.map((a) => a / 1000).join('/');
  return String(amounts[0] ?? '');
}

const rowOf = (c: Selectable<CoveragesTable>): PolicyRow => ({
  id: c.id,
  vehicleId: c.vehicle_id,
  code: c.code,
  name: c.name,
  limits: c.limits,
  deductibleCents: c.deductible_cents,
  premiumCents: c.premium_cents,
});

/**
 * The choices of the policy's lines (vehicleId null) or of one vehicle's physical damage; a physical damage
 * coverage a vehicle does not carry is 'none'.
 */
function choicesOf(line: RatedLine, coverages: readonly Selectable<CoveragesTable>[], vehicleId: string | null): CoverageChoices {
  const choices: CoverageChoices = {};
  for (const link of linksOf(line).filter((l) => !!l.perVehicle === (vehicleId !== null))) {
    const row = coverages.find((c) => c.code === link.policy && (vehicleId === null || c.vehicle_id === vehicleId));
    if (row) choices[choiceKey(line, link.rating)] = optionOf(link, row);
    else if (vehicleId !== null) choices[choiceKey(line, link.rating)] = 'none';
  }
  return choices;
}

/** The policy as the rating engine reads it: its drivers, vehicles and ZIP, or its dwelling. */
export async function policyForRating(db: Kysely<Database>, policyNumber: string): Promise<PolicyForRating | null> {
  const policy = await db.selectFrom('policies').selectAll().where('policy_number', '=', policyNumber).executeTakeFirst();
  if (!policy || !isRatedLine(policy.line_of_business)) return null;
  const line = policy.line_of_business;
  const effectiveDate = dateText(policy.effective_date);
  const coverages = await db.selectFrom('coverages').selectAll().where('policy_number', '=', policyNumber).orderBy('id').execute();
  const choices = choicesOf(line, coverages, null);
  const discounts = await db.selectFrom('discounts').select(['code', 'amount_cents']).where('policy_number', '=', policyNumber).execute();
  const adjustmentCents = discounts.filter((d) => d.code === termAdjustment.code).reduce((sum, d) => sum + d.amount_cents, 0);
  const base = {
    policyNumber,
    line,
    effectiveDate,
    expirationDate: dateText(policy.expiration_date),
    premiumCents: policy.premium_cents,
    rows: coverages.map(rowOf),
    discountCents: discounts.reduce((sum, d) => sum + d.amount_cents, 0) - adjustmentCents,
    adjustmentCents,
    vehicles: [] as RatedVehicle[],
  };
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
      vehicle: { vehicles: [] },
    };
    const rated = vehicles.map((v) => ({
      vehicleId: v.vehicle_id,
      vehicle: { year: v.year, make: v.make, model: v.model, vin: v.vin, use: ratingAssumptions.vehicleUse },
      choices: choicesOf(line, coverages, v.vehicle_id),
    }));
    return { ...base, sections: withVehicles(sections, rated), choices: { ...choices, ...rated[0]?.choices }, vehicles: rated };
  }
  const property = await db.selectFrom('insured_properties').selectAll().where('policy_number', '=', policyNumber).executeTakeFirst();
  const amountCents = firstAmountCents(coverages.find((c) => c.code === (line === 'home' ? 'A' : 'C'))?.limits ?? null);
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
      coverageAmountCents: Number.isFinite(amountCents) ? amountCents : 0,
      rentedToOthers: false,
      needsRetrofit: false,
    },
  };
  return { ...base, sections, choices };
}

/** The sections with these vehicles. */
const withVehicles = (sections: QuoteSections, vehicles: readonly RatedVehicle[]): QuoteSections => ({
  ...sections,
  ...(sections.vehicle ? { vehicle: { vehicles: vehicles.map((v) => v.vehicle) } } : {}),
});

/** What a policy is rated on: its sections (drivers, dwelling), its vehicles and its policy-wide choices. */
export interface RatingState {
  sections: QuoteSections;
  vehicles: readonly RatedVehicle[];
  choices: CoverageChoices;
}

export const stateOf = (p: PolicyForRating): RatingState => ({ sections: p.sections, vehicles: p.vehicles, choices: p.choices });

const lineKey = (vehicleId: string | null, code: string) => `${vehicleId ?? ''}|${code}`;

/**
 * The rating engine's rate of each of the policy's rated lines: a vehicle's physical damage by vehicle, the
 * liability of all vehicles (each rated alone, with its own choices) together; a dwelling's lines as one.
 */
function engineRates(p: PolicyForRating, state: RatingState): Map<string, RatedCoverage> {
  const rates = new Map<string, RatedCoverage>();
  const links = linksOf(p.line);
  const add = (vehicleId: string | null, coverages: readonly RatedCoverage[]) => {
    for (const link of links) {
      const coverage = coverages.find((c) => c.code === link.rating);
      if (!coverage) continue;
      const key = lineKey(link.perVehicle ? vehicleId : null, link.policy);
      const known = rates.get(key);
      rates.set(key, known ? { ...known, premiumCents: known.premiumCents + coverage.premiumCents } : coverage);
    }
  };
  if (p.line !== 'auto') add(null, rateQuote(p.line, state.sections, state.choices, p.effectiveDate).coverages);
  for (const v of p.line === 'auto' ? state.vehicles : []) {
    const sections = { ...state.sections, vehicle: { vehicles: [v.vehicle] } };
    add(v.vehicleId, rateQuote('auto', sections, { ...state.choices, ...v.choices }, p.effectiveDate).coverages);
  }
  return rates;
}

const optionLabel = (c: RatedCoverage) => c.options.find((o) => o.code === c.option)?.label ?? c.option;

/** The limits and deductible a line shows for the rated option (a deductible changed keeps the line's limits). */
export function rowTerms(link: CoverageLink, coverage: RatedCoverage, stored?: PolicyRow): Pick<PolicyRow, 'limits' | 'deductibleCents'> {
  if (link.kind === 'limit') return { limits: `${optionLabel(coverage)} ${link.limitSuffix ?? ''}`.trim(), deductibleCents: null };
  return {
    limits: stored?.limits ?? (link.perVehicle ? 'Actual cash value' : null),
    deductibleCents: coverage.option === 'none' ? null : centsOfTyped(coverage.option),
  };
}

/** A rated line after the change: the row as it will stand, and the rating engine's coverage (its name and options). */
export interface RatedLineAfter {
  row: PolicyRow;
  coverage: RatedCoverage;
  link: CoverageLink;
  /** What the line's full-term rate was before the change (0 for a line the policy did not have). */
  beforeCents: number;
  /** A vehicle's physical damage declined ('No coverage'): shown with its options, no line on the policy. */
  declined: boolean;
}

/** The rated lines of the policy in the state after the change, each re-rated in proportion to the engine's rates. */
function ratedLines(p: PolicyForRating, after: RatingState): RatedLineAfter[] {
  const before = engineRates(p, stateOf(p));
  const next = engineRates(p, after);
  const lines: RatedLineAfter[] = [];
  for (const link of linksOf(p.line)) {
    const subjects = link.perVehicle ? after.vehicles.map((v) => v.vehicleId) : [null];
    for (const vehicleId of subjects) {
      const coverage = next.get(lineKey(vehicleId, link.policy));
      if (!coverage) continue;
      const declined = !!link.perVehicle && coverage.option === 'none';
      const stored = p.rows.find((r) => r.code === link.policy && r.vehicleId === vehicleId);
      const was = before.get(lineKey(vehicleId, link.policy))?.premiumCents ?? 0;
      const premiumCents = declined
        ? 0
        : stored && was > 0
          ? Math.round((stored.premiumCents * coverage.premiumCents) / was)
          : coverage.premiumCents;
      const terms = stored && coverage.option === optionOfRow(link, stored) ? stored : rowTerms(link, coverage, stored);
      lines.push({
        link,
        coverage: { ...coverage, premiumCents },
        beforeCents: stored?.premiumCents ?? 0,
        declined,
        row: {
          id: stored?.id ?? null,
          vehicleId,
          code: link.policy,
          name: stored?.name ?? coverage.name,
          limits: terms.limits,
          deductibleCents: terms.deductibleCents,
          premiumCents,
        },
      });
    }
  }
  return lines;
}

const optionOfRow = (link: CoverageLink, row: PolicyRow) => optionOf(link, { limits: row.limits, deductible_cents: row.deductibleCents });

/** The days from one date to another ('yyyy-mm-dd'). */
const daysBetween = (from: string, to: string) => dayNumber(readCalendarDate(to)!) - dayNumber(readCalendarDate(from)!);

/** The share of the term from the change's effective date to its end. */
export const termShare = (p: PolicyForRating, effectiveDate: string) =>
  Math.max(0, daysBetween(effectiveDate, p.expirationDate)) / Math.max(1, daysBetween(p.effectiveDate, p.expirationDate));

export interface RatedChange {
  currentPremiumCents: number;
  newPremiumCents: number;
  /** The prorated change of the premium for the term: newPremiumCents less currentPremiumCents. */
  premiumChangeCents: number;
  /** The rated lines after the change, with the engine's names and options. */
  lines: RatedLineAfter[];
  /** Every coverage line of the policy after the change (rated lines re-rated, the others as they were). */
  rows: PolicyRow[];
  /** The mid-term change adjustment after the change. */
  adjustmentCents: number;
}

/**
 * THE rating of a policy change: the coverage lines after it (only the lines it touches re-rated), the premium
 * for the term after it (the lines less the discounts, the mid-term adjustment included), and what the rest of
 * the term costs (the change of the lines, prorated from `effectiveDate`). The quote shows it, the bind
 * writes it, the policy and its declarations read what was written, billing is re-planned by its change.
 */
export function ratePolicyChange(p: PolicyForRating, after: RatingState, effectiveDate: string): RatedChange {
  const rated = ratedLines(p, after);
  // The lines the engine does not rate (and a rated line it no longer prices) stay as they are, with their vehicle.
  const ratedIds = new Set(rated.map((l) => l.row.id));
  const vehicleIds = new Set(after.vehicles.map((v) => v.vehicleId));
  const kept = p.rows.filter((r) => !ratedIds.has(r.id) && (r.vehicleId === null || vehicleIds.has(r.vehicleId)));
  const rows = [...kept, ...rated.filter((l) => !l.declined).map((l) => l.row)];
  const sum = (list: readonly PolicyRow[]) => list.reduce((total, r) => total + r.premiumCents, 0);
  const premiumChangeCents = Math.round((sum(rows) - sum(p.rows)) * termShare(p, effectiveDate));
  const newPremiumCents = p.premiumCents + premiumChangeCents;
  return {
    currentPremiumCents: p.premiumCents,
    newPremiumCents,
    premiumChangeCents,
    lines: rated,
    rows,
    adjustmentCents: sum(rows) - p.discountCents - newPremiumCents,
  };
}

/** The policy's lines by rating code, one each (a physical damage coverage: all vehicles together), as the coverage screens show them. */
export function coveragesByCode(change: RatedChange): RatedCoverage[] {
  const byCode = new Map<string, RatedCoverage>();
  for (const { coverage: c } of change.lines) {
    const known = byCode.get(c.code);
    byCode.set(c.code, known ? { ...known, premiumCents: known.premiumCents + c.premiumCents } : { ...c, subject: c.line });
  }
  return [...byCode.values()];
}

/**
 * What one vehicle adds: its physical damage lines, and what the policy's liability lines rise by; together
 * they are the change of the policy's lines.
 */
export function vehicleCoverages(change: RatedChange, vehicleId: string): RatedCoverage[] {
  return change.lines
    .filter((l) => (l.link.perVehicle ? l.row.vehicleId === vehicleId : true))
    .map((l) => ({ ...l.coverage, premiumCents: l.coverage.premiumCents - (l.link.perVehicle ? 0 : l.beforeCents) }));
}

/** The rating state with other policy-wide choices: a physical damage choice applies to every vehicle. */
export function withChoices(p: PolicyForRating, choices: CoverageChoices): RatingState {
  const perVehicle = new Set(
    linksOf(p.line)
      .filter((l) => l.perVehicle)
      .map((l) => choiceKey(p.line, l.rating)),
  );
  const vehicleChoices = Object.fromEntries(Object.entries(choices).filter(([k]) => perVehicle.has(k)));
  return {
    ...stateOf(p),
    choices: { ...p.choices, ...choices },
    vehicles: p.vehicles.map((v) => ({ ...v, choices: { ...v.choices, ...vehicleChoices } })),
  };
}

/** The rating state with one vehicle more, rated with its own physical damage choices (the policy's liability stays). */
export function withVehicle(p: PolicyForRating, vehicle: RatedVehicle): RatingState {
  const vehicles = [...p.vehicles, vehicle];
  return { ...stateOf(p), sections: withVehicles(p.sections, vehicles), vehicles };
}

/** The rating state without one vehicle. */
export function withoutVehicle(p: PolicyForRating, vehicleId: string): RatingState {
  const vehicles = p.vehicles.filter((v) => v.vehicleId !== vehicleId);
  return { ...stateOf(p), sections: withVehicles(p.sections, vehicles), vehicles };
}

/** The rating state with other sections (a driver added). */
export const withSections = (p: PolicyForRating, sections: QuoteSections): RatingState => ({ ...stateOf(p), sections });

/** Writes the policy's lines and mid-term adjustment as the change rated them (the premium is set with the endorsement). */
export async function writeRatedLines(trx: Kysely<Database>, p: PolicyForRating, change: RatedChange): Promise<void> {
  const keptIds = new Set(change.rows.map((r) => r.id).filter((id): id is number => id !== null));
  const gone = p.rows.filter((r) => r.id !== null && !keptIds.has(r.id)).map((r) => r.id!);
  if (gone.length) await trx.deleteFrom('coverages').where('id', 'in', gone).execute();
  for (const row of change.rows) {
    const values = { limits: row.limits, deductible_cents: row.deductibleCents, premium_cents: row.premiumCents };
    if (row.id !== null) {
      const stored = p.rows.find((r) => r.id === row.id);
      const same =
        stored &&
        stored.limits === row.limits &&
        stored.deductibleCents === row.deductibleCents &&
        stored.premiumCents === row.premiumCents;
      if (!same) await trx.updateTable('coverages').set(values).where('id', '=', row.id).execute();
    } else {
      await trx
        .insertInto('coverages')
        .values({ policy_number: p.policyNumber, vehicle_id: row.vehicleId, code: row.code, name: row.name, ...values })
        .execute();
    }
  }
  await trx.deleteFrom('discounts').where('policy_number', '=', p.policyNumber).where('code', '=', termAdjustment.code).execute();
  if (change.adjustmentCents !== 0)
    await trx
      .insertInto('discounts')
      .values({ policy_number: p.policyNumber, code: termAdjustment.code, name: termAdjustment.name, amount_cents: change.adjustmentCents })
      .execute();
}

export { linksOf };
