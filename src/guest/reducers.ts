import { combineReducers } from 'redux';
import type { History } from 'history';
import { replayableRouter } from '../app/router';
import { appReducer } from '../shell/slice';
import { authReducer } from '../auth/slice';
import { authActions } from '../auth/catalogue';
import { flagsReducer } from '../flags/slice';
import { shellDataLayer } from '../analytics/shellDataLayer';
import { formsReducerForgettingAt } from '../forms/slice';
import { paymentsReducer } from '../payments/slice';
import { guestPayReducer } from '../guestPay/slice';
import { guestClaimsReducer } from '../guestClaims/slice';
import { idCardsReducer } from '../idCards/slice';
import { documentsReducer } from '../documents/slice';

/**
 * The guest pages' slices: the portal's shell slices and the areas a guest uses, nothing of a customer's. Its log
 * is part of the portal's (same actions, same session log), so the portal's reducers replay it to the same state.
 */
export function createGuestReducer(history: History) {
  return combineReducers({
    router: replayableRouter(history),
    app: appReducer,
    auth: authReducer,
    flags: flagsReducer,
    analytics: shellDataLayer,
    forms: formsReducerForgettingAt(authActions.signedOut),
    payments: paymentsReducer,
    guestPay: guestPayReducer,
    guestClaims: guestClaimsReducer,
    idCards: idCardsReducer,
    documents: documentsReducer,
  });
}

export type GuestState = ReturnType<ReturnType<typeof createGuestReducer>>;
