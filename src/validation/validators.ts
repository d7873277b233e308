// Composable validators: pure functions from a value (and the whole form's values) to the first
// message, or undefined when valid. The same functions serve react-final-form fields (`validate`
// prop, record-level `validate`) and the gateway (`validateValues` on a request body).
import { dateMessages, fieldMessages } from './messages';
import { businessToday, dayNumber, readCalendarDate, toIso } from './dates';
import { limits, multiFactor } from '../../config/product';

export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Fails on an empty value (blank text, unchecked box, nothing selected) with the given message. */
export const requiredWith =
  (message: string): Validator =>
  (value) =>
    isEmpty(value) ? message : undefined;

/** 'Missing required field' when empty. */
export const required: Validator = requiredWith(fieldMessages.missingRequiredField);

/** Fails when a non-empty value does not match; empty values pass (pair with `required`). */
export const pattern =
  (regex: RegExp, message: string): Validator =>
  (value) =>
    isEmpty(value) || regex.test(String(value)) ? undefined : message;

/** A one-time code of `digits` digits: `format` when it is not, `missing` (or 'Missing required field') when empty. */
export const oneTimeCode = (digits: number, format: string, missing?: string): Validator =>
  compose(missing === undefined ? required : requiredWith(missing), pattern(new RegExp(`^\\d{${digits}}$`), format));

/** Fails when a non-empty value matches, e.g. a P.O. box in a street line. */
export const notPattern =
  (regex: RegExp, message: string): Validator =>
  (value) =>
    !isEmpty(value) && regex.test(String(value)) ? message : undefined;

/** The first message of the validators, in order. */
export const compose =
  (...validators: Validator[]): Validator =>
  (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };

interface MonthOfYear {
  year: number;
  month: number;
}

/** Reads MM/DD/YYYY, yyyy-mm-dd, MM/YYYY or YYYY into a year and month (month 1 for a bare year). */
function readMonthOfYear(value: string): MonthOfYear | undefined {
  const date = readCalendarDate(value);
  if (date) return date;
  const monthYear = /^(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (monthYear) {
    const month = Number(monthYear[1]);
    return month >= 1 && month <= 12 ? { year: Number(monthYear[2]), month } : undefined;
  }
  return /^\d{4}$/.test(value.trim()) ? { year: Number(value), month: 1 } : undefined;
}

const monthIndex = ({ year, month }: MonthOfYear) => year * 12 + month;

/** A date check on a non-empty value; an unreadable date gets 'Please enter a valid date'. */
const dateRule =
  <T>(read: (value: string) => T | undefined, check: (date: T) => string | undefined): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const date = read(String(value));
    return date === undefined ? fieldMessages.date : check(date);
  };

/** 'Date must be less than or equal to {month}/{year}' when the date's month is later. */
export const dateNotAfter = (month: number, year: number): Validator =>
  dateRule(readMonthOfYear, (d) => (monthIndex(d) > monthIndex({ year, month }) ? dateMessages.notAfter(month, year) : undefined));

/** 'Date must be greater than or equal to {month}/{year}' when the date's month is earlier. */
export const dateNotBefore = (month: number, year: number): Validator =>
  dateRule(readMonthOfYear, (d) => (monthIndex(d) < monthIndex({ year, month }) ? dateMessages.notBefore(month, year) : undefined));

/** 'Year must be less than or equal to {maxYear}' for a year or a date after it. */
export const maxYear = (limit: number): Validator =>
  dateRule(readMonthOfYear, (d) => (d.year > limit ? dateMessages.maxYear(limit) : undefined));

/**
 * 'Date must be within last {years} years': from the business today back `years` years, both ends
 * included; a future date fails too. `clock` is injectable for tests and replay.
 */
export const dateWithinLastYears = (years: number, clock: () => Date = () => new Date()): Validator =>
  dateRule(readCalendarDate, (d) => {
    const today = readCalendarDate(businessToday(clock()));
    if (!today) return fieldMessages.date;
    // Date.UTC rolls 29 February of a non-leap year to 1 March.
    const earliest = Date.UTC(today.year - years, today.month - 1, today.day) / 86_400_000;
    const tooOld = dayNumber(d) < earliest;
    return tooOld || dayNumber(d) > dayNumber(today) ? dateMessages.withinLastYears(years) : undefined;
  });

/** 'Please enter a valid month' unless 1-12 (or 01-12). */
export const validMonth: Validator = (value) =>
  isEmpty(value) || /^(?:0?[1-9]|1[0-2])$/.test(String(value).trim()) ? undefined : fieldMessages.validMonth;

/**
 * A date of birth: a real date (MM/DD/YYYY, M/D/YYYY or yyyy-mm-dd), not after the business today
 * ('Please enter a valid date of birth') and within the last 120 years ('Date must be within last 120
 * years'). Checked in the browser before a look-up (guest pay, express ID) spends an attempt on it.
 */
export const birthDate = (now: () => Date = () => new Date()): Validator =>
  dateRule(readCalendarDate, (date) => {
    const today = readCalendarDate(businessToday(now()));
    if (!today || dayNumber(date) > dayNumber(today)) return fieldMessages.dateOfBirth;
    return dateWithinLastYears(limits.dateOfBirthMaxYears, now)(toIso(date));
  });

/**
 * An account or policy number as it is sent: spaces removed, upper case ('n4820015 ' is N4820015), so a
 * number typed in lower case or copied with a space is neither refused nor sent as typed.
 */
export const normalizeIdentifier = (value: unknown): string =>
  String(value ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

/** Checks the normalized identifier (see normalizeIdentifier) with `validator`. */
export const onIdentifier =
  (validator: Validator): Validator =>
  (value, allValues) =>
    validator(isEmpty(value) ? value : normalizeIdentifier(value), allValues);

/** Rules of a form: a validator per field name (flat names). */
export type Rules<Values> = Partial<Record<keyof Values & string, Validator>>;

/** Errors of a form: a message per failing field, absent fields valid. */
export type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Checks a whole form: returns a message per failing field (empty object when valid). Usable as
 * react-final-form's record-level `validate` and by the gateway on a request body.
 */
export function validateValues<Values extends object>(rules: Rules<Values>, values: Values): Errors<Values> {
  const errors: Errors<Values> = {};
  for (const name of Object.keys(rules) as (keyof Values & string)[]) {
    const message = rules[name]?.(values[name], values);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** A 6-digit security code, refused in the words of the method that gives it (spec section 5, MFA). */
export const securityCode = (message: string): Validator => oneTimeCode(multiFactor.textCodeDigits, message, message);
