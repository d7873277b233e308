import { createSelector } from 'reselect';
import { lookupAction } from '../bus/catalogue';
import { actionDescriptions } from '../actionDescriptions';
import type { SupportRootState } from './reducers';
import { initialReplayedState, replayReducers, statesAfterEach, visitExport } from './replayer';
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
