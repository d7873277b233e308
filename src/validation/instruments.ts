// Checks of card and bank-account numbers, shared by the payment forms and the tokenization call.

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check of a card number, 13 to 19 digits. */
export function passesLuhn(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The ABA routing-number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function passesAbaChecksum(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum !== 0 && sum % 10 === 0;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

export function cardBrand(value: string): CardBrand | null {
  const digits = digitsOnly(value);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return null;
}

/** A card number we accept: a known brand and the Luhn check. */
export const isCardNumber = (value: string) => passesLuhn(value) && cardBrand(value) !== null;

/**
 * A card expiry as customers type it ('1/29', '01/29', '0129', '01/2029', '1-29') in its one stored form 'MM/YY';
 * null when it names no month.
 */
export function normalizeExpiry(value: string): string | null {
  const match = /^(\d{1,2})\s*[/\-.]?\s*(\d{2}|20\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${(match[2] ?? '').slice(-2)}`;
}

/** Expiry (any form `normalizeExpiry` reads) not before the month of `today` ('yyyy-mm-dd'). */
export function isUnexpired(expiry: string, today: string): boolean {
  const normalized = normalizeExpiry(expiry);
  if (!normalized) return false;
  const [month, year] = normalized.split('/').map(Number) as [number, number];
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  return (2000 + year) * 12 + month >= thisYear * 12 + thisMonth;
}

/** Card security code: 3 digits, 4 for American Express. */
export const isSecurityCode = (cvv: string, number: string) => (cardBrand(number) === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(cvv);

/** Bank account number: 4 to 17 digits. */
export const isBankAccountNumber = (value: string) => /^\d{4,17}$/.test(value);

export const lastFour = (value: string) => digitsOnly(value).slice(-4);
