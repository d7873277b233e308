// What each quote section's form holds (text as typed, yes/no as 'yes'/'no') and how it becomes the
// section body the quoting gateway takes, and back (so Back and a resumed quote show every entry).
import type { ValidationErrors } from 'final-form';
import type { QuoteSectionName, QuoteSections, QuoteType } from '../contract/quoting';
import { formatEntryDate, parseEntryDate } from '../validation/dates';
import { validateValues, type Rules, type Validator } from '../validation/validators';
import * as v from '../validation/quoting';
import { centsOfTyped, shortTypedOfCents } from '../shared/money';

export type FormValues = Record<string, unknown>;
type Item = Record<string, string>;

const yes = (value: unknown) => value === 'yes';
const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) => Number(text(value));
const entryDate = (iso: string | undefined) => (iso ? (formatEntryDate(iso) ?? '') : '');
const isoDate = (entry: unknown) => parseEntryDate(text(entry)) ?? '';

export const emptyDriver: Item = { firstName: '', lastName: '', dateOfBirth: '', licenseState: '', yearsLicensed: '' };
export const emptyVehicle: Item = { vin: '', year: '', make: '', model: '', use: '', vehicleClass: '' };
const emptyHistory: Item = { hasIncidents: '', accidents: '0', violations: '0', majorViolation: '', sdipPoints: '0' };

/** Errors of a list of items, each checked with the same rules. */
function listErrors(items: unknown, rules: Rules<Item>): Item[] | undefined {
  const list = Array.isArray(items) ? (items as Item[]) : [];
  const errors = list.map((item) => validateValues(rules, item) as Item);
  return errors.some((e) => Object.keys(e).length) ? errors : undefined;
}

const yesNoRequired: Validator = v.choice;

export interface SectionForm {
  initial(sections: QuoteSections, quoteType: QuoteType): FormValues;
  toBody(values: FormValues, quoteType: QuoteType): unknown;
  validate(values: FormValues, now: () => Date, quoteType: QuoteType, v2: boolean): ValidationErrors;
}

