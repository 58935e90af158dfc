import { apiErrorSchema, authorSchema } from '@campus/domain';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { requireSiteCampusId } from '../../http/site';
import { requireUser } from '../accounts/accounts.routes';
import type { AccountsDeps } from '../accounts/accounts.service';
import { assertCanReadCampus } from '../accounts/campus-access';

/** Escapes LIKE wildcards in user text. */
const likeText = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * People of this campus whose name or username contains the text (the new-message search, which
 * fires above 1 character; community §5). Signed-in users only; at most 10.
 */
export const userRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/users/search',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({ q: z.string().max(60) }),
        response: {
          200: z.object({ users: z.array(authorSchema) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const me = await requireUser(deps, request, reply);
      assertCanReadCampus(me, campusId);
      const q = request.query.q.trim();
      if (q.length <= 1) return { users: [] };
      const pattern = `%${likeText(q.toLowerCase())}%`;
      const rows = await deps.db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          img: users.image,
          verified: users.emailVerified,
        })
        .from(users)
        .where(
          and(
            eq(users.campusId, campusId),
            eq(users.schoolVerified, true),
            ne(users.id, me.id),
            or(
              sql`lower(${users.username}) like ${pattern}`,
              sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
            ),
          ),
        )
        .orderBy(asc(users.username))
        .limit(10);
      return { users: rows };
    },
  );
};
