import { createSelector } from 'reselect';
import { lookupAction } from '../bus/catalogue';
import { actionDescriptions } from '../actionDescriptions';
import type { SupportRootState } from './reducers';
import { initialReplayedState, replayReducers, statesAfterEach, visitExport, type ReplayedState } from './replayer';
import { toAction, type LogEntry } from '../bus/actionLog';
import { chatActions } from '../chat/catalogue';
import { stateDiff } from './diff';
import { fieldSelector } from '../bus/fieldSelector';

export const selectSupport = (state: SupportRootState) => state.support;
export const selectSession = (state: SupportRootState) => state.support.session;
export const selectStep = (state: SupportRootState) => state.support.step;

/** Every replayed state of the open session, folded once through the reducers of the application it was recorded in. */
export const selectReplayedStates = createSelector([selectSession], (session) =>
  session ? statesAfterEach(session.entries, replayReducers[session.summary.app]) : [],
);

export const selectCurrentEntry = createSelector([selectSession, selectStep], (session, step) => session?.entries[step] ?? null);

export const selectStateAtStep = createSelector([selectReplayedStates, selectStep], (states, step) => states[step] ?? null);

/** What the current step changed: from the state before it (the application's initial state for the first step). */
export const selectStepDiff = createSelector([selectSession, selectReplayedStates, selectStep], (session, states, step) => {
  if (!session || !states[step]) return [];
  return stateDiff(step === 0 ? initialReplayedState(replayReducers[session.summary.app]) : states[step - 1], states[step]);
});

/** The action as the catalogue describes it, and whether its payload still fits the declared codec. */
export const selectDecodedAction = createSelector([selectCurrentEntry], (entry) => {
  if (!entry) return null;
  const declared = lookupAction(entry.type);
  const fits = declared ? declared.codec.is(entry.payload) : null;
  return {
    entry,
    description:
      actionDescriptions.get(entry.type) ?? (entry.type.startsWith('@@router/') ? 'The address changed (router)' : 'Not in the catalogue'),
    kind: declared?.kind ?? null,
    fits,
  };
});

/** The open session as a download Redux DevTools imports (Import, in its toolbar). */
export const selectSessionExportHref = createSelector([selectSession], (session) =>
  session
    ? `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(visitExport(session.entries, replayReducers[session.summary.app])))}`
    : null,
);

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectSupportField = fieldSelector(selectSupport);

export const selectLiveView = (state: SupportRootState) => state.support.live;

/**
 * The watched screen's state after the last action read: folded once per action as they arrive (a new read folds only
 * the actions after those folded before), from the visit's start, by the portal's reducers (a chat is signed in).
 */
function liveFolder() {
  let folded: { shareId: string; count: number; last: LogEntry | undefined; state: ReplayedState } | null = null;
  return (live: SupportRootState['support']['live']): ReplayedState | null => {
    if (!live) return (folded = null);
    const reducer = replayReducers.portal;
    const carriesOn = folded && folded.shareId === live.shareId && live.entries[folded.count - 1] === folded.last;
    let state = carriesOn ? folded!.state : initialReplayedState(reducer);
    for (const entry of live.entries.slice(carriesOn ? folded!.count : 0)) state = reducer(state, toAction(entry));
    folded = { shareId: live.shareId, count: live.entries.length, last: live.entries[live.entries.length - 1], state };
    return state;
  };
}
export const selectLiveState = createSelector([selectLiveView], liveFolder());

/** The latest payload of an action type in the watched visit (searched from the newest). */
const latestOf = <P>(entries: readonly LogEntry[], type: string): P | null => {
  for (let i = entries.length - 1; i >= 0; i -= 1) if (entries[i]!.type === type) return entries[i]!.payload as P;
  return null;
};

/** What the agent reads beside the live screen: the customer's page, window and the field they are in. */
export const selectLiveFacts = createSelector([selectLiveView, selectLiveState], (live, state) => {
  if (!live || !state) return null;
  const viewport = latestOf<{ width: number; height: number }>(live.entries, chatActions.liveViewportMeasured.type);
  const focus = latestOf<{ target: string | null }>(live.entries, chatActions.liveFocusMoved.type);
  return {
    route: state.router.location.pathname,
    width: viewport?.width ?? live.visit.viewportWidth,
    height: viewport?.height ?? null,
    field: focus?.target ?? null,
  };
});