export const sectionForms: Record<QuoteSectionName, SectionForm> = {
  customer: {
    initial: ({ customer: c }) => ({
      firstName: c?.firstName ?? '',
      lastName: c?.lastName ?? '',
      dateOfBirth: entryDate(c?.dateOfBirth),
      email: c?.email ?? '',
      phone: c?.phone ?? '',
      tcpaConsent: c?.tcpaConsent ?? false,
    }),
    toBody: (x) => ({
      firstName: text(x.firstName),
      lastName: text(x.lastName),
      dateOfBirth: isoDate(x.dateOfBirth),
      email: text(x.email),
      phone: text(x.phone),
      tcpaConsent: x.tcpaConsent === true,
    }),
    validate: (x, now) =>
      validateValues(
        { firstName: v.firstName, lastName: v.lastName, dateOfBirth: v.dateOfBirth(now), email: v.email, phone: v.phoneDigits },
        x,
      ),
  },
  address: {
    initial: ({ address: a }) => ({
      line1: a?.line1 ?? '',
      line2: a?.line2 ?? '',
      city: a?.city ?? '',
      state: a?.state ?? '',
      zip: a?.zip ?? '',
      effectiveDate: entryDate(a?.effectiveDate),
    }),
    toBody: (x) => ({
      line1: text(x.line1),
      ...(text(x.line2) ? { line2: text(x.line2) } : {}),
      city: text(x.city),
      state: text(x.state),
      zip: text(x.zip),
      effectiveDate: isoDate(x.effectiveDate),
    }),
    validate: (x, now) =>
      validateValues({ line1: v.street, city: v.city, state: v.state, zip: v.zip, effectiveDate: v.effectiveDate(now) }, x),
  },
  driver: {
    initial: ({ driver, customer }) => ({
      drivers: driver?.drivers.map((d) => ({ ...d, dateOfBirth: entryDate(d.dateOfBirth), yearsLicensed: String(d.yearsLicensed) })) ??
        // The first driver is usually the customer: their answers are not asked again.
        [
          {
            ...emptyDriver,
            firstName: customer?.firstName ?? '',
            lastName: customer?.lastName ?? '',
            dateOfBirth: entryDate(customer?.dateOfBirth),
          },
        ],
    }),
    toBody: (x) => ({
      drivers: (x.drivers as Item[]).map((d) => ({
        firstName: text(d.firstName),
        lastName: text(d.lastName),
        dateOfBirth: isoDate(d.dateOfBirth),
        licenseState: text(d.licenseState),
        yearsLicensed: number(d.yearsLicensed),
      })),
    }),
    validate: (x, now) => {
      const drivers = listErrors(x.drivers, {
        firstName: v.firstName,
        lastName: v.lastName,
        dateOfBirth: v.dateOfBirth(now),
        licenseState: v.state,
        yearsLicensed: v.wholeNumber(0, 90),
      });
      return drivers ? { drivers } : {};
    },
  },
  vehicle: {
    initial: ({ vehicle }) => ({
      vehicles: vehicle?.vehicles.map((x) => ({ ...emptyVehicle, ...x, year: String(x.year), vehicleClass: x.vehicleClass ?? '' })) ?? [
        { ...emptyVehicle },
      ],
    }),
    toBody: (x, quoteType) => ({
      vehicles: (x.vehicles as Item[]).map((d) => ({
        vin: text(d.vin).toUpperCase(),
        year: number(d.year),
        make: text(d.make),
        model: text(d.model),
        use: text(d.use),
        ...(quoteType === 'motorcycle' ? { vehicleClass: text(d.vehicleClass) } : {}),
      })),
    }),
    validate: (x, now, quoteType) => {
      const vehicles = listErrors(x.vehicles, {
        vin: v.vin,
        year: v.modelYear(now),
        make: v.choice,
        model: v.choice,
        use: v.choice,
        ...(quoteType === 'motorcycle' ? { vehicleClass: v.choice } : {}),
      });
      return vehicles ? { vehicles } : {};
    },
  },
  drivingHistory: {
    initial: ({ drivingHistory, driver }) => ({
      drivers: (driver?.drivers ?? []).map((_, i) => {
        const h = drivingHistory?.drivers[i];
        if (!h) return { ...emptyHistory };
        const any = h.accidents + h.violations + h.sdipPoints > 0 || h.majorViolation;
        return {
          hasIncidents: yesNo(any),
          accidents: String(h.accidents),
          violations: String(h.violations),
          majorViolation: yesNo(h.majorViolation),
          sdipPoints: String(h.sdipPoints),
        };
      }),
    }),
    toBody: (x) => ({
      drivers: (x.drivers as Item[]).map((d) =>
        d.hasIncidents === 'no'
          ? { accidents: 0, violations: 0, majorViolation: false, sdipPoints: 0 }
          : {
              accidents: number(d.accidents),
              violations: number(d.violations),
              majorViolation: yes(d.majorViolation),
              sdipPoints: number(d.sdipPoints),
            },
      ),
    }),
    validate: (x, _now, _type, v2) => {
      const details: Rules<Item> = {
        accidents: v.wholeNumber(0, 20),
        violations: v.wholeNumber(0, 20),
        majorViolation: yesNoRequired,
        sdipPoints: v.wholeNumber(0, 40),
      };
      const list = Array.isArray(x.drivers) ? (x.drivers as Item[]) : [];
      const errors = list.map(
        (d) =>
          validateValues<Item>(
            v2 ? (d.hasIncidents === 'yes' ? { hasIncidents: yesNoRequired, ...details } : { hasIncidents: yesNoRequired }) : details,
            d,
          ) as Item,
      );
      return errors.some((e) => Object.keys(e).length) ? { drivers: errors } : {};
    },
  },
  priorInsurance: {
    initial: ({ priorInsurance: p }) => ({
      hasPriorInsurance: yesNo(p?.hasPriorInsurance),
      bodilyInjuryLimits: p?.bodilyInjuryLimits ?? '',
    }),
    toBody: (x) =>
      yes(x.hasPriorInsurance) ? { hasPriorInsurance: true, bodilyInjuryLimits: text(x.bodilyInjuryLimits) } : { hasPriorInsurance: false },
    validate: (x) =>
      validateValues(
        yes(x.hasPriorInsurance)
          ? { hasPriorInsurance: yesNoRequired, bodilyInjuryLimits: v.choice }
          : { hasPriorInsurance: yesNoRequired },
        x,
      ),
  },
  property: {
    initial: ({ property: p }) => ({
      units: p ? String(p.units) : '',
      yearBuilt: p ? String(p.yearBuilt) : '',
      construction: p?.construction ?? '',
      coverageAmount: p ? shortTypedOfCents(p.coverageAmountCents) : '',
      rentedToOthers: yesNo(p?.rentedToOthers),
      needsRetrofit: yesNo(p?.needsRetrofit),
    }),
    toBody: (x, quoteType) => ({
      units: number(x.units),
      yearBuilt: number(x.yearBuilt),
      construction: text(x.construction),
      coverageAmountCents: centsOfTyped(text(x.coverageAmount)),
      rentedToOthers: isHomeowner(quoteType) && yes(x.rentedToOthers),
      needsRetrofit: isHomeowner(quoteType) && yes(x.needsRetrofit),
    }),
    validate: (x, now, quoteType) =>
      validateValues(
        {
          units: v.wholeNumber(1, 99),
          yearBuilt: v.wholeNumber(1800, now().getUTCFullYear()),
          construction: v.choice,
          coverageAmount: v.wholeNumber(5_000, 5_000_000),
          ...(isHomeowner(quoteType) ? { rentedToOthers: yesNoRequired, needsRetrofit: yesNoRequired } : {}),
        },
        x,
      ),
  },
  homeHistory: {
    initial: ({ homeHistory }) => ({ lossClaims: homeHistory ? String(homeHistory.lossClaims) : '' }),
    toBody: (x) => ({ lossClaims: number(x.lossClaims) }),
    validate: (x) => validateValues({ lossClaims: v.choice }, x),
  },
  discounts: {
    initial: ({ discounts: d }) => ({ paperless: yesNo(d?.paperless), payInFull: yesNo(d?.payInFull) }),
    toBody: (x) => ({ paperless: yes(x.paperless), payInFull: yes(x.payInFull) }),
    validate: (x) => validateValues({ paperless: yesNoRequired, payInFull: yesNoRequired }, x),
  },
};

/** Home (and the home of a bundle) asks about renting out and retrofits; condo and renters do not. */
export const isHomeowner = (quoteType: QuoteType) => quoteType === 'home' || quoteType === 'bundle';
