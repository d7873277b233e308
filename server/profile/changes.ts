import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileLimits } from '../../config/product';
import { profileMessages } from '../../src/validation/messages';
import { requireStepUp } from '../auth/stepUp';
import type { Principal } from '../auth/tokens';
import type { Clock } from '../clock';
import { releaseHit } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, isKnownKey, runOnce, succeeded } from '../http/idempotency';
import { throttle } from '../http/throttle';
import { confirmChange, reachOf, tellOwner } from './notices';
import { requireCurrentSession, requireSecondFactor } from './security';

// How every change of a signed-in customer's profile runs, whichever part of the profile it changes (security,
// second factors, contact data, preferences): once per idempotency key, with the customer's records locked and the
// proofs it needs checked, confirmed by email.

type Db = Kysely<Database>;

/** What every profile plugin is given (some take more: the remote config's environment, the secret box). */
export interface ProfileOptions {
  db: Db;
  guards: Guards;
  clock: Clock;
}

export interface Caller {
  principal: Principal;
  loginId: string;
  partyId: string;
  /** The request, for the proofs it carries (a step-up grant). */
  request: FastifyRequest;
}

export interface Change<T> {
  /** Password, login ID, factors, contact email and phone: a recent second factor when the customer has one. */
  sensitive: boolean;
  /**
   * A change to how the customer signs in or is reached needs a proof given for it: a step-up grant in the request
   * (`requireStepUp`), or a proof the work checks in the body itself (the current password of a password change, the
   * code of the factor being set up or removed). Its confirmation is told to the addresses and phones of before the
   * change as well as after (`tellOwner`).
   */
  proof?: 'grant' | 'inBody';
  /** What makes two requests the same change besides the path (never a password or a code). */
  content: unknown;
  /** What must still hold of the customer's records for the change (a factor still theirs), checked with them locked. */
  check?: (trx: Db, who: Caller) => Promise<unknown>;
  /** Counted before the change, outside its transaction, so a refused try still counts; a retried key is not counted. */
  count?: (trx: Db, who: Caller) => Promise<unknown>;
  /**
   * Gives the count back when the change, having waited for another, is refused for who asks (the sign-in ended, the
   * factor removed meanwhile): a try sent after that change would have been refused before being counted.
   */
  uncount?: (db: Db, who: Caller) => Promise<unknown>;
  work: (trx: Db, who: Caller) => Promise<T>;
  /** The email confirming it (through the outbox), when it is done. */
  confirm?: (value: T, who: Caller) => string;
  /** An address told of the change besides the primary one (an email removed, the primary one before). */
  alsoTo?: () => string | null;
}

/** The signed-in customer: the party of the token's sign-in, as read at the request (never again by a login ID a change may rename). */
export function callerOf(request: FastifyRequest): Caller {
  const principal = principalOf(request);
  const partyId = principal.partyId;
  if (!partyId) throw notFound('We could not find your customer record.');
  return { principal, loginId: principal.loginId, partyId, request };
}

/** A try counted against a limit per login ID, and given back when the change refuses who asks. */
const limitedPerLogin = (counter: string, limit: { hits: number; windowMs: number }) => ({
  count: (trx: Db, who: Caller) => throttle(trx, `${counter}:${who.loginId}`, limit, profileMessages.tooManyAttempts),
  uncount: (trx: Db, who: Caller) => releaseHit(trx, `${counter}:${who.loginId}`),
});
/** Codes texted from the profile (a phone for codes, a factor's removal, texting), counted together. */
export const textedCodes = limitedPerLogin('profile:sms', profileLimits.textedCodes);
export const passwordChecks = limitedPerLogin('profile:password', profileLimits.passwordChecks);

/** The refusals of `lockedFor`: of who asks, not of the try itself. */
const refusedForWhoAsks = new WeakSet<HttpError>();

/**
 * The customer's records locked until the transaction ends, and everything the change needs checked with them: two
 * changes of one profile run one after the other, each deciding on what the one before it left. The session first:
 * a change that waited for a password or login ID change answers 401 as it would have after it, and the proofs
 * (a second factor, a step-up grant) and the change's own checks are read only then.
 */
async function lockedFor<T>(trx: Db, who: Caller, spec: Change<T>, now: Date): Promise<void> {
  await trx.selectFrom('parties').select('party_id').where('party_id', '=', who.partyId).forUpdate().execute();
  try {
    await requireCurrentSession(trx, who.principal);
    if (spec.sensitive) await requireSecondFactor(trx, who.principal);
    if (spec.proof === 'grant') await requireStepUp(trx, who.request, who.loginId, now);
    await spec.check?.(trx, who);
  } catch (error) {
    if (error instanceof HttpError) refusedForWhoAsks.add(error);
    throw error;
  }
}

/**
 * The one way a profile change runs, for a database and a clock. Its try is counted first (`countTry`); when the
 * change then finds, the records locked, that who asks is refused (another change came between), the count is
 * given back.
 */
export function profileChanges(db: Db, clock: Clock) {
  /**
   * Counts a try with the records locked and checked first: a try refused for who asks is not counted, as when the
   * tries come one by one. The count stays when it refuses the try (its refusal is answered after the commit).
   */
  async function countTry<T>(who: Caller, spec: Change<T>, count: NonNullable<Change<T>['count']>): Promise<void> {
    const refusal = await db.transaction().execute(async (trx) => {
      await lockedFor(trx, who, spec, clock.now());
      return count(trx, who).then(
        () => null,
        (error: unknown) => ({ error }),
      );
    });
    if (refusal) throw refusal.error;
  }

  async function changeOnce<T>(key: string, who: Caller, reply: FastifyReply, spec: Change<T>): Promise<T> {
    const request = who.request;
    const content = { path: request.routeOptions.url, params: request.params, content: spec.content };
    const outcome = await runOnce(db, { key, partyId: who.partyId, content }, async (trx) => {
      await lockedFor(trx, who, spec, clock.now());
      const before = spec.proof ? await reachOf(trx, who.partyId, who.loginId) : null;
      const value = await spec.work(trx, who);
      const what = spec.confirm?.(value, who);
      if (what && before) {
        const after = await reachOf(trx, who.partyId, who.loginId);
        await tellOwner(trx, { what, before, after, alsoTo: spec.alsoTo?.() ?? null });
      } else if (what) await confirmChange(trx, who.partyId, what, spec.alsoTo?.() ?? null);
      return succeeded(value);
    });
    return answerOf<T>(outcome, reply);
  }

  return async function change<T>(request: FastifyRequest, reply: FastifyReply, spec: Change<T>): Promise<T> {
    const key = idempotencyKeyOf(request.headers);
    const who = callerOf(request);
    const counted = spec.count !== undefined && !(await isKnownKey(db, key));
    if (spec.count && counted) await countTry(who, spec, spec.count);
    try {
      return await changeOnce(key, who, reply, spec);
    } catch (error) {
      if (counted && error instanceof HttpError && refusedForWhoAsks.has(error)) await spec.uncount?.(db, who);
      throw error;
    }
  };
}
