import { createReducer, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { analyticsActions } from './catalogue';
import { policiesActions } from '../policies/catalogue';
import { profileActions } from '../profile/catalogue';
import { quotingActions } from '../quoting/catalogue';
import { lifeQuotingActions } from '../lifeQuoting/catalogue';
import { lifeQuoteGroupOf, quoteGroupOf, withErrorCode } from '../quoting/analytics';
import { billingActions } from '../billing/catalogue';
import { billingGroupOf } from '../billing/analytics';
import { initialDataLayer, shellDataLayer, type DataLayer } from './shellDataLayer';

export { initialDataLayer, type DataLayer } from './shellDataLayer';

/** The groups the customer's and the prospect's domains fold: policies, profile, billing, quotes. */
const domainDataLayer = createReducer<DataLayer>(initialDataLayer, (builder) =>
  builder
    .addCase(policiesActions.summaryLoaded, (state, { payload }) => {
      state.policy.policies = payload.policies.map((p) => p.policyNumber).join(',');
      state.profile.accounts = [...new Set(payload.policies.flatMap((p) => (p.accountNumber ? [p.accountNumber] : [])))].join(',');
    })
    .addCase(policiesActions.policyViewed, (state, { payload }) => {
      state.policy.policyNumber = payload.policyNumber;
    })
    .addCase(profileActions.partyLoaded, (state, { payload }) => {
      const { party } = payload;
      state.profile.username = party.loginId;
      state.profile.partyUID = party.partyId;
      state.profile.email = party.emails.find((e) => e.primary)?.address ?? party.emails[0]?.address ?? '';
    })
    .addCase(billingActions.accountsLoaded, (state, { payload }) => {
      state.billing = billingGroupOf(
        payload.accounts.flatMap((a) => a.policies),
        state.billing.billingSelectedPaymentPlan,
      );
    })
    .addCase(analyticsActions.billingTracked, (state, { payload }) => {
      state.billing = payload;
    })
    .addCase(quotingActions.quoteUpdated, (state, { payload }) => {
      state.quote = quoteGroupOf(payload.quote, state.quote);
    })
    .addCase(quotingActions.quoteKnockedOut, (state, { payload }) => {
      state.quote = withErrorCode(state.quote, payload.code);
      state.log.logInfo = `quote knockout ${payload.code}: ${payload.reason}`;
    })
    .addCase(lifeQuotingActions.quoted, (state, { payload }) => {
      state.quote = lifeQuoteGroupOf(payload.quote, state.quote);
    })
    .addCase(lifeQuotingActions.knockedOut, (state, { payload }) => {
      state.log.logInfo = `life quote knockout ${payload.code}: ${payload.reason}`;
    }),
);

/** Many domains' events fold into the one data layer; the analytics saga only persists it. */
export const analyticsReducer: Reducer<DataLayer, UnknownAction> = (state, action) =>
  domainDataLayer(shellDataLayer(state, action), action);
