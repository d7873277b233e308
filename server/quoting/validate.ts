import * as v from '../../src/validation/quoting';
import type { Validator } from '../../src/validation/validators';
import { type sectionCodecs, type BindLender, type QuoteSectionName } from '../../src/contract/quoting';
import type * as t from 'io-ts';

// The gateway's content checks of a section body (after its io-ts codec): the same field rules the
// screens use. Answers a message for the first problem, or null.

type Checks = [string, unknown, Validator][];

const first = (checks: Checks): string | null => {
  for (const [field, value, rule] of checks) {
    const message = rule(value);
    if (message) return `${field}: ${message}`;
  }
  return null;
};

type Body<S extends QuoteSectionName> = t.TypeOf<(typeof sectionCodecs)[S]>;

export function sectionProblem<S extends QuoteSectionName>(section: S, body: Body<S>, now: () => Date): string | null {
  const b = body as Body<QuoteSectionName>;
  switch (section) {
    case 'customer': {
      const c = b as Body<'customer'>;
      return first([
        ['firstName', c.firstName, v.firstName],
        ['lastName', c.lastName, v.lastName],
        ['dateOfBirth', c.dateOfBirth, v.dateOfBirth(now)],
        ['email', c.email, v.email],
        ['phone', c.phone, v.phoneDigits],
      ]);
    }
    case 'address': {
      const a = b as Body<'address'>;
      return first([
        ['line1', a.line1, v.street],
        ['city', a.city, v.city],
        ['state', a.state, v.state],
        ['zip', a.zip, v.zip],
        ['effectiveDate', a.effectiveDate, v.effectiveDate(now)],
      ]);
    }
    case 'driver': {
      const d = b as Body<'driver'>;
      if (d.drivers.length < 1 || d.drivers.length > 4) return 'drivers: from 1 to 4 drivers';
      return first(
        d.drivers.flatMap((x, i): Checks => [
          [`drivers[${i}].firstName`, x.firstName, v.firstName],
          [`drivers[${i}].lastName`, x.lastName, v.lastName],
          [`drivers[${i}].dateOfBirth`, x.dateOfBirth, v.dateOfBirth(now)],
          [`drivers[${i}].licenseState`, x.licenseState, v.state],
          [`drivers[${i}].yearsLicensed`, x.yearsLicensed, v.wholeNumber(0, 90)],
        ]),
      );
    }
    case 'vehicle': {
      const d = b as Body<'vehicle'>;
      if (d.vehicles.length < 1 || d.vehicles.length > 4) return 'vehicles: from 1 to 4 vehicles';
      if (new Set(d.vehicles.map((x) => x.vin.toUpperCase())).size < d.vehicles.length) return 'vehicles: each vehicle has its own VIN';
      return first(
        d.vehicles.flatMap((x, i): Checks => [
          [`vehicles[${i}].vin`, x.vin, v.vin],
          [`vehicles[${i}].year`, x.year, v.modelYear(now)],
          [`vehicles[${i}].make`, x.make, v.choice],
          [`vehicles[${i}].model`, x.model, v.choice],
        ]),
      );
    }
    case 'property': {
      const p = b as Body<'property'>;
      return first([
        ['units', p.units, v.wholeNumber(1, 99)],
        ['yearBuilt', p.yearBuilt, v.wholeNumber(1800, now().getUTCFullYear())],
        ['coverageAmountCents', p.coverageAmountCents, v.wholeNumber(5_000_00, 5_000_000_00)],
      ]);
    }
    default:
      return null;
  }
}

/** The content checks of the mortgage step's lenders (after BindStepBody): the rules the bind screen uses. */
export function lendersProblem(lenders: readonly BindLender[]): string | null {
  return first(
    lenders.flatMap((l, i): Checks => [
      [`lenders[${i}].name`, l.name, v.lenderName],
      [`lenders[${i}].address.line1`, l.address.line1, v.lenderStreet],
      [`lenders[${i}].address.line2`, l.address.line2, v.optionalStreet],
      [`lenders[${i}].address.city`, l.address.city, v.city],
      [`lenders[${i}].address.state`, l.address.state, v.state],
      [`lenders[${i}].address.zip`, l.address.zip, v.zip],
      [`lenders[${i}].loanNumber`, l.loanNumber, v.loanNumber],
    ]),
  );
}
