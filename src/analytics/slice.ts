import type { Reducer, UnknownAction } from 'redux';
import { reducerOf } from '../bus/reducer';
import { analyticsActions } from './catalogue';
import { policiesActions } from '../policies/catalogue';
import { profileActions } from '../profile/catalogue';
import { quotingActions } from '../quoting/catalogue';
import { lifeQuotingActions } from '../lifeQuoting/catalogue';
import { lifeQuoteGroupOf, quoteGroupOf, withErrorCode } from '../quoting/analytics';
import { billingActions } from '../billing/catalogue';
import { billingGroupOf } from '../billing/analytics';
import { initialDataLayer, shellDataLayer, type DataLayer } from './shellDataLayer';

export type { DataLayer } from './shellDataLayer';

/** The groups the customer's and the prospect's domains fold: policies, profile, billing, quotes. */
const domainDataLayer = reducerOf<DataLayer>(initialDataLayer, (on) => {
  on(policiesActions.summaryLoaded, (state, payload) => ({
    ...state,
    policy: { ...state.policy, policies: payload.policies.map((p) => p.policyNumber).join(',') },
    profile: {
      ...state.profile,
      accounts: [...new Set(payload.policies.flatMap((p) => (p.accountNumber ? [p.accountNumber] : [])))].join(','),
    },
  }));
  on(policiesActions.policyViewed, (state, payload) => ({ ...state, policy: { ...state.policy, policyNumber: payload.policyNumber } }));
  on(profileActions.partyLoaded, (state, { party }) => ({
    ...state,
    profile: {
      ...state.profile,
      username: party.loginId,
      partyUID: party.partyId,
      email: party.emails.find((e) => e.primary)?.address ?? party.emails[0]?.address ?? '',
    },
  }));
  on(billingActions.accountsLoaded, (state, payload) => ({
    ...state,
    billing: billingGroupOf(
      payload.accounts.flatMap((a) => a.policies),
      state.billing.billingSelectedPaymentPlan,
    ),
  }));
  on(analyticsActions.billingTracked, (state, payload) => ({ ...state, billing: payload }));
  on(quotingActions.quoteUpdated, (state, payload) => ({ ...state, quote: quoteGroupOf(payload.quote, state.quote) }));
  on(quotingActions.quoteKnockedOut, (state, payload) => ({
    ...state,
    quote: withErrorCode(state.quote, payload.code),
    log: { ...state.log, logInfo: `quote knockout ${payload.code}: ${payload.reason}` },
  }));
  on(lifeQuotingActions.quoted, (state, payload) => ({ ...state, quote: lifeQuoteGroupOf(payload.quote, state.quote) }));
  on(lifeQuotingActions.knockedOut, (state, payload) => ({
    ...state,
    log: { ...state.log, logInfo: `life quote knockout ${payload.code}: ${payload.reason}` },
  }));
});

/** Many domains' events fold into the one data layer; the analytics saga only persists it. */
export const analyticsReducer: Reducer<DataLayer, UnknownAction> = (state, action) =>
  domainDataLayer(shellDataLayer(state, action), action);
