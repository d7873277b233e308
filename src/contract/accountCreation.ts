import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';
import { IsoDate } from './identifiers';

// Account creation (spec section 7: account creation; section 2: /create-account). A policyholder proves
// who they are with a policy number and identifying details, then that they receive the party's email or
// texts (a one-time code, or the emailed link), confirms the details and chooses the login ID and password
// of their sign-in. The grant between the calls is short-lived and never enters an action or the store.

/** Information step: the policy and the policyholder's identifying details. */
export const PolicyholderDetails = t.type({ policyNumber: t.string, lastName: t.string, dateOfBirth: IsoDate, zip: t.string });
export type PolicyholderDetails = t.TypeOf<typeof PolicyholderDetails>;

/** Where a one-time code can go: an email address or a mobile phone on file for the party, shown masked. */
export const CodeDestination = t.type({ destinationId: t.string, channel: t.keyof({ email: null, sms: null }), masked: t.string });
export type CodeDestination = t.TypeOf<typeof CodeDestination>;

/** The policyholder was found: a grant, until `expiresAt`, that creates a sign-in once verified. */
export const PolicyholderFound = t.type({
  grant: t.string,
  expiresAt: t.string,
  firstName: t.string,
  destinations: t.array(CodeDestination),
});
export type PolicyholderFound = t.TypeOf<typeof PolicyholderFound>;

/** Rate-limited; a miss never says which detail did not match. */
export const verifyPolicyholder = endpoint({
  name: 'accountCreationVerify',
  gateway: 'main',
  method: 'POST',
  path: '/account-creation/verification',
  params: noParams,
  body: PolicyholderDetails,
  response: PolicyholderFound,
  auth: false,
});

/** Verification step: send (or send again) a one-time code to one of the grant's destinations. */
export const CodeRequest = t.type({ grant: t.string, destinationId: t.string });
export const CodeSent = t.type({ destination: CodeDestination, codeExpiresAt: t.string, sendsLeft: t.number });
export type CodeSent = t.TypeOf<typeof CodeSent>;

/** 400 for a destination not the party's; 429 when the grant sent its last code; 410 `expired` for a spent grant. */
export const sendVerificationCode = endpoint({
  name: 'accountCreationSendCode',
  gateway: 'main',
  method: 'POST',
  path: '/account-creation/verification-codes',
  params: noParams,
  body: CodeRequest,
  response: CodeSent,
  auth: false,
});

/** The details the policyholder confirms before choosing a sign-in, masked. */
export const ConfirmationDetails = t.type({
  name: t.string,
  policyNumber: t.string,
  email: t.union([t.string, t.null]),
  phone: t.union([t.string, t.null]),
});
export type ConfirmationDetails = t.TypeOf<typeof ConfirmationDetails>;

/** The grant is verified: the sign-in may be chosen until `expiresAt` (email prefills the login ID step). */
export const PolicyholderVerified = t.type({
  expiresAt: t.string,
  firstName: t.string,
  email: t.union([t.string, t.null]),
  details: ConfirmationDetails,
});
export type PolicyholderVerified = t.TypeOf<typeof PolicyholderVerified>;

export const CodeCheck = t.type({ grant: t.string, code: t.string });

/** 400 `code_incorrect` or `code_expired`; 429 when the code had its last try; 410 `expired` for a spent grant. */
export const checkVerificationCode = endpoint({
  name: 'accountCreationCheckCode',
  gateway: 'main',
  method: 'POST',
  path: '/account-creation/verification-codes/check',
  params: noParams,
  body: CodeCheck,
  response: PolicyholderVerified,
  auth: false,
});

/** The emailed link's one-time token; opening it verifies and hands over a fresh grant (the link may open in another tab). */
export const AuthorizationLink = t.type({ token: t.string });
export const LinkVerified = t.intersection([PolicyholderVerified, t.type({ grant: t.string })]);
export type LinkVerified = t.TypeOf<typeof LinkVerified>;

/** 400 for a malformed token, 410 `expired` for one used, replaced or run out. */
export const openAuthorizationLink = endpoint({
  name: 'accountCreationOpenLink',
  gateway: 'main',
  method: 'POST',
  path: '/account-creation/authorizations',
  params: noParams,
  body: AuthorizationLink,
  response: LinkVerified,
  auth: false,
});

/** Login ID step, before the password: the login ID and email the policyholder chose, checked with the grant. */
export const SignInChoice = t.type({ grant: t.string, loginId: t.string, email: t.string });

/** 200 when both can be used; the same refusals as creating the sign-in (409 `login_id_taken`, `email_in_use`; 403; 410). */
export const checkSignInChoice = endpoint({
  name: 'accountCreationCheckChoice',
  gateway: 'main',
  method: 'POST',
  path: '/account-creation/sign-in-choices',
  params: noParams,
  body: SignInChoice,
  response: t.type({ loginId: t.string }),
  auth: false,
});

/** Login ID step: the sign-in to create with the grant. */
export const NewSignIn = t.type({
  grant: t.string,
  loginId: t.string,
  email: t.string,
  password: t.string,
  agreedToTerms: t.literal(true),
});
export type NewSignIn = t.TypeOf<typeof NewSignIn>;

export const SignInCreated = t.type({ loginId: t.string });

/** 409 `login_id_taken` or `email_in_use`; 403 `not_verified` before the code or link; 410 `expired` when the grant has run out or was used. */
export const createSignIn = endpoint({
  name: 'accountCreationCreate',
  gateway: 'main',
  method: 'POST',
  path: '/account-creation/sign-ins',
  params: noParams,
  body: NewSignIn,
  response: SignInCreated,
  auth: false,
});
