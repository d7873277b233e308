import { motorcycleClasses } from '../../config/rating/auto';
import { bodilyInjuryOrder, knockoutLimits } from '../../config/rating/knockouts';
import { quoteKnockouts, type QuoteKnockoutCode } from '../../config/rating/knockoutCodes';
import { territoryOf } from '../../config/rating/territories';
import type { Knockout, QuoteSections, QuoteType } from '../../src/contract/quoting';

// The online-quote knockouts of spec section 4: each rule names its code, the quote types it applies
// to, and its test over the answers so far, the applicant's underwriting report and whether the
// applicant is already a customer. The first rule that holds knocks the quote out. Thresholds are in
// config/rating/knockouts.ts.

export interface UnderwritingReport {
  greenlight: 'green' | 'yellow' | 'red';
  facilityRisk: boolean;
  tier: number;
  halScore: number;
  creditFound: boolean;
  claimsReportIncidents: number;
  vendorError: boolean;
}

/** An applicant the vendor has nothing on: a clean report. */
export const cleanReport: UnderwritingReport = {
  greenlight: 'green',
  facilityRisk: false,
  tier: 3,
  halScore: 10,
  creditFound: true,
  claimsReportIncidents: 0,
  vendorError: false,
};

export interface KnockoutContext {
  quoteType: QuoteType;
  sections: QuoteSections;
  /** Null until the customer section identifies the applicant. */
  report: UnderwritingReport | null;
  alreadyCustomer: boolean;
}

interface KnockoutRule {
  code: QuoteKnockoutCode;
  types: readonly QuoteType[];
  holds: (c: KnockoutContext) => boolean;
}

const vehicleTypes: QuoteType[] = ['auto', 'bundle'];
const motorcycle: QuoteType[] = ['motorcycle'];
const homeTypes: QuoteType[] = ['home', 'bundle'];
const dwellingTypes: QuoteType[] = ['home', 'condo', 'renters', 'bundle'];

const histories = (s: QuoteSections) => s.drivingHistory?.drivers ?? [];
const reportSays = (test: (r: UnderwritingReport) => boolean) => (c: KnockoutContext) =>
  c.report !== null && !c.report.vendorError && test(c.report);
const biRank = (limits: string) => bodilyInjuryOrder.indexOf(limits as (typeof bodilyInjuryOrder)[number]);

export const knockoutRules: readonly KnockoutRule[] = [
  { code: 'ALREADY_CUSTOMER', types: [...vehicleTypes, ...motorcycle], holds: (c) => c.alreadyCustomer },
  { code: 'API_ERROR', types: vehicleTypes, holds: (c) => c.report?.vendorError === true },
  { code: 'GREENLIGHT_RED', types: vehicleTypes, holds: reportSays((r) => r.greenlight === 'red') },
  { code: 'FACILITY_RISK', types: vehicleTypes, holds: reportSays((r) => r.facilityRisk) },
  { code: 'TIER_10', types: vehicleTypes, holds: reportSays((r) => r.tier >= knockoutLimits.knockoutTier) },
  { code: 'HAL_45', types: vehicleTypes, holds: reportSays((r) => r.halScore >= knockoutLimits.halKnockoutScore) },
  {
    code: 'LICENSED_UNDER_3',
    types: vehicleTypes,
    holds: (c) => (c.sections.driver?.drivers ?? []).some((d) => d.yearsLicensed < knockoutLimits.minYearsLicensed),
  },
  { code: 'AUTO_VIOLATION_OFFENSE', types: vehicleTypes, holds: (c) => histories(c.sections).some((h) => h.majorViolation) },
  {
    code: 'ACCIDENTS_VIOLATIONS',
    types: vehicleTypes,
    holds: (c) => histories(c.sections).some((h) => h.accidents + h.violations > knockoutLimits.maxAccidentsOrViolations),
  },
  {
    code: 'SDIP_08',
    types: vehicleTypes,
    holds: (c) => histories(c.sections).some((h) => h.sdipPoints >= knockoutLimits.sdipKnockoutPoints),
  },
  { code: 'NO_PRIOR_INSURANCE', types: vehicleTypes, holds: (c) => c.sections.priorInsurance?.hasPriorInsurance === false },
  {
    code: 'BI_LIMITS_LOW',
    types: vehicleTypes,
    holds: (c) =>
      c.sections.priorInsurance?.hasPriorInsurance === true &&
      biRank(c.sections.priorInsurance.bodilyInjuryLimits ?? '') < biRank(knockoutLimits.minPriorBodilyInjury),
  },
  {
    code: 'VEHICLE_CLASS_TYPE',
    types: motorcycle,
    holds: (c) =>
      (c.sections.vehicle?.vehicles ?? []).some((v) => motorcycleClasses.find((m) => m.code === v.vehicleClass)?.knockout !== false),
  },
  { code: 'UNITS_OVER_4', types: homeTypes, holds: (c) => (c.sections.property?.units ?? 0) > knockoutLimits.maxUnits },
  { code: 'RENTAL', types: homeTypes, holds: (c) => c.sections.property?.rentedToOthers === true },
  { code: 'RETROFIT', types: homeTypes, holds: (c) => c.sections.property?.needsRetrofit === true },
  {
    code: 'HOME_LOSS_CLAIMS',
    types: dwellingTypes,
    holds: (c) => (c.sections.homeHistory?.lossClaims ?? 0) > knockoutLimits.maxHomeLossClaims,
  },
  {
    code: 'NO_PROTECTION_CLASS',
    types: dwellingTypes,
    holds: (c) => !!c.sections.address && territoryOf(c.sections.address.zip).protectionClass === null,
  },
];

/** The first knockout that holds for the quote as answered so far, or null. */
export function findKnockout(context: KnockoutContext): Knockout | null {
  const rule = knockoutRules.find((r) => r.types.includes(context.quoteType) && r.holds(context));
  return rule ? { code: rule.code, reason: quoteKnockouts[rule.code] } : null;
}
