import { createReducer } from '@reduxjs/toolkit';
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
  readonly error: { readonly field: 'loginId' | 'email' | 'code' | null; readonly message: string } | null;
  readonly createdLoginId: string | null;
}

export const initialAccountCreationState: AccountCreationState = {
  submitting: false,
  found: null,
  codeSent: null,
  verified: null,
  error: null,
  createdLoginId: null,
};

const busy = (state: AccountCreationState): AccountCreationState => ({ ...state, submitting: true, error: null });
const failed =
  (field: 'code' | null) =>
  (state: AccountCreationState, { payload }: { payload: { message: string } }): AccountCreationState => ({
    ...state,
    submitting: false,
    error: { field, message: payload.message },
  });

export const accountCreationReducer = createReducer<AccountCreationState>(initialAccountCreationState, (builder) =>
  builder
    .addCase(accountCreationActions.accountCreationStarted, () => initialAccountCreationState)
    .addCase(accountCreationActions.policyholderDetailsSubmitted, busy)
    .addCase(accountCreationActions.verificationCodeRequested, busy)
    .addCase(accountCreationActions.verificationCodeSubmitted, busy)
    .addCase(accountCreationActions.signInDetailsSubmitted, busy)
    .addCase(accountCreationActions.authorizationLinkOpened, () => ({ ...initialAccountCreationState, submitting: true }))
    .addCase(accountCreationActions.policyholderFound, (_state, { payload }) => ({ ...initialAccountCreationState, found: payload }))
    .addCase(accountCreationActions.policyholderNotVerified, failed(null))
    .addCase(accountCreationActions.verificationCodeSent, (state, { payload }) => ({
      ...state,
      submitting: false,
      error: null,
      codeSent: payload,
    }))
    .addCase(accountCreationActions.verificationCodeNotSent, failed(null))
    .addCase(accountCreationActions.verificationCodeRefused, failed('code'))
    .addCase(accountCreationActions.policyholderVerified, (state, { payload }) => ({
      ...state,
      submitting: false,
      error: null,
      verified: payload,
    }))
    .addCase(accountCreationActions.signInRefused, (state, { payload }) => ({ ...state, submitting: false, error: payload }))
    // The login ID step stays answerable until the next address is shown (opening Create account again starts over).
    .addCase(accountCreationActions.signInCreated, (state, { payload }) => ({
      ...state,
      submitting: false,
      error: null,
      createdLoginId: payload.loginId,
    }))
    .addCase(accountCreationActions.grantExpired, (state) => ({ ...state, submitting: false, error: null })),
);

interface WithAccountCreation {
  accountCreation: AccountCreationState;
}
export const selectAccountCreation = (state: WithAccountCreation) => state.accountCreation;
