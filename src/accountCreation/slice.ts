import { createReducer } from '@reduxjs/toolkit';
import { accountCreationActions } from './catalogue';

export interface AccountCreationState {
  readonly submitting: boolean;
  /** The policyholder found by the information step (no grant: the saga keeps that). */
  readonly verified: { readonly firstName: string; readonly email: string | null; readonly expiresAt: string } | null;
  readonly error: { readonly field: 'loginId' | 'email' | null; readonly message: string } | null;
  readonly createdLoginId: string | null;
}

export const initialAccountCreationState: AccountCreationState = { submitting: false, verified: null, error: null, createdLoginId: null };

const busy = (state: AccountCreationState): AccountCreationState => ({ ...state, submitting: true, error: null });

export const accountCreationReducer = createReducer<AccountCreationState>(initialAccountCreationState, (builder) =>
  builder
    .addCase(accountCreationActions.accountCreationStarted, () => initialAccountCreationState)
    .addCase(accountCreationActions.policyholderDetailsSubmitted, busy)
    .addCase(accountCreationActions.signInDetailsSubmitted, busy)
    .addCase(accountCreationActions.policyholderVerified, (_state, { payload }) => ({ ...initialAccountCreationState, verified: payload }))
    .addCase(accountCreationActions.policyholderNotVerified, (state, { payload }) => ({ ...state, submitting: false, error: { field: null, message: payload.message } }))
    .addCase(accountCreationActions.signInRefused, (state, { payload }) => ({ ...state, submitting: false, error: payload }))
    // The login ID step stays answerable until the next address is shown (opening Create account again starts over).
    .addCase(accountCreationActions.signInCreated, (state, { payload }) => ({ ...state, submitting: false, error: null, createdLoginId: payload.loginId }))
    .addCase(accountCreationActions.grantExpired, (state) => ({ ...state, submitting: false, error: null })),
);

interface WithAccountCreation { accountCreation: AccountCreationState }
export const selectAccountCreation = (state: WithAccountCreation) => state.accountCreation;
