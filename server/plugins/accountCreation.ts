import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { accountCreation } from '../../config/product';
import {
  checkSignInChoice,
  checkVerificationCode,
  createSignIn,
  openAuthorizationLink,
  sendVerificationCode,
  verifyPolicyholder,
} from '../../src/contract/accountCreation';
import { accountCreationMessages, fieldMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import {
  checkSignInChoice as checkChoiceWithGrant,
  createSignInWithGrant,
  findPolicyholder,
  issueGrant,
  type CreateOutcome,
} from '../accountCreation/signIns';
import { checkCode, destinationsOf, openLink, sendCode, type CheckOutcome, type Verified } from '../accountCreation/verification';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { HttpError, badRequest, notFound } from '../http/errors';
import { secretPattern } from '../http/secrets';
import { throttle } from '../http/throttle';

export interface AccountCreationPluginOptions {
  db: Kysely<Database>;
  /** The address browsers use: the emailed verification link points at the portal under it. */
  publicUrl: string;
  now?: () => Date;
}

/** The first rule a detail breaks, checked with the same patterns and words as the screens. */
function detailsProblem(details: { policyNumber: string; lastName: string; zip: string }): string | null {
  const number = details.policyNumber.trim();
  if (!patterns.mutualPolicyNumber.test(number) && !patterns.lifePolicyNumber.test(number)) return fieldMessages.policyNumber;
  if (!patterns.customerName.test(details.lastName.trim())) return fieldMessages.lastName;
  if (!patterns.zip.test(details.zip.trim())) return fieldMessages.zip;
  return null;
}

function choiceProblem(body: { loginId: string; email: string }): string | null {
  if (!patterns.loginId.test(body.loginId.trim())) return accountCreationMessages.loginId;
  if (!patterns.email.test(body.email.trim())) return fieldMessages.email;
  return null;
}

function signInProblem(body: { loginId: string; email: string; password: string }): string | null {
  return choiceProblem(body) ?? (patterns.newPassword.test(body.password) ? null : accountCreationMessages.password);
}

const expired = () => new HttpError(410, 'expired', accountCreationMessages.expiredBody);

const refusals: Record<Exclude<CreateOutcome, 'created'>, () => HttpError> = {
  expired,
  notVerified: () => new HttpError(403, 'not_verified', accountCreationMessages.notVerified),
  loginIdTaken: () => new HttpError(409, 'login_id_taken', accountCreationMessages.loginIdTaken),
  emailInUse: () => new HttpError(409, 'email_in_use', fieldMessages.emailInUse),
  alreadyHasAccount: () => new HttpError(409, 'already_has_account', accountCreationMessages.alreadyHasAccount),
};

const sendRefusals: Record<'expired' | 'unknownDestination' | 'tooManySends', () => HttpError> = {
  expired,
  unknownDestination: () => badRequest(accountCreationMessages.chooseDestination),
  tooManySends: () => new HttpError(429, 'too_many_codes', accountCreationMessages.tooManyCodes),
};

const codeRefusals: Record<Exclude<CheckOutcome['kind'], 'verified'>, (outcome: CheckOutcome) => HttpError> = {
  expired,
  codeExpired: () => new HttpError(400, 'code_expired', accountCreationMessages.codeExpired),
  tooManyAttempts: () => new HttpError(429, 'too_many_attempts', accountCreationMessages.codeTooManyAttempts),
  incorrect: (outcome) =>
    new HttpError(400, 'code_incorrect', accountCreationMessages.codeIncorrect('attemptsLeft' in outcome ? outcome.attemptsLeft : 0)),
};

const codePattern = new RegExp(`^\\d{${accountCreation.codeDigits}}$`);

const verifiedAnswer = (verified: Verified) => ({ ...verified, expiresAt: verified.expiresAt.toISOString() });

/**
 * Account creation (no sign-in): find the policyholder (a grant), verify them by a one-time code or the
 * emailed link, then create their sign-in with the verified grant.
 */
export const accountCreationPlugin: FastifyPluginAsync<AccountCreationPluginOptions> = async (
  app,
  { db, publicUrl, now = () => new Date() },
) => {
  const throttleChecks = (ip: string) =>
    throttle(db, `account-creation:check:ip:${ip}`, accountCreation.checkLimit, accountCreationMessages.tooManyAttempts);

  contractRoute(app, verifyPolicyholder, {
    handler: async ({ request, body }) => {
      const problem = detailsProblem(body);
      if (problem) throw badRequest(problem);
      await throttle(db, `account-creation:ip:${request.ip}`, accountCreation.lookupLimit, accountCreationMessages.tooManyAttempts);
      const found = await findPolicyholder(db, body);
      if (!found) throw notFound(accountCreationMessages.policyholderNotFound);
      if (found.hasSignIn) throw refusals.alreadyHasAccount();
      const { grant, expiresAt } = await issueGrant(
        db,
        { partyId: found.partyId, policyNumber: body.policyNumber },
        accountCreation.grantMs,
        now(),
      );
      const destinations = (await destinationsOf(db, found.partyId)).map(({ recipient: _recipient, ...shown }) => shown);
      return { grant, expiresAt: expiresAt.toISOString(), firstName: found.firstName, destinations };
    },
  });

  contractRoute(app, sendVerificationCode, {
    handler: async ({ request, body }) => {
      if (!secretPattern.test(body.grant)) throw expired();
      const outcome = await sendCode(db, body, now(), publicUrl);
      if (outcome.kind !== 'sent') throw sendRefusals[outcome.kind]();
      // The log says a message is waiting, never what it says (the code and the link are in the outbox only).
      request.log.info(
        { outboxId: outcome.outboxId, channel: outcome.destination.channel, to: outcome.destination.masked },
        'account verification code written to the outbox',
      );
      return { destination: outcome.destination, codeExpiresAt: outcome.codeExpiresAt.toISOString(), sendsLeft: outcome.sendsLeft };
    },
  });

  contractRoute(app, checkVerificationCode, {
    handler: async ({ request, body }) => {
      if (!codePattern.test(body.code.trim())) throw badRequest(accountCreationMessages.codeFormat);
      if (!secretPattern.test(body.grant)) throw expired();
      await throttleChecks(request.ip);
      const outcome = await checkCode(db, body, now());
      if (outcome.kind !== 'verified') throw codeRefusals[outcome.kind](outcome);
      return verifiedAnswer(outcome.verified);
    },
  });

  contractRoute(app, openAuthorizationLink, {
    handler: async ({ request, body }) => {
      if (!secretPattern.test(body.token)) throw badRequest(accountCreationMessages.linkMalformed);
      await throttleChecks(request.ip);
      const opened = await openLink(db, body.token, now());
      if (!opened) throw expired();
      return { grant: opened.grant, ...verifiedAnswer(opened.verified) };
    },
  });

  contractRoute(app, checkSignInChoice, {
    handler: async ({ request, body }) => {
      const problem = choiceProblem(body);
      if (problem) throw badRequest(problem);
      if (!secretPattern.test(body.grant)) throw expired();
      await throttle(db, `account-creation:choice:ip:${request.ip}`, accountCreation.lookupLimit, accountCreationMessages.tooManyAttempts);
      const outcome = await checkChoiceWithGrant(db, body, now());
      if (outcome !== 'available') throw refusals[outcome]();
      return { loginId: body.loginId.trim().toLowerCase() };
    },
  });

  contractRoute(app, createSignIn, {
    handler: async ({ body }) => {
      const problem = signInProblem(body);
      if (problem) throw badRequest(problem);
      const outcome = await createSignInWithGrant(db, body, now());
      if (outcome !== 'created') throw refusals[outcome]();
      return { loginId: body.loginId.trim().toLowerCase() };
    },
  });
};
