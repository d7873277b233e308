import { reducerOf } from '../bus/reducer';
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
  status: 'unknown',
  loginId: null,
  expiresAt: null,
  submitting: false,
  rejection: null,
  failure: null,
  signedOutReason: null,
};

const signedOut = (reason: SignOutReason | null): AuthState => ({ ...initialAuthState, status: 'signedOut', signedOutReason: reason });

export const authReducer = reducerOf<AuthState>(initialAuthState, (on) => {
  on(authActions.sessionChecked, (state, payload) =>
    payload.signedIn ? { ...state, status: 'signedIn', loginId: payload.loginId, expiresAt: payload.expiresAt } : signedOut(null),
  );
  on(authActions.credentialsSubmitted, (state) => ({ ...state, submitting: true, rejection: null, failure: null }));
  on(authActions.credentialsAccepted, (state) => ({ ...state, submitting: true }));
  on(authActions.credentialsRejected, (state, payload) => ({ ...state, submitting: false, rejection: payload.message }));
  on(authActions.signedIn, (_state, payload) => ({
    ...initialAuthState,
    status: 'signedIn',
    loginId: payload.loginId,
    expiresAt: payload.expiresAt,
  }));
  on(authActions.signInFailed, (state, payload) => ({ ...state, submitting: false, failure: payload.message }));
  on(authActions.signedOut, (_state, payload) => signedOut(payload.reason));
});
