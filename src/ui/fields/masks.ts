// Input masks of spec section 5, as imask patterns: a chunk of its own (with imask), loaded by a masked field's first
// focus or touch, or at once when it has a value to show (src/ui/fields/maskLoader.ts).
import IMask, { ChangeDetails, MaskedRange, type AppendFlags, type FactoryOpts, type InputMask, type MaskedPatternState } from 'imask';
import { maskTraits, type MaskName, type MaskTraits } from './maskTraits';

/** A mask of spec section 5: its traits (maskTraits.ts) and its imask pattern. */
export interface MaskSpec extends MaskTraits {
  options: FactoryOpts;
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

const digits = (count: number): FactoryOpts => ({ mask: '0'.repeat(count) });

const text = (regex: RegExp, uppercase = false): FactoryOpts => (uppercase ? { mask: regex, prepareChar: upper } : { mask: regex });

const money = (maxDollars: number): FactoryOpts => ({
  mask: Number,
  scale: 2,
  radix: '.',
  mapToRadix: ['.'],
  thousandsSeparator: ',',
  min: 0,
  max: maxDollars + 0.99,
  normalizeZeros: true,
  padFractionalZeros: false,
});

const patterns: Record<MaskName, FactoryOpts> = {
  /** 10 digits shown 614-555-0100; the first digit is 1-9. */
  phone: phoneMask,
  phoneExtension: digits(5),
  /** Up to 15 digits (E.164 without the plus). */
  internationalPhone: { mask: /^\d{0,15}$/ },
  /** 43215 or 43215-1234; the form keeps 5 or 9 digits. */
  zip: { mask: '00000[-0000]' },
  /** Dollars and cents, up to 10 digits of dollars. */
  currency: money(9_999_999_999),
  /** Towing amount, up to 5 digits of dollars. */
  towAmount: money(99_999),
  smsCode: digits(6),
  personalAccessCode: digits(10),
  /** 123-45-6789; the form keeps 9 digits. */
  ssn: { mask: '000-00-0000' },
  /** MM/DD/YYYY; the form keeps the entry as shown (parse with validation/dates). */
  date: dateMask,
  /** Letters of every language (José, Zoë, Nguyễn), space, apostrophes, dot, hyphen. */
  name: text(/^(?:\p{L}[\p{L}\p{M} '\u2019.-]{0,49})?$/u),
  address: text(/^[\p{L}\p{M}0-9 #'\u2019.,/-]{0,60}$/u),
  city: text(/^[\p{L}\p{M} .'\u2019-]{0,50}$/u),
  /** 17 characters, upper case, never I, O or Q. */
  vin: text(/^[A-HJ-NPR-Z0-9]{0,17}$/, true),
  companyName: text(/^[A-Za-z0-9 &'.,/-]{0,60}$/),
  licenseNumber: text(/^[A-Z0-9-]{0,20}$/, true),
  loanNumber: text(/^[A-Za-z0-9-]{0,30}$/),
};

/** Every mask, traits and pattern (the design system page shows them all). */
export const masks = Object.fromEntries(
  (Object.keys(maskTraits) as MaskName[]).map((name) => [name, { ...maskTraits[name], options: patterns[name] }]),
) as Record<MaskName, MaskSpec>;

export type { MaskName, MaskTraits };

/** The mask on an input: it owns the input's text from now on, and tells each accepted change. */
export function attachMask(
  input: HTMLInputElement,
  name: MaskName,
  onAccept: (mask: InputMask<FactoryOpts>) => void,
): InputMask<FactoryOpts> {
  const mask = IMask(input, patterns[name]) as InputMask<FactoryOpts>;
  mask.on('accept', () => onAccept(mask));
  return mask;
}
