import { reducerOf } from '../bus/reducer';
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
  /** The quote e-mailed from its summary: where and until when its link opens. */
  readonly emailed: { readonly quoteId: string; readonly sentTo: string; readonly linkExpiresOn: string } | null;
  readonly emailing: boolean;
  readonly emailError: string | null;
  /** Why the link of an e-mailed quote did not open it, while the return page says so. */
  readonly linkRefusal: 'link_used' | 'link_expired' | 'link_unknown' | null;
  /** The link of an e-mailed quote is being opened. */
  readonly openingLink: boolean;
  /** The prospect's request for a call: its reference once the lead exists. */
  readonly referral: { readonly reference: string; readonly quoteId: string } | null;
  readonly referring: boolean;
  readonly referralError: string | null;
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
  emailed: null,
  emailing: false,
  emailError: null,
  linkRefusal: null,
  openingLink: false,
  referral: null,
  referring: false,
  referralError: null,
};

const busy = (state: QuotingSliceState): QuotingSliceState => ({ ...state, submitting: true, error: null });

export const quotingReducer = reducerOf<QuotingSliceState>(initialQuotingState, (on) => {
  on(quotingActions.quoteStartRequested, (state) => ({
    ...initialQuotingState,
    baseAddress: state.quote?.sections.address ?? state.baseAddress,
  }));
  on(quotingActions.sessionQuoteLoading, (state) => ({ ...state, resuming: true }));
  on(quotingActions.emailQuoteRequested, (state) => ({ ...state, emailing: true, emailError: null, emailed: null }));
  on(quotingActions.quoteEmailed, (state, payload) => ({
    ...state,
    emailing: false,
    emailed: { quoteId: payload.quoteId, sentTo: payload.sentTo, linkExpiresOn: payload.linkExpiresOn },
  }));
  on(quotingActions.quoteEmailFailed, (state, payload) => ({ ...state, emailing: false, emailError: payload.message }));
  on(quotingActions.referralRequested, (state) => ({ ...state, referring: true, referralError: null }));
  on(quotingActions.referralSent, (state, payload) => ({
    ...state,
    referring: false,
    referral: { reference: payload.reference, quoteId: payload.quoteId },
  }));
  on(quotingActions.referralFailed, (state, payload) => ({ ...state, referring: false, referralError: payload.message }));
  on(quotingActions.quoteLinkOpening, (state) => ({ ...state, openingLink: true, linkRefusal: null }));
  on(quotingActions.quoteLinkOpened, (state) => ({ ...state, openingLink: false }));
  on(quotingActions.quoteLinkRefused, (state, payload) => ({ ...state, openingLink: false, linkRefusal: payload.reason }));
  on(quotingActions.sessionQuoteLost, (state) => ({ ...state, resuming: false }));
  on(quotingActions.baseAddressRestored, (state, payload) => ({ ...state, baseAddress: payload.address }));
  // The next step is another moment of the quote: a copy e-mailed from the step before is no longer news.
  on(quotingActions.sectionSubmitted, (state) => ({ ...busy(state), emailed: null, emailError: null }));
  on(quotingActions.coverageChanged, busy);
  on(quotingActions.bindStepSubmitted, busy);
  on(quotingActions.retrieveRequested, (state) => ({ ...busy(state), retrieveError: null }));
  on(quotingActions.sectionDrafted, (state, payload) => ({
    ...state,
    drafts: { ...state.drafts, [payload.section]: payload.values },
  }));
  on(quotingActions.quoteUpdated, (state, payload) => {
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
  });
  on(quotingActions.quoteKnockedOut, (state, payload) => ({
    ...state,
    submitting: false,
    knockout: { code: payload.code, reason: payload.reason, stage: payload.stage },
  }));
  on(quotingActions.requestFailed, (state, payload) => ({ ...state, submitting: false, error: payload.message }));
  on(quotingActions.retrieveFailed, (state, payload) => ({ ...state, submitting: false, retrieveError: payload.message }));
  on(quotingActions.bound, (state, payload) => ({ ...state, submitting: false, policies: payload.policies }));
  on(quotingActions.vinSearchRequested, (state, payload) => ({
    ...state,
    vins: { ...state.vins, [payload.index]: { vehicle: null, message: null } },
  }));
  on(quotingActions.vinDecoded, (state, payload) => ({
    ...state,
    vins: { ...state.vins, [payload.index]: { vehicle: payload.vehicle, message: null } },
  }));
  on(quotingActions.vinNotFound, (state, payload) => ({
    ...state,
    vins: { ...state.vins, [payload.index]: { vehicle: null, message: payload.message } },
  }));
});
