import { createReducer } from '@reduxjs/toolkit';
import { authActions, type SignOutReason } from './catalogue';

export interface AuthState {
  /** 'unknown' until the stored token has been looked at. */
  readonly status: 'unknown' | 'signedOut' | 'signedIn';
  readonly loginId: string | null;
  readonly expiresAt: number | null;
  readonly submitting: boolean;
  readonly rejection: string | null;
  readonly failure: string | null;
  readonly signedOutReason: SignOutReason | null;
}

export const initialAuthState: AuthState = {
  status: 'unknown', loginId: null, expiresAt: null, submitting: false, rejection: null, failure: null, signedOutReason: null,
};

const signedOut = (reason: SignOutReason | null): AuthState => ({ ...initialAuthState, status: 'signedOut', signedOutReason: reason });

export const authReducer = createReducer<AuthState>(initialAuthState, (builder) =>
  builder
    .addCase(authActions.sessionChecked, (state, { payload }) => {
      if (!payload.signedIn) return signedOut(null);
      state.status = 'signedIn';
      state.loginId = payload.loginId;
      state.expiresAt = payload.expiresAt;
      return undefined;
    })
    .addCase(authActions.credentialsSubmitted, (state) => {
      state.submitting = true;
      state.rejection = null;
      state.failure = null;
    })
    .addCase(authActions.credentialsAccepted, (state) => {
      state.submitting = true;
    })
    .addCase(authActions.credentialsRejected, (state, { payload }) => {
      state.submitting = false;
      state.rejection = payload.message;
    })
    .addCase(authActions.signedIn, (_state, { payload }) => ({
      ...initialAuthState, status: 'signedIn', loginId: payload.loginId, expiresAt: payload.expiresAt,
    }))
    .addCase(authActions.signInFailed, (state, { payload }) => {
      state.submitting = false;
      state.failure = payload.message;
    })
    .addCase(authActions.signedOut, (_state, { payload }) => signedOut(payload.reason)),
);
