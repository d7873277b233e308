import type { Kysely } from 'kysely';
import { ratingAssumptions } from '../../config/selfService';
import { unknownMake } from '../../config/vinManufacturers';
import type { BindLender, CoverageChoices, QuoteSections, RatedCoverage } from '../../src/contract/quoting';
import type { Endorsement, NewDriver, NewVehicle, VehicleKnockedOut, VehicleKnockoutCode } from '../../src/contract/selfService';
import { businessToday } from '../../src/validation/dates';
import { fieldMessages, quoteCallToContinueTemplate, selfServiceMessages, fillTemplate } from '../../src/validation/messages';
import { contactPhone } from '../../config/product';
import type { Database } from '../db/schema';
import { badRequest, HttpError, conflict } from '../http/errors';
import { isCoverageOption } from '../quoting/evaluate';
import { decodeVin, isVinShape, vehicleWithVin } from '../../src/shared/vin';
import { choiceKey, yearsBetween } from '../quoting/rating';
import { lendersProblem, sectionProblem } from '../quoting/validate';
import { lenderColumns } from '../policies/lenders';
import { recordEndorsement } from './endorsements';
import { billInstallmentsTo } from '../billing/escrow';
import {
  linksOf,
  ratePolicyChange,
  stateOf,
  vehicleCoverages,
  withChoices,
  withoutVehicle,
  withSections,
  withVehicle,
  writeRatedLines,
  type PolicyForRating,
  type RatedChange,
} from './rating';

// The self-service changes themselves: each checks what it is given, rates it with the one rating engine,
// changes the policy's records and records the endorsement, inside the caller's transaction.

export interface Actor {
  loginId: string;
  now: Date;
  newId: () => string;
}

const optionLabel = (c: RatedCoverage) => c.options.find((o) => o.code === c.option)?.label ?? c.option;

/** Every choice names a coverage of the policy's line and an option the rating tables offer. */
export function checkChoices(p: PolicyForRating, choices: CoverageChoices): void {
  for (const [key, option] of Object.entries(choices)) {
    const known = linksOf(p.line).some((l) => choiceKey(p.line, l.rating) === key);
    if (!known || !isCoverageOption(key, option)) throw badRequest(`choices.${key}: ${selfServiceMessages.coverageOption}`);
  }
}

/** The vehicle as given: a VIN of 17 characters without I, O or Q when there is one, a year, make, model and ZIP. */
export function checkVehicle(vehicle: NewVehicle, today: string): void {
  if (vehicle.vin !== null && !isVinShape(vehicle.vin.toUpperCase()))
    throw badRequest(`vehicle.vin: ${fieldMessages.provideValidResponse}`);
  const latestYear = Number(today.slice(0, 4)) + 1;
  if (vehicle.year < 1981 || vehicle.year > latestYear) throw badRequest(`vehicle.year: ${fieldMessages.provideValidResponse}`);
  if (!vehicle.make.trim() || !vehicle.model.trim()) throw badRequest(`vehicle.make: ${fieldMessages.missingRequiredField}`);
  if (!/^\d{5}$/.test(vehicle.garagingZip)) throw badRequest(`vehicle.garagingZip: ${fieldMessages.zip}`);
  if (vehicle.purchaseDate > today) throw badRequest(`vehicle.purchaseDate: ${fieldMessages.date}`);
}

/** The vehicle's physical damage choices (its liability is the policy's): the ones the customer made of collision and comprehensive. */
const vehicleChoicesOf = (p: PolicyForRating, choices: CoverageChoices): CoverageChoices => {
  const own = new Set(
    linksOf(p.line)
      .filter((l) => l.perVehicle)
      .map((l) => choiceKey(p.line, l.rating)),
  );
  return Object.fromEntries(Object.entries(choices).filter(([key]) => own.has(key)));
};

/**
 * The rating of the policy with the vehicle added, as the customer describes it (year, make, model, use), with
 * its own collision and comprehensive; the answer's coverages are what the vehicle adds, line by line.
 */
export function rateVehicleAddition(
  p: PolicyForRating,
  vehicle: NewVehicle,
  choices: CoverageChoices,
  effectiveDate: string,
  vehicleId = 'new',
) {
  const described = {
    year: vehicle.year,
    make: vehicle.make.trim(),
    model: vehicle.model.trim(),
    vin: vehicle.vin ?? '',
    use: vehicle.use,
  };
  const change = ratePolicyChange(
    p,
    withVehicle(p, { vehicleId, vehicle: described, choices: vehicleChoicesOf(p, choices) }),
    effectiveDate,
  );
  return { change, coverages: vehicleCoverages(change, vehicleId) };
}

