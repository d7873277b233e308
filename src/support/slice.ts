import { createReducer } from '@reduxjs/toolkit';
import type { LogEntry } from '../bus/actionLog';
import type { FunnelReport, JourneyReport, SessionSummary } from '../contract/support';
import { supportActions, type PlaybackSpeed } from './catalogue';

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
};

const lastStep = (state: SupportState) => Math.max(0, (state.session?.entries.length ?? 1) - 1);

export const supportReducer = createReducer<SupportState>(initialSupportState, (builder) =>
  builder
    .addCase(supportActions.signInRequired, (state) => ({ ...state, access: 'signInRequired' }))
    .addCase(supportActions.accessDenied, (state, { payload }) => ({ ...state, access: 'denied', message: payload.message }))
    .addCase(supportActions.searchRequested, (state) => ({ ...state, searching: true, message: null }))
    .addCase(supportActions.sessionsFound, (state, { payload }) => ({
      ...state,
      access: 'granted',
      searching: false,
      sessions: payload.sessions,
    }))
    .addCase(supportActions.sessionOpenRequested, (state) => ({ ...state, session: null, step: 0, playing: false, message: null }))
    .addCase(supportActions.sessionOpened, (state, { payload }) => ({
      ...state,
      access: 'granted',
      session: { summary: payload.session, entries: payload.entries },
      step: 0,
      playing: false,
    }))
    .addCase(supportActions.stepSelected, (state, { payload }) => ({
      ...state,
      step: Math.min(Math.max(0, Math.round(payload.index)), lastStep(state)),
    }))
    .addCase(supportActions.playbackStarted, (state) => ({
      ...state,
      playing: state.session !== null,
      step: state.step >= lastStep(state) ? 0 : state.step,
    }))
    .addCase(supportActions.playbackPaused, (state) => ({ ...state, playing: false }))
    .addCase(supportActions.speedChosen, (state, { payload }) => ({ ...state, speed: payload.speed }))
    .addCase(supportActions.skipIdleChosen, (state, { payload }) => ({ ...state, skipIdle: payload.skip }))
    .addCase(supportActions.funnelLoaded, (state, { payload }) => ({ ...state, access: 'granted', funnel: payload }))
    .addCase(supportActions.journeyReportLoaded, (state, { payload }) => ({ ...state, access: 'granted', report: payload }))
    .addCase(supportActions.callFailed, (state, { payload }) => ({ ...state, searching: false, message: payload.message })),
);
