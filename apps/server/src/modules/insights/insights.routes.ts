import { insightsQuery, insightsSchema } from '@campus/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser } from '../../http/guards';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AccountsDeps } from '../accounts/accounts.service';
import { getInsights } from './insights.service';
import { defineInsightsRollup } from './insights-rollup.job';

/**
 * The Insights tab of /moderation: a campus's figures per day for its moderators and the
 * administrators; on the hub, every campus together or one of them (administrators only).
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/moderation/insights',
    {
      schema: {
        tags: ['moderation'],
        querystring: insightsQuery,
        response: { 200: insightsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      const site = { campusId, isHub: request.site.kind === 'hub' };
      const db = await request.readDb();
      return getInsights({ db, campuses: deps.campuses }, user, site, request.query.campus);
    },
  );
};

/** The insights' route and their nightly rollup job (app.insightsRollup, which tests run by hand). */
export async function registerInsights(app: FastifyInstance, deps: AccountsDeps, jobs: JobQueue) {
  await app.register(insightsRoutes, { deps });
  app.decorate('insightsRollup', defineInsightsRollup(jobs, deps.db, app.log));
}
