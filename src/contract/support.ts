import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { intBetween } from './identifiers';
import { RecordedAction, RecordedApp } from './sessions';

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

export const JourneyReport = t.type({
  knockouts: t.array(t.type({ lineOfBusiness: t.string, reason: t.string, sessions: t.number })),
  apiFailures: t.array(t.type({ call: t.string, status: t.string, failures: t.number, sessions: t.number })),
  outageHits: t.array(t.type({ outage: t.string, sessions: t.number })),
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
