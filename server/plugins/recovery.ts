import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { recovery } from '../../config/product';
import { requestLoginIdReminder, requestPasswordReset, resetPassword } from '../../src/contract/recovery';
import { accountCreationMessages, fieldMessages, recoveryMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { clearCount } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { HttpError, badRequest } from '../http/errors';
import { secretPattern } from '../http/secrets';
import { throttle } from '../http/throttle';
import { finishReset, remindLoginId, startReset, type ResetOutcome } from '../recovery/resets';

export interface RecoveryPluginOptions {
  db: Kysely<Database>;
  now?: () => Date;
}

const codePattern = new RegExp(`^\\d{${recovery.codeDigits}}$`);

const expired = () => new HttpError(400, 'code_expired', recoveryMessages.codeExpired);

const refusals: Record<Exclude<ResetOutcome['kind'], 'reset'>, (outcome: ResetOutcome) => HttpError> = {
  expired,
  tooManyAttempts: () => new HttpError(429, 'too_many_attempts', recoveryMessages.codeTooManyAttempts),
  incorrect: (outcome) =>
    new HttpError(400, 'code_incorrect', accountCreationMessages.codeIncorrect('attemptsLeft' in outcome ? outcome.attemptsLeft : 0)),
};

/** A key for the counters of one login ID or email: trimmed, lower-cased and bounded. */
const identifierKey = (value: string) => value.trim().toLowerCase().slice(0, 120);

/**
 * The ways back in (no sign-in): password reset by a code emailed to the account, and a login ID reminder.
 * Each request is counted per login ID (or email) and per address, and answers the same whether or not an
 * account matched; the log says a message was written, never to whom or what it says.
 */
export const recoveryPlugin: FastifyPluginAsync<RecoveryPluginOptions> = async (app, { db, now = () => new Date() }) => {
  const perAddress = (kind: string, ip: string) =>
    throttle(db, `recovery:${kind}:ip:${ip}`, recovery.perAddressLimit, recoveryMessages.tooManyRequests);
  const perIdentifier = (kind: string, value: string) =>
    throttle(db, `recovery:${kind}:id:${identifierKey(value)}`, recovery.perIdentifierLimit, recoveryMessages.tooManyRequests);

  contractRoute(app, requestPasswordReset, {
    handler: async ({ request, body }) => {
      const loginId = body.loginId.trim();
      if (loginId === '' || loginId.length > 254) throw badRequest(recoveryMessages.loginIdOrEmail);
      await perAddress('reset', request.ip);
      await perIdentifier('reset', loginId);
      const started = await startReset(db, loginId, now());
      if (started.outboxId !== null) request.log.info({ outboxId: started.outboxId }, 'password reset code written to the outbox');
      return { ticket: started.ticket, expiresAt: started.expiresAt.toISOString() };
    },
  });

  contractRoute(app, resetPassword, {
    handler: async ({ request, body }) => {
      if (!codePattern.test(body.code.trim())) throw badRequest(accountCreationMessages.codeFormat);
      if (!patterns.newPassword.test(body.password)) throw badRequest(accountCreationMessages.password);
      if (!secretPattern.test(body.ticket)) throw expired();
      await perAddress('check', request.ip);
      const outcome = await finishReset(db, body, now());
      if (outcome.kind !== 'reset') throw refusals[outcome.kind](outcome);
      // The lockout message sends customers here: a new password lifts the lockout of the login ID (the sign-in's counter).
      await clearCount(db, `sign-in:login:${outcome.loginId}`);
      request.log.info('password reset: every session of the account ended');
      return { loginId: outcome.loginId };
    },
  });

  contractRoute(app, requestLoginIdReminder, {
    handler: async ({ request, body }) => {
      const email = body.email.trim();
      if (!patterns.email.test(email)) throw badRequest(fieldMessages.email);
      await perAddress('login-id', request.ip);
      await perIdentifier('login-id', email);
      const outboxId = await remindLoginId(db, email);
      if (outboxId !== null) request.log.info({ outboxId }, 'login ID reminder written to the outbox');
      return { accepted: true as const };
    },
  });
};
