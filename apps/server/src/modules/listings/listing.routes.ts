import { buyersSchema, editPostBody, postSchema, setStatusBody } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import type { PostsDeps } from '../posts/posts.service';
import { editPost } from './post-edit.service';
import { listBuyers, setListingStatus } from './post-status.service';

const idParams = z.object({ id: z.string().uuid() });

/** A listing's life: its status and its buyer, and the author's edits. The author only. */
export const listingRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & PostsDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/posts/:id/status',
    {
      schema: {
        tags: ['posts'],
        params: idParams,
        body: setStatusBody,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return setListingStatus(deps, user, requireSiteCampusId(request), request.params.id, request.body);
    },
  );

  app.get(
    '/api/posts/:id/buyers',
    { schema: { tags: ['posts'], params: idParams, response: { 200: buyersSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return { buyers: await listBuyers(deps, user, requireSiteCampusId(request), request.params.id) };
    },
  );

  app.patch(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        params: idParams,
        body: editPostBody,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return editPost(deps, user, requireSiteCampusId(request), request.params.id, request.body);
    },
  );
};
