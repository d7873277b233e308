// Self-service policy changes: how the rating engine's coverages (config/rating) name the policy's own
// coverage rows, and the bind-time questions of an added vehicle. Data only; read by server/selfService (the knockouts
// also by src/shared/vehicleKnockouts.ts, the rule both sides ask).

/** A rating coverage, the policy's coverage code it prices, and whether its option is a deductible or a limit. */
export interface CoverageLink {
  rating: string;
  policy: string;
  kind: 'deductible' | 'limit';
  /** Words after the limit on the declarations ('each occurrence'). */
  limitSuffix?: string;
  /** Per vehicle (physical damage) or for the whole policy (liability). */
  perVehicle?: boolean;
}

export const coverageLinks: Record<'auto' | 'dwelling', readonly CoverageLink[]> = {
  auto: [
    { rating: 'BI', policy: 'BI', kind: 'limit', limitSuffix: 'each person / each accident' },
    { rating: 'PD', policy: 'PD', kind: 'limit', limitSuffix: 'each accident' },
    { rating: 'UM', policy: 'UM', kind: 'limit', limitSuffix: 'each person / each accident' },
    { rating: 'COLL', policy: 'COLL', kind: 'deductible', perVehicle: true },
    { rating: 'COMP', policy: 'COMP', kind: 'deductible', perVehicle: true },
  ],
  dwelling: [
    { rating: 'DWELLING', policy: 'A', kind: 'deductible' },
    { rating: 'OTHER_STRUCTURES', policy: 'B', kind: 'deductible' },
    { rating: 'PERSONAL_PROPERTY', policy: 'C', kind: 'deductible' },
    { rating: 'LIABILITY', policy: 'E', kind: 'limit', limitSuffix: 'each occurrence' },
    { rating: 'MEDICAL', policy: 'F', kind: 'limit', limitSuffix: 'each person' },
  ],
};

/** What the rating of a policy assumes where the policy keeps no answer (a driver licensed at this age). */
export const ratingAssumptions = { licensedAtAge: 16, construction: 'frame', vehicleUse: 'commute' } as const;

/** The bind-time knockouts of an added vehicle (spec section 4), by the answer that knocks it out. */
export const vehicleBindKnockouts = {
  forProfit: 'FOR_PROFIT_VEHICLE',
  garagedElsewhere: 'GARAGED_LOCATION',
  registeredOwnerOther: 'REGISTERED_OWNER_OTHER',
} as const;

/** Latest effective date of a change, in days after the business today (the quoting effective date range is 365). */
export const changeEffectiveDays = 60;

/**
 * The discount row that carries what a mid-term change's new rates do not charge for the days of the term
 * already passed (positive: a credit; negative: the part of a removed coverage the term keeps), so that the
 * policy's coverage lines less its discounts are its premium for the term, as billed.
 */
export const termAdjustment = { code: 'MIDTERM', name: 'Mid-term change adjustment' } as const;
