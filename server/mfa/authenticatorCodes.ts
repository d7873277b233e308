import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { matchingStep } from './authenticator';
import type { SecretBox } from './secretBox';

// The one replay guard of authenticator codes. A code is used once, wherever it is given (the sign-in, a step-up
// proof, a factor's removal): the factor keeps the last time step used (mfa_factors.last_used_step), and a code of
// that step or an earlier one is refused. A new factor keeps the step of the code that confirmed it.

type Db = Kysely<Database>;

/**
 * A sealed secret opened, or nothing when it was sealed under another key (MFA_SECRET_KEY changed) or altered: its
 * codes are refused like wrong ones (never a 500); the customer can still use another factor.
 */
export function openedSecret(box: SecretBox, sealed: string | null, additionalData: string): string | undefined {
  if (!sealed) return undefined;
  try {
    return box.open(sealed, additionalData);
  } catch {
    return undefined;
  }
}

/**
 * Whether a code of an authenticator factor is right now (within the drift) and of a step not used before, taking
 * that step. The step is taken by one conditional update: of two submissions of the same code at once, on however
 * many instances, the second waits for the first's row and then finds its step used (exactly one is accepted).
 */
export async function useFactorCode(
  db: Db,
  box: SecretBox,
  factor: { factor_id: string; secret_ciphertext: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  const step = confirmedSecret(box, factor.secret_ciphertext, factor.factor_id, code, now)?.step;
  if (step === undefined) return false;
  const taken = await db
    .updateTable('mfa_factors')
    .set({ last_used_step: step })
    .where('factor_id', '=', factor.factor_id)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', sql<string>`${step}`)]))
    .returning('factor_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The customer's authenticator factor (one per login ID), for `useFactorCode`. */
export function authenticatorFactorOf(db: Db, loginId: string) {
  return db
    .selectFrom('mfa_factors')
    .select(['factor_id', 'secret_ciphertext'])
    .where('login_id', '=', loginId)
    .where('method', '=', 'authenticatorApp')
    .executeTakeFirst();
}

/**
 * A new authenticator factor's row, its secret sealed under its own id. Confirmed by a code (`confirmedBy`, the
 * step of that code), which is thereby used; the seed's demo factor has none.
 */
export function authenticatorFactor(box: SecretBox, input: { loginId: string; secret: string; isDefault: boolean; confirmedBy?: number }) {
  const factorId = randomUUID();
  return {
    factor_id: factorId,
    login_id: input.loginId,
    method: 'authenticatorApp' as const,
    secret_ciphertext: box.seal(input.secret, factorId),
    is_default: input.isDefault,
    last_used_step: input.confirmedBy ?? null,
  };
}

/** A secret waiting to become a factor (sealed with `additionalData`) and the step of its right first code, or nothing. */
export function confirmedSecret(box: SecretBox, sealed: string | null, additionalData: string, code: string, now: Date) {
  const secret = openedSecret(box, sealed, additionalData);
  const step = secret ? matchingStep(secret, code.trim(), now) : null;
  return secret && step !== null ? { secret, step } : undefined;
}
