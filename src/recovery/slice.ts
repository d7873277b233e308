import { reducerOf } from '../bus/reducer';
import { recoveryActions } from './catalogue';

export interface RecoveryState {
  /** Where the password reset stands: asking for the login ID, entering the code and new password, done. */
  readonly resetStep: 'identify' | 'code' | 'done';
  readonly submitting: boolean;
  /** When the emailed code runs out. */
  readonly codeExpiresAt: string | null;
  readonly error: string | null;
  readonly loginId: string | null;
  readonly reminder: 'idle' | 'sending' | 'sent';
  readonly reminderError: string | null;
}

export const initialRecoveryState: RecoveryState = {
  resetStep: 'identify',
  submitting: false,
  codeExpiresAt: null,
  error: null,
  loginId: null,
  reminder: 'idle',
  reminderError: null,
};

export const recoveryReducer = reducerOf<RecoveryState>(initialRecoveryState, (on) => {
  on(recoveryActions.passwordResetRequested, (state) => ({ ...state, resetStep: 'identify', submitting: true, error: null }));
  on(recoveryActions.passwordResetCodeSent, (state, { expiresAt }) => ({
    ...state,
    resetStep: 'code',
    submitting: false,
    codeExpiresAt: expiresAt,
  }));
  on(recoveryActions.passwordResetRefused, (state, { message }) => ({ ...state, submitting: false, error: message }));
  on(recoveryActions.newPasswordSubmitted, (state) => ({ ...state, submitting: true, error: null }));
  on(recoveryActions.passwordChanged, (state, { loginId }) => ({ ...state, resetStep: 'done', submitting: false, loginId }));
  on(recoveryActions.newPasswordRefused, (state, { message }) => ({ ...state, submitting: false, error: message }));
  on(recoveryActions.loginIdReminderRequested, (state) => ({ ...state, reminder: 'sending', reminderError: null }));
  on(recoveryActions.loginIdReminderSent, (state) => ({ ...state, reminder: 'sent' }));
  on(recoveryActions.loginIdReminderRefused, (state, { message }) => ({ ...state, reminder: 'idle', reminderError: message }));
});
