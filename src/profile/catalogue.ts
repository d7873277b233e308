import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { Party } from '../contract/party';
import { PostalAddress } from '../contract/policies';
import { Eproxy, MfaFactors, PaperlessPreferences, TextingAccount } from '../contract/profile';
import { AuthenticatorEnrolment, MfaMethod } from '../contract/signIn';
import { Passkeys } from '../contract/passkeys';

// The profile: the party (loaded for the account and the profile), the profile's own records (second factors,
// paperless, texting, e-proxy) and one command for every change the customer makes there. Passwords and security
// codes are sensitive, and so is an authenticator app's key while it is being set up.

const PhoneKind = t.keyof({ mobile: null, home: null, work: null });

/**
 * Every change the profile makes, by kind (one screen's form each). A change to how the customer signs in or is reached
 * carries the proof the form asks for at that moment (the current password), masked like every password.
 */
export const ProfileChange = t.union([
  t.type({ kind: t.literal('password'), currentPassword: t.string, newPassword: t.string }),
  t.type({ kind: t.literal('loginId'), loginId: t.string, currentPassword: t.string }),
  t.type({ kind: t.literal('startAuthenticatorApp'), currentPassword: t.string }),
  t.type({ kind: t.literal('startTextMessage'), phone: t.string, currentPassword: t.string }),
  t.type({ kind: t.literal('confirmFactor'), method: MfaMethod, code: t.string }),
  t.type({ kind: t.literal('sendRemovalCode'), factorId: t.string }),
  t.type({ kind: t.literal('removeFactor'), factorId: t.string, code: t.string }),
  t.type({ kind: t.literal('defaultFactor'), factorId: t.string }),
  t.type({ kind: t.literal('addPasskey'), name: t.string, currentPassword: t.string }),
  t.type({ kind: t.literal('renamePasskey'), passkeyId: t.string, name: t.string }),
  t.type({ kind: t.literal('removePasskey'), passkeyId: t.string, currentPassword: t.string }),
  t.type({ kind: t.literal('email'), address: t.string, primary: t.boolean, currentPassword: t.string }),
  t.type({ kind: t.literal('primaryEmail'), address: t.string, currentPassword: t.string }),
  t.type({ kind: t.literal('phone'), number: t.string, phoneKind: PhoneKind, extension: t.union([t.string, t.null]), primary: t.boolean }),
  t.type({ kind: t.literal('removeEmail'), address: t.string }),
  t.type({ kind: t.keyof({ removePhone: null, primaryPhone: null }), number: t.string }),
  t.type({ kind: t.keyof({ mailingAddress: null, lifeAddress: null }), address: PostalAddress }),
  t.type({ kind: t.literal('paperless'), quadrantName: t.string, accountNumber: t.string, eBill: t.boolean, ePolicy: t.boolean }),
  t.type({ kind: t.literal('texting'), phone: t.string, groups: t.array(t.string), consent: t.boolean, tcpaConsent: t.boolean }),
  t.type({ kind: t.literal('textingCode'), code: t.string }),
  t.type({ kind: t.literal('textingGroups'), groups: t.array(t.string) }),
  t.type({ kind: t.literal('stopTexting') }),
  t.type({ kind: t.literal('eproxy'), consented: t.boolean }),
]);
export type ProfileChange = t.TypeOf<typeof ProfileChange>;
export type ChangeKind = ProfileChange['kind'];

/** What a change answered, for the slice to keep. */
export const ChangeResult = t.union([
  t.type({ party: Party }),
  t.type({ factors: MfaFactors }),
  t.type({ passkeys: Passkeys }),
  t.type({ enrolment: AuthenticatorEnrolment }),
  t.type({ sentTo: t.string }),
  t.type({ paperless: PaperlessPreferences }),
  t.type({ texting: TextingAccount }),
  t.type({ eproxy: Eproxy }),
  t.type({ loginId: t.string }),
  t.type({ done: t.literal(true) }),
]);
export type ChangeResult = t.TypeOf<typeof ChangeResult>;

/** A change's one idempotency key, with what it is for (never a password or a code). */
export const ChangeIntent = t.type({ kind: t.string, fields: t.string, key: t.string });
export type ChangeIntent = t.TypeOf<typeof ChangeIntent>;

const secretsOfChange = ['change.currentPassword', 'change.newPassword', 'change.code'];
const secretsOfEnrolment = ['result.enrolment.key', 'result.enrolment.uri', 'result.enrolment.qrCode'];

export const profileActions = catalogue('profile', {
  partyLoaded: event(t.type({ party: Party })),
  partyLoadFailed: event(t.type({ message: t.string })),
  factorsLoaded: event(MfaFactors),
  passkeysLoaded: event(Passkeys),
  paperlessLoaded: event(PaperlessPreferences),
  textingLoaded: event(TextingAccount),
  eproxyLoaded: event(Eproxy),
  recordsLoadFailed: event(t.type({ message: t.string })),
  changeRequested: command(t.type({ change: ProfileChange }), { sensitive: secretsOfChange }),
  changeIntentCreated: event(ChangeIntent),
  changeSaved: event(t.type({ kind: t.string, result: ChangeResult, route: t.union([t.string, t.null]) }), {
    sensitive: secretsOfEnrolment,
  }),
  changeFailed: event(t.type({ kind: t.string, status: t.union([t.number, t.null]), message: t.string, retryable: t.boolean })),
  changeDismissed: command(t.type({ kind: t.string })),
});

export const profileDescriptions: Descriptions<typeof profileActions> = {
  partyLoaded: 'The signed-in party arrived from the gateway',
  partyLoadFailed: 'The party could not be loaded',
  factorsLoaded: "The customer's second factors (authenticator app, text message) arrived",
  passkeysLoaded: "The customer's passkeys arrived (names, where and when made and last used)",
  paperlessLoaded: 'E-bill and e-policy choices of each billing account arrived',
  textingLoaded: "The customer's texting account (mobile number and preference groups) arrived",
  eproxyLoaded: 'Electronic proxy voting eligibility and consent arrived',
  recordsLoadFailed: 'A profile page could not load its records',
  changeRequested: 'The customer asked for a profile change (passwords and codes masked)',
  changeIntentCreated: 'A profile change got its one idempotency key (reused by every retry of it)',
  changeSaved: 'A profile change was saved by the gateway (an authenticator key being set up is masked)',
  changeFailed: 'A profile change was refused, or its outcome is unknown (network or server)',
  changeDismissed: "The customer closed a change's confirmation or started the form again",
};
