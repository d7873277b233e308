import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { SignInStep } from './signIn';

// Passkeys (WebAuthn, through @simplewebauthn on both sides). The profile sets them up, renames and removes them; the
// login page signs in with one inside the OpenID Connect interaction, like a password, so the ID token and every guard
// see an ordinary sign-in. The gateway answers the options the browser hands to `startRegistration` /
// `startAuthentication` as they are (the codecs below carry what the library makes), and reads the browser's answers
// strictly: base64url text of bounded length, the fields it needs.
//
// The ID token's `amr` (RFC 8176) names a passkey sign-in: `['hwk', 'user', 'mfa']` when the authenticator verified the
// person (a fingerprint, a face or the device's PIN: the gateway cannot tell which, so neither `fpt` nor `pin`): the
// passkey held (`hwk`) and the person verified (`user`) are two factors (`mfa`), enough for forced multi-factor sign-in
// and for a customer's own second factor. `['hwk']` when it did not: a first factor only, followed by the customer's
// security code as after a password (`['hwk', 'otp']` or `['hwk', 'sms']`).

const command = 'required' as const;

export const base64UrlPattern = /^[A-Za-z0-9_-]*$/;
/**
 * Base64url text of at most `max` characters, named `Base64Url[max]` (the API description reads the bound from the
 * name). A credential id is at most 1,023 bytes: 1,364 characters.
 */
const base64Url = (max: number) => t.refinement(t.string, (s) => s.length <= max && base64UrlPattern.test(s), `Base64Url[${max}]`);
const CredentialId = base64Url(1400);
const ClientDataJSON = base64Url(8 * 1024);

/** How a browser reaches an authenticator (WebAuthn's AuthenticatorTransport). */
export const AuthenticatorTransport = t.keyof({
  ble: null,
  cable: null,
  hybrid: null,
  internal: null,
  nfc: null,
  'smart-card': null,
  usb: null,
});
export type AuthenticatorTransport = t.TypeOf<typeof AuthenticatorTransport>;
const UserVerification = t.keyof({ required: null, preferred: null, discouraged: null });
const AuthenticatorAttachment = t.keyof({ platform: null, 'cross-platform': null });
const Hint = t.keyof({ 'security-key': null, 'client-device': null, hybrid: null });

const CredentialDescriptor = t.intersection([
  t.type({ id: t.string, type: t.literal('public-key') }),
  t.partial({ transports: t.array(AuthenticatorTransport) }),
]);
const ExtensionInputs = t.partial({ credProps: t.boolean, appid: t.string, minPinLength: t.boolean, hmacCreateSecret: t.boolean });

/** What `navigator.credentials.create()` is given (PublicKeyCredentialCreationOptionsJSON), made by the gateway. */
export const PasskeyCreationOptions = t.intersection([
  t.type({
    challenge: t.string,
    rp: t.intersection([t.type({ name: t.string }), t.partial({ id: t.string })]),
    user: t.type({ id: t.string, name: t.string, displayName: t.string }),
    pubKeyCredParams: t.array(t.type({ alg: t.number, type: t.literal('public-key') })),
  }),
  t.partial({
    timeout: t.number,
    excludeCredentials: t.array(CredentialDescriptor),
    authenticatorSelection: t.partial({
      authenticatorAttachment: AuthenticatorAttachment,
      requireResidentKey: t.boolean,
      residentKey: t.keyof({ discouraged: null, preferred: null, required: null }),
      userVerification: UserVerification,
    }),
    hints: t.array(Hint),
    attestation: t.keyof({ none: null, indirect: null, direct: null, enterprise: null }),
    attestationFormats: t.array(t.string),
    extensions: ExtensionInputs,
  }),
]);
export type PasskeyCreationOptions = t.TypeOf<typeof PasskeyCreationOptions>;

/** What `navigator.credentials.get()` is given (PublicKeyCredentialRequestOptionsJSON), made by the gateway. */
export const PasskeyRequestOptions = t.intersection([
  t.type({ challenge: t.string }),
  t.partial({
    timeout: t.number,
    rpId: t.string,
    allowCredentials: t.array(CredentialDescriptor),
    userVerification: UserVerification,
    hints: t.array(Hint),
    extensions: ExtensionInputs,
  }),
]);
export type PasskeyRequestOptions = t.TypeOf<typeof PasskeyRequestOptions>;

const CredentialCommon = t.intersection([
  t.type({
    id: CredentialId,
    rawId: CredentialId,
    type: t.literal('public-key'),
    /** Read by no one here: what the browser says of the extensions (kept loose, as browsers add to it). */
    clientExtensionResults: t.record(t.string, t.unknown),
  }),
  t.partial({ authenticatorAttachment: AuthenticatorAttachment }),
]);

/** The browser's answer to a registration (RegistrationResponseJSON of `startRegistration`). */
export const PasskeyRegistrationResponse = t.intersection([
  CredentialCommon,
  t.type({
    response: t.intersection([
      t.type({ clientDataJSON: ClientDataJSON, attestationObject: base64Url(64 * 1024) }),
      t.partial({
        authenticatorData: base64Url(64 * 1024),
        /** Any text a browser sends; the gateway keeps the transports it knows. */
        transports: t.array(t.string),
        publicKeyAlgorithm: t.number,
        publicKey: base64Url(8 * 1024),
      }),
    ]),
  }),
]);
export type PasskeyRegistrationResponse = t.TypeOf<typeof PasskeyRegistrationResponse>;

