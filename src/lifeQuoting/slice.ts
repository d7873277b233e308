import { reducerOf } from '../bus/reducer';
import type { LifeQuote } from '../contract/lifeQuoting';
import { lifeQuotingActions } from './catalogue';

export interface LifeQuotingState {
  readonly quote: LifeQuote | null;
  readonly submitting: boolean;
  readonly error: string | null;
  /** Whether the life quoting outage window held the time of the last check (decided by a saga with the clock). */
  readonly outageActive: boolean;
  /** After a reload, while the life quote kept in the tab's session is loaded again (its pages wait for it). */
  readonly resuming: boolean;
}

export const initialLifeQuotingState: LifeQuotingState = {
  quote: null,
  submitting: false,
  error: null,
  outageActive: false,
  resuming: false,
};

export const lifeQuotingReducer = reducerOf<LifeQuotingState>(initialLifeQuotingState, (on) => {
  on(lifeQuotingActions.quoteRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(lifeQuotingActions.applicationRequested, (state) => ({ ...state, submitting: true, error: null }));
  on(lifeQuotingActions.quoted, (state, payload) => ({ ...state, quote: payload.quote, submitting: false, error: null }));
  on(lifeQuotingActions.applicationStarted, (state, payload) => ({
    ...state,
    quote: payload.quote,
    submitting: false,
    error: null,
  }));
  on(lifeQuotingActions.sessionQuoteLoading, (state) => ({ ...state, resuming: true }));
  on(lifeQuotingActions.quoteResumed, (state, payload) => ({ ...state, quote: payload.quote, resuming: false }));
  on(lifeQuotingActions.sessionQuoteLost, (state) => ({ ...state, resuming: false }));
  on(lifeQuotingActions.quoteReopened, (state, payload) => ({ ...state, quote: payload.quote, submitting: false, error: null }));
  on(lifeQuotingActions.outageChecked, (state, payload) => ({
    ...state,
    outageActive: payload.active,
    submitting: payload.active ? false : state.submitting,
  }));
  on(lifeQuotingActions.requestFailed, (state, payload) => ({ ...state, submitting: false, error: payload.message }));
});
