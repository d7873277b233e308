import { createReducer } from '@reduxjs/toolkit';
import type { PolicyDetails, PolicySummary } from '../contract/policies';
import { authActions } from '../auth/catalogue';
import { policiesActions } from './catalogue';

export type DetailsStatus = 'loaded' | 'notFound' | 'failed';

export interface PoliciesState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly summary: readonly PolicySummary[];
  /** Details of each policy opened, by policy number. */
  readonly details: Readonly<Record<string, PolicyDetails>>;
  readonly detailsStatus: Readonly<Record<string, DetailsStatus>>;
}

export const initialPoliciesState: PoliciesState = { status: 'idle', summary: [], details: {}, detailsStatus: {} };

export const policiesReducer = createReducer<PoliciesState>(initialPoliciesState, (builder) =>
  builder
    .addCase(policiesActions.summaryLoaded, (state, { payload }) => ({ ...state, status: 'loaded', summary: payload.policies }))
    .addCase(policiesActions.summaryLoadFailed, (state) => ({ ...state, status: 'failed' }))
    .addCase(policiesActions.detailsLoaded, (state, { payload }) => {
      const key = payload.details.summary.policyNumber;
      return { ...state, details: { ...state.details, [key]: payload.details }, detailsStatus: { ...state.detailsStatus, [key]: 'loaded' } };
    })
    .addCase(policiesActions.detailsNotFound, (state, { payload }) => ({ ...state, detailsStatus: { ...state.detailsStatus, [payload.policyNumber]: 'notFound' } }))
    .addCase(policiesActions.detailsLoadFailed, (state, { payload }) => ({ ...state, detailsStatus: { ...state.detailsStatus, [payload.policyNumber]: 'failed' } }))
    .addCase(authActions.signedOut, () => initialPoliciesState),
);
