import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { FunnelReport, FunnelRequest, JourneyReport, RecordedSession, SessionSearch, SessionSummary } from '../contract/support';

export const PlaybackSpeed = t.union([t.literal(1), t.literal(2), t.literal(4), t.literal(8)]);
export type PlaybackSpeed = t.TypeOf<typeof PlaybackSpeed>;

/** The support console's actions (its own application and store; support sessions are not recorded). */
export const supportActions = catalogue('support', {
  signInRequired: event('The console was opened without a signed-in support agent'),
  accessDenied: event('The gateway refused the console to the signed-in user', t.type({ message: t.string })),
  searchRequested: command('The agent searched recorded sessions', SessionSearch),
  sessionsFound: event('Recorded sessions matching the search arrived', t.type({ sessions: t.array(SessionSummary) })),
  sessionOpenRequested: command('The agent opened a recorded session', t.type({ visitId: t.string })),
  sessionOpened: event('A recorded session arrived, upgraded to the current catalogue', RecordedSession),
  stepSelected: command('The agent jumped to an action of the session', t.type({ index: t.number })),
  playbackStarted: command('The agent started playing the session'),
  playbackPaused: command('The agent paused, or playback reached the end'),
  speedChosen: command('The agent chose a playback speed', t.type({ speed: PlaybackSpeed })),
  skipIdleChosen: command('The agent chose whether idle time is skipped', t.type({ skip: t.boolean })),
  funnelRequested: command('The agent asked for a journey funnel', FunnelRequest),
  funnelLoaded: event('A journey funnel arrived', FunnelReport),
  journeyReportRequested: command('The agent asked for knockouts, API failures and outage hits'),
  journeyReportLoaded: event('Knockouts, API failures and outage hits arrived', JourneyReport),
  callFailed: event('A support call failed', t.type({ message: t.string })),
});
