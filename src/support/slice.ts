import { reducerOf } from '../bus/reducer';
import type { LogEntry } from '../bus/actionLog';
import type {
  ClaimConversation,
  ClaimConversationThread,
  FailedJob,
  QuoteLead,
  QuoteLeadWithQuote,
  FunnelReport,
  JourneyReport,
  OfferPerformanceRow,
  SessionSummary,
} from '../contract/support';
import { supportActions, type ClaimAnswerIntent, type PlaybackSpeed } from './catalogue';
import type { LiveAuditRecord, LiveVisit } from '../contract/liveAssist';
import { chatActions } from '../chat/catalogue';

/** The visit an agent watches live: every (masked) action read so far, in order, and the last one's number. */
export interface LiveView {
  readonly shareId: string;
  readonly visit: LiveVisit;
  readonly entries: readonly LogEntry[];
  readonly lastSeq: number;
}

export interface SupportState {
  readonly access: 'unknown' | 'signInRequired' | 'denied' | 'granted';
  readonly message: string | null;
  readonly searching: boolean;
  readonly sessions: readonly SessionSummary[] | null;
  readonly session: { readonly summary: SessionSummary; readonly entries: readonly LogEntry[] } | null;
  readonly step: number;
  readonly playing: boolean;
  readonly speed: PlaybackSpeed;
  readonly skipIdle: boolean;
  readonly funnel: FunnelReport | null;
  readonly report: JourneyReport | null;
  /** Offer performance by promotion kind and experience group, once asked for. */
  readonly offers: readonly OfferPerformanceRow[] | null;
  readonly conversations: readonly ClaimConversation[] | null;
  readonly leads: readonly QuoteLead[] | null;
  readonly lead: QuoteLeadWithQuote | null;
  readonly conversation: ClaimConversationThread | null;
  readonly answering: boolean;
  readonly answerError: string | null;
  /** The answer sent last (its file number), for the confirmation. */
  readonly answeredFile: string | null;
  readonly answerIntent: ClaimAnswerIntent | null;
  /** The jobs that ran out of retries, once asked for. */
  readonly failedJobs: readonly FailedJob[] | null;
  readonly live: LiveView | null;
  /** A live assist call on its way (the desk's buttons wait), its failure, and whether the last pointer arrived. */
  readonly liveBusy: boolean;
  readonly liveMessage: string | null;
  readonly pointed: boolean;
  /** Every request, answer, start and stop of screen sharing (the last 500), once loaded. */
  readonly liveAudit: readonly LiveAuditRecord[] | null;
}

export const initialSupportState: SupportState = {
  access: 'unknown',
  message: null,
  searching: false,
  sessions: null,
  session: null,
  step: 0,
  playing: false,
  speed: 1,
  skipIdle: true,
  funnel: null,
  report: null,
  offers: null,
  conversations: null,
  leads: null,
  lead: null,
  conversation: null,
  answering: false,
  answerError: null,
  answeredFile: null,
  answerIntent: null,
  failedJobs: null,
  live: null,
  liveBusy: false,
  liveMessage: null,
  pointed: false,
  liveAudit: null,
};

/** Actions read again (a catch-up that overlaps what arrived) are shown once: only those after the last one shown join. */
function withLiveActions(live: LiveView | null, read: LiveView): LiveView {
  const same = live?.shareId === read.shareId ? live : null;
  const last = same?.lastSeq ?? 0;
  const fresh = read.entries.filter((entry) => entry.seq > last);
  return { ...read, entries: [...(same?.entries ?? []), ...fresh], lastSeq: Math.max(last, read.lastSeq) };
}

const lastStep = (state: SupportState) => Math.max(0, (state.session?.entries.length ?? 1) - 1);

