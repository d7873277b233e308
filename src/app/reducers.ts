import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import { connectRouter, LOCATION_CHANGE, type LocationChangeAction, type RouterState } from 'connected-react-router';
import type { History } from 'history';
import { appReducer } from './slice';
import { authReducer } from '../auth/slice';
import { flagsReducer } from '../flags/slice';
import { analyticsReducer } from '../analytics/slice';
import { profileReducer } from '../profile/slice';
import { policiesReducer } from '../policies/slice';
import { documentsReducer } from '../documents/slice';
import { idCardsReducer } from '../idCards/slice';
import { billingReducer } from '../billing/slice';
import { paymentsReducer } from '../payments/slice';
import { guestPayReducer } from '../guestPay/slice';
import { accountCreationReducer } from '../accountCreation/slice';
import { formsReducer } from '../forms/slice';

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

/** The reducers of the main customer application; replay folds the log through exactly these. */
export function createRootReducer(history: History) {
  return combineReducers({
    router: replayableRouter(history),
    app: appReducer,
    auth: authReducer,
    flags: flagsReducer,
    analytics: analyticsReducer,
    profile: profileReducer,
    policies: policiesReducer,
    documents: documentsReducer,
    idCards: idCardsReducer,
    billing: billingReducer,
    payments: paymentsReducer,
    guestPay: guestPayReducer,
    accountCreation: accountCreationReducer,
    forms: formsReducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
