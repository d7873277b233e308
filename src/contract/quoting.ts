import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';
import { Cents, IsoDate, Year } from './identifiers';
import { Mortgagee, PostalAddress } from './policyParts';

// The quoting gateway's online quote and bind calls (spec section 7: quoting). A quote is reached by its
// id plus its access token (header `x-quote-token`); a saved quote is resumed with the id plus the
// applicant's identifying details, which issues a fresh token.

export const QuoteType = t.keyof({ auto: null, motorcycle: null, home: null, renters: null, condo: null, bundle: null });
export type QuoteType = t.TypeOf<typeof QuoteType>;

export const QuoteSectionName = t.keyof({
  customer: null,
  address: null,
  driver: null,
  vehicle: null,
  drivingHistory: null,
  priorInsurance: null,
  property: null,
  homeHistory: null,
  discounts: null,
});
export type QuoteSectionName = t.TypeOf<typeof QuoteSectionName>;

const Count = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 99, 'Count');
const Money = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 100_000_000_00, 'Cents');

export const CustomerSection = t.intersection([
  t.type({ firstName: t.string, lastName: t.string, dateOfBirth: IsoDate, email: t.string, phone: t.string }),
  t.partial({ tcpaConsent: t.boolean }),
]);
export const AddressSection = t.intersection([
  t.type({ line1: t.string, city: t.string, state: t.string, zip: t.string, effectiveDate: IsoDate }),
  t.partial({ line2: t.string }),
]);
export const QuoteDriver = t.type({
  firstName: t.string,
  lastName: t.string,
  dateOfBirth: IsoDate,
  licenseState: t.string,
  yearsLicensed: Count,
});
export const DriverSection = t.type({ drivers: t.array(QuoteDriver) });
export const VehicleUse = t.keyof({ commute: null, pleasure: null, business: null });
export const QuoteVehicle = t.intersection([
  t.type({ year: Year, make: t.string, model: t.string, vin: t.string, use: VehicleUse }),
  t.partial({ vehicleClass: t.string }),
]);
export const VehicleSection = t.type({ vehicles: t.array(QuoteVehicle) });
export const DriverHistory = t.type({ accidents: Count, violations: Count, majorViolation: t.boolean, sdipPoints: Count });
export const DrivingHistorySection = t.type({ drivers: t.array(DriverHistory) });
export const BodilyInjuryLimits = t.keyof({ '25/50': null, '50/100': null, '100/300': null, '250/500': null });
export const PriorInsuranceSection = t.intersection([
  t.type({ hasPriorInsurance: t.boolean }),
  t.partial({ bodilyInjuryLimits: BodilyInjuryLimits }),
]);
export const Construction = t.keyof({ frame: null, masonry: null, masonryVeneer: null });
export const PropertySection = t.type({
  units: Count,
  yearBuilt: Year,
  construction: Construction,
  coverageAmountCents: Money,
  rentedToOthers: t.boolean,
  needsRetrofit: t.boolean,
});
export const HomeHistorySection = t.type({ lossClaims: Count });
export const DiscountsSection = t.type({ paperless: t.boolean, payInFull: t.boolean });

export const QuoteSections = t.partial({
  customer: CustomerSection,
  address: AddressSection,
  driver: DriverSection,
  vehicle: VehicleSection,
  drivingHistory: DrivingHistorySection,
  priorInsurance: PriorInsuranceSection,
  property: PropertySection,
  homeHistory: HomeHistorySection,
  discounts: DiscountsSection,
});
export type QuoteSections = t.TypeOf<typeof QuoteSections>;
export type CustomerSection = t.TypeOf<typeof CustomerSection>;
export type AddressSection = t.TypeOf<typeof AddressSection>;
export type QuoteDriver = t.TypeOf<typeof QuoteDriver>;
export type QuoteVehicle = t.TypeOf<typeof QuoteVehicle>;
export type DriverHistory = t.TypeOf<typeof DriverHistory>;
export type PropertySection = t.TypeOf<typeof PropertySection>;

/** The codec of each section's body. */
export const sectionCodecs = {
  customer: CustomerSection,
  address: AddressSection,
  driver: DriverSection,
  vehicle: VehicleSection,
  drivingHistory: DrivingHistorySection,
  priorInsurance: PriorInsuranceSection,
  property: PropertySection,
  homeHistory: HomeHistorySection,
  discounts: DiscountsSection,
} as const;

/** The options the customer picks on the summary: a coverage code to an option code (see config/rating). */
export const CoverageChoices = t.record(t.string, t.string);
export type CoverageChoices = t.TypeOf<typeof CoverageChoices>;

