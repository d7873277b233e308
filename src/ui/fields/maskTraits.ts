// What a field needs of its mask before the mask itself arrives (src/ui/fields/masks.ts, with imask, loads on the
// field's first focus or touch): what the form keeps, the keyboard, the autocomplete token and the prefix.

export interface MaskTraits {
  /** What the form keeps: the clean value (digits, no separators) unless the shown text is the value. */
  readonly store: 'unmasked' | 'masked';
  readonly inputMode: 'numeric' | 'decimal' | 'tel' | 'text';
  /** Default autocomplete token; fields may override it (e.g. given-name / family-name for a name). */
  readonly autoComplete: string;
  /** Shown before the input, e.g. '$'. */
  readonly prefix?: string;
}

const digits = (autoComplete = 'off'): MaskTraits => ({ store: 'unmasked', inputMode: 'numeric', autoComplete });
const text = (autoComplete: string): MaskTraits => ({ store: 'unmasked', inputMode: 'text', autoComplete });
const money: MaskTraits = { store: 'unmasked', inputMode: 'decimal', autoComplete: 'off', prefix: '$' };

/** The masks of spec section 5 by name; their patterns are in masks.ts. */
export const maskTraits = {
  phone: { store: 'unmasked', inputMode: 'tel', autoComplete: 'tel-national' },
  phoneExtension: digits('tel-extension'),
  internationalPhone: { store: 'unmasked', inputMode: 'tel', autoComplete: 'tel' },
  zip: digits('postal-code'),
  currency: money,
  towAmount: money,
  smsCode: digits('one-time-code'),
  personalAccessCode: digits(),
  ssn: digits(),
  date: { store: 'masked', inputMode: 'numeric', autoComplete: 'off' },
  name: text('name'),
  address: text('address-line1'),
  city: text('address-level2'),
  vin: text('off'),
  companyName: text('organization'),
  licenseNumber: text('off'),
  loanNumber: text('off'),
} as const satisfies Record<string, MaskTraits>;

export type MaskName = keyof typeof maskTraits;
