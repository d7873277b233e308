import { sql, type Kysely } from 'kysely';
import { ratingAssumptions, vehicleBindKnockouts, type CoverageLink } from '../../config/selfService';
import { type bindKnockouts } from '../../config/rating/knockoutCodes';
import { autoCoverages } from '../../config/rating/auto';
import type { BindLender, CoverageChoices, QuoteSections, RatedCoverage } from '../../src/contract/quoting';
import type { Endorsement, NewDriver, NewVehicle, VehicleBindAnswers } from '../../src/contract/selfService';
import { businessToday } from '../../src/validation/dates';
import { fieldMessages, quoteCallToContinueTemplate, selfServiceMessages, fillTemplate } from '../../src/validation/messages';
import { contactPhone } from '../../config/product';
import type { Database } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { isCoverageOption } from '../quoting/evaluate';
import { decodeVin, isVin } from '../quoting/vin';
import { choiceKey, yearsBetween } from '../quoting/rating';
import { lendersProblem, sectionProblem } from '../quoting/validate';
import { recordEndorsement } from './endorsements';
import { linksOf, rateChange, withVehicle, type PolicyForRating, type RatedChange } from './rating';

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
  if (vehicle.vin !== null && !isVin(vehicle.vin.toUpperCase())) throw badRequest(`vehicle.vin: ${fieldMessages.provideValidResponse}`);
  const latestYear = Number(today.slice(0, 4)) + 1;
  if (vehicle.year < 1981 || vehicle.year > latestYear) throw badRequest(`vehicle.year: ${fieldMessages.provideValidResponse}`);
  if (!vehicle.make.trim() || !vehicle.model.trim()) throw badRequest(`vehicle.make: ${fieldMessages.missingRequiredField}`);
  if (!/^\d{5}$/.test(vehicle.garagingZip)) throw badRequest(`vehicle.garagingZip: ${fieldMessages.zip}`);
  if (vehicle.purchaseDate > today) throw badRequest(`vehicle.purchaseDate: ${fieldMessages.date}`);
}

/** The rating of the policy with the vehicle added. */
export function rateVehicleAddition(p: PolicyForRating, vehicle: NewVehicle, choices: CoverageChoices, effectiveDate: string) {
  const rated = { year: vehicle.year, make: vehicle.make.trim(), model: vehicle.model.trim(), vin: vehicle.vin ?? '', use: vehicle.use };
  return rateChange(p, { sections: withVehicle(p, rated), choices }, effectiveDate);
}

/** The bind-time knockout of the answers (spec section 4), or null: the customer is sent to call. */
export function vehicleKnockoutOf(answers: VehicleBindAnswers): keyof typeof bindKnockouts | null {
  if (answers.forProfit) return vehicleBindKnockouts.forProfit;
  if (answers.garagedElsewhere) return vehicleBindKnockouts.garagedElsewhere;
  if (answers.registeredOwner === 'other') return vehicleBindKnockouts.registeredOwnerOther;
  return null;
}

export const knockedOut = (code: string) =>
  new HttpError(422, 'knockout', `${code}: ${fillTemplate(quoteCallToContinueTemplate, { phoneLink: contactPhone })}`);

/** The lenders given: each as the lender form's rules want it, and at most `maximum` of them. */
export function checkLenders(lenders: readonly BindLender[], maximum: number): void {
  if (lenders.length > maximum) throw badRequest(`lenders: ${selfServiceMessages.tooManyLenders(maximum)}`);
  const problem = lendersProblem(lenders);
  if (problem) throw badRequest(problem);
}

const rowValues = (link: CoverageLink, coverage: RatedCoverage) =>
  link.kind === 'deductible'
    ? { deductible_cents: coverage.option === 'none' ? null : Number(coverage.option) * 100 }
    : { limits: `${optionLabel(coverage)} ${link.limitSuffix ?? ''}`.trim() };

