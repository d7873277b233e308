import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';

// The ways back in (no sign-in): a password reset by a one-time code emailed to the account, and a reminder
// of the login ID emailed to an address on file. Every request answers the same whether or not an account
// matched; the ticket between the two reset calls is short-lived and never enters an action or the store.

/** The login ID, or the email address, of the account whose password is forgotten. */
export const PasswordResetRequest = t.type({ loginId: t.string });
/** Always answered (enumeration-safe): the ticket the code is checked with, until `expiresAt`. */
export const PasswordResetStarted = t.type({ ticket: t.string, expiresAt: t.string });
export type PasswordResetStarted = t.TypeOf<typeof PasswordResetStarted>;

/** 429 past the requests allowed per login ID or per address. */
export const requestPasswordReset = endpoint({
  name: 'passwordResetRequest',
  gateway: 'main',
  method: 'POST',
  path: '/recovery/password-resets',
  params: noParams,
  body: PasswordResetRequest,
  response: PasswordResetStarted,
  auth: false,
});

/** The emailed code and the new password (spec section 5's password rules). */
export const NewPassword = t.type({ ticket: t.string, code: t.string, password: t.string });
export const PasswordReset = t.type({ loginId: t.string });

/** 400 `code_incorrect` (tries left in the message), `code_expired` or a password that breaks the rules; 429 after the last try. */
export const resetPassword = endpoint({
  name: 'passwordResetFinish',
  gateway: 'main',
  method: 'POST',
  path: '/recovery/password-resets/new-password',
  params: noParams,
  body: NewPassword,
  response: PasswordReset,
  auth: false,
});

/** The email address of the account whose login ID is forgotten. */
export const LoginIdReminderRequest = t.type({ email: t.string });
export const LoginIdReminderAccepted = t.type({ accepted: t.literal(true) });

/** Always answered the same (enumeration-safe); 429 past the requests allowed per email or per address. */
export const requestLoginIdReminder = endpoint({
  name: 'loginIdReminder',
  gateway: 'main',
  method: 'POST',
  path: '/recovery/login-id-reminders',
  params: noParams,
  body: LoginIdReminderRequest,
  response: LoginIdReminderAccepted,
  auth: false,
});
