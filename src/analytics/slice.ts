import { createReducer } from '@reduxjs/toolkit';
import { analyticsActions } from './catalogue';
import { apiActions } from '../api/catalogue';
import { appActions } from '../app/catalogue';
import { policiesActions } from '../policies/catalogue';
import { profileActions } from '../profile/catalogue';
import { authActions } from '../auth/catalogue';
import { quotingActions } from '../quoting/catalogue';
import { lifeQuotingActions } from '../life/catalogue';
import { lifeQuoteGroupOf, quoteGroupOf, withErrorCode } from '../quoting/analytics';
import { billingActions } from '../billing/catalogue';
import { billingGroupOf } from '../billing/analytics';

/** The analytics data layer of spec section 3, kept in session storage by the analytics saga. */
export interface DataLayer {
  global: { pageCategory: string; pageName: string; resolution: string; device: string; timeStamp: string; mitigationType: string };
  message: { messageID: string; messageType: '' | 'successful' | 'unsuccessful'; messageDescription: string };
  log: { logInfo: string };
  quote: {
    quoteId: string; jobNumber: string; quoteLOB: string; state: string; sourceOfBusiness: string;
    numberOfDrivers: string; numberOfVehicles: string; numberOfIncidents: string; autoSegmentation: string;
    dwellingSegmentation: string; errorCodes: string; allowBind: string; quotingEmail: string; quotingPhonenumber: string; easOfferings: string;
  };
  policy: { policyNumber: string; policies: string };
  claims: { claimFileNumber: string; claimsLOB: string; claimsType: string; claimStatus: string; emailStatus: string };
  billing: { billingLOB: string; billingCurrentPaymentPlan: string; billingSelectedPaymentPlan: string };
  profile: { accounts: string; username: string; age: string; email: string; partyUID: string; paperlessEBill: string; paperlessEPolicy: string };
}

const blank = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

export const initialDataLayer: DataLayer = {
  global: blank('pageCategory', 'pageName', 'resolution', 'device', 'timeStamp', 'mitigationType'),
  message: { messageID: '', messageType: '', messageDescription: '' },
  log: blank('logInfo'),
  quote: blank('quoteId', 'jobNumber', 'quoteLOB', 'state', 'sourceOfBusiness', 'numberOfDrivers', 'numberOfVehicles', 'numberOfIncidents',
    'autoSegmentation', 'dwellingSegmentation', 'errorCodes', 'allowBind', 'quotingEmail', 'quotingPhonenumber', 'easOfferings'),
  policy: blank('policyNumber', 'policies'),
  claims: blank('claimFileNumber', 'claimsLOB', 'claimsType', 'claimStatus', 'emailStatus'),
  billing: blank('billingLOB', 'billingCurrentPaymentPlan', 'billingSelectedPaymentPlan'),
  profile: blank('accounts', 'username', 'age', 'email', 'partyUID', 'paperlessEBill', 'paperlessEPolicy'),
};

/** Many domains' events fold into the one data layer; the analytics saga only persists it. */
export const analyticsReducer = createReducer<DataLayer>(initialDataLayer, (builder) =>
  builder
    .addCase(analyticsActions.pageTracked, (state, { payload }) => {
      state.global = { ...state.global, ...payload };
    })
    .addCase(apiActions.mitigationObserved, (state, { payload }) => {
      state.global.mitigationType = payload.mitigationType;
    })
    .addCase(apiActions.callSucceeded, (state, { payload }) => {
      state.message = { messageID: payload.actionName, messageType: 'successful', messageDescription: `${payload.actionName} successful` };
    })
    .addCase(apiActions.callFailed, (state, { payload }) => {
      if (payload.actionName) state.message = { messageID: payload.actionName, messageType: 'unsuccessful', messageDescription: payload.message };
    })
    .addCase(appActions.connectionLost, (state, { payload }) => {
      state.log.logInfo = payload.message;
    })
    .addCase(appActions.connectionRestored, (state, { payload }) => {
      state.log.logInfo = payload.message;
    })
    .addCase(appActions.pageErrorOccurred, (state, { payload }) => {
      state.log.logInfo = payload.chunkFailure ? `chunk load failed: ${payload.chunkFailure}` : 'page error';
    })
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
      state.billing = billingGroupOf(payload.accounts.flatMap((a) => a.policies), state.billing.billingSelectedPaymentPlan);
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
    })
    .addCase(authActions.signedOut, (state) => {
      state.profile = initialDataLayer.profile;
      state.policy = initialDataLayer.policy;
    }),
);
