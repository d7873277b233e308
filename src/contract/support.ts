import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { ClaimMessage, NewClaimMessage } from './claims';
import { ClaimFileNumber, intBetween, WholeNumber } from './identifiers';
import { ExperienceGroup, OfferKind } from './offers';
import { RecordedAction, RecordedApp } from './sessions';
import { CallWindow, Quote, QuoteType } from './quoting';
import { LifeQuote } from './lifeQuoting';

/** Support console calls: support agents only (the gateway checks the role on every call). */

export const SessionSummary = t.type({
  visitId: t.string,
  app: RecordedApp,
  loginId: t.union([t.string, t.null]),
  mobileApp: t.boolean,
  viewportWidth: t.number,
  /** ISO instants. */
  startedAt: t.string,
  lastAt: t.string,
  actionCount: t.number,
  errorCount: t.number,
});
export type SessionSummary = t.TypeOf<typeof SessionSummary>;

/** A job of the gateway's queue that ran out of retries (an e-mail or text not delivered, a scheduled payment not run). */
export const FailedJob = t.type({
  id: t.string,
  /** The queue's name for its kind, e.g. deliver-email. */
  kind: t.string,
  /** ISO instant. */
  failedAt: t.string,
  reason: t.string,
  /** What the job carried, as JSON (ids only). */
  data: t.string,
});
export type FailedJob = t.TypeOf<typeof FailedJob>;

/** The jobs that ran out of retries, newest first, for support to act on. */
export const getFailedJobs = endpoint({
  name: 'supportFailedJobs',
  gateway: 'main',
  method: 'GET',
  path: '/support/jobs/failed',
  params: noParams,
  body: noBody,
  response: t.type({ jobs: t.array(FailedJob) }),
  auth: true,
});

/** The support agent signed in: asked as the console opens, so a customer is refused before any search (403). */
export const getSupportAgent = endpoint({
  name: 'supportAgent',
  gateway: 'main',
  method: 'GET',
  path: '/support/agent',
  params: noParams,
  body: noBody,
  response: t.type({ loginId: t.string }),
  auth: true,
});

export const SessionSearch = t.partial({
  loginId: t.string,
  policyNumber: t.string,
  claimNumber: t.string,
  /** ISO instants or dates. */
  from: t.string,
  to: t.string,
  /** A journey key (src/recording/journeys.ts): sessions that reached its first step. */
  journey: t.string,
  errorsOnly: t.boolean,
});
export type SessionSearch = t.TypeOf<typeof SessionSearch>;

export const searchSessions = endpoint({
  name: 'supportSessionSearch',
  gateway: 'main',
  method: 'POST',
  path: '/support/sessions/search',
  params: noParams,
  body: SessionSearch,
  response: t.type({ sessions: t.array(SessionSummary) }),
  auth: true,
});

export const RecordedSession = t.type({ session: SessionSummary, entries: t.array(RecordedAction) });
export type RecordedSession = t.TypeOf<typeof RecordedSession>;

export const getRecordedSession = endpoint({
  name: 'supportSession',
  gateway: 'main',
  method: 'GET',
  path: '/support/sessions/:visitId',
  params: t.type({ visitId: t.string }),
  body: noBody,
  response: RecordedSession,
  auth: true,
});

export const Ordering = t.keyof({ ordered: null, strict: null });

export const FunnelRequest = t.intersection([
  t.type({ journey: t.string, windowMinutes: intBetween(0, 2_147_483_647, 'Minutes'), ordering: Ordering }),
  t.partial({ from: t.string, to: t.string }),
]);
export type FunnelRequest = t.TypeOf<typeof FunnelRequest>;

export const FunnelRow = t.type({ step: t.string, sessions: t.number, conversion: t.number, dropOff: t.number });

export const FunnelReport = t.type({ journey: t.string, rows: t.array(FunnelRow) });
export type FunnelReport = t.TypeOf<typeof FunnelReport>;

export const getFunnel = endpoint({
  name: 'supportFunnel',
  gateway: 'main',
  method: 'POST',
  path: '/support/reports/funnel',
  params: noParams,
  body: FunnelRequest,
  response: FunnelReport,
  auth: true,
});

/** A way of filing a claim: signed in, or as a guest without logging in. */
export const FilingWay = t.keyof({ signedIn: null, guest: null });
export type FilingWay = t.TypeOf<typeof FilingWay>;

const Hours = t.union([t.number, t.null]);

/**
 * Claims filed one way, over the recorded visits: how many, how many of them were first saved on the phone (no
 * network), and the median and 90th percentile of the time from the day of loss to filing (hours, from the start of
 * the business day of loss, US Eastern) and from saved on the phone to filed (minutes); null when none was measured.
 */
export const ClaimFilingRow = t.type({
  way: FilingWay,
  filed: t.number,
  savedOnPhone: t.number,
  lossToFiledHoursMedian: Hours,
  lossToFiledHoursP90: Hours,
  savedToFiledMinutesMedian: Hours,
  savedToFiledMinutesP90: Hours,
});
export type ClaimFilingRow = t.TypeOf<typeof ClaimFilingRow>;

export const JourneyReport = t.type({
  knockouts: t.array(t.type({ lineOfBusiness: t.string, reason: t.string, sessions: t.number })),
  apiFailures: t.array(t.type({ call: t.string, status: t.string, failures: t.number, sessions: t.number })),
  outageHits: t.array(t.type({ outage: t.string, sessions: t.number })),
  claimFilings: t.array(ClaimFilingRow),
});
export type JourneyReport = t.TypeOf<typeof JourneyReport>;