/**
 * The VIN given at the bind, read by its structure: a 400 for a VIN that is not one (shape, check digit, model
 * year), a 409 when its model year is not the year quoted (the customer changes the year and sees the new
 * price) or when the policy already insures it. The make is the one typed, else the manufacturer's, else 'Unknown'.
 */
export async function checkVinToAdd(db: Kysely<Database>, p: PolicyForRating, vehicle: NewVehicle & { vin: string }, today: string) {
  const read = decodeVin(vehicle.vin, Number(today.slice(0, 4)) + 1);
  if ('problem' in read) throw badRequest(`vehicle.vin: ${selfServiceMessages.vinProblem[read.problem]}`);
  if (read.vin.modelYear !== vehicle.year)
    throw conflict(`vehicle.vin: ${selfServiceMessages.vinYearNotQuoted(read.vin.modelYear, vehicle.year)}`);
  const insured = await db
    .selectFrom('vehicles')
    .select('vehicle_id')
    .where('policy_number', '=', p.policyNumber)
    .where('vin', '=', read.vin.vin)
    .executeTakeFirst();
  if (insured) throw conflict(`vehicle.vin: ${selfServiceMessages.vinAlreadyInsured}`);
  return { ...vehicle, vin: read.vin.vin, make: vehicle.make.trim() || read.vin.make || unknownMake };
}

/** The price of the change moved since the customer saw it: nothing is changed, the customer sees the new price. */
export const quoteChanged = () => conflict(`quoted: ${selfServiceMessages.quoteChanged}`);

/** The vehicle is knocked out: the refusal names its code as data (VehicleKnockedOut), the message is the call to continue. */
export function knockedOut(code: VehicleKnockoutCode): HttpError {
  const refusal: VehicleKnockedOut = {
    error: 'knockout',
    code,
    message: fillTemplate(quoteCallToContinueTemplate, { phoneLink: contactPhone }),
  };
  const { error, message, ...data } = refusal;
  return new HttpError(422, error, message, {}, data);
}

/** The lenders given: each as the lender form's rules want it, and at most `maximum` of them. */
export function checkLenders(lenders: readonly BindLender[], maximum: number): void {
  if (lenders.length > maximum) throw badRequest(`lenders: ${selfServiceMessages.tooManyLenders(maximum)}`);
  const problem = lendersProblem(lenders);
  if (problem) throw badRequest(problem);
}

