import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { CodeDestination, CodeSent, PolicyholderDetails, PolicyholderVerified } from '../contract/accountCreation';

// Create account (spec section 2: /create-account). The grant the gateway gives between the steps is kept
// in the tab's session by the saga, never in an action or the store; verification codes and link tokens
// are sensitive (masked in the log).
export const accountCreationActions = catalogue('accountCreation', {
  accountCreationStarted: command('A policyholder opened Create account (a fresh start)'),
  policyholderDetailsSubmitted: command('The policyholder entered their policy number and identifying details', t.type({ details: PolicyholderDetails }), {
    sensitive: ['details.lastName', 'details.dateOfBirth', 'details.zip'],
  }),
  policyholderFound: event('The details matched a policyholder without a sign-in: they must verify (by a code sent to a destination on file) until expiresAt', t.type({
    firstName: t.string, destinations: t.array(CodeDestination), expiresAt: t.string,
  })),
  policyholderNotVerified: event('No policyholder matched, one already has a sign-in, or too many look-ups were made', t.type({ message: t.string })),
  verificationCodeRequested: command('The policyholder asked for a one-time code (or a new one) at a masked email or phone on file', t.type({ destinationId: t.string })),
  verificationCodeSent: event('A one-time code went to the destination (and, by email, a link carrying a one-time token)', CodeSent),
  verificationCodeNotSent: event('The code could not be sent: too many codes, or the call failed', t.type({ message: t.string })),
  verificationCodeSubmitted: command('The policyholder entered the code they received', t.type({ code: t.string }), { sensitive: ['code'] }),
  verificationCodeRefused: event('The code was wrong, ran out or had too many tries', t.type({ message: t.string })),
  authorizationLinkOpened: command('The policyholder opened the emailed verification link', t.type({ token: t.string }), { sensitive: ['token'] }),
  policyholderVerified: event('The code or link proved the policyholder: they confirm their details and may choose a sign-in until expiresAt', PolicyholderVerified),
  detailsConfirmed: command('The policyholder confirmed the (masked) details on file'),
  signInDetailsSubmitted: command('The policyholder chose a login ID and password and agreed to the Terms & Conditions', t.type({
    loginId: t.string, email: t.string, password: t.string,
  }), { sensitive: ['password'] }),
  signInCreated: event('The sign-in was created: the new customer can log in', t.type({ loginId: t.string })),
  signInRefused: event('The login ID or email cannot be used, or the call failed', t.type({ field: t.union([t.keyof({ loginId: null, email: null }), t.null]), message: t.string })),
  grantExpired: event('The time to verify or choose a sign-in ran out, or a verification link was used, run out or malformed: the details must be entered again'),
});