export const getJourneyReport = endpoint({
  name: 'supportJourneyReport',
  gateway: 'main',
  method: 'GET',
  path: '/support/reports/journeys',
  params: noParams,
  body: noBody,
  response: JourneyReport,
  auth: true,
});

/**
 * Offer performance over the recorded visits: per promotion kind and experience group, the sessions in which the
 * customer was shown the offer, chose its button, or dismissed it (the offer actions the portal records), and the
 * share of the sessions shown that clicked or dismissed.
 */
export const OfferPerformanceRow = t.type({
  kind: OfferKind,
  experienceGroup: ExperienceGroup,
  shown: t.number,
  clicked: t.number,
  dismissed: t.number,
  clickRate: t.number,
  dismissRate: t.number,
});
export type OfferPerformanceRow = t.TypeOf<typeof OfferPerformanceRow>;

export const OfferPerformance = t.type({ offers: t.array(OfferPerformanceRow) });
export type OfferPerformance = t.TypeOf<typeof OfferPerformance>;

export const getOfferPerformance = endpoint({
  name: 'supportOfferPerformance',
  gateway: 'main',
  method: 'GET',
  path: '/support/reports/offers',
  params: noParams,
  body: noBody,
  response: OfferPerformance,
  auth: true,
});

/** A claim file's conversation as the console lists it; awaiting an answer when the customer had the last word. */
export const ClaimConversation = t.type({
  fileNumber: ClaimFileNumber,
  customerName: t.string,
  /** Who answers: the claim's adjuster, or the claims team while none is assigned. */
  answeredAs: t.string,
  /** ISO instant of the newest message. */
  lastMessageAt: t.string,
  messageCount: WholeNumber,
  awaitingAnswer: t.boolean,
});
export type ClaimConversation = t.TypeOf<typeof ClaimConversation>;

/** Every claim conversation, those awaiting an answer first (oldest waiting first). */
export const getClaimConversations = endpoint({
  name: 'supportClaimConversations',
  gateway: 'main',
  method: 'GET',
  path: '/support/claim-messages',
  params: noParams,
  body: noBody,
  response: t.type({ conversations: t.array(ClaimConversation) }),
  auth: true,
});

export const ClaimConversationThread = t.type({ conversation: ClaimConversation, messages: t.array(ClaimMessage) });
export type ClaimConversationThread = t.TypeOf<typeof ClaimConversationThread>;

export const getClaimConversation = endpoint({
  name: 'supportClaimConversation',
  gateway: 'main',
  method: 'GET',
  path: '/support/claim-messages/:fileNumber',
  params: t.type({ fileNumber: t.string }),
  body: noBody,
  response: ClaimConversationThread,
  auth: true,
});

/** The agent answers the customer as the claim's adjuster (the customer sees a new message). */
export const answerClaimConversation = endpoint({
  name: 'supportClaimAnswer',
  gateway: 'main',
  method: 'POST',
  path: '/support/claim-messages/:fileNumber',
  params: t.type({ fileNumber: t.string }),
  body: NewClaimMessage,
  response: ClaimConversationThread,
  auth: true,
  idempotency: 'required',
});

// Leads: prospects who asked an agent to call them about a quote (quoting gateway's referral), worked in the console.

export const LeadStatus = t.keyof({ new: null, contacted: null, closed: null });
export type LeadStatus = t.TypeOf<typeof LeadStatus>;
export const QuoteLead = t.type({
  leadId: t.string,
  reference: t.string,
  name: t.string,
  phone: t.string,
  email: t.union([t.string, t.null]),
  timeWindow: CallWindow,
  /** The knockout the prospect was stopped by, when the referral came from its page. */
  knockoutCode: t.union([t.string, t.null]),
  status: LeadStatus,
  /** The online quote's type, or life. */
  quoteType: t.union([QuoteType, t.literal('life')]),
  /** The online quote's job number; a life quote's id. */
  jobNumber: t.string,
  /** ISO instants. */
  createdAt: t.string,
  updatedAt: t.string,
});
export type QuoteLead = t.TypeOf<typeof QuoteLead>;

/** Every lead, the new ones first (oldest first within a status). */
export const getQuoteLeads = endpoint({
  name: 'supportLeads',
  gateway: 'main',
  method: 'GET',
  path: '/support/leads',
  params: noParams,
  body: noBody,
  response: t.type({ leads: t.array(QuoteLead) }),
  auth: true,
});

/** A lead with its online quote, or with its life quote. */
export const QuoteLeadWithQuote = t.union([t.type({ lead: QuoteLead, quote: Quote }), t.type({ lead: QuoteLead, lifeQuote: LifeQuote })]);
export type QuoteLeadWithQuote = t.TypeOf<typeof QuoteLeadWithQuote>;

/** One lead with its quote, read-only. */
export const getQuoteLead = endpoint({
  name: 'supportLead',
  gateway: 'main',
  method: 'GET',
  path: '/support/leads/:leadId',
  params: t.type({ leadId: t.string }),
  body: noBody,
  response: QuoteLeadWithQuote,
  auth: true,
});

/** The agent marks a lead contacted or closed. */
export const markQuoteLead = endpoint({
  name: 'supportLeadMark',
  gateway: 'main',
  method: 'PUT',
  path: '/support/leads/:leadId/status',
  params: t.type({ leadId: t.string }),
  body: t.type({ status: t.keyof({ contacted: null, closed: null }) }),
  response: QuoteLeadWithQuote,
  auth: true,
});
