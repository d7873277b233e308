import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { RecordedAction } from './sessions';

/**
 * Live assist: a support agent, from a chat they hold, asks to watch the customer's visit as it happens; the customer
 * agrees or declines. While the share is live the agent reads the visit's recorded (masked) actions as they arrive
 * and may point at a field on the customer's screen; never more. Agents' calls are under /support/live-assist,
 * customers' under /live-assist.
 */

/** requested: waiting for the customer; live: the customer agreed; declined; ended: stopped by either side, the chat or the sign-in ended. */
export const LiveShareStatus = t.keyof({ requested: null, live: null, declined: null, ended: null });
export type LiveShareStatus = t.TypeOf<typeof LiveShareStatus>;

/** Why a share ended. */
export const LiveShareEnd = t.keyof({ stoppedByCustomer: null, stoppedByAgent: null, chatEnded: null, signInEnded: null });
export type LiveShareEnd = t.TypeOf<typeof LiveShareEnd>;

const Instant = t.union([t.string, t.null]);

export const LiveShare = t.type({
  shareId: t.string,
  conversationId: t.string,
  /** The customer's login ID. */
  customer: t.string,
  /** The asking agent's login ID. */
  agent: t.string,
  status: LiveShareStatus,
  /** The visit shown, once the customer agreed. */
  visitId: t.union([t.string, t.null]),
  /** ISO instants. */
  requestedAt: t.string,
  answeredAt: Instant,
  endedAt: Instant,
  endedReason: t.union([LiveShareEnd, t.null]),
});
export type LiveShare = t.TypeOf<typeof LiveShare>;

/** A field on the customer's screen: its name or test id (letters, digits, `.`, `-`, `_`, `[`, `]`). */
export const highlightTargetPattern = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,79}$/;
export const highlightTextMaxLength = 140;

const HighlightTarget = t.refinement(t.string, (s) => highlightTargetPattern.test(s), 'HighlightTarget');
const HighlightText = t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= highlightTextMaxLength, 'HighlightText');

/** What the agent points at, and the short text the customer reads beside it. */
export const Highlight = t.strict({ target: HighlightTarget, text: HighlightText });
export type Highlight = t.TypeOf<typeof Highlight>;

/**
 * What the gateway tells sockets of the chat about live assist: a share's state (its customer and its agent), new
 * actions of the visit shown (its agent: read them with watchLiveAssist after the last sequence number it has), a
 * highlight (the customer).
 */
export const LiveAssistEvent = t.union([
  t.type({ type: t.literal('share'), share: LiveShare }),
  t.type({ type: t.literal('actions'), shareId: t.string, agent: t.string, lastSeq: t.number }),
  t.type({ type: t.literal('highlight'), shareId: t.string, highlight: Highlight, at: t.string }),
]);
export type LiveAssistEvent = t.TypeOf<typeof LiveAssistEvent>;

/** The visit as the agent's view draws it: the window's width and the mobile-app mode, set when it started. */
export const LiveVisit = t.type({ visitId: t.string, viewportWidth: t.number, mobileApp: t.boolean });
export type LiveVisit = t.TypeOf<typeof LiveVisit>;

/** Actions of the visit after the sequence number asked for, in order, at most `liveActionsPageSize`; `more` when others follow. */
export const LiveActions = t.type({
  share: LiveShare,
  visit: LiveVisit,
  entries: t.array(RecordedAction),
  lastSeq: t.number,
  more: t.boolean,
});
export type LiveActions = t.TypeOf<typeof LiveActions>;

export const liveActionsPageSize = 500;

export const LiveAuditKind = t.keyof({ requested: null, consented: null, declined: null, started: null, stopped: null });
export type LiveAuditKind = t.TypeOf<typeof LiveAuditKind>;

/** One step of a share, as the support console lists it: who, whom, when and from where. */
export const LiveAuditRecord = t.type({
  shareId: t.string,
  kind: LiveAuditKind,
  customer: t.string,
  agent: t.string,
  /** Who did it: the customer, the agent, or the gateway (a chat or sign-in that ended). */
  by: t.keyof({ customer: null, support: null, gateway: null }),
  at: t.string,
  visitId: t.union([t.string, t.null]),
  reason: t.union([t.string, t.null]),
  ip: t.union([t.string, t.null]),
  userAgent: t.union([t.string, t.null]),
});
export type LiveAuditRecord = t.TypeOf<typeof LiveAuditRecord>;

