import {
  answerOfferBody,
  chatOffersSchema,
  confirmHandoffBody,
  makeOfferBody,
  myOffersSchema,
  offerResponseSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { confirmHandoff } from './handoff.service';
import { answerOffer, listMyOffers, listOffersInChat, makeOffer, type OffersDeps } from './offers.service';

const idParams = z.object({ id: z.string().uuid() });

/** Offers on a listing and the handoff that closes the sale: the offer's two members only. */
export const offerRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & OffersDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/posts/:id/offers',
    {
      schema: {
        tags: ['offers'],
        params: idParams,
        body: makeOfferBody,
        response: { 201: offerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      const offer = await makeOffer(deps, user, campusId, request.params.id, request.body);
      return reply.status(201).send({ offer });
    },
  );

  app.get(
    '/api/offers',
    { schema: { tags: ['offers'], response: { 200: myOffersSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return listMyOffers(deps, user, requireSiteCampusId(request));
    },
  );

  app.get(
    '/api/chats/:id/offers',
    { schema: { tags: ['offers'], params: idParams, response: { 200: chatOffersSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return listOffersInChat(deps, user, requireSiteCampusId(request), request.params.id);
    },
  );

  app.post(
    '/api/offers/:id/answer',
    {
      schema: {
        tags: ['offers'],
        params: idParams,
        body: answerOfferBody,
        response: { 200: offerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      return { offer: await answerOffer(deps, user, campusId, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/offers/:id/handoff',
    {
      schema: {
        tags: ['offers'],
        params: idParams,
        body: confirmHandoffBody,
        response: { 200: offerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      return { offer: await confirmHandoff(deps, user, campusId, request.params.id, request.body.code) };
    },
  );
};
