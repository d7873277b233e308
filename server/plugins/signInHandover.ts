import type { FastifyPluginAsync } from 'fastify';
import { takeStartedSignIn } from '../../src/contract/signIn';
import { forgetStartedSignIn, startedSignInOf } from '../auth/signInStart';
import type { Clock } from '../clock';
import { contractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';

export interface SignInHandoverOptions {
  clock: Clock;
}

/** The callback page takes over the sign-in the gateway started for the login page (server/auth/signInStart.ts). */
export const signInHandoverPlugin: FastifyPluginAsync<SignInHandoverOptions> = async (app, { clock }) => {
  contractRoute(app, takeStartedSignIn, {
    handler: async ({ params, request, reply }) => {
      const started = startedSignInOf(request, params.state, Math.floor(clock.now().getTime() / 1000));
      if (!started) throw notFound();
      forgetStartedSignIn(reply);
      return started;
    },
  });
};
