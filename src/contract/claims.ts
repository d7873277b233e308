import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { Cents, ClaimFileNumber, IsoDate, WholeNumber } from './identifiers';
import { LineOfBusiness } from './policyParts';

export const ClaimStatus = t.keyof({ open: null, closed: null });
export type ClaimStatus = t.TypeOf<typeof ClaimStatus>;

/** One claim file in a list: what the claims centre and the account landing show. */
export const ClaimSummary = t.type({
  fileNumber: ClaimFileNumber,
  lineOfBusiness: LineOfBusiness,
  /** The kind of loss (collision, glass, weather, water, theft, hull...): the analytics claimsType. */
  claimType: t.string,
  lossDate: IsoDate,
  status: ClaimStatus,
  policyNumber: t.union([t.string, t.null]),
  summary: t.string,
  /** Messages from the adjuster the customer has not read. */
  unreadMessages: WholeNumber,
});
export type ClaimSummary = t.TypeOf<typeof ClaimSummary>;

export const ClaimsList = t.type({ claims: t.array(ClaimSummary) });
export type ClaimsList = t.TypeOf<typeof ClaimsList>;

export const Adjuster = t.type({ name: t.string, phone: t.string, email: t.string });
export type Adjuster = t.TypeOf<typeof Adjuster>;

export const ClaimCoverage = t.type({
  code: t.string,
  name: t.string,
  limits: t.union([t.string, t.null]),
  deductibleCents: t.union([Cents, t.null]),
});
export type ClaimCoverage = t.TypeOf<typeof ClaimCoverage>;

export const ClaimPayment = t.type({ paymentId: t.string, coverageCode: t.string, paidOn: IsoDate, payee: t.string, amountCents: Cents });
export type ClaimPayment = t.TypeOf<typeof ClaimPayment>;

/** Everything the screens of one claim file show but its messages. */
export const ClaimDetails = t.type({
  claim: ClaimSummary,
  lossLocation: t.union([t.string, t.null]),
  reportedOn: IsoDate,
  closedOn: t.union([IsoDate, t.null]),
  nextSteps: t.union([t.string, t.null]),
  /** Null until an adjuster is assigned. */
  adjuster: t.union([Adjuster, t.null]),
  coverages: t.array(ClaimCoverage),
  payments: t.array(ClaimPayment),
  emailNotifications: t.boolean,
});
export type ClaimDetails = t.TypeOf<typeof ClaimDetails>;

export const ClaimMessage = t.type({
  messageId: t.string,
  /** 'guest': a note someone sent to the claim without signing in (shown as from a guest upload, never as the customer's). */
  author: t.keyof({ customer: null, adjuster: null, guest: null }),
  /** The name the writer gave (a guest's is their own word for it, never shown to the customer as an author). */
  authorName: t.string,
  body: t.string,
  /** When it was sent, an ISO instant. */
  sentAt: t.string,
  /** Whether the customer has read it (always true for the customer's own). */
  read: t.boolean,
});
export type ClaimMessage = t.TypeOf<typeof ClaimMessage>;

export const ClaimMessages = t.type({ fileNumber: ClaimFileNumber, messages: t.array(ClaimMessage) });
export type ClaimMessages = t.TypeOf<typeof ClaimMessages>;

const fileNumberParams = t.type({ fileNumber: t.string });

export const getClaims = endpoint({
  name: 'claimsList',
  gateway: 'main',
  method: 'GET',
  path: '/claims',
  params: noParams,
  body: noBody,
  response: ClaimsList,
  auth: true,
});

/** The open claims and those closed lately, newest first (the account landing). */
export const getRecentClaims = endpoint({
  name: 'recentClaims',
  gateway: 'main',
  method: 'GET',
  path: '/claims/recent',
  params: noParams,
  body: noBody,
  response: ClaimsList,
  auth: true,
});

/** Messages from adjusters the customer has not read, over all their claims (the navigation's count). */
export const getNewClaimMessageCount = endpoint({
  name: 'newClaimMessageCount',
  gateway: 'main',
  method: 'GET',
  path: '/claims/messages/new-count',
  params: noParams,
  body: noBody,
  response: t.type({ count: WholeNumber }),
  auth: true,
});

export const getClaimDetails = endpoint({
  name: 'claimDetails',
  gateway: 'main',
  method: 'GET',
  path: '/claims/:fileNumber',
  params: fileNumberParams,
  body: noBody,
  response: ClaimDetails,
  auth: true,
});

export const getClaimMessages = endpoint({
  name: 'claimMessages',
  gateway: 'main',
  method: 'GET',
  path: '/claims/:fileNumber/messages',
  params: fileNumberParams,
  body: noBody,
  response: ClaimMessages,
  auth: true,
});

/** The customer read the conversation: the adjuster's messages are no longer new. */
export const markClaimMessagesRead = endpoint({
  name: 'claimMessagesRead',
  gateway: 'main',
  method: 'POST',
  path: '/claims/:fileNumber/messages/read',
  params: fileNumberParams,
  body: noBody,
  response: t.type({ fileNumber: ClaimFileNumber, unreadMessages: WholeNumber }),
  auth: true,
});

