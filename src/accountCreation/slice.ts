import { reducerOf } from '../bus/reducer';
import type { CodeSent, PolicyholderVerified } from '../contract/accountCreation';
import { accountCreationActions } from './catalogue';
import type { ActionOf } from '../bus/catalogue';

type Found = ActionOf<typeof accountCreationActions.policyholderFound>['payload'];

export interface AccountCreationState {
  readonly submitting: boolean;
  /** The policyholder found by the information step, with the masked destinations a code may go to (no grant: the saga keeps that). */
  readonly found: Found | null;
  /** The code last sent (its masked destination, when it runs out, how many more may be sent). */
  readonly codeSent: CodeSent | null;
  /** The policyholder proved by the code or the link: the details to confirm, the email that prefills the sign-in. */
  readonly verified: PolicyholderVerified | null;
  /** The login ID and email chosen on the login ID step (kept to fill it again when the customer goes back). */
  readonly chosen: { readonly loginId: string; readonly email: string } | null;
  /** Whether the login ID step shows its password step (one address, /loginID: spec section 2). */
  readonly passwordStep: boolean;
  readonly error: { readonly field: 'loginId' | 'email' | 'code' | null; readonly message: string } | null;
  readonly createdLoginId: string | null;
}

export const initialAccountCreationState: AccountCreationState = {
  submitting: false,
  found: null,
  codeSent: null,
  verified: null,
  chosen: null,
  passwordStep: false,
  error: null,
  createdLoginId: null,
};

const busy = (state: AccountCreationState): AccountCreationState => ({ ...state, submitting: true, error: null });
const failed =
  (field: 'code' | null) =>
  (state: AccountCreationState, payload: { message: string }): AccountCreationState => ({
    ...state,
    submitting: false,
    error: { field, message: payload.message },
  });

export const accountCreationReducer = reducerOf<AccountCreationState>(initialAccountCreationState, (on) => {
  on(accountCreationActions.accountCreationStarted, () => initialAccountCreationState);
  on(accountCreationActions.policyholderDetailsSubmitted, busy);
  on(accountCreationActions.verificationCodeRequested, busy);
  on(accountCreationActions.verificationCodeSubmitted, busy);
  on(accountCreationActions.signInDetailsSubmitted, busy);
  on(accountCreationActions.loginIdSubmitted, busy);
  on(accountCreationActions.authorizationLinkOpened, () => ({ ...initialAccountCreationState, submitting: true }));
  on(accountCreationActions.policyholderFound, (_state, payload) => ({ ...initialAccountCreationState, found: payload }));
  on(accountCreationActions.policyholderNotVerified, failed(null));
  on(accountCreationActions.verificationCodeSent, (state, payload) => ({
    ...state,
    submitting: false,
    error: null,
    codeSent: payload,
  }));
  on(accountCreationActions.verificationCodeNotSent, failed(null));
  on(accountCreationActions.verificationCodeRefused, failed('code'));
  on(accountCreationActions.policyholderVerified, (state, payload) => ({
    ...state,
    submitting: false,
    error: null,
    verified: payload,
  }));
  on(accountCreationActions.loginIdChosen, (state, payload) => ({
    ...state,
    submitting: false,
    chosen: payload,
    passwordStep: true,
    error: null,
  }));
  on(accountCreationActions.loginIdStepReopened, (state) => ({ ...state, passwordStep: false, error: null }));
  // A login ID or email that cannot be used is shown at its field, on the login ID step.
  on(accountCreationActions.signInRefused, (state, payload) => ({
    ...state,
    submitting: false,
    error: payload,
    passwordStep: payload.field === null && state.passwordStep,
  }));
  on(accountCreationActions.signInCreated, (state, payload) => ({
    ...state,
    submitting: false,
    error: null,
    createdLoginId: payload.loginId,
  }));
  on(accountCreationActions.grantExpired, (state) => ({ ...state, submitting: false, error: null }));
});
