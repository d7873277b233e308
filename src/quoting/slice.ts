import { createReducer } from '@reduxjs/toolkit';
import type { AddressSection, BoundPolicy, Knockout, Quote, QuoteSectionName, VinDecoded } from '../contract/quoting';
import { quotingActions } from './catalogue';

export interface QuotingSliceState {
  readonly quote: Quote | null;
  /** What was typed in a section the prospect went back from (unsaved), by section. */
  readonly drafts: Partial<Record<QuoteSectionName, Record<string, unknown>>>;
  readonly submitting: boolean;
  readonly error: string | null;
  readonly knockout: (Knockout & { stage: 'quote' | 'bind' }) | null;
  readonly policies: readonly BoundPolicy[];
  readonly vins: Readonly<Record<number, { vehicle: VinDecoded | null; message: string | null }>>;
  readonly retrieveError: string | null;
  /** The address given on an earlier quote in this tab (session storage), offered instead of asking again. */
  readonly baseAddress: AddressSection | null;
  /** After a reload, the quote kept in the session is on its way back: the quote's pages wait rather than redirect. */
  readonly resuming: boolean;
}

export const initialQuotingState: QuotingSliceState = {
  quote: null,
  drafts: {},
  submitting: false,
  error: null,
  knockout: null,
  policies: [],
  vins: {},
  retrieveError: null,
  baseAddress: null,
  resuming: false,
};

const busy = (state: QuotingSliceState): QuotingSliceState => ({ ...state, submitting: true, error: null });

export const quotingReducer = createReducer<QuotingSliceState>(initialQuotingState, (builder) =>
  builder
    .addCase(quotingActions.quoteStartRequested, (state) => ({
      ...initialQuotingState,
      baseAddress: state.quote?.sections.address ?? state.baseAddress,
    }))
    .addCase(quotingActions.sessionQuoteLoading, (state) => ({ ...state, resuming: true }))
    .addCase(quotingActions.sessionQuoteLost, (state) => ({ ...state, resuming: false }))
    .addCase(quotingActions.baseAddressRestored, (state, { payload }) => ({ ...state, baseAddress: payload.address }))
    .addCase(quotingActions.sectionSubmitted, busy)
    .addCase(quotingActions.coverageChanged, busy)
    .addCase(quotingActions.bindStepSubmitted, busy)
    .addCase(quotingActions.retrieveRequested, (state) => ({ ...busy(state), retrieveError: null }))
    .addCase(quotingActions.sectionDrafted, (state, { payload }) => ({
      ...state,
      drafts: { ...state.drafts, [payload.section]: payload.values },
    }))
    .addCase(quotingActions.quoteUpdated, (state, { payload }) => {
      const saved = Object.keys(payload.quote.sections) as QuoteSectionName[];
      const drafts = { ...state.drafts };
      for (const section of saved) delete drafts[section];
      return {
        ...state,
        quote: payload.quote,
        drafts,
        submitting: false,
        error: null,
        resuming: false,
        knockout: payload.quote.knockout ? state.knockout : null,
      };
    })
    .addCase(quotingActions.quoteKnockedOut, (state, { payload }) => ({
      ...state,
      submitting: false,
      knockout: { code: payload.code, reason: payload.reason, stage: payload.stage },
    }))
    .addCase(quotingActions.requestFailed, (state, { payload }) => ({ ...state, submitting: false, error: payload.message }))
    .addCase(quotingActions.retrieveFailed, (state, { payload }) => ({ ...state, submitting: false, retrieveError: payload.message }))
    .addCase(quotingActions.bound, (state, { payload }) => ({ ...state, submitting: false, policies: payload.policies }))
    .addCase(quotingActions.vinSearchRequested, (state, { payload }) => ({
      ...state,
      vins: { ...state.vins, [payload.index]: { vehicle: null, message: null } },
    }))
    .addCase(quotingActions.vinDecoded, (state, { payload }) => ({
      ...state,
      vins: { ...state.vins, [payload.index]: { vehicle: payload.vehicle, message: null } },
    }))
    .addCase(quotingActions.vinNotFound, (state, { payload }) => ({
      ...state,
      vins: { ...state.vins, [payload.index]: { vehicle: null, message: payload.message } },
    })),
);

interface WithQuoting {
  quoting: QuotingSliceState;
}
export const selectQuoting = (state: WithQuoting) => state.quoting;
export const selectQuote = (state: WithQuoting) => state.quoting.quote;
