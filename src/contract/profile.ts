import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { Party } from './party';
import { PostalAddress } from './policyParts';
import { AuthenticatorEnrolment, MfaMethod } from './signIn';

// The signed-in customer's profile (spec section 7: MFA factors, party contact data, texting account, password
// update, paperless and preferences, eproxy). Every change is a command: it takes an idempotency key, needs a
// recent second factor when the customer has one (403 second_factor_required) for security and contact changes,
// and answers what the screen shows next.

const command = 'required' as const;

/**
 * Step-up: a change to how the customer signs in or is reached (primary email, a phone for codes, the login ID, a
 * second factor, payment methods) needs a proof given for it at that moment, never the sign-in: the current password
 * or a code of an enrolled factor. The proof is exchanged for a grant of a few minutes, sent with the change in the
 * `x-step-up-grant` header (a secret: never in an action). Without one the change is 403 `step_up_required`.
 */
export const stepUpHeader = 'x-step-up-grant';
export const StepUpProof = t.union([t.type({ password: t.string }), t.type({ method: MfaMethod, code: t.string })]);
export type StepUpProof = t.TypeOf<typeof StepUpProof>;
export const StepUpGrant = t.type({ grant: t.string, expiresAt: t.string });
export type StepUpGrant = t.TypeOf<typeof StepUpGrant>;

export const proveIdentity = endpoint({
  name: 'proveIdentity',
  gateway: 'main',
  method: 'POST',
  path: '/profile/step-up',
  params: noParams,
  body: StepUpProof,
  response: StepUpGrant,
  auth: true,
});

/** Texts a step-up code to the customer's text-message factor (the proof by text). */
export const sendStepUpCode = endpoint({
  name: 'sendStepUpCode',
  gateway: 'main',
  method: 'POST',
  path: '/profile/step-up/code',
  params: noParams,
  body: t.type({}),
  response: t.type({ sentTo: t.string }),
  auth: true,
});

export const PasswordChange = t.type({ currentPassword: t.string, newPassword: t.string });
export const changePassword = endpoint({
  name: 'changePassword',
  gateway: 'main',
  method: 'POST',
  path: '/profile/password',
  params: noParams,
  body: PasswordChange,
  response: t.type({ changed: t.literal(true) }),
  auth: true,
  idempotency: command,
});

export const changeLoginId = endpoint({
  name: 'changeLoginId',
  gateway: 'main',
  method: 'POST',
  path: '/profile/login-id',
  params: noParams,
  body: t.type({ loginId: t.string }),
  response: t.type({ loginId: t.string }),
  auth: true,
  idempotency: command,
});

/** A factor as the profile shows it: a texted phone by its last four digits only. */
export const MfaFactor = t.type({ factorId: t.string, method: MfaMethod, phone: t.union([t.string, t.null]), isDefault: t.boolean });
export type MfaFactor = t.TypeOf<typeof MfaFactor>;
/**
 * The customer's second factors; `secondFactorRequired` when MFA is forced for them (the FORCED_MFA switch, or a role
 * that always signs in with a second factor): their last factor cannot be removed.
 */
export const MfaFactors = t.type({ factors: t.array(MfaFactor), secondFactorRequired: t.boolean });
export type MfaFactors = t.TypeOf<typeof MfaFactors>;

export const getMfaFactors = endpoint({
  name: 'mfaFactors',
  gateway: 'main',
  method: 'GET',
  path: '/profile/mfa',
  params: noParams,
  body: noBody,
  response: MfaFactors,
  auth: true,
});

/** Starts setting up an authenticator app: its key, address and QR code; the first code confirms it. */
export const startAuthenticatorApp = endpoint({
  name: 'startAuthenticatorApp',
  gateway: 'main',
  method: 'POST',
  path: '/profile/mfa/authenticator-app',
  params: noParams,
  body: t.type({}),
  response: AuthenticatorEnrolment,
  auth: true,
  idempotency: command,
});

