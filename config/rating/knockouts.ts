// Thresholds of the online-quote knockouts (spec section 4). The rules themselves are in
// server/quoting/knockouts.ts; every number they compare with is here.

export const knockoutLimits = {
  /** More than this many accidents plus violations on one driver. */
  maxAccidentsOrViolations: 2,
  /** SDIP points at or above this (08 or higher). */
  sdipKnockoutPoints: 8,
  /** Licensed fewer years than this. */
  minYearsLicensed: 3,
  /** Prior bodily injury limits below this are too low. */
  minPriorBodilyInjury: '50/100',
  /** Underwriting tier at or above this. */
  knockoutTier: 10,
  /** HAL (household accident level) score at or above this. */
  halKnockoutScore: 45,
  /** Dwellings with more units than this. */
  maxUnits: 4,
  /** More home loss claims than this. */
  maxHomeLossClaims: 1,
} as const;

/** Prior bodily-injury limits in order, lowest first. */
export const bodilyInjuryOrder = ['25/50', '50/100', '100/300', '250/500'] as const;
