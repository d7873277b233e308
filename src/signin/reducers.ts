import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import { LOCATION_CHANGE, type LocationChangePayload, type RouterState } from 'connected-react-router';
import { appReducer } from '../shell/slice';
import { authReducer } from '../auth/slice';
import { authActions } from '../auth/catalogue';
import { flagsReducer } from '../flags/slice';
import { shellDataLayer } from '../analytics/shellDataLayer';
import { formsReducerForgettingAt } from '../forms/slice';

/**
 * The router slice of a page without a router: the address it was loaded at, and the address it shows after
 * a parameter leaves it (sagas/pageLoadNavigation.ts). Its locations carry their parsed query already, so the
 * portal's connected router, replaying the same log, holds the same slice.
 */
function pageAddress(first: RouterState['location']): Reducer<RouterState, UnknownAction> {
  return (state = { location: first, action: 'POP' }, action) => {
    if (action.type !== LOCATION_CHANGE) return state;
    const { location, action: how } = action.payload as LocationChangePayload;
    return { location, action: how };
  };
}

/**
 * The sign-in page's slices: the portal's shell slices, nothing of the signed-in domains. Its log is part of
 * the portal's (same actions, same session log), so the portal's reducers replay it to the same state.
 */
export function createSignInReducer(firstLocation: RouterState['location']) {
  return combineReducers({
    router: pageAddress(firstLocation),
    app: appReducer,
    auth: authReducer,
    flags: flagsReducer,
    analytics: shellDataLayer,
    forms: formsReducerForgettingAt(authActions.signedOut),
  });
}

export type SignInState = ReturnType<ReturnType<typeof createSignInReducer>>;
