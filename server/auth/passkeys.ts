import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { passkeys as passkeySettings, product } from '../../config/product';
import type { PasskeyAuthenticationResponse, PasskeyRequestOptions } from '../../src/contract/passkeys';
import { countHit, releaseHit, type Counter } from '../db/rateLimits';
import type { Database } from '../db/schema';
import type { PasskeyChallengesTable } from '../db/schema/passkeys';
import { factorsOf, type Factor } from '../mfa/signInChallenges';
import { findSignInAccount, type SignInAccount } from './accounts';

// Passkeys (WebAuthn, verified by @simplewebauthn/server): the relying party, the challenges, and the sign-in with one.
// The relying party follows the address the portal is opened at, as the issuer does: its ID is the public address's
// host name and the one origin it accepts is that address's (other addresses are redirected there). A challenge is
// taken once, by one `delete ... returning`: of two answers to it at once, on any instances, one is looked at. A sign-in
// is counted like a password (per address, then, once its passkey is known, per login ID), and every refusal is the same
// one, whatever its reason. The credential decides the account: a user handle that names another sign-in is refused.

type Db = Kysely<Database>;

export interface RelyingParty {
  /** The RP ID: the host name of the public address. */
  id: string;
  /** The origin a browser's answer must come from. */
  origin: string;
  /** What the browser shows beside the passkey. */
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: product.name };
}

/** The user handle of a sign-in (WebAuthn's user.id): its lasting id's 16 bytes, never the login ID (which can change). */
export const userHandleOf = (signInId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(signInId.replace(/-/g, ''), 'hex'));

/** Where a passkey was made or used, in a short line the customer recognises: the browser, its system and the address. */
export function placeOf(request: FastifyRequest): string {
  const agent = request.headers['user-agent'];
  const parsed = typeof agent === 'string' && agent.trim() ? Bowser.getParser(agent.slice(0, 1024)) : undefined;
  const browser = parsed ? [parsed.getBrowserName(), parsed.getBrowserVersion()?.split('.')[0]].filter(Boolean).join(' ') : '';
  const system = parsed?.getOSName() ?? '';
  const named = [browser || 'Unknown browser', system].filter(Boolean).join(' on ');
  return `${named} (${request.ip || 'unknown address'})`.slice(0, 120);
}

type ChallengeOwner = Pick<PasskeyChallengesTable, 'purpose' | 'login_id' | 'interaction_uid'>;

/** Keeps a new challenge for its owner (a login ID's registration, an interaction's sign-in), replacing the one before. */
export async function keepChallenge(db: Db, challenge: string, owner: ChallengeOwner, now: Date): Promise<void> {
  const mine = owner.purpose === 'register' ? ('login_id' as const) : ('interaction_uid' as const);
  await db.deleteFrom('passkey_challenges').where('purpose', '=', owner.purpose).where(mine, '=', owner[mine]).execute();
  await db
    .insertInto('passkey_challenges')
    .values({ challenge, ...owner, expires_at: new Date(now.getTime() + passkeySettings.challengeMs) })
    .execute();
}

/** The challenge a browser's answer signed (in its client data), when it can be read. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : undefined;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 256 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Takes a challenge for good (one `delete ... returning`: one taker wins); an expired one is taken and not answered. */
export async function takeChallenge(db: Db, challenge: string | undefined, purpose: ChallengeOwner['purpose'], now: Date) {
  if (!challenge) return undefined;
  const taken = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  return taken && new Date(taken.expires_at).getTime() > now.getTime() ? taken : undefined;
}

/** The options of a sign-in with a discoverable passkey (none named: autofill and the button alike), for an interaction. */
export async function passkeySignInOptions(db: Db, rp: RelyingParty, uid: string, now: Date): Promise<PasskeyRequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: passkeySettings.challengeMs,
  });
  await keepChallenge(db, options.challenge, { purpose: 'signIn', login_id: null, interaction_uid: uid }, now);
  return {
    challenge: options.challenge,
    rpId: rp.id,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: passkeySettings.challengeMs,
  };
}

/** How sign-in attempts are limited (the passwords' limits: server/plugins/oidc.ts). */
export interface AttemptLimits {
  perLoginId: number;
  perClientAddress: number;
  windowMs: number;
}

/** What follows a right passkey: nothing, the customer's security code, or (forced MFA) an authenticator app to set up. */
export type SecondStep = 'none' | 'securityCode' | 'enrolment';

export type PasskeySignIn =
  | { kind: 'blocked'; resetAt: number }
  | { kind: 'refused' }
  | { kind: 'passed'; account: SignInAccount; userVerified: boolean; factors: Factor[]; next: SecondStep };

