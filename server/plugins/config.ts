import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { getAuthConfig, getBrowserCheck, getRemoteConfig } from '../../src/contract/config';
import { supportedBrowsers } from '../../config/product';
import { checkUserAgent } from '../config/browserSupport';
import { portalClientId, portalScope } from '../auth/provider';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';

export interface ConfigPluginOptions {
  db: Kysely<Database>;
  issuer: string;
  env: Record<string, string | undefined>;
}

/** Remote configuration (flags, settings, outage windows), where to sign in and the browser check. No sign-in needed. */
export const configPlugin: FastifyPluginAsync<ConfigPluginOptions> = async (app, { db, issuer, env }) => {
  const envOverrides = overridesFromEnv(env);
  contractRoute(app, getRemoteConfig, { handler: () => loadRemoteConfig(db, envOverrides) });
  contractRoute(app, getAuthConfig, { handler: async () => ({ issuer, clientId: portalClientId, scope: portalScope }) });
  contractRoute(app, getBrowserCheck, {
    handler: async ({ request, reply }) => {
      void reply.header('vary', 'user-agent').header('cache-control', 'private, max-age=86400');
      return checkUserAgent(request.headers['user-agent'] ?? '', supportedBrowsers);
    },
  });
};
