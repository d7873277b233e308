import * as t from 'io-ts';

// Identifier formats of spec section 3, as branded io-ts codecs.

/** Mutual: six alphanumerics, a dash, four. */
export const mutualPolicyNumberPattern = /^[A-Za-z0-9]{6}-[A-Za-z0-9]{4}$/;
/** Life: one character, a dash, nine. */
export const lifePolicyNumberPattern = /^[A-Za-z0-9]-[0-9]{9}$/;
export const accountNumberPattern = /^N[0-9]+$/;
export const claimFileNumberPattern = /^[0-9]{11}$/;

interface PolicyNumberBrand {
  readonly PolicyNumber: unique symbol;
}
export const PolicyNumber = t.brand(
  t.string,
  (s): s is t.Branded<string, PolicyNumberBrand> => mutualPolicyNumberPattern.test(s) || lifePolicyNumberPattern.test(s),
  'PolicyNumber',
);
export type PolicyNumber = t.TypeOf<typeof PolicyNumber>;

interface AccountNumberBrand {
  readonly AccountNumber: unique symbol;
}
export const AccountNumber = t.brand(
  t.string,
  (s): s is t.Branded<string, AccountNumberBrand> => accountNumberPattern.test(s),
  'AccountNumber',
);
export type AccountNumber = t.TypeOf<typeof AccountNumber>;

interface ClaimFileNumberBrand {
  readonly ClaimFileNumber: unique symbol;
}
export const ClaimFileNumber = t.brand(
  t.string,
  (s): s is t.Branded<string, ClaimFileNumberBrand> => claimFileNumberPattern.test(s),
  'ClaimFileNumber',
);
export type ClaimFileNumber = t.TypeOf<typeof ClaimFileNumber>;

/** The years a calendar date may name: far enough back for any date of birth or record, never a typing slip like 0202 or 9999. */
export const calendarYears = { first: 1800, last: 2999 } as const;

const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Whether `s` is 'yyyy-mm-dd' naming a day of the calendar (no February 30, no month 13, leap years right) in the years kept. */
export function isCalendarDate(s: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < calendarYears.first || year > calendarYears.last || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

/** ISO calendar date yyyy-mm-dd of a real day: the one codec of every date the gateway takes or gives. */
export const IsoDate = t.refinement(t.string, isCalendarDate, 'IsoDate');
/**
 * A whole number from `min` to `max`: every count, year and amount a request carries is decoded as one, so a
 * fraction (1.5) or a number past what is kept (1e308) is refused at the request, never stored. A named one is
 * described by its name in the API description's table (server/http/openapi.ts); an unnamed one is Integer[min,max].
 */
export const intBetween = (min: number, max: number, name = `Integer[${min},${max}]`) =>
  t.refinement(t.number, (n) => Number.isInteger(n) && n >= min && n <= max, name);
/** Amount of money in integer cents (a safe integer: exact in JSON and in the database's bigint). */
export const Cents = intBetween(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'Cents');
/** A count or measure that is never negative nor fractional. */
export const WholeNumber = intBetween(0, Number.MAX_SAFE_INTEGER, 'WholeNumber');
/** A calendar year (a vehicle's, a building's). */
export const Year = intBetween(0, 9999, 'Year');
