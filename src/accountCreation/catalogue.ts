import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { PolicyholderDetails } from '../contract/accountCreation';

// Create account (spec section 2: /create-account). The grant the gateway gives between the two steps is
// kept in the tab's session by the saga, never in an action or the store.
export const accountCreationActions = catalogue('accountCreation', {
  accountCreationStarted: command('A policyholder opened Create account (a fresh start)'),
  policyholderDetailsSubmitted: command('The policyholder entered their policy number and identifying details', t.type({ details: PolicyholderDetails }), {
    sensitive: ['details.lastName', 'details.dateOfBirth', 'details.zip'],
  }),
  policyholderVerified: event('The details matched a policyholder without a sign-in: they may choose one until expiresAt', t.type({
    firstName: t.string, email: t.union([t.string, t.null]), expiresAt: t.string,
  })),
  policyholderNotVerified: event('No policyholder matched, one already has a sign-in, or too many look-ups were made', t.type({ message: t.string })),
  signInDetailsSubmitted: command('The policyholder chose a login ID and password and agreed to the Terms & Conditions', t.type({
    loginId: t.string, email: t.string, password: t.string,
  }), { sensitive: ['password'] }),
  signInCreated: event('The sign-in was created: the new customer can log in', t.type({ loginId: t.string })),
  signInRefused: event('The login ID or email cannot be used, or the call failed', t.type({ field: t.union([t.keyof({ loginId: null, email: null }), t.null]), message: t.string })),
  grantExpired: event('The time to choose a sign-in ran out: the details must be entered again'),
});
