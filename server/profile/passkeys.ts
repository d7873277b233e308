import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { passkeys as passkeySettings } from '../../config/product';
import {
  AuthenticatorTransport,
  type PasskeyCreationOptions,
  type PasskeyRegistrationResponse,
  type Passkeys,
} from '../../src/contract/passkeys';
import { passkeyMessages } from '../../src/validation/messages';
import { challengeOf, keepChallenge, takeChallenge, userHandleOf, type RelyingParty } from '../auth/passkeys';
import type { Database } from '../db/schema';
import { refuseLastFactor } from './factors';
import { badRequest, HttpError, notFound } from '../http/errors';

// A customer's passkeys from the profile: set up (options, then the browser's answer verified and kept), listed with
// where and when each was made and last used, renamed, removed. Under forced MFA a verified passkey that is the
// customer's only second factor stays, as the last authenticator app or phone does.

type Db = Kysely<Database>;

/** Algorithms asked for: Ed25519, P-256 and RSA (what authenticators make; the post-quantum ones are not yet verifiable here). */
const algorithms = [-8, -7, -257];
const notSaved = () => new HttpError(400, 'passkey_not_saved', passkeyMessages.notSaved);
const setupExpired = () => new HttpError(400, 'passkey_setup_expired', passkeyMessages.setupExpired);
export const passkeyNotFound = () => notFound(passkeyMessages.notFound);

/** The customer's name for a passkey: trimmed, 1 to 60 characters, no control characters. */
export function passkeyNameOf(name: string): string {
  const trimmed = name.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (trimmed.length === 0 || trimmed.length > passkeySettings.nameMaxLength || /[\u0000-\u001f\u007f]/.test(trimmed))
    throw badRequest(passkeyMessages.name);
  return trimmed;
}

/** The transports a browser named that WebAuthn knows, each once (a browser may send anything). */
const knownTransports = (sent: readonly string[] | undefined) => [...new Set((sent ?? []).filter((s) => AuthenticatorTransport.is(s)))];

async function keptPasskeys(db: Db, loginId: string) {
  return db.selectFrom('passkeys').selectAll().where('login_id', '=', loginId).orderBy('created_at', 'desc').execute();
}

export async function passkeyViews(db: Db, loginId: string, required: boolean): Promise<Passkeys> {
  const rows = await keptPasskeys(db, loginId);
  return {
    passkeys: rows.map((p) => ({
      passkeyId: p.credential_id,
      name: p.name,
      createdAt: new Date(p.created_at).toISOString(),
      createdFrom: p.created_from,
      lastUsedAt: p.last_used_at ? new Date(p.last_used_at).toISOString() : null,
      lastUsedFrom: p.last_used_from,
      backedUp: p.backed_up,
      userVerified: p.user_verified_at_registration,
    })),
    secondFactorRequired: required,
  };
}

/** One of the customer's passkeys; another customer's, or none, is not found. */
export async function ownedPasskey(db: Db, loginId: string, passkeyId: string) {
  const passkey = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'user_verified_at_registration'])
    .where('login_id', '=', loginId)
    .where('credential_id', '=', passkeyId)
    .executeTakeFirst();
  if (!passkey) throw passkeyNotFound();
  return passkey;
}

/** The options of a new passkey: discoverable, user verification preferred, the customer's passkeys excluded. */
export async function registrationOptions(db: Db, rp: RelyingParty, loginId: string, now: Date): Promise<PasskeyCreationOptions> {
  const user = await db
    .selectFrom('users')
    .leftJoin('parties', 'parties.party_id', 'users.party_id')
    .select(['users.sign_in_id', 'parties.first_name', 'parties.last_name'])
    .where('users.login_id', '=', loginId)
    .executeTakeFirstOrThrow();
  const kept = await keptPasskeys(db, loginId);
  if (kept.length >= passkeySettings.perCustomer) throw new HttpError(409, 'too_many_passkeys', passkeyMessages.tooMany);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: loginId,
    userID: userHandleOf(user.sign_in_id),
    userDisplayName: [user.first_name, user.last_name].filter(Boolean).join(' ') || loginId,
    timeout: passkeySettings.challengeMs,
    attestationType: 'none',
    excludeCredentials: kept.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: algorithms,
  });
  await keepChallenge(db, options.challenge, { purpose: 'register', login_id: loginId, interaction_uid: null }, now);
  return {
    ...options,
    excludeCredentials: kept.map((p) => ({ id: p.credential_id, type: 'public-key' as const, transports: knownTransports(p.transports) })),
  };
}

/** The library's verification of a registration (origin, RP ID, challenge, attestation); undefined when it fails. */
async function verifiedRegistration(rp: RelyingParty, response: PasskeyRegistrationResponse, expectedChallenge: string) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: algorithms,
    });
    return verified && registrationInfo?.credential.id === response.id ? registrationInfo : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the passkey the browser made, its registration challenge taken for good (of two answers at once, one is
 * kept). A credential id already kept, whoever's, is refused like an answer that does not verify.
 */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  input: { loginId: string; name: string; response: PasskeyRegistrationResponse; from: string },
  now: Date,
): Promise<void> {
  const name = passkeyNameOf(input.name);
  const challenge = await takeChallenge(db, challengeOf(input.response.response.clientDataJSON), 'register', now);
  if (!challenge || challenge.login_id !== input.loginId) throw setupExpired();
  if ((await keptPasskeys(db, input.loginId)).length >= passkeySettings.perCustomer)
    throw new HttpError(409, 'too_many_passkeys', passkeyMessages.tooMany);
  const made = await verifiedRegistration(rp, input.response, challenge.challenge);
  if (!made) throw notSaved();
  const kept = await db
    .insertInto('passkeys')
    .values({
      credential_id: made.credential.id,
      login_id: input.loginId,
      public_key: made.credential.publicKey,
      counter: made.credential.counter,
      transports: JSON.stringify(knownTransports(input.response.response.transports)),
      device_type: made.credentialDeviceType,
      backed_up: made.credentialBackedUp,
      user_verified_at_registration: made.userVerified,
      name,
      created_at: now,
      created_from: input.from,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('credential_id')
    .executeTakeFirst();
  if (!kept) throw notSaved();
}

export async function renamePasskey(db: Db, input: { loginId: string; passkeyId: string; name: string }): Promise<void> {
  const name = passkeyNameOf(input.name);
  await ownedPasskey(db, input.loginId, input.passkeyId);
  await db
    .updateTable('passkeys')
    .set({ name })
    .where('login_id', '=', input.loginId)
    .where('credential_id', '=', input.passkeyId)
    .execute();
}

/**
 * Under forced MFA a verified passkey is a second factor: the last one stays. The customer's passkeys and factors are
 * locked, so two removals at once cannot each see the other still there and leave none.
 */
export async function refuseLastSecondFactor(db: Db, loginId: string, passkeyId: string, required: boolean): Promise<void> {
  if (!required) return;
  const passkey = await ownedPasskey(db, loginId, passkeyId);
  if (passkey.user_verified_at_registration) await refuseLastFactor(db, loginId, required);
}

export async function removePasskey(db: Db, loginId: string, passkeyId: string): Promise<void> {
  const removed = await db.deleteFrom('passkeys').where('login_id', '=', loginId).where('credential_id', '=', passkeyId).executeTakeFirst();
  if (removed.numDeletedRows !== 1n) throw passkeyNotFound();
}