/** Adds the vehicle as quoted (with its coverages, and its lender when financed or leased) from the effective date. */
export async function addVehicle(
  trx: Kysely<Database>,
  p: PolicyForRating,
  input: { vehicle: NewVehicle & { vin: string }; choices: CoverageChoices; lender: BindLender | null; effectiveDate: string },
  actor: Actor,
): Promise<{ endorsement: Endorsement; vehicleId: string; change: RatedChange }> {
  const { vehicle, effectiveDate } = input;
  const vehicleId = `${p.policyNumber}-V${actor.newId().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const { change } = rateVehicleAddition(p, vehicle, input.choices, effectiveDate, vehicleId);
  const last = await trx
    .selectFrom('vehicles')
    .select((eb) => eb.fn.max('sequence').as('sequence'))
    .where('policy_number', '=', p.policyNumber)
    .executeTakeFirst();
  await trx
    .insertInto('vehicles')
    .values({
      vehicle_id: vehicleId,
      policy_number: p.policyNumber,
      year: vehicle.year,
      make: vehicle.make.trim(),
      model: vehicle.model.trim(),
      vin: vehicle.vin,
      garaging_zip: vehicle.garagingZip,
      sequence: Number(last?.sequence ?? 0) + 1,
      effective_from: effectiveDate,
    })
    .execute();
  await writeRatedLines(trx, p, change);
  if (input.lender) await insertVehicleLenders(trx, vehicleId, [input.lender]);
  const endorsement = await recordEndorsement(trx, {
    ...endorsementBase(p, actor, effectiveDate, change),
    kind: 'addVehicle',
    description: `Added the ${vehicle.year} ${vehicle.make.trim()} ${vehicle.model.trim()}`,
  });
  return { endorsement, vehicleId, change };
}

export async function insertVehicleLenders(trx: Kysely<Database>, vehicleId: string, lenders: readonly BindLender[]) {
  await trx.deleteFrom('vehicle_lenders').where('vehicle_id', '=', vehicleId).execute();
  if (lenders.length === 0) return;
  await trx
    .insertInto('vehicle_lenders')
    .values(lenderColumns(lenders).map((lender) => ({ vehicle_id: vehicleId, ...lender })))
    .execute();
}

const endorsementBase = (p: PolicyForRating, actor: Actor, effectiveDate: string, change: RatedChange) => ({
  endorsementId: actor.newId(),
  policyNumber: p.policyNumber,
  effectiveDate,
  premiumChangeCents: change.premiumChangeCents,
  newPremiumCents: change.newPremiumCents,
  requestedBy: actor.loginId,
  requestedAt: actor.now,
});

/** Changes limits and deductibles: each chosen option written on the policy's rows, the premium rated again. */
export async function changeCoverages(
  trx: Kysely<Database>,
  p: PolicyForRating,
  input: { choices: CoverageChoices; effectiveDate: string },
  actor: Actor,
): Promise<Endorsement> {
  const change = ratePolicyChange(p, withChoices(p, input.choices), input.effectiveDate);
  const changed: string[] = [];
  for (const link of linksOf(p.line)) {
    const key = choiceKey(p.line, link.rating);
    const option = input.choices[key];
    if (option === undefined || option === p.choices[key]) continue;
    const coverage = change.lines.find((l) => l.link === link)?.coverage;
    if (coverage) changed.push(`${coverage.name} ${optionLabel(coverage)}`);
  }
  await writeRatedLines(trx, p, change);
  return recordEndorsement(trx, {
    ...endorsementBase(p, actor, input.effectiveDate, change),
    kind: 'editCoverage',
    description: changed.length ? `Changed ${changed.join(', ')}` : 'Coverages confirmed unchanged',
  });
}

/** Names the lenders as the policy's mortgagees (in place of those it had); the premium does not change. */
export async function replaceMortgagees(
  trx: Kysely<Database>,
  p: PolicyForRating,
  input: { lenders: readonly BindLender[]; effectiveDate: string; escrow: boolean },
  actor: Actor,
): Promise<Endorsement> {
  await trx.deleteFrom('mortgagees').where('policy_number', '=', p.policyNumber).execute();
  if (input.lenders.length)
    await trx
      .insertInto('mortgagees')
      .values(lenderColumns(input.lenders).map((lender) => ({ policy_number: p.policyNumber, ...lender })))
      .execute();
  const names = input.lenders.map((l) => l.name.trim()).join(', ') || 'no mortgagee';
  const escrow = input.escrow && input.lenders.length > 0;
  const endorsement = await recordEndorsement(trx, {
    ...endorsementBase(p, actor, input.effectiveDate, ratePolicyChange(p, stateOf(p), input.effectiveDate)),
    kind: 'replaceMortgagee',
    description: `Mortgagee now ${names}${escrow ? ', premium paid from escrow' : ''}`,
  });
  // The first mortgagee is the one that pays from escrow; without escrow the customer is billed.
  await billInstallmentsTo(trx, {
    policyNumber: p.policyNumber,
    mortgagee: escrow ? (input.lenders[0]?.name.trim() ?? null) : null,
    since: input.effectiveDate,
    sourceKey: `endorsement:${endorsement.endorsementId}`,
    today: businessToday(actor.now),
    actor: actor.loginId,
  });
  return endorsement;
}

/** Names the lenders of one vehicle (in place of those it had); the premium does not change. */
export async function updateVehicleLenders(
  trx: Kysely<Database>,
  p: PolicyForRating,
  vehicle: { vehicleId: string; description: string },
  input: { lenders: readonly BindLender[]; effectiveDate: string },
  actor: Actor,
): Promise<Endorsement> {
  await insertVehicleLenders(trx, vehicle.vehicleId, input.lenders);
  const names = input.lenders.map((l) => l.name.trim()).join(', ') || 'no lender';
  return recordEndorsement(trx, {
    ...endorsementBase(p, actor, input.effectiveDate, ratePolicyChange(p, stateOf(p), input.effectiveDate)),
    kind: 'updateLender',
    description: `Lender of the ${vehicle.description} now ${names}`,
  });
}

/** Where the vehicle stands among the policy's vehicles; the last one is never removed online. */
export async function vehicleToRemove(db: Kysely<Database>, p: PolicyForRating, vehicleId: string) {
  const vehicles = await db.selectFrom('vehicles').selectAll().where('policy_number', '=', p.policyNumber).orderBy('sequence').execute();
  const index = vehicles.findIndex((v) => v.vehicle_id === vehicleId);
  const vehicle = vehicles[index];
  if (!vehicle) return null;
  if (vehicles.length === 1) throw new HttpError(409, 'last_vehicle', selfServiceMessages.lastVehicle);
  return { index, vehicleId, description: vehicleWithVin(vehicle) };
}

export const rateVehicleRemoval = (p: PolicyForRating, index: number, effectiveDate: string) =>
  ratePolicyChange(p, withoutVehicle(p, p.vehicles[index]?.vehicleId ?? ''), effectiveDate);

/** Removes the vehicle (its coverages and lenders go with it) and what it added to the policy's liability rows. */
export async function removeVehicle(
  trx: Kysely<Database>,
  p: PolicyForRating,
  vehicle: { index: number; vehicleId: string; description: string },
  effectiveDate: string,
  actor: Actor,
): Promise<Endorsement> {
  const change = rateVehicleRemoval(p, vehicle.index, effectiveDate);
  await writeRatedLines(trx, p, change);
  await trx.deleteFrom('vehicles').where('vehicle_id', '=', vehicle.vehicleId).execute();
  return recordEndorsement(trx, {
    ...endorsementBase(p, actor, effectiveDate, change),
    kind: 'removeVehicle',
    description: `Removed the ${vehicle.description}`,
  });
}

/** The driver as given: the names, date of birth, license state and years licensed the quote's driver rules want. */
export function checkDriver(driver: NewDriver, now: () => Date): void {
  const problem = sectionProblem('driver', { drivers: [driver] }, now);
  if (problem) throw badRequest(problem.replace(/^drivers\[0\]\./, 'driver.'));
  const age = yearsBetween(driver.dateOfBirth, businessToday(now()));
  if (driver.yearsLicensed > Math.max(0, age - ratingAssumptions.licensedAtAge))
    throw badRequest(`driver.yearsLicensed: ${fieldMessages.provideValidResponse}`);
}

const withDriver = (p: PolicyForRating, driver: NewDriver): QuoteSections => ({
  ...p.sections,
  driver: {
    drivers: [
      ...(p.sections.driver?.drivers ?? []),
      {
        firstName: driver.firstName.trim(),
        lastName: driver.lastName.trim(),
        dateOfBirth: driver.dateOfBirth,
        licenseState: driver.licenseState,
        yearsLicensed: driver.yearsLicensed,
      },
    ],
  },
});

/** The rating of the policy with the driver added (an estimate until the driver is added). */
export const rateDriverAddition = (p: PolicyForRating, driver: NewDriver, effectiveDate: string) =>
  ratePolicyChange(p, withSections(p, withDriver(p, driver)), effectiveDate);

/** Adds the driver to the policy from the effective date, rated with the one rating engine. */
export async function addDriver(
  trx: Kysely<Database>,
  p: PolicyForRating,
  input: { driver: NewDriver; effectiveDate: string },
  actor: Actor,
): Promise<Endorsement> {
  const { driver, effectiveDate } = input;
  const change = rateDriverAddition(p, driver, effectiveDate);
  await writeRatedLines(trx, p, change);
  const last = await trx
    .selectFrom('drivers')
    .select((eb) => eb.fn.max('sequence').as('sequence'))
    .where('policy_number', '=', p.policyNumber)
    .executeTakeFirst();
  const name = `${driver.firstName.trim()} ${driver.lastName.trim()}`;
  await trx
    .insertInto('drivers')
    .values({
      driver_id: `${p.policyNumber}-D${actor.newId().replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      policy_number: p.policyNumber,
      first_name: driver.firstName.trim(),
      last_name: driver.lastName.trim(),
      date_of_birth: driver.dateOfBirth,
      license_state: driver.licenseState,
      // The license number is asked by the underwriter after the change, as for a driver added by phone.
      license_number: '',
      relationship: driver.relationship,
      sequence: Number(last?.sequence ?? 0) + 1,
    })
    .execute();
  return recordEndorsement(trx, {
    ...endorsementBase(p, actor, effectiveDate, change),
    kind: 'addDriver',
    description: `Added ${name} as a driver`,
  });
}