/** Adds the vehicle (with its coverages, and its lender when financed or leased) from the effective date. */
export async function addVehicle(
  trx: Kysely<Database>,
  p: PolicyForRating,
  input: { vehicle: NewVehicle & { vin: string }; choices: CoverageChoices; lender: BindLender | null; effectiveDate: string },
  actor: Actor,
): Promise<{ endorsement: Endorsement; vehicleId: string }> {
  const { vehicle, effectiveDate } = input;
  const decoded = await decodeVin(trx, vehicle.vin);
  const described = decoded ? { year: decoded.year, make: decoded.make, model: decoded.model } : vehicle;
  const change = rateVehicleAddition(p, { ...vehicle, ...described }, input.choices, effectiveDate);
  const subject = `${described.year} ${described.make} ${described.model}`;
  const last = await trx
    .selectFrom('vehicles')
    .select((eb) => eb.fn.max('sequence').as('sequence'))
    .where('policy_number', '=', p.policyNumber)
    .executeTakeFirst();
  const sequence = Number(last?.sequence ?? 0) + 1;
  const vehicleId = `${p.policyNumber}-V${actor.newId().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  await trx
    .insertInto('vehicles')
    .values({
      vehicle_id: vehicleId,
      policy_number: p.policyNumber,
      ...described,
      vin: vehicle.vin,
      garaging_zip: vehicle.garagingZip,
      sequence,
      effective_from: effectiveDate,
    })
    .execute();
  await priceVehicle(trx, p, vehicleId, change.coverages.slice(-autoCoverages.length));
  if (input.lender) await insertVehicleLenders(trx, vehicleId, [input.lender]);
  const endorsement = await recordEndorsement(trx, {
    ...endorsementBase(p, actor, effectiveDate, change),
    kind: 'addVehicle',
    description: `Added the ${subject}`,
  });
  return { endorsement, vehicleId };
}

/** The new vehicle's physical damage rows, and what it adds to the policy's liability rows. */
async function priceVehicle(trx: Kysely<Database>, p: PolicyForRating, vehicleId: string, vehicleCoverages: RatedCoverage[]) {
  for (const link of linksOf(p.line)) {
    const coverage = vehicleCoverages.find((c) => c.code === link.rating);
    if (!coverage) continue;
    if (link.perVehicle) {
      if (coverage.option === 'none') continue;
      await trx
        .insertInto('coverages')
        .values({
          policy_number: p.policyNumber,
          vehicle_id: vehicleId,
          code: link.policy,
          name: coverage.name,
          limits: 'Actual cash value',
          deductible_cents: Number(coverage.option) * 100,
          premium_cents: coverage.premiumCents,
        })
        .execute();
    } else {
      await trx
        .updateTable('coverages')
        .set((eb) => ({ premium_cents: eb('premium_cents', '+', coverage.premiumCents) }))
        .where('policy_number', '=', p.policyNumber)
        .where('vehicle_id', 'is', null)
        .where('code', '=', link.policy)
        .execute();
    }
  }
}

export async function insertVehicleLenders(trx: Kysely<Database>, vehicleId: string, lenders: readonly BindLender[]) {
  await trx.deleteFrom('vehicle_lenders').where('vehicle_id', '=', vehicleId).execute();
  if (lenders.length === 0) return;
  await trx
    .insertInto('vehicle_lenders')
    .values(
      lenders.map((l, index) => ({
        vehicle_id: vehicleId,
        position: index + 1,
        name: l.name.trim(),
        loan_number: l.loanNumber.trim(),
        line1: l.address.line1,
        line2: l.address.line2,
        city: l.address.city,
        state: l.address.state,
        zip: l.address.zip,
      })),
    )
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
  const change = rateChange(p, { choices: input.choices }, input.effectiveDate);
  const changed: string[] = [];
  for (const link of linksOf(p.line)) {
    const key = choiceKey(p.line, link.rating);
    const option = input.choices[key];
    if (option === undefined || option === p.choices[key]) continue;
    const coverage = change.coverages.find((c) => c.code === link.rating);
    if (!coverage) continue;
    await trx
      .updateTable('coverages')
      .set(rowValues(link, coverage))
      .where('policy_number', '=', p.policyNumber)
      .where('code', '=', link.policy)
      .execute();
    changed.push(`${coverage.name} ${optionLabel(coverage)}`);
  }
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
      .values(
        input.lenders.map((l, index) => ({
          policy_number: p.policyNumber,
          position: index + 1,
          name: l.name.trim(),
          loan_number: l.loanNumber.trim(),
          line1: l.address.line1,
          line2: l.address.line2,
          city: l.address.city,
          state: l.address.state,
          zip: l.address.zip,
        })),
      )
      .execute();
  const names = input.lenders.map((l) => l.name.trim()).join(', ') || 'no mortgagee';
  return recordEndorsement(trx, {
    ...endorsementBase(p, actor, input.effectiveDate, rateChange(p, {}, input.effectiveDate)),
    kind: 'replaceMortgagee',
    description: `Mortgagee now ${names}${input.escrow ? ', premium paid from escrow' : ''}`,
  });
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
    ...endorsementBase(p, actor, input.effectiveDate, rateChange(p, {}, input.effectiveDate)),
    kind: 'updateLender',
    description: `Lender of the ${vehicle.description} now ${names}`,
  });
}

/** The sections of an auto policy without one of its vehicles (by its place in the policy's order). */
const withoutVehicle = (p: PolicyForRating, index: number) => ({
  ...p.sections,
  vehicle: { vehicles: (p.sections.vehicle?.vehicles ?? []).filter((_, i) => i !== index) },
});

/** Where the vehicle stands among the policy's vehicles; the last one is never removed online. */
export async function vehicleToRemove(db: Kysely<Database>, p: PolicyForRating, vehicleId: string) {
  const vehicles = await db.selectFrom('vehicles').selectAll().where('policy_number', '=', p.policyNumber).orderBy('sequence').execute();
  const index = vehicles.findIndex((v) => v.vehicle_id === vehicleId);
  const vehicle = vehicles[index];
  if (!vehicle) return null;
  if (vehicles.length === 1) throw new HttpError(409, 'last_vehicle', selfServiceMessages.lastVehicle);
  return { index, vehicleId, description: `${vehicle.year} ${vehicle.make} ${vehicle.model}` };
}

export const rateVehicleRemoval = (p: PolicyForRating, index: number, effectiveDate: string) =>
  rateChange(p, { sections: withoutVehicle(p, index) }, effectiveDate);

/** Removes the vehicle (its coverages and lenders go with it) and what it added to the policy's liability rows. */
export async function removeVehicle(
  trx: Kysely<Database>,
  p: PolicyForRating,
  vehicle: { index: number; vehicleId: string; description: string },
  effectiveDate: string,
  actor: Actor,
): Promise<Endorsement> {
  const change = rateVehicleRemoval(p, vehicle.index, effectiveDate);
  const before = rateChange(p, {}, effectiveDate).coverages.slice(
    vehicle.index * autoCoverages.length,
    (vehicle.index + 1) * autoCoverages.length,
  );
  for (const link of linksOf(p.line).filter((l) => !l.perVehicle)) {
    const share = before.find((c) => c.code === link.rating)?.premiumCents ?? 0;
    await trx
      .updateTable('coverages')
      .set((eb) => ({ premium_cents: sql<number>`greatest(0, ${eb.ref('premium_cents')} - ${share})` }))
      .where('policy_number', '=', p.policyNumber)
      .where('vehicle_id', 'is', null)
      .where('code', '=', link.policy)
      .execute();
  }
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
  rateChange(p, { sections: withDriver(p, driver) }, effectiveDate);

/** Adds the driver to the policy from the effective date, rated with the one rating engine. */
export async function addDriver(
  trx: Kysely<Database>,
  p: PolicyForRating,
  input: { driver: NewDriver; effectiveDate: string },
  actor: Actor,
): Promise<Endorsement> {
  const { driver, effectiveDate } = input;
  const change = rateDriverAddition(p, driver, effectiveDate);
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
