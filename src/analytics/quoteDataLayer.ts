import type { Reducer, UnknownAction } from 'redux';
import { reducerOf } from '../bus/reducer';
import { quotingActions } from '../quoting/catalogue';
import { lifeQuotingActions } from '../lifeQuoting/catalogue';
import { lifeQuoteGroupOf, quoteGroupOf, withErrorCode } from './quoteGroup';
import { initialDataLayer, shellDataLayer, type DataLayer } from './shellDataLayer';

/** The quote group of the data layer: what the prospect's quotes (property-casualty and life) fold into it. */
export const quoteDataLayer = reducerOf<DataLayer>(initialDataLayer, (on) => {
  on(quotingActions.quoteUpdated, (state, payload) => ({ ...state, quote: quoteGroupOf(payload.quote, state.quote) }));
  on(quotingActions.quoteKnockedOut, (state, payload) => ({
    ...state,
    quote: withErrorCode(state.quote, payload.code),
    log: { ...state.log, logInfo: `quote knockout ${payload.code}: ${payload.reason}` },
  }));
  on(lifeQuotingActions.quoted, (state, payload) => ({ ...state, quote: lifeQuoteGroupOf(payload.quote, state.quote) }));
  on(lifeQuotingActions.quoteReopened, (state, payload) => ({ ...state, quote: lifeQuoteGroupOf(payload.quote, state.quote) }));
  on(lifeQuotingActions.knockedOut, (state, payload) => ({
    ...state,
    log: { ...state.log, logInfo: `life quote knockout ${payload.code}: ${payload.reason}` },
  }));
});

/**
 * The quoting application's data layer: the shell's groups and the quote's. It has no policies, profile or
 * billing domain, so their catalogues (and their contracts' codecs) stay out of its first page's scripts.
 */
export const quotingAnalyticsReducer: Reducer<DataLayer, UnknownAction> = (state, action) =>
  quoteDataLayer(shellDataLayer(state, action), action);
