import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { accountCreation } from '../../config/product';
import { createSignIn, verifyPolicyholder } from '../../src/contract/accountCreation';
import { accountCreationMessages, fieldMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { createSignInWithGrant, findPolicyholder, issueGrant, type CreateOutcome } from '../accountCreation/signIns';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { HttpError, badRequest, notFound } from '../http/errors';
import { throttle } from '../http/throttle';

export interface AccountCreationPluginOptions { db: Kysely<Database>; now?: () => Date }

/** The first rule a detail breaks, checked with the same patterns and words as the screens. */
function detailsProblem(details: { policyNumber: string; lastName: string; zip: string }): string | null {
  const number = details.policyNumber.trim();
  if (!patterns.mutualPolicyNumber.test(number) && !patterns.lifePolicyNumber.test(number)) return fieldMessages.policyNumber;
  if (!patterns.customerName.test(details.lastName.trim())) return fieldMessages.lastName;
  if (!patterns.zip.test(details.zip.trim())) return fieldMessages.zip;
  return null;
}

function signInProblem(body: { loginId: string; email: string; password: string }): string | null {
  if (!patterns.loginId.test(body.loginId.trim())) return accountCreationMessages.loginId;
  if (!patterns.email.test(body.email.trim())) return fieldMessages.email;
  if (!patterns.newPassword.test(body.password)) return accountCreationMessages.password;
  return null;
}

const refusals: Record<Exclude<CreateOutcome, 'created'>, () => HttpError> = {
  expired: () => new HttpError(410, 'expired', accountCreationMessages.expiredBody),
  loginIdTaken: () => new HttpError(409, 'login_id_taken', accountCreationMessages.loginIdTaken),
  emailInUse: () => new HttpError(409, 'email_in_use', fieldMessages.emailInUse),
  alreadyHasAccount: () => new HttpError(409, 'already_has_account', accountCreationMessages.alreadyHasAccount),
};

/** Account creation (no sign-in): verify the policyholder, then create their sign-in with the grant. */
export const accountCreationPlugin: FastifyPluginAsync<AccountCreationPluginOptions> = async (app, { db, now = () => new Date() }) => {
  contractRoute(app, verifyPolicyholder, {
    handler: async ({ request, body }) => {
      const problem = detailsProblem(body);
      if (problem) throw badRequest(problem);
      await throttle(db, `account-creation:ip:${request.ip}`, accountCreation.lookupLimit, accountCreationMessages.tooManyAttempts);
      const found = await findPolicyholder(db, body);
      if (!found) throw notFound(accountCreationMessages.policyholderNotFound);
      if (found.hasSignIn) throw refusals.alreadyHasAccount();
      const { grant, expiresAt } = await issueGrant(db, found.partyId, accountCreation.grantMs, now());
      return { grant, expiresAt: expiresAt.toISOString(), firstName: found.firstName, email: found.email };
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