/** Starts texting codes to a phone on file: a code is texted to it now; that code confirms it. */
export const startTextMessage = endpoint({
  name: 'startTextMessage',
  gateway: 'main',
  method: 'POST',
  path: '/profile/mfa/text-message',
  params: noParams,
  body: t.type({ phone: t.string }),
  response: t.type({ sentTo: t.string }),
  auth: true,
  idempotency: command,
});

export const confirmFactor = endpoint({
  name: 'confirmFactor',
  gateway: 'main',
  method: 'POST',
  path: '/profile/mfa/confirm',
  params: noParams,
  body: t.type({ method: MfaMethod, code: t.string }),
  response: MfaFactors,
  auth: true,
  idempotency: command,
});

/** A text factor's removal code is texted to its phone first; an authenticator app's comes from the app. */
export const sendRemovalCode = endpoint({
  name: 'sendRemovalCode',
  gateway: 'main',
  method: 'POST',
  path: '/profile/mfa/:factorId/code',
  params: t.type({ factorId: t.string }),
  body: t.type({}),
  response: t.type({ sentTo: t.string }),
  auth: true,
  idempotency: command,
});

export const removeFactor = endpoint({
  name: 'removeFactor',
  gateway: 'main',
  method: 'POST',
  path: '/profile/mfa/:factorId/remove',
  params: t.type({ factorId: t.string }),
  body: t.type({ code: t.string }),
  response: MfaFactors,
  auth: true,
  idempotency: command,
});

export const chooseDefaultFactor = endpoint({
  name: 'chooseDefaultFactor',
  gateway: 'main',
  method: 'POST',
  path: '/profile/mfa/:factorId/default',
  params: t.type({ factorId: t.string }),
  body: t.type({}),
  response: MfaFactors,
  auth: true,
  idempotency: command,
});

export const addEmail = endpoint({
  name: 'addEmail',
  gateway: 'main',
  method: 'POST',
  path: '/profile/emails',
  params: noParams,
  body: t.type({ address: t.string, primary: t.boolean }),
  response: Party,
  auth: true,
  idempotency: command,
});

/** Removes an email of the caller's (not their primary one). */
export const removeEmail = endpoint({
  name: 'removeEmail',
  gateway: 'main',
  method: 'POST',
  path: '/profile/emails/remove',
  params: noParams,
  body: t.type({ address: t.string }),
  response: Party,
  auth: true,
  idempotency: command,
});

/** Makes one of the caller's emails the primary one. */
export const choosePrimaryEmail = endpoint({
  name: 'choosePrimaryEmail',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/emails/primary',
  params: noParams,
  body: t.type({ address: t.string }),
  response: Party,
  auth: true,
  idempotency: command,
});

export const PhoneInput = t.type({
  number: t.string,
  kind: t.keyof({ mobile: null, home: null, work: null }),
  extension: t.union([t.string, t.null]),
  primary: t.boolean,
});
export type PhoneInput = t.TypeOf<typeof PhoneInput>;

export const addPhone = endpoint({
  name: 'addPhone',
  gateway: 'main',
  method: 'POST',
  path: '/profile/phones',
  params: noParams,
  body: PhoneInput,
  response: Party,
  auth: true,
  idempotency: command,
});

/** Removes a phone of the caller's (not the primary one, nor one that gets their codes or texts). */
export const removePhone = endpoint({
  name: 'removePhone',
  gateway: 'main',
  method: 'POST',
  path: '/profile/phones/remove',
  params: noParams,
  body: t.type({ number: t.string }),
  response: Party,
  auth: true,
  idempotency: command,
});

/** Makes one of the caller's phones the primary one. */
export const choosePrimaryPhone = endpoint({
  name: 'choosePrimaryPhone',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/phones/primary',
  params: noParams,
  body: t.type({ number: t.string }),
  response: Party,
  auth: true,
  idempotency: command,
});

export const AddressKind = t.keyof({ mailing: null, life: null });
export const updateAddress = endpoint({
  name: 'updateAddress',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/addresses/:kind',
  params: t.type({ kind: t.string }),
  body: PostalAddress,
  response: Party,
  auth: true,
  idempotency: command,
});

