import { reducerOf } from '../bus/reducer';
import type { AuthenticatorEnrolment, SecurityCodeRequest } from '../contract/signIn';
import { appActions } from '../shell/catalogue';
import { authActions, type RejectionReason, type SignOutReason } from './catalogue';

export interface AuthState {
  /** 'unknown' until the stored token has been looked at. */
  readonly status: 'unknown' | 'signedOut' | 'signedIn';
  readonly loginId: string | null;
  readonly expiresAt: number | null;
  readonly submitting: boolean;
  readonly rejection: string | null;
  readonly rejectionReason: RejectionReason | null;
  readonly failure: string | null;
  readonly signedOutReason: SignOutReason | null;
  /** After the password: the second factor the identity provider asked for, if any. */
  readonly secondFactor: SecondFactorStep | null;
  /**
   * The page a sign-in lands on: 'pending' from the sign-in until the next page shown, which is 'landed' (a customer
   * with onboarding to finish is sent into it from the account landing, once), then 'none'. The shell's, not
   * onboarding's: the sign-in comes before the landing page's areas (and their slices) have started.
   */
  readonly signInLanding: 'none' | 'pending' | 'landed';
  /** What this browser offers of passkeys on the login page, once asked ('unknown' before). */
  readonly passkeys: 'unknown' | 'none' | 'button' | 'buttonAndAutofill';
}

export type SecondFactorStep =
  /** `resent`: a text code asked for again on this step (a new code, or a switch from the app). */
  { kind: 'securityCode'; request: SecurityCodeRequest; resent: boolean } | { kind: 'enrolment'; enrolment: AuthenticatorEnrolment };

export const initialAuthState: AuthState = {
  status: 'unknown',
  loginId: null,
  expiresAt: null,
  submitting: false,
  rejection: null,
  rejectionReason: null,
  failure: null,
  signedOutReason: null,
  secondFactor: null,
  signInLanding: 'none',
  passkeys: 'unknown',
};

const signedOut = (reason: SignOutReason | null): AuthState => ({ ...initialAuthState, status: 'signedOut', signedOutReason: reason });

export const authReducer = reducerOf<AuthState>(initialAuthState, (on) => {
  on(authActions.sessionChecked, (state, payload) =>
    payload.signedIn ? { ...state, status: 'signedIn', loginId: payload.loginId, expiresAt: payload.expiresAt } : signedOut(null),
  );
  on(authActions.credentialsSubmitted, (state) => ({ ...state, submitting: true, rejection: null, failure: null, secondFactor: null }));
  on(authActions.securityCodeRequested, (state, request) => ({
    ...state,
    submitting: false,
    rejection: null,
    secondFactor: {
      kind: 'securityCode',
      request,
      resent: state.secondFactor?.kind === 'securityCode' && request.method === 'textMessage',
    },
  }));
  on(authActions.enrolmentRequested, (state, enrolment) => ({
    ...state,
    submitting: false,
    rejection: null,
    secondFactor: { kind: 'enrolment', enrolment },
  }));
  on(authActions.securityCodeSubmitted, (state) => ({ ...state, submitting: true, rejection: null, failure: null }));
  on(authActions.securityCodeMethodChosen, (state) => ({ ...state, rejection: null }));
  on(authActions.credentialsAccepted, (state) => ({ ...state, submitting: true }));
  on(authActions.passkeysChecked, (state, offered) => ({
    ...state,
    passkeys: !offered.button ? 'none' : offered.autofill ? 'buttonAndAutofill' : 'button',
  }));
  on(authActions.passkeySignInRequested, (state) => ({ ...state, rejection: null, failure: null }));
  on(authActions.passkeyChosen, (state) => ({ ...state, submitting: true, rejection: null, failure: null, secondFactor: null }));
  on(authActions.passkeyNotUsed, (state, payload) => ({ ...state, submitting: false, rejection: payload.message, rejectionReason: null }));
  // A wrong code keeps the code step; any other refusal (a wrong password told after the code, an expired
  // sign-in, too many tries) goes back to the login form with its message.
  on(authActions.credentialsRejected, (state, payload) => ({
    ...state,
    submitting: false,
    rejection: payload.message,
    rejectionReason: payload.reason,
    secondFactor: payload.reason === 'invalid_code' || payload.reason === 'too_many_codes' ? state.secondFactor : null,
  }));
  on(authActions.signedIn, (_state, payload) => ({
    ...initialAuthState,
    status: 'signedIn',
    loginId: payload.loginId,
    expiresAt: payload.expiresAt,
    signInLanding: payload.via === 'oidc' ? 'pending' : 'none',
  }));
  on(authActions.signInFailed, (state, payload) => ({ ...state, submitting: false, failure: payload.message }));
  on(authActions.signedOut, (_state, payload) => signedOut(payload.reason));
  on(appActions.pageViewed, (state) =>
    state.signInLanding === 'none' ? state : { ...state, signInLanding: state.signInLanding === 'pending' ? 'landed' : 'none' },
  );
});
