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

/** ISO calendar date yyyy-mm-dd. */
export const IsoDate = t.refinement(t.string, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'IsoDate');
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
