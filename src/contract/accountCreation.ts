import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';
import { IsoDate } from './identifiers';

// Account creation (spec section 7: account creation; section 2: /create-account). A policyholder proves
// who they are with a policy number and identifying details, then chooses the login ID and password of
// their sign-in. The grant between the two calls is short-lived and never enters an action or the store.

/** Information step: the policy and the policyholder's identifying details. */
export const PolicyholderDetails = t.type({ policyNumber: t.string, lastName: t.string, dateOfBirth: IsoDate, zip: t.string });
export type PolicyholderDetails = t.TypeOf<typeof PolicyholderDetails>;

/** The policyholder was found: a grant to create their sign-in, until `expiresAt`. */
export const PolicyholderVerified = t.type({ grant: t.string, expiresAt: t.string, firstName: t.string, email: t.union([t.string, t.null]) });
export type PolicyholderVerified = t.TypeOf<typeof PolicyholderVerified>;

/** Rate-limited; a miss never says which detail did not match. */
export const verifyPolicyholder = endpoint({
  name: 'accountCreationVerify', gateway: 'main', method: 'POST', path: '/account-creation/verification', params: noParams,
  body: PolicyholderDetails, response: PolicyholderVerified, auth: false,
});

/** Login ID step: the sign-in to create with the grant. */
export const NewSignIn = t.type({ grant: t.string, loginId: t.string, email: t.string, password: t.string, agreedToTerms: t.literal(true) });
export type NewSignIn = t.TypeOf<typeof NewSignIn>;

export const SignInCreated = t.type({ loginId: t.string });

/** 409 `login_id_taken` or `email_in_use`; 410 `expired` when the grant has run out or was used. */
export const createSignIn = endpoint({
  name: 'accountCreationCreate', gateway: 'main', method: 'POST', path: '/account-creation/sign-ins', params: noParams,
  body: NewSignIn, response: SignInCreated, auth: false,
});
