import { combineReducers } from 'redux';
import type { History } from 'history';
import { replayableRouter } from '../app/router';
import { appReducer } from '../app/slice';
import { authReducer } from '../auth/slice';
import { flagsReducer } from '../flags/slice';
import { shellDataLayer } from '../analytics/shellDataLayer';
import { formsReducer } from '../forms/slice';

/**
 * The sign-in page's slices: the portal's shell slices, nothing of the signed-in domains. Its log is part of
 * the portal's (same actions, same session log), so the portal's reducers replay it to the same state.
 */
export function createSignInReducer(firstLocation: History['location']) {
  return combineReducers({
    router: replayableRouter({ location: firstLocation, action: 'POP' } as History),
    app: appReducer,
    auth: authReducer,
    flags: flagsReducer,
    analytics: shellDataLayer,
    forms: formsReducer,
  });
}

export type SignInState = ReturnType<ReturnType<typeof createSignInReducer>>;
