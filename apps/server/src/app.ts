import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import pino from 'pino';
import type { AppDeps } from './app-deps';
import { registerStaffRoutes } from './app-staff-routes';
import { siteInfoOf } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errors';
import { geoGatePlugin } from './http/geo-gate';
import { sessionGuardPlugin } from './http/guards';
import { inputGuardPlugin } from './http/input-guard';
import { loggerOptions, logsForPeople, OneLinePerRequest } from './http/logging';
import { mediaUrlsPlugin } from './http/media-urls';
import { originCheckPlugin } from './http/origin-check';
import { retiredCampusPlugin } from './http/retired-campus';
import { securityHeadersPlugin, siteHelmetOptions } from './http/security-headers';
import { compiledSerializerCompiler } from './http/serializer';
import { sitePlugin } from './http/site';
import { trustProxyOption } from './http/trust-proxy';
import { createAccountsAuth } from './modules/accounts/accounts.auth';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { seedBannedEmails } from './modules/accounts/bans.service';
import { accountsSessionGuard } from './modules/accounts/session-guard';
import { blockRoutes } from './modules/blocks/blocks.routes';
import { bookRoutes } from './modules/books/books.routes';
import { defineRequestMatching } from './modules/books/request-matching.job';
import { type CampusRegistry, createCampusRegistry } from './modules/campuses/campus-registry';
import { assertCampusOpen } from './modules/campuses/campus-status';
import { campusRoutes } from './modules/campuses/campuses.routes';
import { chatRoutes } from './modules/chats/chats.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { fileRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createActivityRecorder, withActivityDays } from './modules/insights/activity.service';
import { listingRoutes } from './modules/listings/listing.routes';
import { defineListingLife } from './modules/listings/listing-life.job';
import { listingLifeRoutes } from './modules/listings/listing-life.routes';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { defineAwayEnd } from './modules/me/away-end.job';
import { meRoutes } from './modules/me/me.routes';
import { createMetrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { campusAdminRoutes } from './modules/moderation/campus-admin.routes';
import { campusSsoAdminRoutes } from './modules/moderation/campus-sso-admin.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes';
import { defineOfferExpiry } from './modules/offers/offer-expiry.job';
import { offerRoutes } from './modules/offers/offers.routes';
import { postRoutes } from './modules/posts/posts.routes';
import { defineUploadCleanup } from './modules/posts/upload-cleanup.job';
import { defineFileDeletions } from './modules/privacy/file-deletion.job';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { pushRoutes } from './modules/push/push.routes';
import { definePushDelivery } from './modules/push/push-delivery.service';
import { pwaRoutes } from './modules/pwa/pwa.routes';
import { ratingRoutes } from './modules/ratings/ratings.routes';
import { createAppPresence } from './modules/realtime/presence';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { publishSessionEnded } from './modules/realtime/realtime.service';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes';
import { createPostgresSearchEngine } from './modules/search/postgres-search.engine';
import { searchRoutes } from './modules/search/search.routes';
import { oidcRoutes } from './modules/sso/oidc.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { defineSsoPurge } from './modules/sso/sso-purge.job';
import { defineMeetupReminders } from './modules/trades/meetup-reminder.job';
import { tradeRoutes } from './modules/trades/trades.routes';
import { userRoutes } from './modules/users/users.routes';
import { webRoutes } from './modules/web/web.routes';
import { mountOAuthCallback } from './platform/auth/bridge';
import { SCRYPT_PASSWORDS } from './platform/auth/passwords';
import { createSecretBox } from './platform/auth/secret-box';
import { registerReadRouting } from './platform/database/read-routing';
import { videoProcessorFromConfig, videosOffNotice } from './platform/media/video';
import { createPushSender } from './platform/push/push-sender';
import { resolveVapidKeys } from './platform/push/vapid';
import { storageFromConfig } from './platform/storage/storage-from-config';

/** Builds the whole application as a Fastify instance; it does not listen. */
export async function buildApp({
  config,
  db,
  mail,
  authSecret,
  geoLookup,
  bus,
  jobs,
  logger,
  campusBus,
  passwords = SCRYPT_PASSWORDS,
}: AppDeps): Promise<FastifyInstance> {
  const forPeople = logsForPeople(config);
  const loggerInstance: FastifyBaseLogger = logger ?? pino(loggerOptions(config, forPeople));
  const app = Fastify({
    loggerInstance,
    logController: new OneLinePerRequest(forPeople ? 'debug' : 'info'),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ check: config.CHECK_RESPONSES }));
  registerErrorHandler(app);
  const campuses = await createCampusRegistry(db, campusBus ?? bus, (err, context) =>
    app.log.error({ err }, context),
  );
  app.addHook('onClose', async () => campuses.close());
  app.decorate('campuses', campuses);
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  const storage = storageFromConfig(config);
  const metrics = createMetrics(app, {
    // drizzle(pool) keeps the pool as $client; the Database type leaves it out.
    pool: (db as Database & { $client: pg.Pool }).$client,
    poolMax: config.DB_POOL_SIZE,
    jobs,
    openSockets: () => (app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0),
  });
  // Before the routes: every request gets readDb(), and writes are remembered for their session.
  registerReadRouting(app, { db, config, registry: metrics, sessionSecret: authSecret, bus });
  await app.register(inputGuardPlugin);

  await app.register(securityHeadersPlugin, {
    helmet: siteHelmetOptions({ mediaPublicUrl: config.MEDIA_PUBLIC_URL, isProduction: config.isProduction }),
  });
  // Before compression: the rewrite reads the JSON text.
  await app.register(mediaUrlsPlugin, { mediaPublicUrl: config.MEDIA_PUBLIC_URL });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Campus Buy / Sell API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(sitePlugin, { baseDomain: config.BASE_DOMAIN, campuses });
  await app.register(geoGatePlugin, { enabled: config.GEO_GATE, lookup: geoLookup });
  await app.register(originCheckPlugin, { exempt: ['/api/auth/callback/', '/api/sso/saml/acs'] });
  await app.register(retiredCampusPlugin, {
    assertCampusOpen: (campusId: string) => assertCampusOpen(campuses, campusId),
  });
  const auth = createAccountsAuth({
    config,
    db,
    campuses,
    secret: authSecret,
    nudgeMail: mail.nudge,
    passwords,
    log: app.log,
    onSessionEnded: (session) => publishSessionEnded(bus, session),
  });
  await auth.$context;
  await seedBannedEmails(db, config.BANNED_EMAILS);
  const accountsDeps = {
    db,
    auth,
    passwords,
    config,
    campuses,
    nudgeMail: mail.nudge,
    onSessionsEnded: async (ended: { id: string; userId: string }[]) => {
      for (const session of ended) await publishSessionEnded(bus, session);
    },
  };
  // The route guards (http/guards.ts) read sessions through the accounts module, and count members active.
  const guard = withActivityDays(accountsSessionGuard(accountsDeps), createActivityRecorder(db, app.log));
  await app.register(sessionGuardPlugin, { guard });
  const vapid = resolveVapidKeys(config);
  const presence = createAppPresence();
  const push = definePushDelivery(jobs, {
    db,
    sender: createPushSender(vapid),
    publicUrl: config.PUBLIC_URL,
    campuses,
    isAppOpen: presence.isAppOpen,
    log: app.log,
  });
  app.decorate('pushDelivery', push);
  app.decorate('presence', presence);
  const activity = {
    publicUrl: config.PUBLIC_URL,
    campuses,
    secret: authSecret,
    nudgeMail: mail.nudge,
    push,
    requests: { nudge: () => requestMatching.nudge() },
  };
  const requestMatching = defineRequestMatching(jobs, { db, bus, activity, log: app.log });
  app.decorate('requestMatching', requestMatching);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });

  await app.register(healthRoutes, { db, storage, isShuttingDown: () => shuttingDown });
  await app.register(metricsRoutes, {
    registry: metrics,
    token: config.METRICS_TOKEN,
    isProduction: config.isProduction,
  });
  await app.register(accountRoutes, { deps: { ...accountsDeps, bus } });
  await app.register(meRoutes, { deps: { ...accountsDeps, storage, bus } });
  await app.register(ssoRoutes, { deps: { ...accountsDeps, bus } });
  const ssoSecrets = createSecretBox(authSecret, 'campus-sso');
  await app.register(oidcRoutes, { deps: { ...accountsDeps, bus, secretBox: ssoSecrets } });
  const videos = await videoProcessorFromConfig(config);
  if (!videos.enabled) app.log.warn(videosOffNotice(config.FFMPEG_PATH));
  await app.register(feedRoutes);
  await app.register(postRoutes, { deps: { ...accountsDeps, storage, bus, activity, videos } });
  await app.register(realtimeRoutes, { deps: accountsDeps, bus, presence });
  await app.register(listingRoutes, { deps: { ...accountsDeps, storage, bus, activity, videos } });
  await app.register(listingLifeRoutes, { deps: { ...accountsDeps, storage, bus, activity, videos } });
  app.decorate('listingLife', defineListingLife(jobs, { db, bus, activity }, app.log));
  await app.register(ratingRoutes, { deps: { ...accountsDeps, bus, activity } });
  await app.register(chatRoutes, { deps: { ...accountsDeps, storage, bus, activity } });
  const reminders = defineMeetupReminders(jobs, { db, bus, activity, campuses }, app.log);
  app.decorate('meetupReminders', reminders);
  await app.register(tradeRoutes, { deps: { ...accountsDeps, storage, bus, activity, videos, reminders } });
  const expiry = defineOfferExpiry(jobs, db, app.log);
  app.decorate('offerExpiry', expiry);
  await app.register(offerRoutes, { deps: { ...accountsDeps, storage, bus, activity, videos, expiry } });
  await app.register(notificationRoutes, { deps: accountsDeps });
  await app.register(pushRoutes, {
    deps: { ...accountsDeps, vapidPublicKey: vapid.publicKey, endpointHosts: config.PUSH_ENDPOINT_HOSTS },
  });
  await app.register(unsubscribeRoutes, { deps: { db, secret: authSecret } });
  await app.register(userRoutes, { deps: accountsDeps });
  await app.register(searchRoutes, {
    deps: {
      ...accountsDeps,
      search: createPostgresSearchEngine(db),
      // The same engine on the database a read goes to (a replica or the primary).
      searchOn: (readDb: Database) => createPostgresSearchEngine(readDb),
    },
  });
  await app.register(savedSearchRoutes, { deps: accountsDeps });
  await app.register(bookRoutes, { deps: accountsDeps });
  await app.register(profileRoutes, { deps: accountsDeps });
  await app.register(blockRoutes, { deps: accountsDeps });
  const fileDeletions = defineFileDeletions(jobs, db, storage, app.log);
  app.decorate('fileDeletions', fileDeletions);
  await app.register(privacyRoutes, { deps: { ...accountsDeps, nudgeFileDeletions: fileDeletions.nudge } });
  await registerStaffRoutes(app, accountsDeps, { config, db, authSecret, bus, jobs }, activity);
  app.decorate('awayEnd', defineAwayEnd(jobs, db, app.log));
  app.decorate('ssoPurge', defineSsoPurge(jobs, db, app.log));
  app.decorate('uploadCleanup', defineUploadCleanup(jobs, db, storage, app.log));
  await app.register(fileRoutes, { storage });
  await mountOAuthCallback(app, auth.handler);
  if (config.DEV_INBOX) await app.register(devMailRoutes, { db });
  const siteInfo = { ...siteInfoOf(config), videos: videos.enabled };
  await app.register(campusRoutes, { db, site: siteInfo });
  await app.register(campusAdminRoutes, { deps: { ...accountsDeps, storage, bus, site: siteInfo } });
  await app.register(campusSsoAdminRoutes, { deps: { ...accountsDeps, secretBox: ssoSecrets } });
  await app.register(pwaRoutes, { db, site: siteInfo });
  await app.register(webRoutes, {
    distDir: config.WEB_DIST_DIR,
    deps: accountsDeps,
    site: siteInfo,
    geoGate: { enabled: config.GEO_GATE, lookup: geoLookup },
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as shutting down: /api/health/ready answers 503 from now on. */
    beginShutdown(): void;
    /** The campuses this instance knows (modules/campuses/campus-registry.ts). */
    campuses: CampusRegistry;
  }
}
