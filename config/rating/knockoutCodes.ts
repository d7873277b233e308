// Every knockout code of spec section 4 with its reason (for analysts: the log and errorCodes).

export const quoteKnockouts = {
  // Auto
  AUTO_VIOLATION_OFFENSE: 'Vehicle violation or offense',
  ALREADY_CUSTOMER: 'Already a customer',
  NO_PRIOR_INSURANCE: 'No prior insurance',
  ACCIDENTS_VIOLATIONS: 'More than two accidents or violations',
  SDIP_08: 'SDIP 08 or higher',
  LICENSED_UNDER_3: 'Licensed under 3 years',
  BI_LIMITS_LOW: 'Bodily injury limits too low',
  GREENLIGHT_RED: 'GreenLight status red',
  FACILITY_RISK: 'Facility risk',
  TIER_10: 'Tier 10 applicant',
  HAL_45: 'HAL 45 or higher',
  API_ERROR: 'API error',
  // Motorcycle
  VEHICLE_CLASS_TYPE: 'Vehicle class type',
  // Home
  UNITS_OVER_4: 'More than 4 units',
  RENTAL: 'Rental',
  RETROFIT: 'Retrofit',
  HOME_LOSS_CLAIMS: 'More than 1 home loss claim',
  NO_PROTECTION_CLASS: 'Missing protection class code',
} as const;
export type QuoteKnockoutCode = keyof typeof quoteKnockouts;

export const bindKnockouts = {
  SR22: 'SR22',
  FOR_PROFIT_VEHICLE: 'For-profit vehicle',
  GARAGED_LOCATION: 'Garaged location',
  FOREIGN_LICENSE: 'Foreign license',
  REGISTERED_OWNER_OTHER: 'Registered owner other',
  NO_CREDIT_RESULTS: 'No credit results',
  CANCELLED: 'Cancelled',
  NON_RENEWED: 'Non-renewed',
  BUSINESS_ON_PREMISES: 'Business on premises',
  FORECLOSURE: 'Foreclosure or bank-owned',
  ROOMMATES_BOARDERS: 'Roommates or boarders',
  NO_FIRE_WALLS: 'No fire walls',
  TRAMPOLINE: 'Trampoline',
  FLOOD_REQUIRED: 'Flood insurance required',
  ANIMALS: 'Animals',
  GREENLIGHT_RED_YELLOW: 'GreenLight red or yellow',
  BIND_FACILITY_RISK: 'Facility risk',
  CLAIMS_REPORT_INCIDENTS: 'Claims-report incidents',
  WILDFIRE_RISK: 'Wildfire risk',
  DWELLING_OWNER: 'Dwelling owner',
  DWELLING_UNOCCUPIED: 'Dwelling unoccupied',
} as const;
export type BindKnockoutCode = keyof typeof bindKnockouts;

/**
 * Knockouts no one can reverse (spec section 4: wildfire risk is blocked via agent or web): their pages offer no call
 * from an agent, and the quoting gateway refuses a referral of such a quote. Every other knockout can be finished by phone.
 */
export const irreversibleKnockouts: readonly string[] = ['WILDFIRE_RISK'];
