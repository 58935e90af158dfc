// Money and the campus's staff: boosts and payments, the moderation queue and its rules, standing and appeals,
// the administrators' routes and the insights, registered by buildApp (app.ts) after the members' routes.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { defineAdExpiry } from './modules/ads/ad-expiry.job';
import { adRoutes } from './modules/ads/ads.routes';
import { ANALYTICS_PER_VIEWER } from './modules/ads/analytics.service';
import { localCheckoutRoutes, paymentWebhookRoutes } from './modules/ads/payments.routes';
import { registerInsights } from './modules/insights/insights.routes';
import { adminRoutes } from './modules/moderation/admin.routes';
import { automodRoutes } from './modules/moderation/automod.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import type { ActivityMailConfig } from './modules/notifications/activity-mail';
import { perIp } from './modules/rate-limits/limits';
import { standingRoutes } from './modules/standing/standing.routes';
import { createPaymentsProvider, type LocalPayments } from './platform/payments/payments';

export async function registerStaffRoutes<D extends Parameters<typeof adminRoutes>[1]['deps']>(
  app: FastifyInstance,
  accountsDeps: D,
  { config, db, authSecret, bus, jobs }: Pick<AppDeps, 'config' | 'db' | 'authSecret' | 'bus' | 'jobs'>,
  activity: ActivityMailConfig,
): Promise<void> {
  const payments = createPaymentsProvider(config, db, authSecret);
  const adsDeps = {
    ...accountsDeps,
    payments,
    publicUrl: config.PUBLIC_URL,
    bus,
    adReview: config.AD_REVIEW,
  };
  const analytics = {
    db,
    secret: authSecret,
    excludedEmails: config.ANALYTICS_EXCLUDED_EMAILS,
    bus,
    perViewer: perIp(config, ANALYTICS_PER_VIEWER),
  };
  await app.register(adRoutes, { deps: { ...adsDeps, analytics } });
  await app.register(paymentWebhookRoutes, { deps: adsDeps });
  await app.register(moderationRoutes, { deps: adsDeps });
  await app.register(automodRoutes, { deps: { ...adsDeps, activity } });
  await app.register(standingRoutes, { deps: adsDeps });
  await app.register(adminRoutes, { deps: accountsDeps });
  await registerInsights(app, accountsDeps, jobs);
  if (payments.name === 'local')
    await app.register(localCheckoutRoutes, { deps: { ...adsDeps, payments: payments as LocalPayments } });
  app.decorate('adExpiry', defineAdExpiry(jobs, db, bus, app.log));
}
