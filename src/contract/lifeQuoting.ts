import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';
import { Cents, IsoDate, WholeNumber } from './identifiers';
import { EmailQuoteRequest, QuoteEmailed, quoteTokenHeader, Referral, ReferralRequest } from './quoting';

// Life quoting calls of the quoting gateway (spec section 7: life quoting inputs, generate, start
// application). Every input is optional at the boundary: a missing one is a knockout code of spec
// section 4 (DOB_01, SE_01 ...), decided by the gateway.

export const LifeSex = t.keyof({ male: null, female: null });
export const LifeHealth = t.keyof({ excellent: null, good: null, serious: null });

export const LifeQuoteInput = t.partial({
  dateOfBirth: t.string,
  sex: LifeSex,
  heightInches: WholeNumber,
  weightPounds: WholeNumber,
  tobacco: t.boolean,
  state: t.string,
  lastName: t.string,
  health: LifeHealth,
  coverageAmountCents: WholeNumber,
  termYears: WholeNumber,
});
export type LifeQuoteInput = t.TypeOf<typeof LifeQuoteInput>;

export const LifeTermPremium = t.type({ termYears: t.number, monthlyPremiumCents: Cents, annualPremiumCents: Cents });
export type LifeTermPremium = t.TypeOf<typeof LifeTermPremium>;

export const LifeKnockoutCode = t.keyof({
  HW_01: null,
  HA_01: null,
  CA_01: null,
  CA_02: null,
  CA_03: null,
  AG_01: null,
  TU_01: null,
  SE_01: null,
  DOB_01: null,
  ST_01: null,
  WT_01: null,
  HT_01: null,
  LN_01: null,
  TL_01: null,
  AS_01: null,
  API_ERROR: null,
});
export type LifeKnockoutCode = t.TypeOf<typeof LifeKnockoutCode>;

export const LifeQuote = t.type({
  quoteId: t.string,
  coverageAmountCents: Cents,
  /** The term the customer asked for first; premiums list every term offered. */
  selectedTermYears: t.union([t.number, t.null]),
  premiums: t.array(LifeTermPremium),
  knockout: t.union([t.type({ code: LifeKnockoutCode, reason: t.string }), t.null]),
  applicationStarted: t.boolean,
  /** The last business date the quote can be e-mailed, reopened from its link or applied for. */
  expiresOn: IsoDate,
});
export type LifeQuote = t.TypeOf<typeof LifeQuote>;

/** A life quote and its access token: starting its application needs the token in the `x-quote-token` header. */
export const LifeQuoteAccess = t.type({ quote: LifeQuote, accessToken: t.string });
export type LifeQuoteAccess = t.TypeOf<typeof LifeQuoteAccess>;

export const generateLifeQuote = endpoint({
  name: 'lifeQuoteGenerate',
  gateway: 'quoting',
  method: 'POST',
  path: '/life/quotes',
  params: t.type({}),
  body: LifeQuoteInput,
  response: LifeQuoteAccess,
  auth: false,
});

/** A life quote as it stands (after a reload): needs its token (`x-quote-token`); none, a wrong one or another quote's is 404. */
export const getLifeQuote = endpoint({
  name: 'lifeQuoteGet',
  gateway: 'quoting',
  method: 'GET',
  path: '/life/quotes/:quoteId',
  params: t.type({ quoteId: t.string }),
  body: noBody,
  response: LifeQuote,
  auth: false,
  secretHeader: quoteTokenHeader,
});

/** The term applied for, and how a life specialist reaches the applicant (checked by src/validation/quoting lifeContact). */
export const LifeApplicationRequest = t.type({ termYears: WholeNumber, phone: t.string, email: t.string });

/** Needs the quote's access token (`x-quote-token`): none, a wrong one or another quote's is 404, like an unknown id. */
export const startLifeApplication = endpoint({
  name: 'lifeApplicationStart',
  gateway: 'quoting',
  method: 'POST',
  path: '/life/quotes/:quoteId/application',
  params: t.type({ quoteId: t.string }),
  body: LifeApplicationRequest,
  response: LifeQuote,
  auth: false,
  secretHeader: quoteTokenHeader,
});

/** Refer to an agent from a life quote (its summary or its knockout page): the same lead as an online quote's. Needs the token. */
export const referLifeQuote = endpoint({
  name: 'lifeQuoteReferral',
  gateway: 'quoting',
  method: 'POST',
  path: '/life/quotes/:quoteId/referral',
  params: t.type({ quoteId: t.string }),
  body: ReferralRequest,
  response: Referral,
  auth: false,
  secretHeader: quoteTokenHeader,
});

/** E-mail a life quote (its PDF and a link that reopens it once), with reminders while no application is started. Needs the token. */
export const emailLifeQuote = endpoint({
  name: 'lifeQuoteEmail',
  gateway: 'quoting',
  method: 'POST',
  path: '/life/quotes/:quoteId/emails',
  params: t.type({ quoteId: t.string }),
  body: EmailQuoteRequest,
  response: QuoteEmailed,
  auth: false,
  secretHeader: quoteTokenHeader,
});