/** E-bill and e-policy of one billing account (a quadrant is the side the account is on). */
export const PaperlessAccount = t.type({
  accountNumber: t.string,
  quadrantName: t.keyof({ mutual: null, life: null }),
  eBill: t.boolean,
  ePolicy: t.boolean,
});
export type PaperlessAccount = t.TypeOf<typeof PaperlessAccount>;
export const PaperlessPreferences = t.type({ accounts: t.array(PaperlessAccount) });
export type PaperlessPreferences = t.TypeOf<typeof PaperlessPreferences>;
export const PaperlessChoice = t.type({ eBill: t.boolean, ePolicy: t.boolean });

export const getPaperless = endpoint({
  name: 'paperlessPreferences',
  gateway: 'main',
  method: 'GET',
  path: '/profile/paperless',
  params: noParams,
  body: noBody,
  response: PaperlessPreferences,
  auth: true,
});

export const updatePaperless = endpoint({
  name: 'updatePaperless',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/paperless/:quadrantName/:accountNumber',
  params: t.type({ quadrantName: t.string, accountNumber: t.string }),
  body: PaperlessChoice,
  response: PaperlessPreferences,
  auth: true,
  idempotency: command,
});

/** Life paperless: every life account of the party at once. */
export const updateLifePaperless = endpoint({
  name: 'updateLifePaperless',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/paperless/life',
  params: noParams,
  body: PaperlessChoice,
  response: PaperlessPreferences,
  auth: true,
  idempotency: command,
});

export const TextingAccount = t.type({
  /** Null until a mobile number is enrolled and confirmed. */
  phone: t.union([t.string, t.null]),
  groups: t.array(t.string),
  tcpaConsent: t.boolean,
});
export type TextingAccount = t.TypeOf<typeof TextingAccount>;

export const getTexting = endpoint({
  name: 'textingAccount',
  gateway: 'main',
  method: 'GET',
  path: '/profile/texting',
  params: noParams,
  body: noBody,
  response: TextingAccount,
  auth: true,
});

export const TextingEnrolment = t.type({ phone: t.string, groups: t.array(t.string), consent: t.boolean, tcpaConsent: t.boolean });
export const enrollTexting = endpoint({
  name: 'enrollTexting',
  gateway: 'main',
  method: 'POST',
  path: '/profile/texting/enroll',
  params: noParams,
  body: TextingEnrolment,
  response: t.type({ sentTo: t.string }),
  auth: true,
  idempotency: command,
});

export const confirmTexting = endpoint({
  name: 'confirmTexting',
  gateway: 'main',
  method: 'POST',
  path: '/profile/texting/confirm',
  params: noParams,
  body: t.type({ code: t.string }),
  response: TextingAccount,
  auth: true,
  idempotency: command,
});

export const updateTextingGroups = endpoint({
  name: 'updateTextingGroups',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/texting/groups',
  params: noParams,
  body: t.type({ groups: t.array(t.string) }),
  response: TextingAccount,
  auth: true,
  idempotency: command,
});

/**
 * Stops all text messages (the texting account ends, the opt-out is kept): no more texts about claims, policies and
 * bills. Sign-in codes to a factor's phone are not these texts and go on.
 */
export const stopTexting = endpoint({
  name: 'stopTexting',
  gateway: 'main',
  method: 'POST',
  path: '/profile/texting/stop',
  params: noParams,
  body: t.type({}),
  response: TextingAccount,
  auth: true,
  idempotency: command,
});

export const Eproxy = t.type({ eligible: t.boolean, consented: t.boolean });
export type Eproxy = t.TypeOf<typeof Eproxy>;

export const getEproxy = endpoint({
  name: 'eproxy',
  gateway: 'main',
  method: 'GET',
  path: '/profile/eproxy',
  params: noParams,
  body: noBody,
  response: Eproxy,
  auth: true,
});

export const updateEproxy = endpoint({
  name: 'updateEproxy',
  gateway: 'main',
  method: 'PUT',
  path: '/profile/eproxy',
  params: noParams,
  body: t.type({ consented: t.boolean }),
  response: Eproxy,
  auth: true,
  idempotency: command,
});
