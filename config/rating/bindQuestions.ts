// The bind steps and their questions (spec sections 2 and 4). A "yes" to a question with a knockout
// code sends the customer to call; report-based bind knockouts (GreenLight, facility, claims report,
// wildfire) are checked by the gateway when the step holding their question is saved. Data only.
import type { BindKnockoutCode } from './knockoutCodes';

export type BindStep = 'additionalInformation' | 'policyOwners' | 'drivers' | 'vehicles' | 'tenants';
export type BindLine = 'auto' | 'renters';

export interface BindQuestion {
  code: string;
  step: BindStep;
  lines: readonly BindLine[];
  question: string;
  /** The answer that knocks the bind out, and the code it records. */
  knockoutAnswer: boolean;
  knockout: BindKnockoutCode;
}

export const bindSteps: Record<BindLine, readonly BindStep[]> = {
  auto: ['additionalInformation', 'policyOwners', 'drivers', 'vehicles'],
  renters: ['additionalInformation', 'policyOwners', 'tenants'],
};

export const bindStepNames: Record<BindStep, string> = {
  additionalInformation: 'Additional information',
  policyOwners: 'Finalize policy owners',
  drivers: 'Drivers',
  vehicles: 'Vehicles',
  tenants: 'Tenants',
};

const both: readonly BindLine[] = ['auto', 'renters'];

export const bindQuestions: BindQuestion[] = [
  { code: 'priorCancelled', step: 'additionalInformation', lines: both, question: 'Has an insurer cancelled a policy of yours in the last 3 years?', knockoutAnswer: true, knockout: 'CANCELLED' },
  { code: 'priorNonRenewed', step: 'additionalInformation', lines: both, question: 'Has an insurer declined to renew a policy of yours in the last 3 years?', knockoutAnswer: true, knockout: 'NON_RENEWED' },
  { code: 'unlistedClaims', step: 'additionalInformation', lines: both, question: 'Have you had any insurance claims in the last 5 years that you have not told us about?', knockoutAnswer: true, knockout: 'CLAIMS_REPORT_INCIDENTS' },
  { code: 'creditConsent', step: 'additionalInformation', lines: both, question: 'May we obtain a credit-based insurance score to finalize your price?', knockoutAnswer: false, knockout: 'NO_CREDIT_RESULTS' },
  { code: 'ownerIsApplicant', step: 'policyOwners', lines: ['auto'], question: 'Is every vehicle registered to you or another driver on this quote?', knockoutAnswer: false, knockout: 'REGISTERED_OWNER_OTHER' },
  { code: 'ownsDwelling', step: 'policyOwners', lines: ['renters'], question: 'Do you own the home you want to insure?', knockoutAnswer: true, knockout: 'DWELLING_OWNER' },
  { code: 'sr22', step: 'drivers', lines: ['auto'], question: 'Does any driver need an SR-22 (proof of financial responsibility) filing?', knockoutAnswer: true, knockout: 'SR22' },
  { code: 'foreignLicense', step: 'drivers', lines: ['auto'], question: 'Does any driver hold only a license issued outside the United States?', knockoutAnswer: true, knockout: 'FOREIGN_LICENSE' },
  { code: 'forProfit', step: 'vehicles', lines: ['auto'], question: 'Is any vehicle used to carry people or goods for pay (delivery, ride-sharing)?', knockoutAnswer: true, knockout: 'FOR_PROFIT_VEHICLE' },
  { code: 'garagedElsewhere', step: 'vehicles', lines: ['auto'], question: 'Is any vehicle kept overnight at an address other than yours?', knockoutAnswer: true, knockout: 'GARAGED_LOCATION' },
  { code: 'roommates', step: 'tenants', lines: ['renters'], question: 'Do roommates or boarders who are not relatives live with you?', knockoutAnswer: true, knockout: 'ROOMMATES_BOARDERS' },
  { code: 'business', step: 'tenants', lines: ['renters'], question: 'Is a business run from the home?', knockoutAnswer: true, knockout: 'BUSINESS_ON_PREMISES' },
  { code: 'animals', step: 'tenants', lines: ['renters'], question: 'Do you keep any animal that has bitten someone, or any exotic animal or livestock?', knockoutAnswer: true, knockout: 'ANIMALS' },
  { code: 'trampoline', step: 'tenants', lines: ['renters'], question: 'Is there a trampoline at the home?', knockoutAnswer: true, knockout: 'TRAMPOLINE' },
  { code: 'floodZone', step: 'tenants', lines: ['renters'], question: 'Has a lender or landlord told you flood insurance is required for this home?', knockoutAnswer: true, knockout: 'FLOOD_REQUIRED' },
  { code: 'fireWalls', step: 'tenants', lines: ['renters'], question: 'Does your building have fire walls between the units?', knockoutAnswer: false, knockout: 'NO_FIRE_WALLS' },
  { code: 'foreclosure', step: 'tenants', lines: ['renters'], question: 'Is the building in foreclosure or owned by a bank?', knockoutAnswer: true, knockout: 'FORECLOSURE' },
  { code: 'unoccupied', step: 'tenants', lines: ['renters'], question: 'Will the home be unoccupied for more than 30 days in a row?', knockoutAnswer: true, knockout: 'DWELLING_UNOCCUPIED' },
];

/** The steps whose saving also checks the applicant's reports (bind-time report knockouts). */
export const reportCheckStep: BindStep = 'additionalInformation';
