import {
  chatSchema,
  messagePageSchema,
  messageSchema,
  sendMessageBody,
  startChatBody,
  stillAvailableBodySchema,
  stillAvailableSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import * as chats from './chats.service';
import * as messages from './messages.service';
import { askStillAvailable } from './post-inquiries.service';
import * as reactions from './reactions.service';

type Deps = AccountsDeps & chats.ChatsDeps;

const idParams = z.object({ id: z.string().uuid() });
const errors = errorResponses;

/** Direct messages (community §4): participants only, members to send; "Is this still available?". */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/chats',
    { schema: { tags: ['chats'], response: { 200: z.object({ chats: z.array(chatSchema) }), ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return { chats: await chats.listChats(deps, me) };
    },
  );

  app.post(
    '/api/chats',
    {
      schema: {
        tags: ['chats'],
        body: startChatBody,
        response: { 200: z.object({ chat: chatSchema, created: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return chats.startChat(deps, me, requireSiteCampusId(request), request.body.userId);
    },
  );

  app.get(
    '/api/chats/:id',
    { schema: { tags: ['chats'], params: idParams, response: { 200: chatSchema, ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return chats.getChat(deps, me, request.params.id);
    },
  );

  app.get(
    '/api/chats/:id/messages',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        querystring: z.object({
          cursor: z.string().max(500).optional(),
          after: z.string().uuid().optional(),
        }),
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      const json = await messages.listMessagesJson(deps, me, request.params.id, request.query);
      // The page's JSON comes from PostgreSQL as text and is sent as it is (a string with
      // a JSON content type skips the serializer); tests and development check it against the
      // schema as the serializer checks every other reply.
      if (deps.config.CHECK_RESPONSES) messagePageSchema.parse(JSON.parse(json));
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/api/chats/:id/messages',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        body: sendMessageBody,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      const message = await messages.sendMessage(
        deps,
        me,
        requireSiteCampusId(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/chats/:id/read',
    { schema: { tags: ['chats'], params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      await chats.markChatRead(deps, me, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/chats/:id',
    { schema: { tags: ['chats'], params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      await chats.deleteChat(deps, me, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/messages/:id/react',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        response: { 200: z.object({ liked: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return reactions.toggleReaction(deps, me, request.params.id);
    },
  );

  app.post(
    '/api/posts/:id/still-available',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        body: stillAvailableBodySchema,
        response: { 201: stillAvailableSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      const campusId = requireSiteCampusId(request);
      const asked = await askStillAvailable(deps, me, campusId, request.params.id, request.body?.clientKey);
      return reply.status(201).send(asked);
    },
  );
};
