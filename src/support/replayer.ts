import { createMemoryHistory } from 'history';
import type { UnknownAction } from 'redux';
import { actionLogExport, toAction, type ActionLogExport, type LogEntry } from '../bus/actionLog';
import { upgradeEntry } from '../bus/replay';
import { createRootReducer } from '../app/reducers';
import { createQuotingReducer } from '../app/quotingReducers';
import type { RecordedApp } from '../contract/sessions';

/** A replayed application's state: only ever drawn by that application's screens. */
export type ReplayedState = { readonly router: { readonly location: { pathname: string; search: string; hash: string } } };
export type ReplayReducer = (state: ReplayedState | undefined, action: UnknownAction) => ReplayedState;

/** Each recorded application's reducers, as replay uses them (no sagas, no gateway). */
export const replayReducers: Record<RecordedApp, ReplayReducer> = {
  portal: createRootReducer(createMemoryHistory()) as unknown as ReplayReducer,
  quoting: createQuotingReducer(createMemoryHistory()) as unknown as ReplayReducer,
};

const pageLoaded = 'app/started';

/** A recorded application's state before its first action: what the first step's changes are measured from. */
export const initialReplayedState = (reducer: ReplayReducer): ReplayedState => reducer(undefined, { type: '@@replay/INIT' });

/** The state after each action of a recorded log (index i: after entries[0..i]), folded once through the same reducers. */
export function statesAfterEach(entries: readonly LogEntry[], reducer: ReplayReducer = replayReducers.portal): ReplayedState[] {
  const states: ReplayedState[] = [];
  const initial = () => initialReplayedState(reducer);
  let state = initial();
  for (const entry of entries) {
    // A visit spans page loads (sign-in and sign-out leave the page); each load starts from a fresh store.
    if (entry.type === pageLoaded) state = initial();
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
