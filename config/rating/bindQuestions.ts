// The bind steps and their questions (spec sections 2 and 4). A "yes" to a question with a knockout
// code sends the customer to call; report-based bind knockouts (GreenLight, facility, claims report,
// wildfire) are checked by the gateway when the step holding their question is saved. Data, with the look-ups
// over it that the quoting app and the gateway share.
import type { BindKnockoutCode } from './knockoutCodes';
import { lenderStep, type BindLine, type BindStep } from './bindSteps';

export interface BindQuestion {
  code: string;
  /** The step that asks the question, for each line that asks it. */
  askedIn: Partial<Record<BindLine, BindStep>>;
  question: string;
  /** The answer that knocks the bind out, and the code it records. */
  knockoutAnswer: boolean;
  knockout: BindKnockoutCode;
}

const everyLine = (step: BindStep): Record<BindLine, BindStep> => ({ auto: step, renters: step, home: step, condo: step });
/** A question about the home: renters answer it in the tenants step, owners in the homeowners step. */
const aboutTheHome: Partial<Record<BindLine, BindStep>> = { renters: 'tenants', home: 'homeowners', condo: 'homeowners' };

export const bindQuestions: BindQuestion[] = [
  {
    code: 'priorCancelled',
    askedIn: everyLine('additionalInformation'),
    question: 'Has an insurer cancelled a policy of yours in the last 3 years?',
    knockoutAnswer: true,
    knockout: 'CANCELLED',
  },
  {
    code: 'priorNonRenewed',
    askedIn: everyLine('additionalInformation'),
    question: 'Has an insurer declined to renew a policy of yours in the last 3 years?',
    knockoutAnswer: true,
    knockout: 'NON_RENEWED',
  },
  {
    code: 'unlistedClaims',
    askedIn: everyLine('additionalInformation'),
    question: 'Have you had any insurance claims in the last 5 years that you have not told us about?',
    knockoutAnswer: true,
    knockout: 'CLAIMS_REPORT_INCIDENTS',
  },
  {
    code: 'creditConsent',
    askedIn: everyLine('additionalInformation'),
    question: 'May we obtain a credit-based insurance score to finalize your price?',
    knockoutAnswer: false,
    knockout: 'NO_CREDIT_RESULTS',
  },
  {
    code: 'ownerIsApplicant',
    askedIn: { auto: 'policyOwners' },
    question: 'Is every vehicle registered to you or another driver on this quote?',
    knockoutAnswer: false,
    knockout: 'REGISTERED_OWNER_OTHER',
  },
  {
    code: 'ownsDwelling',
    askedIn: { renters: 'policyOwners' },
    question: 'Do you own the home you want to insure?',
    knockoutAnswer: true,
    knockout: 'DWELLING_OWNER',
  },
  {
    code: 'ownedByOthers',
    askedIn: { home: 'policyOwners', condo: 'policyOwners' },
    question: 'Is the home owned by anyone other than you, such as a trust, a company or a relative?',
    knockoutAnswer: true,
    knockout: 'DWELLING_OWNER',
  },
  {
    code: 'sr22',
    askedIn: { auto: 'drivers' },
    question: 'Does any driver need an SR-22 (proof of financial responsibility) filing?',
    knockoutAnswer: true,
    knockout: 'SR22',
  },
  {
    code: 'foreignLicense',
    askedIn: { auto: 'drivers' },
    question: 'Does any driver hold only a license issued outside the United States?',
    knockoutAnswer: true,
    knockout: 'FOREIGN_LICENSE',
  },
  {
    code: 'forProfit',
    askedIn: { auto: 'vehicles' },
    question: 'Is any vehicle used to carry people or goods for pay (delivery, ride-sharing)?',
    knockoutAnswer: true,
    knockout: 'FOR_PROFIT_VEHICLE',
  },
  {
    code: 'garagedElsewhere',
    askedIn: { auto: 'vehicles' },
    question: 'Is any vehicle kept overnight at an address other than yours?',
    knockoutAnswer: true,
    knockout: 'GARAGED_LOCATION',
  },
  {
    code: 'roommates',
    askedIn: aboutTheHome,
    question: 'Do roommates or boarders who are not relatives live with you?',
    knockoutAnswer: true,
    knockout: 'ROOMMATES_BOARDERS',
  },
  {
    code: 'business',
    askedIn: aboutTheHome,
    question: 'Is a business run from the home?',
    knockoutAnswer: true,
    knockout: 'BUSINESS_ON_PREMISES',
  },
  {
    code: 'animals',
    askedIn: aboutTheHome,
    question: 'Do you keep any animal that has bitten someone, or any exotic animal or livestock?',
    knockoutAnswer: true,
    knockout: 'ANIMALS',
  },
  {
    code: 'trampoline',
    askedIn: aboutTheHome,
    question: 'Is there a trampoline at the home?',
    knockoutAnswer: true,
    knockout: 'TRAMPOLINE',
  },
  {
    code: 'floodZone',
    askedIn: { renters: 'tenants' },
    question: 'Has a lender or landlord told you flood insurance is required for this home?',
    knockoutAnswer: true,
    knockout: 'FLOOD_REQUIRED',
  },
  {
    code: 'lenderRequiresFlood',
    askedIn: { home: 'mortgage', condo: 'mortgage' },
    question: 'Has your mortgage lender told you flood insurance is required for this home?',
    knockoutAnswer: true,
    knockout: 'FLOOD_REQUIRED',
  },
  {
    code: 'fireWalls',
    askedIn: { renters: 'tenants', condo: 'homeowners' },
    question: 'Does your building have fire walls between the units?',
    knockoutAnswer: false,
    knockout: 'NO_FIRE_WALLS',
  },
  {
    code: 'foreclosure',
    askedIn: { renters: 'tenants' },
    question: 'Is the building in foreclosure or owned by a bank?',
    knockoutAnswer: true,
    knockout: 'FORECLOSURE',
  },
  {
    code: 'mortgageForeclosure',
    askedIn: { home: 'mortgage', condo: 'mortgage' },
    question: 'Is a lender foreclosing on the home, or has a bank taken ownership of it?',
    knockoutAnswer: true,
    knockout: 'FORECLOSURE',
  },
  {
    code: 'unoccupied',
    askedIn: aboutTheHome,
    question: 'Will the home be unoccupied for more than 30 days in a row?',
    knockoutAnswer: true,
    knockout: 'DWELLING_UNOCCUPIED',
  },
];

/** The lender step's own question (see lenderStep): not a knockout. */
export const mortgageQuestion = { code: 'hasMortgage', question: 'Is there a mortgage on the home?' } as const;

/** The answers a step needs: its questions' codes, and whether there is a mortgage in the lender step. */
export const answerCodesOf = (line: BindLine, step: BindStep): string[] => [
  ...questionsOf(line, step).map((q) => q.code),
  ...(step === lenderStep ? [mortgageQuestion.code] : []),
];

/** The questions a step asks on a line, in table order. */
export const questionsOf = (line: BindLine, step: BindStep) => bindQuestions.filter((q) => q.askedIn[line] === step);
