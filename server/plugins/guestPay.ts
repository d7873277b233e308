import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { billing } from '../../config/product';
import { findGuestBill } from '../../src/contract/guestPay';
import { paymentMessages } from '../../src/validation/messages';
import { birthDate } from '../../src/validation/validators';
import type { Clock } from '../clock';
import { findBillAccount, issueGrant } from '../billing/guestPay';
import { amountDue } from '../billing/ledger';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, notFound } from '../http/errors';
import { throttle } from '../http/throttle';
import { businessToday } from '../../src/validation/dates';

export interface GuestPayPluginOptions {
  db: Kysely<Database>;
  env: Record<string, string | undefined>;
  clock: Clock;
}

/** Guest pay (no sign-in): find a bill, and get a grant to pay it through the payments calls. */
export const guestPayPlugin: FastifyPluginAsync<GuestPayPluginOptions> = async (app, { db, env, clock }) => {
  const envOverrides = overridesFromEnv(env);
  const dateOfBirth = birthDate(() => clock.now());
  contractRoute(app, findGuestBill, {
    handler: async ({ request, body }) => {
      // A date of birth that cannot be anyone's (in the future, 120 years ago or more) is refused before it spends a look-up.
      const impossibleBirth = body.lineOfBusiness === 'life' && body.dateOfBirth ? dateOfBirth(body.dateOfBirth) : undefined;
      if (impossibleBirth) throw badRequest(impossibleBirth);
      // Counts every look-up per address; past the limit the answer is a 429 whatever was typed.
      await throttle(db, `guest-pay:ip:${request.ip}`, billing.guestLookupLimit, paymentMessages.guestTooManyLookups());
      const { flags } = await loadRemoteConfig(db, envOverrides);
      const found = await findBillAccount(db, body, flags.TempEnableExpandedGuestPaySearch === 'true');
      if (!found) throw notFound(paymentMessages.guestBillNotFound);
      const { grant, expiresAt } = await issueGrant(db, found.accountNumber, billing.guestGrantMs);
      const due = await amountDue(db, found.accountNumber, businessToday(clock.now()));
      return {
        grant,
        expiresAt: expiresAt.toISOString(),
        accountNumber: found.accountNumber,
        side: found.side,
        amountDueCents: due.amountDueCents,
        dueDate: due.dueDate,
      };
    },
  });
};
