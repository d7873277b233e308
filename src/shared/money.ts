/**
 * Money as the portal carries it: integer cents everywhere, text only at the edges. An amount a customer types
 * ('1,234.50', '$20', '19.9') is read digit by digit, never through floating point (19.99 * 100 is 1998.9999...).
 */

const typedAmount = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

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
