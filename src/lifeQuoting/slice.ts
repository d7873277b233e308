import { createReducer } from '@reduxjs/toolkit';
import type { LifeQuote } from '../contract/lifeQuoting';
import { lifeQuotingActions } from './catalogue';

export interface LifeQuotingState {
  readonly quote: LifeQuote | null;
  readonly submitting: boolean;
  readonly error: string | null;
  /** Whether the life quoting outage window held the time of the last check (decided by a saga with the clock). */
  readonly outageActive: boolean;
}

export const initialLifeQuotingState: LifeQuotingState = { quote: null, submitting: false, error: null, outageActive: false };

export const lifeQuotingReducer = createReducer<LifeQuotingState>(initialLifeQuotingState, (builder) =>
  builder
    .addCase(lifeQuotingActions.quoteRequested, (state) => ({ ...state, submitting: true, error: null }))
    .addCase(lifeQuotingActions.applicationRequested, (state) => ({ ...state, submitting: true, error: null }))
    .addCase(lifeQuotingActions.quoted, (state, { payload }) => ({ ...state, quote: payload.quote, submitting: false, error: null }))
    .addCase(lifeQuotingActions.applicationStarted, (state, { payload }) => ({
      ...state,
      quote: payload.quote,
      submitting: false,
      error: null,
    }))
    .addCase(lifeQuotingActions.outageChecked, (state, { payload }) => ({
      ...state,
      outageActive: payload.active,
      submitting: payload.active ? false : state.submitting,
    }))
    .addCase(lifeQuotingActions.requestFailed, (state, { payload }) => ({ ...state, submitting: false, error: payload.message })),
);

export const selectLifeQuoting = (state: { lifeQuoting: LifeQuotingState }) => state.lifeQuoting;