export const supportReducer = reducerOf<SupportState>(initialSupportState, (on) => {
  on(supportActions.signInRequired, (state) => ({ ...state, access: 'signInRequired' }));
  on(supportActions.accessGranted, (state) => ({ ...state, access: 'granted' }));
  on(supportActions.accessDenied, (state, payload) => ({ ...state, access: 'denied', message: payload.message }));
  on(supportActions.searchRequested, (state) => ({ ...state, searching: true, message: null }));
  on(supportActions.sessionsFound, (state, payload) => ({
    ...state,
    access: 'granted',
    searching: false,
    sessions: payload.sessions,
  }));
  on(supportActions.sessionOpenRequested, (state) => ({ ...state, session: null, step: 0, playing: false, message: null }));
  on(supportActions.sessionOpened, (state, payload) => ({
    ...state,
    access: 'granted',
    session: { summary: payload.session, entries: payload.entries },
    step: 0,
    playing: false,
  }));
  on(supportActions.stepSelected, (state, payload) => ({
    ...state,
    step: Math.min(Math.max(0, Math.round(payload.index)), lastStep(state)),
  }));
  on(supportActions.playbackStarted, (state) => ({
    ...state,
    playing: state.session !== null,
    step: state.step >= lastStep(state) ? 0 : state.step,
  }));
  on(supportActions.playbackPaused, (state) => ({ ...state, playing: false }));
  on(supportActions.speedChosen, (state, payload) => ({ ...state, speed: payload.speed }));
  on(supportActions.skipIdleChosen, (state, payload) => ({ ...state, skipIdle: payload.skip }));
  on(supportActions.funnelLoaded, (state, payload) => ({ ...state, access: 'granted', funnel: payload }));
  on(supportActions.journeyReportLoaded, (state, payload) => ({ ...state, access: 'granted', report: payload }));
  on(supportActions.offerPerformanceLoaded, (state, payload) => ({ ...state, access: 'granted', offers: payload.offers }));
  on(supportActions.callFailed, (state, payload) => ({ ...state, searching: false, message: payload.message }));
  on(supportActions.claimConversationsRequested, (state) => ({ ...state, message: null }));
  on(supportActions.failedJobsRequested, (state) => ({ ...state, message: null }));
  on(supportActions.failedJobsLoaded, (state, payload) => ({ ...state, access: 'granted', failedJobs: payload.jobs }));
  on(supportActions.leadsRequested, (state) => ({ ...state, message: null }));
  on(supportActions.leadsLoaded, (state, payload) => ({ ...state, access: 'granted', leads: payload.leads }));
  on(supportActions.leadOpenRequested, (state, payload) => ({
    ...state,
    message: null,
    lead: state.lead?.lead.leadId === payload.leadId ? state.lead : null,
  }));
  on(supportActions.leadOpened, (state, payload) => ({ ...state, access: 'granted', lead: payload }));
  on(supportActions.leadMarked, (state, payload) => ({ ...state, lead: payload }));
  on(supportActions.claimConversationsLoaded, (state, payload) => ({ ...state, access: 'granted', conversations: payload.conversations }));
  on(supportActions.claimConversationOpenRequested, (state, payload) => ({
    ...state,
    message: null,
    conversation: state.conversation?.conversation.fileNumber === payload.fileNumber ? state.conversation : null,
    answerError: null,
    answeredFile: null,
  }));
  on(supportActions.claimConversationOpened, (state, payload) => ({ ...state, access: 'granted', conversation: payload }));
  on(supportActions.claimAnswerRequested, (state) => ({ ...state, answering: true, answerError: null, answeredFile: null }));
  on(supportActions.claimAnswerIntentCreated, (state, intent) => ({ ...state, answerIntent: intent }));
  on(supportActions.claimAnswered, (state, payload) => ({
    ...state,
    answering: false,
    conversation: payload,
    answeredFile: payload.conversation.fileNumber,
    answerIntent: null,
  }));
  on(supportActions.claimAnswerFailed, (state, payload) => ({ ...state, answering: false, answerError: payload.message }));
  on(supportActions.liveAssistAsked, (state) => ({ ...state, liveBusy: true, liveMessage: null }));
  on(supportActions.liveAssistStopped, (state) => ({ ...state, liveBusy: true, liveMessage: null }));
  on(supportActions.liveHighlightSent, (state) => ({ ...state, liveMessage: null, pointed: false }));
  on(supportActions.liveHighlightDelivered, (state) => ({ ...state, pointed: true }));
  on(supportActions.liveAssistFailed, (state, payload) => ({ ...state, liveBusy: false, liveMessage: payload.message }));
  on(supportActions.liveAuditLoaded, (state, payload) => ({ ...state, liveAudit: payload.records }));
  on(supportActions.liveActionsLoaded, (state, payload) => ({ ...state, live: withLiveActions(state.live, payload) }));
  // A new share starts a new view; the one that ended stays drawn no more.
  on(chatActions.liveShareChanged, (state, { share }) => ({
    ...state,
    liveBusy: false,
    pointed: share.status === 'live' && state.pointed,
    live: share.status === 'live' && state.live?.shareId === share.shareId ? state.live : null,
  }));
});
