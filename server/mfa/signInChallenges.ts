import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import { multiFactor, product } from '../../config/product';
import type { AuthenticatorEnrolment, MfaMethod, SecurityCodeRequest } from '../../src/contract/signIn';
import { maskPhone } from '../accountCreation/verification';
import { countHit, releaseHit } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { hashOfSecret } from '../http/secrets';
import { newAuthenticatorSecret } from './authenticator';
import { authenticatorFactor, authenticatorFactorOf, confirmedSecret, useFactorCode } from './authenticatorCodes';
import type { SecretBox } from './secretBox';

// The second step of a sign-in. After the password, a customer with a factor is asked for a code; the
// challenge row (one per provider interaction) remembers, unsaid, whether the password was right. Each code
// check counts first, atomically: against the challenge (per code) and against the login ID (per window).

type Db = Kysely<Database> | Transaction<Database>;

/** What proved a sign-in before its code (`amr`): a password, or a passkey whose authenticator did not verify the person. */
export type FirstFactor = 'pwd' | 'hwk';

export interface Factor {
  factorId: string;
  method: MfaMethod;
  phone: string | null;
  isDefault: boolean;
}

export async function factorsOf(db: Db, loginId: string): Promise<Factor[]> {
  const rows = await db
    .selectFrom('mfa_factors')
    .select(['factor_id', 'method', 'phone', 'is_default'])
    .where('login_id', '=', loginId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ factorId: r.factor_id, method: r.method, phone: r.phone, isDefault: r.is_default }));
}

