// Input masks of spec section 5, as react-imask options. Each mask object is a module constant:
// react-imask re-applies options whenever their identity changes, so never build them in render.
import { ChangeDetails, MaskedRange, type AppendFlags, type FactoryOpts, type MaskedPatternState } from 'imask';

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

const nationalPhone = { mask: '#00-000-0000', definitions: { '#': /[1-9]/ } };

/**
 * A phone typed with its country code ('+1 614 555 0142', or 11 digits starting with 1) is shown
 * '+1 614-555-0142' and keeps the 10 national digits, instead of losing its last digit.
 */
const phoneMask: FactoryOpts = {
  mask: [nationalPhone, { ...nationalPhone, mask: '+1 #00-000-0000' }],
  prepare: dropCountryCode,
  dispatch: (appended, masked) => {
    const text = masked.value + appended;
    const digits = text.replace(/\D/g, '');
    const withCountryCode = text.trimStart().startsWith('+') || (digits.length > 10 && digits.startsWith('1'));
    return masked.compiledMasks[withCountryCode ? 1 : 0];
  },
};

/** A month or day block: a digit that cannot start a valid two-digit value is refused, never changed into another. */
class DatePart extends MaskedRange {
  override _appendCharRaw(ch: string, flags: AppendFlags<MaskedPatternState> = {}) {
    const whole = this.value + ch;
    const outOfRange = /^\d+$/.test(whole) && whole.length === this.maxLength && (Number(whole) > this.to || Number(whole) < this.from);
    return outOfRange ? new ChangeDetails() : super._appendCharRaw(ch, flags);
  }
}

/**
 * MM/DD/YYYY where a one-digit month or day followed by '/' is padded: '1/5/1990' shows 01/05/1990
 * (a fixed '00/00/0000' pattern turned it into 15/19/90). Eight digits typed alone fill it too.
 */
const dateMask: FactoryOpts = {
  mask: 'm/`d/`Y',
  autofix: 'pad',
  blocks: {
    m: { mask: DatePart, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
    d: { mask: DatePart, from: 1, to: 31, maxLength: 2, autofix: 'pad' },
    Y: { mask: MaskedRange, from: 1, to: 9999, maxLength: 4 },
  },
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
    options: phoneMask,
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
  date: { options: dateMask, store: 'masked', inputMode: 'numeric', autoComplete: 'off' },
  /** Letters of every language (José, Zoë, Nguyễn), space, apostrophes, dot, hyphen. */
  name: text(/^(?:\p{L}[\p{L}\p{M} '\u2019.-]{0,49})?$/u, 'name'),
  address: text(/^[\p{L}\p{M}0-9 #'\u2019.,/-]{0,60}$/u, 'address-line1'),
  city: text(/^[\p{L}\p{M} .'\u2019-]{0,50}$/u, 'address-level2'),
  /** 17 characters, upper case, never I, O or Q. */
  vin: text(/^[A-HJ-NPR-Z0-9]{0,17}$/, 'off', true),
  companyName: text(/^[A-Za-z0-9 &'.,/-]{0,60}$/, 'organization'),
  licenseNumber: text(/^[A-Z0-9-]{0,20}$/, 'off', true),
  loanNumber: text(/^[A-Za-z0-9-]{0,30}$/, 'off'),
} satisfies Record<string, MaskSpec>;

export type MaskName = keyof typeof masks;
