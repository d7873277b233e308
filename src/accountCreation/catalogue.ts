import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { CodeDestination, CodeSent, PolicyholderDetails, PolicyholderVerified } from '../contract/accountCreation';

// Create account (spec section 2: /create-account). The grant the gateway gives between the steps is kept
// in the tab's session by the saga, never in an action or the store; verification codes and link tokens
// are sensitive (masked in the log).
export const accountCreationActions = catalogue('accountCreation', {
  accountCreationStarted: command(),
  policyholderDetailsSubmitted: command(t.type({ details: PolicyholderDetails }), {
    sensitive: ['details.lastName', 'details.dateOfBirth', 'details.zip'],
  }),
  policyholderFound: event(
    t.type({
      firstName: t.string,
      destinations: t.array(CodeDestination),
      expiresAt: t.string,
    }),
  ),
  policyholderNotVerified: event(t.type({ message: t.string })),
  verificationCodeRequested: command(t.type({ destinationId: t.string })),
  verificationCodeSent: event(CodeSent),
  verificationCodeNotSent: event(t.type({ message: t.string })),
  verificationCodeSubmitted: command(t.type({ code: t.string }), { sensitive: ['code'] }),
  verificationCodeRefused: event(t.type({ message: t.string })),
  authorizationLinkOpened: command(t.type({ token: t.string }), { sensitive: ['token'] }),
  policyholderVerified: event(PolicyholderVerified),
  detailsConfirmed: command(),
  loginIdSubmitted: command(t.type({ loginId: t.string, email: t.string })),
  loginIdChosen: event(t.type({ loginId: t.string, email: t.string })),
  loginIdStepReopened: event(),
  signInDetailsSubmitted: command(
    t.type({
      loginId: t.string,
      email: t.string,
      password: t.string,
    }),
    { sensitive: ['password'] },
  ),
  signInCreated: event(t.type({ loginId: t.string })),
  signInRefused: event(t.type({ field: t.union([t.keyof({ loginId: null, email: null }), t.null]), message: t.string })),
  grantExpired: event(),
});

export const accountCreationDescriptions: Descriptions<typeof accountCreationActions> = {
  accountCreationStarted: 'A policyholder opened Create account (a fresh start)',
  policyholderDetailsSubmitted: 'The policyholder entered their policy number and identifying details',
  policyholderFound:
    'The details matched a policyholder without a sign-in: they must verify (by a code sent to a destination on file) until expiresAt',
  policyholderNotVerified: 'No policyholder matched, one already has a sign-in, or too many look-ups were made',
  verificationCodeRequested: 'The policyholder asked for a one-time code (or a new one) at a masked email or phone on file',
  verificationCodeSent: 'A one-time code went to the destination (and, by email, a link carrying a one-time token)',
  verificationCodeNotSent: 'The code could not be sent: too many codes, or the call failed',
  verificationCodeSubmitted: 'The policyholder entered the code they received',
  verificationCodeRefused: 'The code was wrong, ran out or had too many tries',
  authorizationLinkOpened: 'The policyholder opened the emailed verification link',
  policyholderVerified: 'The code or link proved the policyholder: they confirm their details and may choose a sign-in until expiresAt',
  detailsConfirmed: 'The policyholder confirmed the (masked) details on file',
  loginIdSubmitted: 'The policyholder chose a login ID and email: the gateway checks that both can be used before the password step',
  loginIdChosen: 'The login ID and email can be used: the policyholder went on to the password step',
  loginIdStepReopened: 'The policyholder went back from the password step to change the login ID or email',
  signInDetailsSubmitted: 'The policyholder chose a password and agreed to the Terms & Conditions: the sign-in is asked for',
  signInCreated: 'The sign-in was created: the new customer can log in',
  signInRefused: 'The login ID or email cannot be used, or the call failed',
  grantExpired:
    'The time to verify or choose a sign-in ran out, or a verification link was used, run out or malformed: the details must be entered again',
};
