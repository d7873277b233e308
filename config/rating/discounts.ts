// Discounts: a percentage of the total before discounts, each with its condition (evaluated by
// server/quoting/rating.ts from the quote's answers). Data only.

export type DiscountCondition = 'bundle' | 'paperless' | 'payInFull' | 'safeDriver' | 'newerHome';

export interface DiscountRule {
  code: string;
  name: string;
  percent: number;
  condition: DiscountCondition;
  lines: readonly string[];
}

export const discountRules: DiscountRule[] = [
  {
    code: 'MULTI_POLICY',
    name: 'Multi-policy discount',
    percent: 10,
    condition: 'bundle',
    lines: ['auto', 'home', 'condo', 'renters', 'motorcycle'],
  },
  {
    code: 'PAPERLESS',
    name: 'Paperless discount',
    percent: 3,
    condition: 'paperless',
    lines: ['auto', 'home', 'condo', 'renters', 'motorcycle'],
  },
  {
    code: 'PAY_IN_FULL',
    name: 'Pay-in-full discount',
    percent: 5,
    condition: 'payInFull',
    lines: ['auto', 'home', 'condo', 'renters', 'motorcycle'],
  },
  { code: 'SAFE_DRIVER', name: 'Safe driver discount', percent: 8, condition: 'safeDriver', lines: ['auto', 'motorcycle'] },
  { code: 'NEWER_HOME', name: 'Newer home discount', percent: 6, condition: 'newerHome', lines: ['home', 'condo'] },
];

/** Safe driver: every driver without accidents or violations and licensed at least this many years. */
export const safeDriverMinYearsLicensed = 5;
/** Newer home: built within this many years of the effective date. */
export const newerHomeMaxAgeYears = 15;
