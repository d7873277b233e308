/**
 * Money as the portal carries it: integer cents everywhere, text only at the edges. An amount a customer types
 * ('1,234.50', '$20', '19.9') is read digit by digit, never through floating point (19.99 * 100 is 1998.9999...).
 * This module is the one place that turns text into cents and cents into text, in the browser and the gateway.
 */

const typedAmount = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The cents of an amount as typed, or NaN when the text is not an amount (empty, letters, three decimals...). */
export function centsOfTyped(typed: unknown): number {
  const text = String(typed ?? '').trim();
  const parts = typedAmount.exec(text);
  if (!parts || (parts[1] === undefined && !parts[2])) return Number.NaN;
  const dollars = Number((parts[1] ?? '0').replace(/,/g, ''));
  const cents = Number((parts[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** Cents as an amount field shows them for editing: 123456 -> '1234.56'. */
export function typedOfCents(cents: number): string {
  const whole = Math.trunc(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Cents as the shortest text that reads back to them, whole dollars without decimals: 50000 -> '500',
 * 1990 -> '19.90'. The form of a whole-dollar field (a coverage amount) and of a rating option's code (a deductible).
 */
export const shortTypedOfCents = (cents: number): string => typedOfCents(cents).replace(/\.00$/, '');

/** The cents of a dollar amount written as a number in data (a seed's 312.5), rounded to the cent; never for typed text. */
export const centsOfDollars = (dollars: number): number => Math.round(dollars * 100);

/** Cents as a customer reads them: 123456 -> '$1,234.56', -500 -> '-$5.00'. */
export const formatCents = (cents: number): string => usd.format(cents / 100);
