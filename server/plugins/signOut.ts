import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { signOutEverywhere } from '../../src/contract/signIn';
import { endEverySession } from '../auth/sessions';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { principalOf, type Guards } from '../http/guards';

export interface SignOutPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
}

/** Signing out everywhere: every session and token of the caller's sign-in ends, on every device. */
export const signOutPlugin: FastifyPluginAsync<SignOutPluginOptions> = async (app, { db, guards }) => {
  contractRoute(app, signOutEverywhere, {
    preHandler: guards.signedIn,
    handler: async ({ request }) => {
      const { session, loginId } = principalOf(request);
      await endEverySession(db, session ? { signInId: session.signInId } : { loginId }, 'signedOutEverywhere');
      return { signedOut: true as const };
    },
  });
};
