import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileLimits } from '../../config/product';
import { stepUpHeader, type StepUpGrant, type StepUpProof } from '../../src/contract/profile';
import { profileMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashOfSecret, newSecret, secretPattern } from '../http/secrets';
import { throttle } from '../http/throttle';
import { releaseHit } from '../db/rateLimits';
import type { SecretBox } from '../mfa/secretBox';
import { countCodeCheck, invalidCode, ownedFactor, textCode, useAuthenticatorCode, useTextedCode } from '../profile/factors';
import { factorsOf } from '../mfa/signInChallenges';
import { verifyPassword } from './passwords';

// The one step-up rule. A change to how a customer signs in or is reached (the primary email, a phone for codes, the
// login ID, a second factor, a saved payment method) needs a proof given for it at that moment: the current password
// or a code of an enrolled factor. The sign-in never counts (a stolen session must not be enough). The proof is
// exchanged for a grant of a few minutes, kept as a hash in the database (any gateway instance honours it), and the
// change carries the grant in its `x-step-up-grant` header. Every proof, right or wrong, is counted first per login ID.

type Db = Kysely<Database>;

const stepUpRequired = () => new HttpError(403, 'step_up_required', profileMessages.stepUp.required);
const proofWrong = () => new HttpError(400, 'proof_incorrect', profileMessages.stepUp.proofWrong);

/** Checks a proof without using anything up but the code itself; a wrong one is a 400 `proof_incorrect`. */
async function checkProof(db: Db, box: SecretBox, loginId: string, proof: StepUpProof, now: Date): Promise<void> {
  if ('password' in proof) {
    const user = await db.selectFrom('users').select('password_hash').where('login_id', '=', loginId).executeTakeFirst();
    if (!user || proof.password.length > 1024 || !(await verifyPassword(proof.password, user.password_hash))) throw proofWrong();
    return;
  }
  if (proof.code.length > 64) throw proofWrong();
  const factor = (await factorsOf(db, loginId)).find((f) => f.method === proof.method);
  if (!factor) throw proofWrong();
  try {
    if (proof.method === 'authenticatorApp') {
      await useAuthenticatorCode(db, box, await ownedFactor(db, loginId, factor.factorId), proof.code, now);
    } else {
      await countCodeCheck(db, loginId, 'stepUp', now);
      await useTextedCode(db, loginId, 'stepUp', proof.code);
    }
  } catch (error) {
    if (error instanceof HttpError && error.error === invalidCode().error) throw proofWrong();
    throw error;
  }
}

async function countedProof(trx: Db, box: SecretBox, loginId: string, proof: StepUpProof, now: Date): Promise<void> {
  const counter = `step-up:${loginId}`;
  await throttle(trx, counter, profileLimits.stepUpProofs, profileMessages.tooManyAttempts);
  await checkProof(trx, box, loginId, proof, now);
  await releaseHit(trx, counter);
}

/** Takes a proof and answers a grant of a few minutes for the caller's sensitive changes. */
export async function grantStepUp(db: Db, box: SecretBox, loginId: string, proof: StepUpProof, now: Date): Promise<StepUpGrant> {
  // The proofs of one login ID are checked one at a time, its sign-in locked: each is counted, and a right one is
  // given back before the next is counted, so a customer who saves two cards and removes one is never locked out,
  // and only wrong proofs reach the limit, however many arrive at once. A refusal keeps its count (it commits).
  const refusal = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('login_id').where('login_id', '=', loginId).forUpdate().execute();
    return countedProof(trx, box, loginId, proof, now).then(
      () => null,
      (error: unknown) => ({ error }),
    );
  });
  if (refusal) throw refusal.error;
  const grant = newSecret();
  const expiresAt = new Date(now.getTime() + profileLimits.stepUpGrantMs);
  await db.deleteFrom('step_up_grants').where('expires_at', '<=', now).execute();
  await db
    .insertInto('step_up_grants')
    .values({ grant_hash: hashOfSecret(grant), login_id: loginId, expires_at: expiresAt })
    .execute();
  return { grant, expiresAt: expiresAt.toISOString() };
}

/** Texts a step-up code to the caller's text-message factor (counted with the profile's texted codes). */
export async function textStepUpCode(db: Db, loginId: string, now: Date): Promise<{ sentTo: string }> {
  const factor = (await factorsOf(db, loginId)).find((f) => f.method === 'textMessage');
  if (!factor?.phone) throw new HttpError(400, 'no_text_factor', profileMessages.stepUp.noTextFactor);
  await throttle(db, `profile:sms:${loginId}`, profileLimits.textedCodes, profileMessages.tooManyAttempts);
  return textCode(db, { loginId, purpose: 'stepUp', phone: factor.phone, factorId: factor.factorId }, now);
}

/** The step-up rule every sensitive change asks first: a live grant of the caller's in the request, or 403 `step_up_required`. */
export async function requireStepUp(db: Db, request: FastifyRequest, loginId: string, now: Date): Promise<void> {
  const sent = request.headers[stepUpHeader];
  const grant = typeof sent === 'string' ? sent.trim() : '';
  if (!secretPattern.test(grant)) throw stepUpRequired();
  const live = await db
    .selectFrom('step_up_grants')
    .select('grant_hash')
    .where('grant_hash', '=', hashOfSecret(grant))
    .where('login_id', '=', loginId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!live) throw stepUpRequired();
}