const codeHashOf = (uid: string, code: string) => hashOfSecret(`${uid}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function textMessageOf(code: string) {
  const minutes = Math.round(multiFactor.textCodeMs / 60_000);
  return `${product.name}: your security code is ${code}. It expires in ${minutes} minutes. Never share it. If you did not try to log in, change your password.`;
}

/**
 * Sends the challenge a new text code, counted against its sends and against the phone number (whatever the login ID
 * or sign-in: many sign-ins must not make one number a target); the refusal once either is spent.
 */
async function sendTextCode(
  trx: Transaction<Database>,
  uid: string,
  phone: string,
  now: Date,
): Promise<'sent' | 'tooManySends' | 'tooManyToPhone'> {
  const toPhone = await countHit(trx, `sms-code:phone:${phone.replace(/\D/g, '')}`, multiFactor.textCodesPerPhone.windowMs);
  if (toPhone.hits > multiFactor.textCodesPerPhone.hits) return 'tooManyToPhone';
  const code = String(randomInt(0, 10 ** multiFactor.textCodeDigits)).padStart(multiFactor.textCodeDigits, '0');
  const counted = await trx
    .updateTable('mfa_challenges')
    .set((eb) => ({
      method: 'textMessage' as const,
      code_hash: codeHashOf(uid, code),
      code_expires_at: new Date(now.getTime() + multiFactor.textCodeMs),
      attempts: 0,
      sends: eb('sends', '+', 1),
    }))
    .where('uid', '=', uid)
    .where('sends', '<', multiFactor.textCodeSends)
    .returning('uid')
    .executeTakeFirst();
  if (!counted) return 'tooManySends';
  await trx
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: phone, subject: null, body: textMessageOf(code) })
    .execute();
  return 'sent';
}

function requestFor(factors: Factor[], chosen: Factor): SecurityCodeRequest {
  return {
    method: chosen.method,
    sentTo: chosen.method === 'textMessage' && chosen.phone ? maskPhone(chosen.phone) : null,
    otherMethods: factors.filter((f) => f.method !== chosen.method).map((f) => f.method),
  };
}

/**
 * Asks the sign-in for a code of the customer's default factor (a text message is sent now). The same answer
 * whether or not the password was right: only the code's check will tell.
 */
export async function askForSecurityCode(
  db: Kysely<Database>,
  input: { uid: string; loginId: string; passwordOk: boolean; factors: Factor[]; firstFactor?: FirstFactor },
  now: Date,
): Promise<SecurityCodeRequest> {
  const [chosen] = input.factors;
  if (!chosen) throw new Error('askForSecurityCode needs a factor');
  const challenge = {
    uid: input.uid,
    login_id: input.loginId,
    password_ok: input.passwordOk,
    method: chosen.method,
    code_hash: null,
    code_expires_at: null,
    enrolment_ciphertext: null,
    attempts: 0,
    sends: 0,
    expires_at: new Date(now.getTime() + multiFactor.challengeMs),
    first_factor: input.firstFactor ?? 'pwd',
  };
  await db.transaction().execute(async (trx) => {
    // A new password on the same interaction starts its challenge over.
    await trx
      .insertInto('mfa_challenges')
      .values(challenge)
      .onConflict((oc) => oc.column('uid').doUpdateSet(challenge))
      .execute();
    if (chosen.method === 'textMessage' && chosen.phone) await sendTextCode(trx, input.uid, chosen.phone, now);
  });
  return requestFor(input.factors, chosen);
}

/** Forced MFA: a customer without a factor sets up an authenticator app before the sign-in ends (right password only). */
export async function askForEnrolment(
  db: Kysely<Database>,
  box: SecretBox,
  input: { uid: string; loginId: string; firstFactor?: FirstFactor },
  now: Date,
): Promise<AuthenticatorEnrolment> {
  const { secret, uri } = newAuthenticatorSecret(input.loginId);
  const challenge = {
    uid: input.uid,
    login_id: input.loginId,
    password_ok: true,
    method: 'enrolment' as const,
    code_hash: null,
    code_expires_at: null,
    enrolment_ciphertext: box.seal(secret, `enrolment:${input.uid}`),
    attempts: 0,
    sends: 0,
    expires_at: new Date(now.getTime() + multiFactor.challengeMs),
    first_factor: input.firstFactor ?? 'pwd',
  };
  await db
    .insertInto('mfa_challenges')
    .values(challenge)
    .onConflict((oc) => oc.column('uid').doUpdateSet(challenge))
    .execute();
  return { key: secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

export type ChooseOutcome =
  { kind: 'expired' | 'unknownMethod' | 'tooManySends' | 'tooManyToPhone' } | { kind: 'asked'; request: SecurityCodeRequest };

/** Switches a waiting sign-in to another of its customer's factors; a text message sends a new code. */
export async function chooseMethod(db: Kysely<Database>, input: { uid: string; method: MfaMethod }, now: Date): Promise<ChooseOutcome> {
  return db.transaction().execute(async (trx): Promise<ChooseOutcome> => {
    const held = await heldChallenge(trx, input.uid, now);
    if (!held || held.method === 'enrolment') return { kind: 'expired' };
    const factors = await factorsOf(trx, held.login_id);
    const chosen = factors.find((f) => f.method === input.method);
    if (!chosen) return { kind: 'unknownMethod' };
    if (chosen.method === 'textMessage' && chosen.phone) {
      const sent = await sendTextCode(trx, input.uid, chosen.phone, now);
      if (sent !== 'sent') return { kind: sent };
    } else {
      await trx
        .updateTable('mfa_challenges')
        .set({ method: chosen.method, code_hash: null, code_expires_at: null })
        .where('uid', '=', input.uid)
        .execute();
    }
    return { kind: 'asked', request: requestFor(factors, chosen) };
  });
}

/**
 * The sign-in's challenge while it lasts, held until the transaction ends: the checks and resends of one sign-in
 * decide one after another, each on what the one before left (a code replaced, a try counted, the code used up).
 */
function heldChallenge(trx: Transaction<Database>, uid: string, now: Date) {
  return trx.selectFrom('mfa_challenges').selectAll().where('uid', '=', uid).where('expires_at', '>', now).forUpdate().executeTakeFirst();
}

export type CheckOutcome =
  | { kind: 'expired' | 'invalid' | 'wrongPassword' }
  | { kind: 'tooManyAttempts'; resetAt: Date }
  | { kind: 'passed'; loginId: string; firstFactor: FirstFactor; amr: 'otp' | 'sms' };

/**
 * Checks a sign-in's code. Counted first, per login ID and per code, so however many checks arrive at once, on
 * however many instances, at most the limit of them is looked at. A right code is used up with its challenge
 * (an authenticator's time step with its factor); only then is a wrong password told. The challenge, then the
 * login ID's counter, stay held until the check is decided: checks of one sign-in (and of one login ID) decide
 * one after another, so of two checks of the same right code one passes and the other finds the sign-in over.
 */
export function checkSecurityCode(
  db: Kysely<Database>,
  box: SecretBox,
  input: { uid: string; code: string },
  now: Date,
): Promise<CheckOutcome> {
  return db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    const held = await heldChallenge(trx, input.uid, now);
    if (!held) return { kind: 'expired' };
    const loginKey = `mfa:login:${held.login_id}`;
    const byLogin = await countHit(trx, loginKey, multiFactor.perLoginIdLimit.windowMs);
    if (byLogin.hits > multiFactor.perLoginIdLimit.hits) return { kind: 'tooManyAttempts', resetAt: byLogin.resetAt };
    const tried = await trx
      .updateTable('mfa_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('uid', '=', input.uid)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    // The spent challenge stays (swept when it expires): every later check of it is refused the same way.
    if (tried.attempts > multiFactor.codeAttempts) return { kind: 'tooManyAttempts', resetAt: new Date(held.expires_at) };

    const amr = await verify(trx, box, held, input.code.trim(), now);
    if (!amr) return { kind: 'invalid' };
    await trx.deleteFrom('mfa_challenges').where('uid', '=', input.uid).execute();
    if (!held.password_ok) return { kind: 'wrongPassword' };
    await releaseHit(trx, loginKey);
    return { kind: 'passed', loginId: held.login_id, firstFactor: held.first_factor, amr };
  });
}

type Challenge = NonNullable<Awaited<ReturnType<typeof heldChallenge>>>;

async function verify(db: Db, box: SecretBox, held: Challenge, code: string, now: Date): Promise<'otp' | 'sms' | undefined> {
  if (held.method === 'textMessage') {
    const live = held.code_hash && held.code_expires_at && new Date(held.code_expires_at).getTime() > now.getTime();
    return live && held.code_hash && sameHash(codeHashOf(held.uid, code), held.code_hash) ? 'sms' : undefined;
  }
  if (held.method === 'enrolment') {
    const confirmed = confirmedSecret(box, held.enrolment_ciphertext, `enrolment:${held.uid}`, code, now);
    if (!confirmed) return undefined;
    const factor = authenticatorFactor(box, {
      loginId: held.login_id,
      secret: confirmed.secret,
      isDefault: true,
      confirmedBy: confirmed.step,
    });
    const added = await db
      .insertInto('mfa_factors')
      .values(factor)
      .onConflict((oc) => oc.columns(['login_id', 'method']).doNothing())
      .returning('factor_id')
      .executeTakeFirst();
    return added ? 'otp' : undefined;
  }
  const factor = await authenticatorFactorOf(db, held.login_id);
  return factor && (await useFactorCode(db, box, factor, code, now)) ? 'otp' : undefined;
}
