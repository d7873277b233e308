import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';

// The ways back in (no sign-in): a password reset by an emailed code, and a login ID reminder. The reset's
// ticket between the two calls is kept in the tab's session by the saga, never in an action or the store;
// codes and passwords are sensitive (masked in the log).
export const recoveryActions = catalogue('recovery', {
  passwordResetRequested: command(t.type({ loginId: t.string })),
  passwordResetCodeSent: event(t.type({ expiresAt: t.string })),
  passwordResetRefused: event(t.type({ message: t.string })),
  newPasswordSubmitted: command(t.type({ code: t.string, password: t.string }), { sensitive: ['code', 'password'] }),
  passwordChanged: event(t.type({ loginId: t.string })),
  newPasswordRefused: event(t.type({ message: t.string })),
  loginIdReminderRequested: command(t.type({ email: t.string })),
  loginIdReminderSent: event(),
  loginIdReminderRefused: event(t.type({ message: t.string })),
});

export const recoveryDescriptions: Descriptions<typeof recoveryActions> = {
  passwordResetRequested: 'The customer asked for a password reset code for a login ID or email',
  passwordResetCodeSent: 'The gateway took the reset request (a code is emailed if an account matched)',
  passwordResetRefused: 'The reset request was refused (malformed or asked too often)',
  newPasswordSubmitted: 'The customer sent the emailed code and a new password (both masked)',
  passwordChanged: 'The password was changed and every session of the account ended',
  newPasswordRefused: 'The code or the new password was refused',
  loginIdReminderRequested: 'The customer asked for their login ID by email',
  loginIdReminderSent: 'The gateway took the login ID request (an email goes out if an account matched)',
  loginIdReminderRefused: 'The login ID request was refused (malformed or asked too often)',
};