/** One step as the customer reads it in their profile: which agent, what, when. */
export const VisitViewerRecord = t.type({
  shareId: t.string,
  kind: LiveAuditKind,
  agent: t.string,
  by: t.keyof({ customer: null, support: null, gateway: null }),
  at: t.string,
});
export type VisitViewerRecord = t.TypeOf<typeof VisitViewerRecord>;

const ShareParams = t.type({ shareId: t.string });

// The agent's calls (support agents only).

/** Asks the customer of a chat the agent holds to share their screen. */
export const requestLiveAssist = endpoint({
  name: 'liveAssistRequest',
  gateway: 'main',
  method: 'POST',
  path: '/support/live-assist/shares',
  params: noParams,
  body: t.strict({ conversationId: t.string }),
  response: LiveShare,
  auth: true,
});

/** A share the agent asked for, in its state now (requested, live, declined, ended). */
export const getLiveAssistShare = endpoint({
  name: 'liveAssistShare',
  gateway: 'main',
  method: 'GET',
  path: '/support/live-assist/shares/:shareId',
  params: ShareParams,
  body: noBody,
  response: LiveShare,
  auth: true,
});

/** The visit's actions after a sequence number: the live view, and its catch-up after a dropped connection. Only while live. */
export const watchLiveAssist = endpoint({
  name: 'liveAssistWatch',
  gateway: 'main',
  method: 'GET',
  path: '/support/live-assist/shares/:shareId/actions/:after',
  params: t.type({ shareId: t.string, after: t.string }),
  body: noBody,
  response: LiveActions,
  auth: true,
});

/** Points at a field on the customer's screen with a short text. Only while live. */
export const highlightLiveAssist = endpoint({
  name: 'liveAssistHighlight',
  gateway: 'main',
  method: 'POST',
  path: '/support/live-assist/shares/:shareId/highlight',
  params: ShareParams,
  body: Highlight,
  response: t.type({ delivered: t.boolean }),
  auth: true,
});

/** The agent stops watching (or withdraws the request). */
export const stopLiveAssistAsAgent = endpoint({
  name: 'liveAssistAgentStop',
  gateway: 'main',
  method: 'POST',
  path: '/support/live-assist/shares/:shareId/stop',
  params: ShareParams,
  body: noBody,
  response: LiveShare,
  auth: true,
});

/** Every step of every share, newest first (the last 500). */
export const getLiveAssistAudit = endpoint({
  name: 'liveAssistAudit',
  gateway: 'main',
  method: 'GET',
  path: '/support/live-assist/audit',
  params: noParams,
  body: noBody,
  response: t.type({ records: t.array(LiveAuditRecord) }),
  auth: true,
});

// The customer's calls.

/** The request addressed to the customer now, waiting or live (null when none). */
export const getMyLiveAssist = endpoint({
  name: 'liveAssistMine',
  gateway: 'main',
  method: 'GET',
  path: '/live-assist/share',
  params: noParams,
  body: noBody,
  response: t.type({ share: t.union([LiveShare, t.null]) }),
  auth: true,
});

/** The customer agrees to share this visit (the tab's visit id). */
export const consentLiveAssist = endpoint({
  name: 'liveAssistConsent',
  gateway: 'main',
  method: 'POST',
  path: '/live-assist/shares/:shareId/consent',
  params: ShareParams,
  body: t.strict({ visitId: t.string }),
  response: LiveShare,
  auth: true,
});

export const declineLiveAssist = endpoint({
  name: 'liveAssistDecline',
  gateway: 'main',
  method: 'POST',
  path: '/live-assist/shares/:shareId/decline',
  params: ShareParams,
  body: noBody,
  response: LiveShare,
  auth: true,
});

/** "Stop sharing": ends the share at once. */
export const stopLiveAssist = endpoint({
  name: 'liveAssistStop',
  gateway: 'main',
  method: 'POST',
  path: '/live-assist/shares/:shareId/stop',
  params: ShareParams,
  body: noBody,
  response: LiveShare,
  auth: true,
});

/** Who viewed the customer's visits and when: every step of every share of theirs, newest first. */
export const getVisitViewers = endpoint({
  name: 'liveAssistViewers',
  gateway: 'main',
  method: 'GET',
  path: '/live-assist/viewers',
  params: noParams,
  body: noBody,
  response: t.type({ records: t.array(VisitViewerRecord) }),
  auth: true,
});
