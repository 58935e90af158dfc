import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  campusAboutSchema,
  createCommentBody,
  createPostBody,
  feedPageSchema,
  likeSchema,
  MAX_VIDEO_BYTES,
  mediaQuery,
  POST_MESSAGES,
  postDetailWireSchema,
  postSchema,
  uploadSchema,
} from '@campus/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { AppError } from '../../http/errors';
import { requireUser, visibleCampus } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { saveLimited } from '../../platform/storage/storage';
import type { UserRow } from '../accounts/accounts.repository';
import type { AccountsDeps } from '../accounts/accounts.service';
import { getCampusAbout } from '../campuses/campus-about.service';
import { createComment, createPost } from './post-create.service';
import { deletePost } from './post-delete.service';
import { toggleLike } from './post-saves.service';
import { getMediaPage, getPostDetailJson, getSavedPage, type PostsDeps } from './posts.service';
import { assertCanUpload, createUpload } from './uploads.service';

type Deps = AccountsDeps & PostsDeps;

const cursorQuery = z.object({ cursor: z.string().max(500).optional() });
const idParams = z.object({ id: z.string().uuid() });
const errors = errorResponses;

/** Photos, Saved, About, post pages, uploads, posting, comments, saves and deletion (community §2, §4, §7). */
export const postRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/media',
    { schema: { tags: ['posts'], querystring: mediaQuery, response: { 200: feedPageSchema, ...errors } } },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      const { cursor, showSold } = request.query;
      return getMediaPage(await request.readDb(), campusId, viewer?.id ?? null, cursor, showSold === 'true');
    },
  );

  app.get(
    '/api/saved',
    { schema: { tags: ['posts'], querystring: cursorQuery, response: { 200: feedPageSchema, ...errors } } },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const user = await requireUser(request, reply);
      return getSavedPage(deps.db, campusId, user, request.query.cursor);
    },
  );

  app.get(
    '/api/campus/about',
    {
      schema: { tags: ['posts'], querystring: cursorQuery, response: { 200: campusAboutSchema, ...errors } },
    },
    async (request, reply) =>
      getCampusAbout(
        await request.readDb(),
        (await visibleCampus(request, reply)).campusId,
        request.query.cursor,
      ),
  );

  app.get(
    '/api/posts/:id',
    { schema: { tags: ['posts'], params: idParams, response: { 200: postDetailWireSchema, ...errors } } },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      const json = await getPostDetailJson(
        await request.readDb(),
        campusId,
        request.params.id,
        viewer?.id ?? null,
      );
      // The answer's JSON comes mostly from PostgreSQL as text and is sent as it is (a
      // string with a JSON content type skips the serializer); tests and development check it
      // against the schema as the serializer checks every other reply.
      if (deps.config.CHECK_RESPONSES) postDetailWireSchema.parse(JSON.parse(json));
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  // Who may upload is decided in onRequest, before the multipart body is read: a refused account
  // never makes the server take in up to 200 MB.
  const uploaders = new WeakMap<FastifyRequest, UserRow>();
  app.post(
    '/api/uploads',
    {
      schema: {
        tags: ['posts'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadSchema, ...errors },
      },
      onRequest: async (request, reply) => {
        try {
          const user = await requireUser(request, reply);
          await assertCanUpload(deps, user, requireSiteCampusId(request));
          uploaders.set(request, user);
        } catch (err) {
          // Close the connection after the refusal rather than drain the unread body.
          reply.header('connection', 'close');
          throw err;
        }
      },
    },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const user = uploaders.get(request) ?? (await requireUser(request, reply));
      const file = await request
        .file({ limits: { fileSize: MAX_VIDEO_BYTES, files: 1 } })
        .catch(() => undefined);
      if (!file) throw new AppError(400, 'wrong_file_type', POST_MESSAGES.wrongFileType);
      // The file waits for its turn on disk, not in memory (saveLimited); removed once answered.
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'campus-upload-'));
      try {
        const saved = path.join(dir, 'file');
        const size = await saveLimited(file.file, MAX_VIDEO_BYTES, saved).catch(() => {
          throw new AppError(413, 'too_large', 'That file is too large.');
        });
        if (file.file.truncated) throw new AppError(413, 'too_large', 'That file is too large.');
        return reply.status(201).send(await createUpload(deps, user, campusId, { path: saved, size }));
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.post(
    '/api/posts',
    { schema: { tags: ['posts'], body: createPostBody, response: { 201: postSchema, ...errors } } },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const user = await requireUser(request, reply);
      return reply.status(201).send(await createPost(deps, user, campusId, request.body));
    },
  );

  app.post(
    '/api/posts/:id/comments',
    {
      schema: {
        tags: ['posts'],
        params: idParams,
        body: createCommentBody,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const user = await requireUser(request, reply);
      return reply
        .status(201)
        .send(await createComment(deps, user, campusId, request.params.id, request.body));
    },
  );

  app.post(
    '/api/posts/:id/like',
    { schema: { tags: ['posts'], params: idParams, response: { 200: likeSchema, ...errors } } },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const user = await requireUser(request, reply);
      return toggleLike(deps, user, campusId, request.params.id);
    },
  );

  app.delete(
    '/api/posts/:id',
    { schema: { tags: ['posts'], params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      const user = await requireUser(request, reply);
      await deletePost(deps, user, campusId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
