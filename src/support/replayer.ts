import { createMemoryHistory } from 'history';
import type { UnknownAction } from 'redux';
import { actionLogExport, toAction, type ActionLogExport, type LogEntry } from '../bus/actionLog';
import { upgradeEntry } from '../bus/replay';
import { createRootReducer } from '../app/reducers';
import { registerEveryAreaSlice } from '../app/areaSlices';
import { createQuotingReducer } from '../app/quotingReducers';
import { freshOnEachPageLoad, visitStart } from '../shell/pageLoad';
import type { RecordedApp } from '../contract/sessions';

/** A replayed application's state: only ever drawn by that application's screens. */
export type ReplayedState = { readonly router: { readonly location: { pathname: string; search: string; hash: string } } };
export type ReplayReducer = (state: ReplayedState | undefined, action: UnknownAction) => ReplayedState;

// The console folds visits of any area: each area's slice is at hand, and joins where the visit started its area.
registerEveryAreaSlice();

/**
 * Each recorded application's reducers, as replay uses them (no sagas, no gateway), and as its store has them: every
 * page load of the visit starts from a fresh state.
 */
export const replayReducers: Record<RecordedApp, ReplayReducer> = {
  portal: freshOnEachPageLoad(createRootReducer(createMemoryHistory())) as unknown as ReplayReducer,
  quoting: freshOnEachPageLoad(createQuotingReducer(createMemoryHistory())) as unknown as ReplayReducer,
};

/** A recorded application's state before its first action: what the first step's changes are measured from. */
export const initialReplayedState = (reducer: ReplayReducer): ReplayedState => visitStart(reducer(undefined, { type: '@@replay/INIT' }));

/**
 * The state after each action of a recorded log (index i: after entries[0..i]), folded once through the same reducers:
 * a plain fold from the visit's start, as Redux DevTools folds an export of it.
 */
export function statesAfterEach(entries: readonly LogEntry[], reducer: ReplayReducer = replayReducers.portal): ReplayedState[] {
  const states: ReplayedState[] = [];
  let state = initialReplayedState(reducer);
  for (const entry of entries) {
    state = reducer(state, toAction(upgradeEntry(entry)));
    states.push(state);
  }
  return states;
}

/** A recorded visit as Redux DevTools imports it (and the journey report reads it), from its application's initial state. */
export const visitExport = (entries: readonly LogEntry[], reducer: ReplayReducer): ActionLogExport =>
  actionLogExport(
    entries.map((entry) => upgradeEntry(entry)),
    initialReplayedState(reducer),
  );

/** Playback waits the customer's own pause between actions, faster by the speed; idle time beyond this is skipped. */
export const idleCapMs = 1500;

export function playbackDelay(entries: readonly LogEntry[], step: number, speed: number, skipIdle: boolean): number {
  const here = entries[step];
  const next = entries[step + 1];
  if (!here || !next) return 0;
  const gap = Math.max(0, next.at - here.at);
  return (skipIdle ? Math.min(gap, idleCapMs) : gap) / speed;
}
