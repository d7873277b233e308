import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { getAuthConfig, getRemoteConfig } from '../../src/contract/config';
import { portalClientId, portalScope } from '../auth/provider';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';

export interface ConfigPluginOptions {
  db: Kysely<Database>;
  issuer: string;
  env: Record<string, string | undefined>;
}

/** Remote configuration (flags, settings, outage windows) and where to sign in. No sign-in needed. */
export const configPlugin: FastifyPluginAsync<ConfigPluginOptions> = async (app, { db, issuer, env }) => {
  const envOverrides = overridesFromEnv(env);
  contractRoute(app, getRemoteConfig, { handler: () => loadRemoteConfig(db, envOverrides) });
  contractRoute(app, getAuthConfig, { handler: async () => ({ issuer, clientId: portalClientId, scope: portalScope }) });
};