/** The browser's answer to a sign-in (AuthenticationResponseJSON of `startAuthentication`). */
export const PasskeyAuthenticationResponse = t.intersection([
  CredentialCommon,
  t.type({
    response: t.intersection([
      t.type({
        clientDataJSON: ClientDataJSON,
        authenticatorData: base64Url(8 * 1024),
        signature: base64Url(2 * 1024),
      }),
      t.partial({ userHandle: base64Url(128) }),
    ]),
  }),
]);
export type PasskeyAuthenticationResponse = t.TypeOf<typeof PasskeyAuthenticationResponse>;

/**
 * A passkey as the profile shows it: the customer's name for it, where (browser and address) and when it was made and
 * last used, whether it is backed up (synced to the customer's other devices) and whether its authenticator verified
 * the person when it was made (then it is a second factor by itself).
 */
export const Passkey = t.type({
  passkeyId: t.string,
  name: t.string,
  createdAt: t.string,
  createdFrom: t.string,
  lastUsedAt: t.union([t.string, t.null]),
  lastUsedFrom: t.union([t.string, t.null]),
  backedUp: t.boolean,
  userVerified: t.boolean,
});
export type Passkey = t.TypeOf<typeof Passkey>;

/**
 * The customer's passkeys, newest first; `secondFactorRequired` when MFA is forced for them: a passkey that is their
 * only second factor (verified, and no authenticator app or text messages) cannot be removed.
 */
export const Passkeys = t.type({ passkeys: t.array(Passkey), secondFactorRequired: t.boolean });
export type Passkeys = t.TypeOf<typeof Passkeys>;

/** A passkey's name: 1 to 60 characters (trimmed), checked by the gateway (400 with a message). */
export const PasskeyName = t.string;

export const getPasskeys = endpoint({
  name: 'passkeys',
  gateway: 'main',
  method: 'GET',
  path: '/profile/passkeys',
  params: noParams,
  body: noBody,
  response: Passkeys,
  auth: true,
});

/**
 * Starts setting up a passkey: the options for `startRegistration` (a discoverable credential, the customer's existing
 * passkeys excluded, the challenge good for 5 minutes; a new start replaces it). Needs a step-up grant (403
 * step_up_required); 409 too_many_passkeys when the customer keeps 10.
 */
export const startPasskeyRegistration = endpoint({
  name: 'startPasskeyRegistration',
  gateway: 'main',
  method: 'POST',
  path: '/profile/passkeys/options',
  params: noParams,
  body: t.type({}),
  response: PasskeyCreationOptions,
  auth: true,
  idempotency: command,
});

/**
 * Saves the passkey the browser made, under the customer's name for it, and tells the customer's addresses. Needs the
 * step-up grant; 400 passkey_not_saved (a response that does not verify), 400 passkey_setup_expired (its challenge
 * used or expired), 400 a name that is not 1 to 60 characters.
 */
export const registerPasskey = endpoint({
  name: 'registerPasskey',
  gateway: 'main',
  method: 'POST',
  path: '/profile/passkeys',
  params: noParams,
  body: t.type({ name: PasskeyName, response: PasskeyRegistrationResponse }),
  response: Passkeys,
  auth: true,
  idempotency: command,
});

/** Renames one of the customer's passkeys; another customer's (or none) is 404. */
export const renamePasskey = endpoint({
  name: 'renamePasskey',
  gateway: 'main',
  method: 'POST',
  path: '/profile/passkeys/:passkeyId/name',
  params: t.type({ passkeyId: t.string }),
  body: t.type({ name: PasskeyName }),
  response: Passkeys,
  auth: true,
  idempotency: command,
});

/**
 * Removes one of the customer's passkeys (needs the step-up grant) and tells the customer's addresses; another
 * customer's (or none) is 404; 409 last_factor_kept when MFA is forced and it is their only second factor.
 */
export const removePasskey = endpoint({
  name: 'removePasskey',
  gateway: 'main',
  method: 'POST',
  path: '/profile/passkeys/:passkeyId/remove',
  params: t.type({ passkeyId: t.string }),
  body: t.type({}),
  response: Passkeys,
  auth: true,
  idempotency: command,
});

/**
 * The options of a passkey sign-in of this interaction (path relative to the issuer): no credentials named (a
 * discoverable passkey: the browser's autofill and the "Sign in with a passkey" button both use it), user verification
 * preferred, the challenge good for 5 minutes. A new request replaces the interaction's challenge, so the browser
 * aborts a waiting autofill before it asks again. 400 interaction_expired.
 */
export const startPasskeySignIn = endpoint({
  name: 'startPasskeySignIn',
  gateway: 'issuer',
  method: 'POST',
  path: '/interaction/:uid/passkey/options',
  params: t.type({ uid: t.string }),
  body: t.type({}),
  response: PasskeyRequestOptions,
  auth: false,
});

/**
 * Signs in with the passkey the browser chose. Answers like the password: where to go next, or (a passkey whose
 * authenticator did not verify the person, of a customer with a second factor or under forced MFA) the security code or
 * the authenticator app to set up. 401 passkey_not_accepted for every refusal (an unknown or removed passkey, another
 * address, a challenge used, expired or of another sign-in, a bad signature), never saying which; 429
 * too_many_attempts, counted with the passwords; 400 interaction_expired.
 */
export const signInWithPasskey = endpoint({
  name: 'signInWithPasskey',
  gateway: 'issuer',
  method: 'POST',
  path: '/interaction/:uid/passkey',
  params: t.type({ uid: t.string }),
  body: t.type({ response: PasskeyAuthenticationResponse }),
  response: SignInStep,
  auth: false,
});
