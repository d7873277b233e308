import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import {
  ClaimConversation,
  ClaimConversationThread,
  FunnelReport,
  FunnelRequest,
  JourneyReport,
  OfferPerformance,
  QuoteLead,
  QuoteLeadWithQuote,
  RecordedSession,
  SessionSearch,
  SessionSummary,
} from '../contract/support';

/** An answer to a claim conversation with its idempotency key (one per answer, kept for retries). */
export const ClaimAnswerIntent = t.type({ fileNumber: t.string, body: t.string, key: t.string });
export type ClaimAnswerIntent = t.TypeOf<typeof ClaimAnswerIntent>;

export const PlaybackSpeed = t.union([t.literal(1), t.literal(2), t.literal(4), t.literal(8)]);
export type PlaybackSpeed = t.TypeOf<typeof PlaybackSpeed>;

/** A lead's contact details, and its quote's applicant and dates of birth, never enter the log. */
const leadSensitive = [
  'lead.name',
  'lead.phone',
  'lead.email',
  'quote.sections.customer.firstName',
  'quote.sections.customer.lastName',
  'quote.sections.customer.email',
  'quote.sections.customer.phone',
  'quote.sections.customer.dateOfBirth',
  'quote.sections.driver.drivers.*.dateOfBirth',
];

/** The support console's actions (its own application and store; support sessions are not recorded). */
export const supportActions = catalogue('support', {
  signInRequired: event(),
  accessDenied: event(t.type({ message: t.string })),
  accessGranted: event(),
  signOutRequested: command(),
  searchRequested: command(SessionSearch),
  sessionsFound: event(t.type({ sessions: t.array(SessionSummary) })),
  sessionOpenRequested: command(t.type({ visitId: t.string })),
  sessionOpened: event(RecordedSession),
  stepSelected: command(t.type({ index: t.number })),
  playbackStarted: command(),
  playbackPaused: command(),
  speedChosen: command(t.type({ speed: PlaybackSpeed })),
  skipIdleChosen: command(t.type({ skip: t.boolean })),
  funnelRequested: command(FunnelRequest),
  funnelLoaded: event(FunnelReport),
  journeyReportRequested: command(),
  journeyReportLoaded: event(JourneyReport),
  offerPerformanceRequested: command(),
  offerPerformanceLoaded: event(OfferPerformance),
  callFailed: event(t.type({ message: t.string })),
  claimConversationsRequested: command(),
  claimConversationsLoaded: event(t.type({ conversations: t.array(ClaimConversation) })),
  claimConversationOpenRequested: command(t.type({ fileNumber: t.string })),
  claimConversationOpened: event(ClaimConversationThread, { sensitive: ['messages.*.body'] }),
  claimAnswerRequested: command(t.type({ fileNumber: t.string, body: t.string }), { sensitive: ['body'] }),
  claimAnswerIntentCreated: event(ClaimAnswerIntent, { sensitive: ['body'] }),
  claimAnswered: event(ClaimConversationThread, { sensitive: ['messages.*.body'] }),
  claimAnswerFailed: event(t.type({ message: t.string })),
  leadsRequested: command(),
  leadsLoaded: event(t.type({ leads: t.array(QuoteLead) }), { sensitive: ['leads.*.name', 'leads.*.phone', 'leads.*.email'] }),
  leadOpenRequested: command(t.type({ leadId: t.string })),
  leadOpened: event(QuoteLeadWithQuote, { sensitive: leadSensitive }),
  leadMarkRequested: command(t.type({ leadId: t.string, status: t.keyof({ contacted: null, closed: null }) })),
  leadMarked: event(QuoteLeadWithQuote, { sensitive: leadSensitive }),
});

export const supportDescriptions: Descriptions<typeof supportActions> = {
  signInRequired: 'The console was opened without a signed-in support agent',
  accessDenied: 'The gateway refused the console to the signed-in user',
  accessGranted: 'The gateway confirmed the signed-in user is a support agent, as the console opened',
  signOutRequested: 'The agent signed out of the console',
  searchRequested: 'The agent searched recorded sessions',
  sessionsFound: 'Recorded sessions matching the search arrived',
  sessionOpenRequested: 'The agent opened a recorded session',
  sessionOpened: 'A recorded session arrived, upgraded to the current catalogue',
  stepSelected: 'The agent jumped to an action of the session',
  playbackStarted: 'The agent started playing the session',
  playbackPaused: 'The agent paused, or playback reached the end',
  speedChosen: 'The agent chose a playback speed',
  skipIdleChosen: 'The agent chose whether idle time is skipped',
  funnelRequested: 'The agent asked for a journey funnel',
  funnelLoaded: 'A journey funnel arrived',
  journeyReportRequested: 'The agent asked for knockouts, API failures and outage hits',
  journeyReportLoaded: 'Knockouts, API failures and outage hits arrived',
  offerPerformanceRequested: 'The agent asked how offers perform (shown, clicked, dismissed by kind and experience group)',
  offerPerformanceLoaded: 'Offer performance by promotion kind and experience group arrived',
  callFailed: 'A support call failed',
  claimConversationsRequested: 'The agent opened the claim messages',
  claimConversationsLoaded: 'The claim conversations arrived, those awaiting an answer first',
  claimConversationOpenRequested: "The agent opened a claim's conversation",
  claimConversationOpened: "A claim's conversation arrived",
  claimAnswerRequested: 'The agent sent an answer to the customer, as the claim adjuster',
  claimAnswerIntentCreated: 'A new answer got its idempotency key (one per answer, kept for retries)',
  claimAnswered: 'The answer was sent: the customer sees a new message',
  claimAnswerFailed: 'The answer could not be sent',
  leadsRequested: 'The agent opened the leads: prospects who asked to be called about a quote',
  leadsLoaded: 'The leads arrived, new ones first',
  leadOpenRequested: 'The agent opened a lead',
  leadOpened: 'A lead arrived with its quote (read-only)',
  leadMarkRequested: 'The agent marked a lead contacted or closed',
  leadMarked: 'The lead was marked',
};
