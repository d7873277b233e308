import { combineReducers } from 'redux';
import type { History } from 'history';
import { replayableRouter } from '../shell/router';
import { appReducer } from '../shell/slice';
import { flagsReducer } from '../flags/slice';
import { quotingAnalyticsReducer } from '../analytics/quoteDataLayer';
import { formsReducerForgettingAt } from '../forms/slice';
import { authReducer } from '../auth/slice';
import { authActions } from '../auth/catalogue';
import { quotingReducer } from '../quoting/slice';
import { lifeQuotingReducer } from '../lifeQuoting/slice';

/** The quoting application's reducers: the shared shell slices, the quote and the life quote. */
export function createQuotingReducer(history: History) {
  return combineReducers({
    router: replayableRouter(history),
    app: appReducer,
    auth: authReducer,
    flags: flagsReducer,
    analytics: quotingAnalyticsReducer,
    forms: formsReducerForgettingAt(authActions.signedOut),
    quoting: quotingReducer,
    lifeQuoting: lifeQuotingReducer,
  });
}

export type QuotingState = ReturnType<ReturnType<typeof createQuotingReducer>>;