export const claimMessageMaxLength = 2000;
export const NewClaimMessage = t.type({ body: t.string });

export const sendClaimMessage = endpoint({
  name: 'claimMessageSend',
  gateway: 'main',
  method: 'POST',
  path: '/claims/:fileNumber/messages',
  params: fileNumberParams,
  body: NewClaimMessage,
  response: t.type({ fileNumber: ClaimFileNumber, message: ClaimMessage }),
  auth: true,
  idempotency: 'required',
});

export const ClaimEmailNotifications = t.type({ email: t.boolean });

export const updateClaimEmailNotifications = endpoint({
  name: 'claimEmailNotifications',
  gateway: 'main',
  method: 'PUT',
  path: '/claims/:fileNumber/email-notifications',
  params: fileNumberParams,
  body: ClaimEmailNotifications,
  response: t.type({ fileNumber: ClaimFileNumber, emailNotifications: t.boolean }),
  auth: true,
});

// First notice of loss after sign-in (spec section 2, /claims/fnol/*): the answers of every step, as one filing.

export const GlassLocation = t.keyof({ windshield: null, 'side-window': null, 'rear-window': null, sunroof: null, mirror: null });
export const GlassIncidentType = t.keyof({ 'rock-chip': null, crack: null, vandalism: null, collision: null, other: null });
export const WeatherCause = t.keyof({ wind: null, hail: null, lightning: null, 'snow-ice': null, flood: null });
export const OtherHomeCause = t.keyof({ water: null, fire: null, theft: null, vandalism: null, other: null });

/** The auto branch: other vehicle, description, glass (locations and incident type), tow, recovery, damage, where, who drove. */
export const AutoLoss = t.type({
  kind: t.literal('auto'),
  /** Which of the policy's vehicles was involved. */
  vehicleId: t.string,
  otherVehicleInvolved: t.boolean,
  description: t.string,
  /** Null when the glass is not damaged (or glass questions are off: AutoGlassVendorFNOL). */
  glass: t.union([t.null, t.type({ locations: t.array(GlassLocation), incidentType: GlassIncidentType })]),
  /** What the tow cost, when the vehicle was towed: the currency mask allows up to 5 digits of dollars. */
  towAmountCents: t.union([t.null, WholeNumber]),
  /** Asked of a stolen vehicle only. */
  vehicleRecovered: t.union([t.null, t.boolean]),
  vehicleDamaged: t.boolean,
  damageDescription: t.union([t.null, t.string]),
  /** Empty for a stolen vehicle not recovered. */
  vehicleLocation: t.string,
  /** Empty for a stolen vehicle (nobody was driving it). */
  driver: t.string,
});
export type AutoLoss = t.TypeOf<typeof AutoLoss>;

/** The home branch: description, whether weather caused it, and the weather or other cause. */
export const HomeLoss = t.type({
  kind: t.literal('home'),
  description: t.string,
  weatherRelated: t.boolean,
  cause: t.union([WeatherCause, OtherHomeCause]),
});
export type HomeLoss = t.TypeOf<typeof HomeLoss>;

/** What a life claim reports: the death of the insured, or a disability of the insured. */
export const LifeEvent = t.keyof({ death: null, disability: null });

/** The life branch: what is reported and what happened. */
export const LifeLoss = t.type({
  kind: t.literal('life'),
  event: LifeEvent,
  description: t.string,
});
export type LifeLoss = t.TypeOf<typeof LifeLoss>;

export const ClaimFiling = t.type({
  lossDate: IsoDate,
  policyNumber: t.string,
  loss: t.union([AutoLoss, HomeLoss, LifeLoss]),
  anyoneInjured: t.boolean,
  lossLocation: t.string,
  additionalInformation: t.string,
  contact: t.type({ phone: t.string, email: t.string }),
  /** Text updates on the claim (asked when FNOLTextNotification is on). */
  textNotifications: t.boolean,
});
export type ClaimFiling = t.TypeOf<typeof ClaimFiling>;

/**
 * A filing its policy cannot take (422): the answer to correct as data (the policy chosen, or the date of loss), with
 * the words that say why. The filing opens at that answer's step.
 */
export const FilingNotFileable = t.type({
  error: t.literal('not_fileable'),
  correct: t.keyof({ policyNumber: null, lossDate: null }),
  message: t.string,
});
export type FilingNotFileable = t.TypeOf<typeof FilingNotFileable>;

/** Files a claim: a new claim file with an 11-digit number, at once in the party's list; one per idempotency key. */
export const fileClaim = endpoint({
  name: 'claimFiling',
  gateway: 'main',
  method: 'POST',
  path: '/claims',
  params: noParams,
  body: ClaimFiling,
  response: t.type({ claim: ClaimSummary }),
  refusals: { 422: FilingNotFileable },
  auth: true,
  idempotency: 'required',
});
