// Input masks of spec section 5, as react-imask options. Each mask object is a module constant:
// react-imask re-applies options whenever their identity changes, so never build them in render.
import type { FactoryOpts } from 'imask';

export interface MaskSpec {
  options: FactoryOpts;
  /** What the form keeps: the clean value (digits, no separators) unless the shown text is the value. */
  store: 'unmasked' | 'masked';
  inputMode: 'numeric' | 'decimal' | 'tel' | 'text';
  /** Default autocomplete token; fields may override it (e.g. given-name / family-name for a name). */
  autoComplete: string;
  /** Shown before the input, e.g. '$'. */
  prefix?: string;
}

const upper = (ch: string) => ch.toUpperCase();

/** A US phone pasted with its country code ('+1 (614) 555-0100') keeps its 10 national digits. */
const dropCountryCode = (chunk: string) => {
  const digits = chunk.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : chunk;
};

const digits = (count: number, autoComplete = 'off'): MaskSpec => ({
  options: { mask: '0'.repeat(count) },
  store: 'unmasked',
  inputMode: 'numeric',
  autoComplete,
});

const text = (regex: RegExp, autoComplete: string, uppercase = false): MaskSpec => ({
  options: uppercase ? { mask: regex, prepareChar: upper } : { mask: regex },
  store: 'unmasked',
  inputMode: 'text',
  autoComplete,
});

const money = (maxDollars: number): MaskSpec => ({
  options: {
    mask: Number,
    scale: 2,
    radix: '.',
    mapToRadix: ['.'],
    thousandsSeparator: ',',
    min: 0,
    max: maxDollars + 0.99,
    normalizeZeros: true,
    padFractionalZeros: false,
  },
  store: 'unmasked',
  inputMode: 'decimal',
  autoComplete: 'off',
  prefix: '$',
});

export const masks = {
  /** 10 digits shown 614-555-0100; the first digit is 1-9. */
  phone: {
    options: { mask: '#00-000-0000', definitions: { '#': /[1-9]/ }, prepare: dropCountryCode },
    store: 'unmasked',
    inputMode: 'tel',
    autoComplete: 'tel-national',
  },
  phoneExtension: digits(5, 'tel-extension'),
  /** Up to 15 digits (E.164 without the plus). */
  internationalPhone: { options: { mask: /^\d{0,15}$/ }, store: 'unmasked', inputMode: 'tel', autoComplete: 'tel' },
  /** 43215 or 43215-1234; the form keeps 5 or 9 digits. */
  zip: { options: { mask: '00000[-0000]' }, store: 'unmasked', inputMode: 'numeric', autoComplete: 'postal-code' },
  /** Dollars and cents, up to 10 digits of dollars. */
  currency: money(9_999_999_999),
  /** Towing amount, up to 5 digits of dollars. */
  towAmount: money(99_999),
  smsCode: digits(6, 'one-time-code'),
  personalAccessCode: digits(10),
  /** 123-45-6789; the form keeps 9 digits. */
  ssn: { options: { mask: '000-00-0000' }, store: 'unmasked', inputMode: 'numeric', autoComplete: 'off' },
  /** MM/DD/YYYY; the form keeps the entry as shown (parse with validation/dates). */
  date: { options: { mask: '00/00/0000' }, store: 'masked', inputMode: 'numeric', autoComplete: 'off' },
  name: text(/^(?:[A-Za-z][A-Za-z '.-]{0,49})?$/, 'name'),
  address: text(/^[A-Za-z0-9 #'.,/-]{0,60}$/, 'address-line1'),
  city: text(/^[A-Za-z .'-]{0,50}$/, 'address-level2'),
  /** 17 characters, upper case, never I, O or Q. */
  vin: text(/^[A-HJ-NPR-Z0-9]{0,17}$/, 'off', true),
  companyName: text(/^[A-Za-z0-9 &'.,/-]{0,60}$/, 'organization'),
  licenseNumber: text(/^[A-Z0-9-]{0,20}$/, 'off', true),
  loanNumber: text(/^[A-Za-z0-9-]{0,30}$/, 'off'),
} satisfies Record<string, MaskSpec>;

export type MaskName = keyof typeof masks;