export const CoverageOption = t.type({ code: t.string, label: t.string });
export const RatedCoverage = t.type({
  code: t.string,
  name: t.string,
  line: t.string,
  subject: t.string,
  option: t.string,
  options: t.array(CoverageOption),
  premiumCents: Cents,
});
export type RatedCoverage = t.TypeOf<typeof RatedCoverage>;
export const AppliedDiscount = t.type({ code: t.string, name: t.string, amountCents: Cents });
export const Rating = t.type({
  coverages: t.array(RatedCoverage),
  discounts: t.array(AppliedDiscount),
  /** Each line's policy term and premium (a bundle has two). */
  lines: t.array(t.type({ line: t.string, termMonths: t.number, totalCents: Cents })),
  totalCents: Cents,
  autoSegmentation: t.string,
  dwellingSegmentation: t.string,
  easOfferings: t.array(t.string),
});
export type Rating = t.TypeOf<typeof Rating>;

export const Knockout = t.type({ code: t.string, reason: t.string });
export type Knockout = t.TypeOf<typeof Knockout>;

export const QuoteStatus = t.keyof({ inProgress: null, quoted: null, knockedOut: null, bound: null });
export type QuoteStatus = t.TypeOf<typeof QuoteStatus>;

/** A quote as the gateway holds it. */
export const Quote = t.intersection([
  t.type({
    quoteId: t.string,
    jobNumber: t.string,
    quoteType: QuoteType,
    status: QuoteStatus,
    sections: QuoteSections,
    coverageChoices: CoverageChoices,
    rating: t.union([Rating, t.null]),
    knockout: t.union([Knockout, t.null]),
    /** Whether this quote may be bought online (flags, line, state). */
    allowBind: t.boolean,
    expiresOn: IsoDate,
    policyNumber: t.union([t.string, t.null]),
  }),
  t.partial({
    /** A dwelling bind's mortgage lenders as given in the mortgage step (the loan number by its last four only). */
    mortgagees: t.array(Mortgagee),
  }),
]);
export type Quote = t.TypeOf<typeof Quote>;

const QuoteIdParams = t.type({ quoteId: t.string });

/**
 * Request header of every call on one quote: its access token, issued when the quote is started or
 * resumed (the gateway keeps only its hash). Without the right token a quote is 404, whoever knows its id.
 */
export const quoteTokenHeader = 'x-quote-token';
/** A quote with a fresh access token (the token is kept in the tab's session, never in the store or the log). */
export const QuoteAccess = t.type({ quote: Quote, accessToken: t.string });
export type QuoteAccess = t.TypeOf<typeof QuoteAccess>;

export const startQuote = endpoint({
  name: 'quoteStart',
  gateway: 'quoting',
  method: 'POST',
  path: '/quotes',
  params: t.type({}),
  body: t.type({ quoteType: QuoteType, customer: CustomerSection }),
  response: QuoteAccess,
  auth: false,
});

export const getQuote = endpoint({
  name: 'quoteLoad',
  gateway: 'quoting',
  method: 'GET',
  path: '/quotes/:quoteId',
  params: QuoteIdParams,
  body: noBody,
  response: Quote,
  auth: false,
  secretHeader: quoteTokenHeader,
});

export const saveQuoteSection = endpoint({
  name: 'quoteSectionSave',
  gateway: 'quoting',
  method: 'PUT',
  path: '/quotes/:quoteId/sections/:section',
  params: t.type({ quoteId: t.string, section: QuoteSectionName }),
  body: t.unknown,
  response: Quote,
  auth: false,
  secretHeader: quoteTokenHeader,
});

export const rateQuote = endpoint({
  name: 'quoteRate',
  gateway: 'quoting',
  method: 'POST',
  path: '/quotes/:quoteId/rate',
  params: QuoteIdParams,
  body: t.type({ coverageChoices: CoverageChoices }),
  response: Quote,
  auth: false,
  secretHeader: quoteTokenHeader,
});

export const RetrieveQuoteRequest = t.type({ quoteId: t.string, lastName: t.string, dateOfBirth: IsoDate, zip: t.string });
export const retrieveQuote = endpoint({
  name: 'quoteRetrieve',
  gateway: 'quoting',
  method: 'POST',
  path: '/quotes/retrieve',
  params: t.type({}),
  body: RetrieveQuoteRequest,
  response: QuoteAccess,
  auth: false,
});

export const VinDecoded = t.type({ vin: t.string, year: t.number, make: t.string, model: t.string });
export type VinDecoded = t.TypeOf<typeof VinDecoded>;
export const searchVin = endpoint({
  name: 'vinSearch',
  gateway: 'quoting',
  method: 'GET',
  path: '/vehicles/vin/:vin',
  params: t.type({ vin: t.string }),
  body: noBody,
  response: VinDecoded,
  auth: false,
});

// Bind online.

export const BindStepName = t.keyof({
  additionalInformation: null,
  policyOwners: null,
  drivers: null,
  vehicles: null,
  tenants: null,
  homeowners: null,
  mortgage: null,
});
export type BindStepName = t.TypeOf<typeof BindStepName>;

/** Answers of a bind step: each question's code to yes (true) / no (false). */
export const BindAnswers = t.record(t.string, t.boolean);
export type BindAnswers = t.TypeOf<typeof BindAnswers>;

