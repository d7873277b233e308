import { createSelector } from 'reselect';
import { lookupAction } from '../bus/catalogue';
import type { SupportRootState } from './reducers';
import { replayReducers, statesAfterEach } from './replayer';
import { stateDiff } from './diff';

export const selectSupport = (state: SupportRootState) => state.support;
export const selectSession = (state: SupportRootState) => state.support.session;
export const selectStep = (state: SupportRootState) => state.support.step;

/** Every replayed state of the open session, folded once through the reducers of the application it was recorded in. */
export const selectReplayedStates = createSelector([selectSession], (session) => (session ? statesAfterEach(session.entries, replayReducers[session.summary.app]) : []));

export const selectCurrentEntry = createSelector([selectSession, selectStep], (session, step) => session?.entries[step] ?? null);

export const selectStateAtStep = createSelector([selectReplayedStates, selectStep], (states, step) => states[step] ?? null);

export const selectStepDiff = createSelector([selectReplayedStates, selectStep], (states, step) =>
  (states[step] ? stateDiff(step === 0 ? undefined : states[step - 1], states[step]) : []));

/** The action as the catalogue describes it, and whether its payload still fits the declared codec. */
export const selectDecodedAction = createSelector([selectCurrentEntry], (entry) => {
  if (!entry) return null;
  const declared = lookupAction(entry.type);
  const fits = declared ? declared.codec.is(entry.payload) : null;
  return { entry, description: declared?.description ?? (entry.type.startsWith('@@router/') ? 'The address changed (router)' : 'Not in the catalogue'), kind: declared?.kind ?? null, fits };
});
