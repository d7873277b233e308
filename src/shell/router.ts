import type { Reducer, UnknownAction } from 'redux';
import { connectRouter, LOCATION_CHANGE, type LocationChangeAction, type RouterState } from 'connected-react-router';
import type { History } from 'history';

/**
 * connected-react-router ignores the first-render LOCATION_CHANGE and takes the first location from the
 * history object instead; taking it from the action makes the log alone enough to rebuild the first screen.
 */
export function replayableRouter(history: History): Reducer<RouterState, UnknownAction> {
  const router = connectRouter(history) as Reducer<RouterState, UnknownAction>;
  return (state, action) => {
    if (action.type !== LOCATION_CHANGE) return router(state, action);
    const change = action as unknown as LocationChangeAction;
    return router(state, { ...change, payload: { ...change.payload, isFirstRendering: false } } as unknown as UnknownAction);
  };
}