/** The lender holding a mortgage on the home, as the prospect gives it in the dwelling bind's mortgage step. */
export const BindLender = t.type({ name: t.string, address: PostalAddress, loanNumber: t.string });
export type BindLender = t.TypeOf<typeof BindLender>;

/** A bind step's answers; the mortgage step also gives the lenders when the answer to hasMortgage is yes (none when no). */
export const BindStepBody = t.intersection([t.type({ answers: BindAnswers }), t.partial({ lenders: t.array(BindLender) })]);
export type BindStepBody = t.TypeOf<typeof BindStepBody>;

export const saveBindStep = endpoint({
  name: 'bindStepSave',
  gateway: 'quoting',
  method: 'PUT',
  path: '/quotes/:quoteId/bind/:step',
  params: t.type({ quoteId: t.string, step: BindStepName }),
  body: BindStepBody,
  response: Quote,
  auth: false,
  secretHeader: quoteTokenHeader,
});

export const BoundPolicy = t.type({
  policyNumber: t.string,
  accountNumber: t.string,
  effectiveDate: IsoDate,
  premiumCents: Cents,
  lineOfBusiness: t.string,
});
export type BoundPolicy = t.TypeOf<typeof BoundPolicy>;
export const BindResult = t.type({ quote: Quote, policies: t.array(BoundPolicy) });
export type BindResult = t.TypeOf<typeof BindResult>;

export const bindQuote = endpoint({
  name: 'quoteBind',
  gateway: 'quoting',
  method: 'POST',
  path: '/quotes/:quoteId/bind',
  params: QuoteIdParams,
  body: t.type({ answers: BindAnswers }),
  response: BindResult,
  auth: false,
  secretHeader: quoteTokenHeader,
  idempotency: 'optional',
});

/** The lines of business a quote type prices (a bundle is auto and home). */
export const quoteLines: Record<QuoteType, readonly ('auto' | 'motorcycle' | 'home' | 'renters' | 'condo')[]> = {
  auto: ['auto'],
  motorcycle: ['motorcycle'],
  home: ['home'],
  renters: ['renters'],
  condo: ['condo'],
  bundle: ['auto', 'home'],
};

/** The sections each quote type asks, in order (a bundle asks the customer and the address once). */
export const quoteSectionsOf: Record<QuoteType, readonly QuoteSectionName[]> = {
  auto: ['customer', 'address', 'driver', 'vehicle', 'drivingHistory', 'priorInsurance', 'discounts'],
  motorcycle: ['customer', 'address', 'driver', 'vehicle', 'drivingHistory', 'discounts'],
  home: ['customer', 'address', 'property', 'homeHistory', 'discounts'],
  renters: ['customer', 'address', 'property', 'homeHistory', 'discounts'],
  condo: ['customer', 'address', 'property', 'homeHistory', 'discounts'],
  bundle: ['customer', 'address', 'driver', 'vehicle', 'drivingHistory', 'priorInsurance', 'property', 'homeHistory', 'discounts'],
};

// A quote e-mailed to its prospect (its PDF and a link that resumes it), and the link opened again.

export const EmailQuoteRequest = t.type({ email: t.string });
export const QuoteEmailed = t.type({ sentTo: t.string, linkExpiresOn: IsoDate });
export type QuoteEmailed = t.TypeOf<typeof QuoteEmailed>;

export const emailQuote = endpoint({
  name: 'quoteEmail',
  gateway: 'quoting',
  method: 'POST',
  path: '/quotes/:quoteId/emails',
  params: QuoteIdParams,
  body: EmailQuoteRequest,
  response: QuoteEmailed,
  auth: false,
  secretHeader: quoteTokenHeader,
});

/** Why an e-mailed link no longer opens its quote (answered with 410 as the error code). */
export const QuoteLinkRefusal = t.keyof({ link_used: null, link_expired: null });
export type QuoteLinkRefusal = t.TypeOf<typeof QuoteLinkRefusal>;

/** The address parameter of an e-mailed quote's link (its value is masked in every log). */
export const quoteLinkParam = 'token';

// Refer to an agent: the prospect asks to be called about the quote (from its summary, or a knockout a person can
// still help with). One lead a quote: asking again updates it.

export const CallWindow = t.keyof({ morning: null, afternoon: null, evening: null });
export type CallWindow = t.TypeOf<typeof CallWindow>;
export const ReferralRequest = t.intersection([
  t.type({ name: t.string, phone: t.string, timeWindow: CallWindow, consent: t.boolean }),
  t.partial({ email: t.string }),
]);
export type ReferralRequest = t.TypeOf<typeof ReferralRequest>;
export const Referral = t.type({ reference: t.string, timeWindow: CallWindow });
export type Referral = t.TypeOf<typeof Referral>;

export const referQuote = endpoint({
  name: 'quoteReferral',
  gateway: 'quoting',
  method: 'POST',
  path: '/quotes/:quoteId/referral',
  params: QuoteIdParams,
  body: ReferralRequest,
  response: Referral,
  auth: false,
  secretHeader: quoteTokenHeader,
});
