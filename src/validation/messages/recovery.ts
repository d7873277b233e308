import { fillTemplate } from './common';

/** The ways back in: password reset and login ID reminder (our own wording; the spec does not give them). */
export const recoveryMessages = {
  loginIdOrEmail: 'Please enter your login ID or the email address of your account',
  codeSent: (minutes: number) =>
    fillTemplate("If we find an account with that login ID or email, we've emailed it a code. The code expires in {minutes} minutes.", {
      minutes,
    }),
  codeExpired: 'This code has expired or was already used. Please ask for a new code.',
  codeTooManyAttempts: 'That code was entered wrong too many times. Please ask for a new code.',
  tooManyRequests: 'You have asked too many times. Please wait an hour and try again.',
  passwordChanged: 'Your password was changed. For your security, you were logged out everywhere. Please log in with your new password.',
  loginIdSent: "If we find an account with that email address, we'll email its login ID.",
} as const;