export interface PasskeyAttempt {
  uid: string;
  response: PasskeyAuthenticationResponse;
  clientAddress: string;
  /** Where it is used from (`placeOf`). */
  from: string;
  /** FORCED_MFA: a customer without a second factor sets one up before the sign-in ends. */
  forcedMfa: boolean;
}

/**
 * A passkey with user verification is two factors (the passkey held, the person verified): nothing follows. One without
 * is a first factor, as a password is: the customer's code follows when they have a factor, an authenticator app to set
 * up when MFA is forced for them (FORCED_MFA for customers, always for support agents).
 */
export function secondStepOf(account: SignInAccount, userVerified: boolean, factors: Factor[], forcedMfa: boolean): SecondStep {
  if (userVerified) return 'none';
  if (factors.length > 0) return 'securityCode';
  return (forcedMfa && account.role === 'customer') || account.role === 'support' ? 'enrolment' : 'none';
}

const refused = { kind: 'refused' } as const;
const exceeded = (counter: Counter, limit: number) => counter.hits > limit;

/**
 * Checks a passkey sign-in. Counted first against the address, then, once the passkey is known, against its login ID,
 * in one transaction holding both counters (as passwords are: attempts of one address or login ID decide one after
 * another). A right passkey gives its hits back when nothing follows it (after the code otherwise, as a password).
 */
export function checkPasskeySignIn(db: Db, rp: RelyingParty, attempt: PasskeyAttempt, limits: AttemptLimits, now: Date) {
  return db.transaction().execute(async (trx): Promise<PasskeySignIn> => {
    const addressKey = `sign-in:address:${attempt.clientAddress}`;
    const byAddress = await countHit(trx, addressKey, limits.windowMs);
    if (exceeded(byAddress, limits.perClientAddress)) return { kind: 'blocked', resetAt: byAddress.resetAt.getTime() };
    const challenge = await takeChallenge(trx, challengeOf(attempt.response.response.clientDataJSON), 'signIn', now);
    const passkey = await trx.selectFrom('passkeys').selectAll().where('credential_id', '=', attempt.response.id).executeTakeFirst();
    if (!passkey) return refused;
    const loginKey = `sign-in:login:${passkey.login_id}`;
    const byLogin = await countHit(trx, loginKey, limits.windowMs);
    if (exceeded(byLogin, limits.perLoginId)) return { kind: 'blocked', resetAt: byLogin.resetAt.getTime() };
    if (!challenge || challenge.interaction_uid !== attempt.uid) return refused;
    const account = await findSignInAccount(trx, passkey.login_id);
    if (!account || !sameUserHandle(attempt.response, account)) return refused;
    const verified = await verifiedUse(rp, attempt.response, challenge.challenge, passkey);
    if (!verified || !(await recordUse(trx, passkey, verified, attempt.from, now))) return refused;
    const factors = await factorsOf(trx, account.loginId);
    const next = secondStepOf(account, verified.userVerified, factors, attempt.forcedMfa);
    if (next === 'none') await Promise.all([releaseHit(trx, loginKey), releaseHit(trx, addressKey)]);
    return { kind: 'passed', account, userVerified: verified.userVerified, factors, next };
  });
}

/** A user handle sent with the answer must be the passkey's own sign-in's (an authenticator keeps it with the passkey). */
function sameUserHandle(response: PasskeyAuthenticationResponse, account: SignInAccount): boolean {
  const sent = response.response.userHandle;
  return sent === undefined || sent === '' || sent === isoBase64URL.fromBuffer(userHandleOf(account.signInId));
}

type StoredPasskey = { credential_id: string; public_key: Uint8Array; counter: number; transports: string[] };

/** The library's verification of the answer (origin, RP ID, challenge, signature, counter); undefined when it fails. */
async function verifiedUse(rp: RelyingParty, response: PasskeyAuthenticationResponse, expectedChallenge: string, passkey: StoredPasskey) {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    return verified ? authenticationInfo : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the use: the new counter, the backup state, when and from where. The counter only moves forward (an
 * authenticator without one stays at 0): one that went back meanwhile, or was never moved, refuses the sign-in.
 */
async function recordUse(
  db: Db,
  passkey: StoredPasskey,
  used: { newCounter: number; credentialBackedUp: boolean },
  from: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('passkeys')
    .set({ counter: used.newCounter, backed_up: used.credentialBackedUp, last_used_at: now, last_used_from: from })
    .where('credential_id', '=', passkey.credential_id)
    .where((eb) => (used.newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', used.newCounter)))
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}
