import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import type { Guards } from '../http/guards';
import { configPlugin } from './config';
import { partyPlugin } from './party';
import { policiesPlugin } from './policies';
import { claimsPlugin } from './claims';
import { sessionsPlugin } from './sessions';
import { retentionMonthsOf } from '../sessions/partitions';
import { supportPlugin } from './support';
import type { FailedJob } from '../jobs/queue';
import { billingPlugin } from './billing';
import { paymentsPlugin } from './payments';
import { guestPayPlugin } from './guestPay';
import { guestClaimsPlugin } from './guestClaims';
import { accountCreationPlugin } from './accountCreation';
import { recoveryPlugin } from './recovery';
import { signInHandoverPlugin } from './signInHandover';
import { signOutPlugin } from './signOut';
import { developmentPlugin } from './development';
import { documentsPlugin } from './documents';
import { idCardsPlugin } from './idCards';
import { createLinkIssuer } from '../documents/downloads';
import { loadOrCreateCookieKeys } from '../auth/keys';
import { homePhotoKeyFrom, homePhotoLinks } from '../claims/homePhotos';
import { paymentMethodsPlugin } from './paymentMethods';
import { offersPlugin } from './offers';
import { profileSecurityPlugin } from './profileSecurity';
import { profileFactorsPlugin } from './profileFactors';
import { profilePasskeysPlugin } from './profilePasskeys';
import { profileContactPlugin } from './profileContact';
import { profilePaperlessPlugin } from './profilePaperless';
import { profileTextingPlugin } from './profileTexting';
import { profileEproxyPlugin } from './profileEproxy';
import { esignPlugin } from './esign';
import type { SecretBox } from '../mfa/secretBox';
import { selfServicePlugin } from './selfService';
import { chatPlugin } from './chat';
import { liveAssistPlugin } from './liveAssist';
import type { ChatRelay } from '../chat/relay';
import { type Clock, type Ids } from '../clock';
import { relyingPartyOf } from '../auth/passkeys';
import { apiDescription, apiReferencePage, healthDescription, serveApiDescription, type DescribedRoute } from '../http/openapi';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  issuer: string;
  env: Record<string, string | undefined>;
  /** The address browsers use (links in outgoing messages). */
  publicUrl: string;
  /** Mounts the development outbox reader (never in production). */
  devOutbox?: boolean;
  clock: Clock;
  ids: Ids;
  /** Seals authenticator secrets set up from the profile (MFA_SECRET_KEY). */
  mfaBox: SecretBox;
  /** Seals the gateway's signing and cookie keys (SIGNING_KEYS_SECRET_KEY); a cookie key signs download and statement links. */
  keysBox: SecretBox;
  /** The gateway's registered routes, for the API description. */
  routes: readonly DescribedRoute[];
  /** Carries chat changes between the gateway's instances. */
  chatRelay: ChatRelay;
  /** FORCED_MFA: customers keep at least one second factor. */
  forcedMfa?: boolean;
  failedJobs: () => Promise<FailedJob[]>;
}

/** The main gateway API: one plugin per call group. */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (
  app,
  { db, guards, issuer, env, publicUrl, devOutbox = false, clock, ids, mfaBox, keysBox, routes, chatRelay, forcedMfa = false, failedJobs },
) => {
  // Answers are per customer and must not be kept by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.get('/health', { config: { openapi: healthDescription } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok', gateway: 'main' };
  });
  await app.register(configPlugin, { db, issuer, env });
  await app.register(partyPlugin, { db, guards, clock });
  await app.register(profileSecurityPlugin, { db, guards, clock, box: mfaBox });
  await app.register(profileFactorsPlugin, { db, guards, clock, box: mfaBox, forcedMfa });
  await app.register(profilePasskeysPlugin, { db, guards, clock, relyingParty: relyingPartyOf(publicUrl), forcedMfa });
  await app.register(profileContactPlugin, { db, guards, clock, env });
  await app.register(profilePaperlessPlugin, { db, guards, clock });
  await app.register(profileTextingPlugin, { db, guards, clock, env });
  await app.register(profileEproxyPlugin, { db, guards, clock });
  await app.register(policiesPlugin, { db, guards, env, clock });
  await app.register(selfServicePlugin, { db, guards, env, clock, ids });
  const [linkKey] = await loadOrCreateCookieKeys(db, keysBox);
  if (!linkKey) throw new Error('no cookie key to sign download and statement links with');
  await app.register(billingPlugin, { db, guards, env, clock, linkKey });
  await app.register(paymentMethodsPlugin, { db, guards, clock });
  await app.register(paymentsPlugin, { db, guards, env, clock });
  await app.register(guestPayPlugin, { db, env, clock });
  const photoLinks = homePhotoLinks(homePhotoKeyFrom(env.HOME_PHOTO_LINK_KEY, process.env.NODE_ENV));
  await app.register(claimsPlugin, { db, guards, clock, ids, photoLinks, publicUrl });
  await app.register(guestClaimsPlugin, { db, clock, ids, photoLinks, publicUrl });
  await app.register(accountCreationPlugin, { db, publicUrl, now: () => clock.now() });
  await app.register(recoveryPlugin, { db, now: () => clock.now() });
  await app.register(signInHandoverPlugin, { clock });
  await app.register(signOutPlugin, { db, guards });
  if (devOutbox) await app.register(developmentPlugin, { db });
  const links = createLinkIssuer(linkKey, app.prefix);
  await app.register(documentsPlugin, { db, guards, links, env, clock });
  await app.register(esignPlugin, { db, guards, clock });
  await app.register(idCardsPlugin, { db, guards, links, env, clock });
  await app.register(sessionsPlugin, { db, guards, clock, relay: chatRelay, retentionMonths: retentionMonthsOf(env) });
  await app.register(supportPlugin, { db, guards, clock, ids, failedJobs });
  await app.register(offersPlugin, { db, guards, env, clock });
  await app.register(chatPlugin, { db, guards, relay: chatRelay, clock, ids });
  await app.register(liveAssistPlugin, { db, guards, relay: chatRelay, clock, ids });
  const document = serveApiDescription(app, { ...apiDescription, routes });
  await app.register(apiReferencePage, { document });
  app.setNotFoundHandler(async () => {
    throw notFound('There is no such gateway call.');
  });
};
