import type { Reducer, UnknownAction } from 'redux';
import { reducerOf } from '../bus/reducer';
import { analyticsActions } from './catalogue';
import { policiesActions } from '../policies/catalogue';
import { claimsActions } from '../claims/catalogue';
import { profileActions } from '../profile/catalogue';
import { billingActions } from '../billing/catalogue';
import { billingGroupOf } from '../billing/analytics';
import { initialDataLayer, shellDataLayer, type DataLayer } from './shellDataLayer';
import { quoteDataLayer } from './quoteDataLayer';

export type { DataLayer } from './shellDataLayer';

/** Whether any account of the customer gets its bills (and its policy documents) by email. */
const paperlessGroupOf = (accounts: readonly { eBill: boolean; ePolicy: boolean }[]) => ({
  paperlessEBill: String(accounts.some((a) => a.eBill)),
  paperlessEPolicy: String(accounts.some((a) => a.ePolicy)),
});

const emailStatusOf = (on: boolean) => (on ? 'subscribed' : 'unsubscribed');

/** The groups the customer's domains fold: policies, claims, profile, billing (the quotes' group is quoteDataLayer). */
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
  on(claimsActions.detailsLoaded, (state, { details: { claim, emailNotifications } }) => ({
    ...state,
    claims: {
      claimFileNumber: claim.fileNumber,
      claimsLOB: claim.lineOfBusiness,
      claimsType: claim.claimType,
      claimStatus: claim.status,
      emailStatus: emailStatusOf(emailNotifications),
    },
  }));
  // A claim just filed: its email notifications are on (the gateway's default for a new claim file).
  on(claimsActions.claimFiled, (state, { claim }) => ({
    ...state,
    claims: {
      claimFileNumber: claim.fileNumber,
      claimsLOB: claim.lineOfBusiness,
      claimsType: claim.claimType,
      claimStatus: claim.status,
      emailStatus: emailStatusOf(true),
    },
  }));
  on(claimsActions.emailNotificationsChanged, (state, { fileNumber, emailNotifications }) =>
    state.claims.claimFileNumber === fileNumber
      ? { ...state, claims: { ...state.claims, emailStatus: emailStatusOf(emailNotifications) } }
      : state,
  );
  on(profileActions.partyLoaded, (state, { party }) => ({
    ...state,
    profile: {
      ...state.profile,
      username: party.loginId,
      partyUID: party.partyId,
      age: party.age === null ? '' : String(party.age),
      email: party.emails.find((e) => e.primary)?.address ?? party.emails[0]?.address ?? '',
    },
  }));
  on(profileActions.paperlessLoaded, (state, { accounts }) => ({ ...state, profile: { ...state.profile, ...paperlessGroupOf(accounts) } }));
  on(profileActions.changeSaved, (state, { result }) =>
    'paperless' in result ? { ...state, profile: { ...state.profile, ...paperlessGroupOf(result.paperless.accounts) } } : state,
  );
  on(billingActions.accountsLoaded, (state, payload) => ({
    ...state,
    billing: billingGroupOf(
      payload.accounts.flatMap((a) => a.policies),
      state.billing.billingSelectedPaymentPlan,
    ),
  }));
  on(analyticsActions.billingTracked, (state, payload) => ({ ...state, billing: payload }));
});

/** Many domains' events fold into the one data layer; the analytics saga only persists it. */
export const analyticsReducer: Reducer<DataLayer, UnknownAction> = (state, action) =>
  quoteDataLayer(domainDataLayer(shellDataLayer(state, action), action), action);
