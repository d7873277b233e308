// Auto and motorcycle coverages: annual base rate per vehicle (cents) and the factor of each limit or
// deductible option. Data only; read by server/quoting/rating.ts.

export interface CoverageOptionRow {
  code: string;
  label: string;
  factor: number;
}
export interface VehicleCoverageRow {
  code: string;
  name: string;
  /** Annual base rate per vehicle, in cents, before factors. */
  baseRateCents: number;
  options: CoverageOptionRow[];
  defaultOption: string;
}

export const autoCoverages: VehicleCoverageRow[] = [
  {
    code: 'BI',
    name: 'Bodily injury liability',
    baseRateCents: 32000,
    defaultOption: '100/300',
    options: [
      { code: '25/50', label: '$25,000 / $50,000', factor: 0.8 },
      { code: '50/100', label: '$50,000 / $100,000', factor: 0.9 },
      { code: '100/300', label: '$100,000 / $300,000', factor: 1.0 },
      { code: '250/500', label: '$250,000 / $500,000', factor: 1.2 },
    ],
  },
  {
    code: 'PD',
    name: 'Property damage liability',
    baseRateCents: 18000,
    defaultOption: '100',
    options: [
      { code: '25', label: '$25,000', factor: 0.85 },
      { code: '50', label: '$50,000', factor: 0.92 },
      { code: '100', label: '$100,000', factor: 1.0 },
    ],
  },
  {
    code: 'UM',
    name: 'Uninsured motorist',
    baseRateCents: 6000,
    defaultOption: '100/300',
    options: [
      { code: 'none', label: 'No coverage', factor: 0 },
      { code: '50/100', label: '$50,000 / $100,000', factor: 0.85 },
      { code: '100/300', label: '$100,000 / $300,000', factor: 1.0 },
    ],
  },
  {
    code: 'COLL',
    name: 'Collision',
    baseRateCents: 38000,
    defaultOption: '500',
    options: [
      { code: 'none', label: 'No coverage', factor: 0 },
      { code: '250', label: '$250 deductible', factor: 1.15 },
      { code: '500', label: '$500 deductible', factor: 1.0 },
      { code: '1000', label: '$1,000 deductible', factor: 0.82 },
    ],
  },
  {
    code: 'COMP',
    name: 'Comprehensive',
    baseRateCents: 14000,
    defaultOption: '500',
    options: [
      { code: 'none', label: 'No coverage', factor: 0 },
      { code: '100', label: '$100 deductible', factor: 1.25 },
      { code: '500', label: '$500 deductible', factor: 1.0 },
      { code: '1000', label: '$1,000 deductible', factor: 0.8 },
    ],
  },
];

/** Vehicle age (effective year minus model year) bands for physical-damage and liability alike. */
export const vehicleAgeFactors = [
  { upTo: 2, factor: 1.15 },
  { upTo: 6, factor: 1.0 },
  { upTo: 12, factor: 0.88 },
  { upTo: Infinity, factor: 0.75 },
];

/** Use of the vehicle. */
export const vehicleUseFactors: Record<string, number> = { commute: 1.0, pleasure: 0.9, business: 1.15 };

/** Motorcycle classes: a factor on the auto base rates, and whether the class is a knockout (spec section 4). */
export interface MotorcycleClassRow {
  code: string;
  label: string;
  factor: number;
  knockout: boolean;
}
export const motorcycleClasses: MotorcycleClassRow[] = [
  { code: 'cruiser', label: 'Cruiser', factor: 0.55, knockout: false },
  { code: 'touring', label: 'Touring', factor: 0.6, knockout: false },
  { code: 'standard', label: 'Standard', factor: 0.5, knockout: false },
  { code: 'sport', label: 'Sport', factor: 0.9, knockout: false },
  { code: 'supersport', label: 'Supersport', factor: 1.4, knockout: true },
  { code: 'custom', label: 'Custom-built', factor: 1.0, knockout: true },
];

/** Policy term of auto and motorcycle quotes. */
export const vehicleTermMonths = 6;
