import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import QRCode from 'qrcode';
import { multiFactor, product } from '../../config/product';
import type { MfaFactors } from '../../src/contract/profile';
import type { AuthenticatorEnrolment, MfaMethod } from '../../src/contract/signIn';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import { maskPhone } from '../accountCreation/verification';
import { countHit } from '../db/rateLimits';
import type { Database } from '../db/schema';
import type { ProfileCodesTable } from '../db/schema/profile';
import { badRequest, HttpError, notFound } from '../http/errors';
import { hashOfSecret } from '../http/secrets';
import { newAuthenticatorSecret } from '../mfa/authenticator';
import { authenticatorFactor, confirmedSecret, useFactorCode } from '../mfa/authenticatorCodes';
import type { SecretBox } from '../mfa/secretBox';
import { factorsOf } from '../mfa/signInChallenges';

// Managing second factors from the profile: setting up an authenticator app (its first code confirms it) or text
// messages to a phone on file (a texted code confirms it), removing a factor after a fresh code of it, and the
// default method. A code being waited for is a row of profile_codes; every check of one is counted first, per code
// and per login ID, outside the change's transaction, so a refused code still counts.

type Db = Kysely<Database>;
type Purpose = ProfileCodesTable['purpose'];

const codeAttemptsLimit = multiFactor.codeAttempts;
const codeHashOf = (loginId: string, purpose: Purpose, code: string) => hashOfSecret(`profile:${loginId}:${purpose}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const sealedFor = (loginId: string) => `profile-enrolment:${loginId}`;
export const invalidCode = () => new HttpError(400, 'invalid_code', fieldMessages.invalidCode);
const codeExpired = () => new HttpError(400, 'code_expired', profileMessages.codeExpired);
const tooMany = () => new HttpError(429, 'too_many_attempts', profileMessages.tooManyAttempts);

/** Whether MFA is forced for a signed-in person: the FORCED_MFA switch for customers, always for support agents. */
export const mfaForcedFor = (forced: boolean, role: string) => role === 'support' || (forced && role === 'customer');

export async function factorViews(db: Db, loginId: string, required: boolean): Promise<MfaFactors> {
  const factors = await factorsOf(db, loginId);
  return { factors: factors.map((f) => ({ ...f, phone: f.phone ? maskPhone(f.phone) : null })), secondFactorRequired: required };
}

/**
 * The customer's second factors, locked for the change that may remove one (always in this order: factors, then
 * passkeys), so two removals at once cannot each see the other still there and leave none. A passkey whose
 * authenticator verified the person is a second factor by itself.
 */
async function secondFactorsHeld(db: Db, loginId: string): Promise<{ factors: number; verifiedPasskeys: number }> {
  const factors = await db.selectFrom('mfa_factors').select('factor_id').where('login_id', '=', loginId).forUpdate().execute();
  const passkeys = await db
    .selectFrom('passkeys')
    .select('credential_id')
    .where('login_id', '=', loginId)
    .where('user_verified_at_registration', '=', true)
    .forUpdate()
    .execute();
  return { factors: factors.length, verifiedPasskeys: passkeys.length };
}

/**
 * Under forced MFA the last second factor stays, whichever it is: an app or a phone may go while a verified passkey
 * remains, and the other way round (`passkeys.refuseLastSecondFactor`).
 */
export async function refuseLastFactor(db: Db, loginId: string, required: boolean): Promise<void> {
  if (!required) return;
  const held = await secondFactorsHeld(db, loginId);
  if (held.factors + held.verifiedPasskeys <= 1) throw new HttpError(409, 'last_factor_kept', profileMessages.lastFactorKept);
}

export async function ownedFactor(db: Db, loginId: string, factorId: string) {
  const factor = await db
    .selectFrom('mfa_factors')
    .select(['factor_id', 'method', 'phone', 'secret_ciphertext', 'is_default'])
    .where('login_id', '=', loginId)
    .where('factor_id', '=', factorId)
    .executeTakeFirst();
  if (!factor) throw notFound(profileMessages.factorNotFound);
  return factor;
}

const newCode = () => String(randomInt(0, 10 ** multiFactor.textCodeDigits)).padStart(multiFactor.textCodeDigits, '0');

interface KeptCode {
  login_id: string;
  purpose: Purpose;
  code_hash: string | null;
  secret_ciphertext: string | null;
  phone: string | null;
  factor_id: string | null;
  expires_at: Date;
}

/**
 * Keeps the code a purpose waits for, replacing the one before. Asking again gives no new tries: the checks counted on
 * a code still running carry over to the new one (so a check counted while a new code was being sent counts as it
 * would have after it); an expired code's do not.
 */
async function keepCode(db: Db, row: KeptCode, now: Date): Promise<void> {
  const values = { ...row, choices: null, attempts: 0 };
  await db
    .insertInto('profile_codes')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['login_id', 'purpose']).doUpdateSet({
        ...values,
        attempts: sql<number>`case when profile_codes.expires_at > ${now} then profile_codes.attempts else 0 end`,
      }),
    )
    .execute();
}

const textOf = (code: string) =>
  `${product.name}: your security code is ${code}. It expires in ${Math.round(multiFactor.textCodeMs / 60_000)} minutes. Never share it.`;

/** Texts a new code for a purpose to a phone; the code waits in profile_codes. */
export async function textCode(db: Db, input: { loginId: string; purpose: Purpose; phone: string; factorId: string | null }, now: Date) {
  const code = newCode();
  await keepCode(
    db,
    {
      login_id: input.loginId,
      purpose: input.purpose,
      code_hash: codeHashOf(input.loginId, input.purpose, code),
      secret_ciphertext: null,
      phone: input.phone,
      factor_id: input.factorId,
      expires_at: new Date(now.getTime() + multiFactor.textCodeMs),
    },
    now,
  );
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: input.phone, subject: null, body: textOf(code) })
    .execute();
  return { sentTo: maskPhone(input.phone) };
}

/** A new authenticator secret, sealed while it waits for its first code. */
export async function startAuthenticatorApp(db: Db, box: SecretBox, loginId: string, now: Date): Promise<AuthenticatorEnrolment> {
  if ((await factorsOf(db, loginId)).some((f) => f.method === 'authenticatorApp'))
    throw new HttpError(409, 'factor_exists', profileMessages.authenticatorExists);
  const { secret, uri } = newAuthenticatorSecret(loginId);
  await keepCode(
    db,
    {
      login_id: loginId,
      purpose: 'authenticatorApp',
      code_hash: null,
      secret_ciphertext: box.seal(secret, sealedFor(loginId)),
      phone: null,
      factor_id: null,
      expires_at: new Date(now.getTime() + multiFactor.challengeMs),
    },
    now,
  );
  return { key: secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

/** Text messages to one of the party's phones: refused for the phone already enrolled. */
export async function startTextMessage(db: Db, input: { loginId: string; partyId: string; phone: string }, now: Date) {
  const onFile = await db
    .selectFrom('party_phones')
    .select('number')
    .where('party_id', '=', input.partyId)
    .where('number', '=', input.phone)
    .executeTakeFirst();
  if (!onFile) throw badRequest(profileMessages.phoneNotOnFile);
  const enrolled = (await factorsOf(db, input.loginId)).find((f) => f.method === 'textMessage');
  if (enrolled?.phone === input.phone) throw new HttpError(409, 'phone_enrolled', fieldMessages.currentlyEnrolledPhone);
  return textCode(db, { loginId: input.loginId, purpose: 'textMessage', phone: input.phone, factorId: null }, now);
}

/** Counts a code check against the login ID (an authenticator code has no waiting row to count on). */
export async function countLoginCheck(db: Db, loginId: string): Promise<void> {
  const byLogin = await countHit(db, `profile:code:${loginId}`, multiFactor.perLoginIdLimit.windowMs);
  if (byLogin.hits > multiFactor.perLoginIdLimit.hits) throw tooMany();
}

/**
 * Counts a check of a waiting code before it is looked at: against the code (its attempts) and against the login ID
 * (the sign-in's window, shared by every code of the account). Answers the waiting row.
 */
export async function countCodeCheck(db: Db, loginId: string, purpose: Purpose, now: Date) {
  await countLoginCheck(db, loginId);
  const held = await db
    .updateTable('profile_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('login_id', '=', loginId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!held) throw codeExpired();
  if (held.attempts > codeAttemptsLimit) throw tooMany();
  return held;
}

/** A waiting texted code checked and used up (a second use of it finds nothing). */
export async function useTextedCode(db: Db, loginId: string, purpose: Purpose, code: string) {
  const held = await db
    .selectFrom('profile_codes')
    .selectAll()
    .where('login_id', '=', loginId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  // No code waiting (another request used it since this one was counted): as the count would have said.
  if (!held) throw codeExpired();
  if (!held.code_hash || !sameHash(codeHashOf(loginId, purpose, code.trim()), held.code_hash)) throw invalidCode();
  const used = await db
    .deleteFrom('profile_codes')
    .where('login_id', '=', loginId)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  if (!used) throw codeExpired();
  return used;
}

/** Confirms a factor being set up with its first code: the factor is added (the first one is the default). */
export async function confirmFactor(db: Db, box: SecretBox, input: { loginId: string; method: MfaMethod; code: string }, now: Date) {
  const { loginId } = input;
  const isFirst = (await factorsOf(db, loginId)).length === 0;
  if (input.method === 'textMessage') {
    const used = await useTextedCode(db, loginId, 'textMessage', input.code);
    const values = { factor_id: randomUUID(), login_id: loginId, method: 'textMessage' as const, phone: used.phone, is_default: isFirst };
    await db
      .insertInto('mfa_factors')
      .values(values)
      .onConflict((oc) => oc.columns(['login_id', 'method']).doUpdateSet({ phone: used.phone }))
      .execute();
    return;
  }
  const held = await db
    .selectFrom('profile_codes')
    .select('secret_ciphertext')
    .where('login_id', '=', loginId)
    .where('purpose', '=', 'authenticatorApp')
    .executeTakeFirst();
  const confirmed = confirmedSecret(box, held?.secret_ciphertext ?? null, sealedFor(loginId), input.code, now);
  if (!confirmed) throw invalidCode();
  await db.deleteFrom('profile_codes').where('login_id', '=', loginId).where('purpose', '=', 'authenticatorApp').execute();
  const factor = authenticatorFactor(box, { loginId, secret: confirmed.secret, isDefault: isFirst, confirmedBy: confirmed.step });
  await db.insertInto('mfa_factors').values(factor).execute();
}

/** An authenticator code of a factor, refused when wrong or already used (`useFactorCode`). */
export async function useAuthenticatorCode(
  db: Db,
  box: SecretBox,
  factor: { factor_id: string; secret_ciphertext: string | null },
  code: string,
  now: Date,
) {
  if (!(await useFactorCode(db, box, factor, code, now))) throw invalidCode();
}

/** Removes a factor after a fresh code of it; the other factor, if any, becomes the default. */
export async function removeFactor(db: Db, box: SecretBox, input: { loginId: string; factorId: string; code: string }, now: Date) {
  const factor = await ownedFactor(db, input.loginId, input.factorId);
  if (factor.method === 'authenticatorApp') await useAuthenticatorCode(db, box, factor, input.code, now);
  else {
    const used = await useTextedCode(db, input.loginId, 'removal', input.code);
    if (used.factor_id !== factor.factor_id) throw invalidCode();
  }
  await db.deleteFrom('mfa_factors').where('factor_id', '=', factor.factor_id).execute();
  if (factor.is_default) await db.updateTable('mfa_factors').set({ is_default: true }).where('login_id', '=', input.loginId).execute();
}

export async function chooseDefault(db: Db, loginId: string, factorId: string): Promise<void> {
  await ownedFactor(db, loginId, factorId);
  await db
    .updateTable('mfa_factors')
    .set({ is_default: sql<boolean>`factor_id = ${factorId}` })
    .where('login_id', '=', loginId)
    .execute();
}
