import { reducerOf } from '../bus/reducer';
import type { PolicyDetails, PolicySummary } from '../contract/policies';
import type { PolicyPaymentPlans, RentersBalance } from '../contract/policyBilling';
import { authActions } from '../auth/catalogue';
import { policiesActions } from './catalogue';

export type DetailsStatus = 'loaded' | 'notFound' | 'failed';

export interface PoliciesState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly summary: readonly PolicySummary[];
  /** Details of each policy opened, by policy number. */
  readonly details: Readonly<Record<string, PolicyDetails>>;
  readonly detailsStatus: Readonly<Record<string, DetailsStatus>>;
  /** What each policy opened is billed, by policy number. */
  readonly paymentPlans: Readonly<Record<string, PolicyPaymentPlans>>;
  readonly rentersBalances: Readonly<Record<string, RentersBalance>>;
  /** Policies whose billing could not be loaded. */
  readonly billingFailed: Readonly<Record<string, true>>;
}

export const initialPoliciesState: PoliciesState = {
  status: 'idle',
  summary: [],
  details: {},
  detailsStatus: {},
  paymentPlans: {},
  rentersBalances: {},
  billingFailed: {},
};

const withoutFailure = (failed: PoliciesState['billingFailed'], policyNumber: string) => {
  const { [policyNumber]: _, ...rest } = failed;
  return rest;
};

export const policiesReducer = reducerOf<PoliciesState>(initialPoliciesState, (on) => {
  on(policiesActions.summaryLoaded, (state, payload) => ({ ...state, status: 'loaded', summary: payload.policies }));
  on(policiesActions.summaryLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(policiesActions.detailsLoaded, (state, payload) => {
    const key = payload.details.summary.policyNumber;
    return {
      ...state,
      details: { ...state.details, [key]: payload.details },
      detailsStatus: { ...state.detailsStatus, [key]: 'loaded' },
    };
  });
  on(policiesActions.detailsNotFound, (state, payload) => ({
    ...state,
    detailsStatus: { ...state.detailsStatus, [payload.policyNumber]: 'notFound' },
  }));
  on(policiesActions.detailsLoadFailed, (state, payload) => ({
    ...state,
    detailsStatus: { ...state.detailsStatus, [payload.policyNumber]: 'failed' },
  }));
  on(policiesActions.paymentPlansLoaded, (state, { paymentPlans }) => ({
    ...state,
    paymentPlans: { ...state.paymentPlans, [paymentPlans.policyNumber]: paymentPlans },
    billingFailed: withoutFailure(state.billingFailed, paymentPlans.policyNumber),
  }));
  on(policiesActions.rentersBalanceLoaded, (state, { balance }) => ({
    ...state,
    rentersBalances: { ...state.rentersBalances, [balance.policyNumber]: balance },
  }));
  on(policiesActions.policyBillingLoadFailed, (state, payload) => ({
    ...state,
    billingFailed: { ...state.billingFailed, [payload.policyNumber]: true },
  }));
  on(authActions.signedOut, () => initialPoliciesState);
});
