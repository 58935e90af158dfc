import {
  answerMeetupBody,
  chatMeetupsSchema,
  confirmHandoffBody,
  meetingSpotsSchema,
  meetupOutcomeBody,
  meetupResponseSchema,
  suggestMeetupBody,
  trustResponseSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser, visibleCampus } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { confirmMeetupHandoff } from './meetup-handoff.service';
import { answerMeetup, listMeetups, type MeetupsDeps, settleMeetup, suggestMeetup } from './meetups.service';
import { getTrustSummary } from './trust.service';

const idParams = z.object({ id: z.string().uuid() });
const personParams = z.object({ id: z.string().min(1).max(100) });

/** Safe trades: trust at a glance, and meetups in a chat about a listing (its two members only). */
export const tradeRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & MeetupsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/people/:id/trust',
    { schema: { tags: ['trades'], params: personParams, response: { 200: trustResponseSchema, ...errors } } },
    async (request, reply) => {
      const { campusId } = await visibleCampus(request, reply);
      return { trust: await getTrustSummary(await request.readDb(), request.params.id, campusId) };
    },
  );

  app.get(
    '/api/campus/meeting-spots',
    { schema: { tags: ['trades'], response: { 200: meetingSpotsSchema, ...errors } } },
    async (request) => ({ spots: deps.campuses.byId(requireSiteCampusId(request))?.meetingSpots ?? [] }),
  );

  app.get(
    '/api/chats/:id/meetups',
    { schema: { tags: ['trades'], params: idParams, response: { 200: chatMeetupsSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return listMeetups(deps, user, requireSiteCampusId(request), request.params.id);
    },
  );

  app.post(
    '/api/chats/:id/meetups',
    {
      schema: {
        tags: ['trades'],
        params: idParams,
        body: suggestMeetupBody,
        response: { 201: meetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      const meetup = await suggestMeetup(deps, user, campusId, request.params.id, request.body);
      return reply.status(201).send({ meetup });
    },
  );

  app.post(
    '/api/meetups/:id/answer',
    {
      schema: {
        tags: ['trades'],
        params: idParams,
        body: answerMeetupBody,
        response: { 200: meetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      return { meetup: await answerMeetup(deps, user, campusId, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/meetups/:id/handoff',
    {
      schema: {
        tags: ['trades'],
        params: idParams,
        body: confirmHandoffBody,
        response: { 200: meetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      return {
        meetup: await confirmMeetupHandoff(deps, user, campusId, request.params.id, request.body.code),
      };
    },
  );

  app.post(
    '/api/meetups/:id/outcome',
    {
      schema: {
        tags: ['trades'],
        params: idParams,
        body: meetupOutcomeBody,
        response: { 200: meetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      return { meetup: await settleMeetup(deps, user, campusId, request.params.id, request.body.happened) };
    },
  );
};
