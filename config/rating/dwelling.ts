// Dwelling coverages (home HO3, condo HO6, renters HO4). Data only; read by server/quoting/rating.ts.

export type DwellingLine = 'home' | 'condo' | 'renters';

export interface DwellingCoverageRow {
  code: string;
  name: string;
  lines: readonly DwellingLine[];
  /** 'amount': rate per $1,000 of the insured amount x the deductible option factor; 'flat': option premium in cents. */
  basis: 'amount' | 'flat';
  /** Share of the amount the customer gives (dwelling for home, personal property for condo and renters) this coverage insures. */
  amountShare?: Partial<Record<DwellingLine, number>>;
  /** Annual rate per $1,000, by line, in cents. */
  ratePerThousandCents?: Partial<Record<DwellingLine, number>>;
  options: { code: string; label: string; factor: number }[];
  defaultOption: string;
}

const deductibles = [
  { code: '500', label: '$500 deductible', factor: 1.1 },
  { code: '1000', label: '$1,000 deductible', factor: 1.0 },
  { code: '2500', label: '$2,500 deductible', factor: 0.85 },
];

export const dwellingCoverages: DwellingCoverageRow[] = [
  {
    code: 'DWELLING',
    name: 'Dwelling',
    lines: ['home'],
    basis: 'amount',
    amountShare: { home: 1 },
    ratePerThousandCents: { home: 320 },
    options: deductibles,
    defaultOption: '1000',
  },
  {
    code: 'OTHER_STRUCTURES',
    name: 'Other structures',
    lines: ['home'],
    basis: 'amount',
    amountShare: { home: 0.1 },
    ratePerThousandCents: { home: 150 },
    options: deductibles,
    defaultOption: '1000',
  },
  {
    code: 'PERSONAL_PROPERTY',
    name: 'Personal property',
    lines: ['home', 'condo', 'renters'],
    basis: 'amount',
    amountShare: { home: 0.5, condo: 1, renters: 1 },
    ratePerThousandCents: { home: 90, condo: 420, renters: 480 },
    options: deductibles,
    defaultOption: '1000',
  },
  {
    code: 'UNIT_OWNERS',
    name: 'Unit-owners building property',
    lines: ['condo'],
    basis: 'amount',
    amountShare: { condo: 0.5 },
    ratePerThousandCents: { condo: 260 },
    options: deductibles,
    defaultOption: '1000',
  },
  {
    code: 'LIABILITY',
    name: 'Personal liability',
    lines: ['home', 'condo', 'renters'],
    basis: 'flat',
    defaultOption: '300000',
    options: [
      { code: '100000', label: '$100,000', factor: 4500 },
      { code: '300000', label: '$300,000', factor: 6500 },
      { code: '500000', label: '$500,000', factor: 8500 },
    ],
  },
  {
    code: 'MEDICAL',
    name: 'Medical payments to others',
    lines: ['home', 'condo', 'renters'],
    basis: 'flat',
    defaultOption: '5000',
    options: [
      { code: '1000', label: '$1,000', factor: 1200 },
      { code: '5000', label: '$5,000', factor: 2000 },
    ],
  },
];

export const constructionFactors: Record<string, number> = { frame: 1.0, masonryVeneer: 0.95, masonry: 0.9 };

/** Protection class 1-10. */
export const protectionClassFactors: Record<number, number> = {
  1: 0.85,
  2: 0.88,
  3: 0.92,
  4: 0.96,
  5: 1.0,
  6: 1.06,
  7: 1.12,
  8: 1.25,
  9: 1.45,
  10: 1.8,
};

export const dwellingTermMonths = 12;
