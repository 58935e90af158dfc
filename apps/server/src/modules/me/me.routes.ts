import {
  awayBody,
  birthDateBody,
  emailBody,
  emailCodeBody,
  genderBody,
  passwordChangeBody,
  passwordStatusSchema,
  paymentsSchema,
  phoneBody,
  profileBody,
  SETTINGS_MESSAGES,
  schoolCodeBody,
  schoolEmailBody,
  usernameBody,
  viewerSchema,
} from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import { readLimited } from '../../platform/storage/storage';
import { assertVerified } from '../accounts/account-checks';
import { campusShortName } from '../accounts/accounts.auth';
import type { UserRow } from '../accounts/accounts.service';
import { toViewer, userReply } from '../accounts/viewer';
import { endAway, setAway, setShowReplyTime } from './away.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { type MeDeps, PROFILE_PHOTO_MAX_BYTES, setProfilePhoto, updateProfile } from './me.service';
import { confirmSchoolJoin, joinCampusId, requestSchoolJoin } from './school-join.service';
import {
  changeBirthDate,
  changeGender,
  changePassword,
  changePhone,
  changeUsername,
  getPasswordStatus,
  getPayments,
  setEmailNotifications,
} from './settings.service';

const errors = errorResponses;

/** The signed-in user, whose account e-mail must be verified (403 otherwise). */
export async function requireVerifiedUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow> {
  const user = await requireUser(request, reply);
  assertVerified(user);
  return user;
}

/** The signed-in user's own account: settings, school e-mail, profile and photo (accounts-and-money §2.2). */
export const meRoutes: FastifyPluginAsyncZod<{ deps: MeDeps }> = async (app, { deps }) => {
  const opts = (body: z.ZodType, response: z.ZodType = userReply) => ({
    schema: { tags: ['me'], body, response: { 200: response, 204: z.null(), ...errors } },
  });

  app.post('/api/me/username', opts(usernameBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    const { username } = request.body as z.infer<typeof usernameBody>;
    return { user: toViewer(await changeUsername(deps, user, username)) };
  });

  app.post('/api/me/phone', opts(phoneBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    return {
      user: toViewer(await changePhone(deps, user, (request.body as z.infer<typeof phoneBody>).phone)),
    };
  });

  app.post('/api/me/gender', opts(genderBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    return {
      user: toViewer(await changeGender(deps, user, (request.body as z.infer<typeof genderBody>).gender)),
    };
  });

  app.post('/api/me/birth-date', opts(birthDateBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    return {
      user: toViewer(await changeBirthDate(deps, user, request.body as z.infer<typeof birthDateBody>)),
    };
  });

  app.post('/api/me/password', opts(passwordChangeBody), async (request, reply) => {
    await requireVerifiedUser(request, reply);
    const headers = await changePassword(
      deps,
      authHeaders(request),
      request.body as z.infer<typeof passwordChangeBody>,
    );
    forwardCookies(reply, headers);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/me/password',
    { schema: { tags: ['me'], response: { 200: passwordStatusSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return getPasswordStatus(deps, user);
    },
  );

  app.post('/api/me/email', opts(emailBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    const site = requireSiteCampusId(request);
    await requestEmailChange(
      deps,
      user,
      (request.body as z.infer<typeof emailBody>).email,
      campusShortName(deps.campuses, site),
      request.ip,
    );
    return reply.status(204).send(null);
  });

  app.post('/api/me/email/verify', opts(emailCodeBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    const { email, code } = request.body as z.infer<typeof emailCodeBody>;
    return { user: toViewer(await confirmEmailChange(deps, user, email, code, request.ip)) };
  });

  app.post('/api/me/school-email', opts(schoolEmailBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    const body = request.body as z.infer<typeof schoolEmailBody>;
    await requestSchoolJoin(
      deps,
      user,
      body.email,
      joinCampusId(requireSiteCampusId(request), body.campusId),
      request.ip,
    );
    return reply.status(204).send(null);
  });

  app.post(
    '/api/me/school-email/verify',
    opts(schoolCodeBody, z.object({ user: viewerSchema, postId: z.string() })),
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      const body = request.body as z.infer<typeof schoolCodeBody>;
      const campusId = joinCampusId(requireSiteCampusId(request), body.campusId);
      const result = await confirmSchoolJoin(deps, user, {
        email: body.email,
        campusId,
        code: body.code,
        ip: request.ip,
      });
      return { user: toViewer(result.user), postId: result.postId };
    },
  );

  app.post('/api/me/profile', opts(profileBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    return {
      user: toViewer(await updateProfile(deps, user, request.body as z.infer<typeof profileBody>)),
    };
  });

  app.post(
    '/api/me/photo',
    { schema: { tags: ['me'], consumes: ['multipart/form-data'], response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      const file = await request
        .file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } })
        .catch(() => undefined);
      if (!file) throw new AppError(400, 'only_photos', SETTINGS_MESSAGES.onlyPhotos);
      const data = await readLimited(file.file, PROFILE_PHOTO_MAX_BYTES).catch(() => {
        throw new AppError(413, 'too_large', 'That photo is too large (10 MB at most).');
      });
      if (file.file.truncated)
        throw new AppError(413, 'too_large', 'That photo is too large (10 MB at most).');
      return { user: toViewer(await setProfilePhoto(deps, user, data)) };
    },
  );

  app.post(
    '/api/me/email-notifications',
    opts(z.object({ enabled: z.boolean() })),
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      const { enabled } = request.body as { enabled: boolean };
      return { user: toViewer(await setEmailNotifications(deps, user, enabled)) };
    },
  );

  // Away mode and the reply time (/settings/away): away hides the member's listings on this campus.
  app.put('/api/me/away', opts(awayBody), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    const body = request.body as z.infer<typeof awayBody>;
    return { user: toViewer(await setAway(deps.db, user, requireSiteCampusId(request), body)) };
  });

  app.delete(
    '/api/me/away',
    { schema: { tags: ['me'], response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      return { user: toViewer(await endAway(deps.db, user, requireSiteCampusId(request))) };
    },
  );

  app.post('/api/me/reply-time', opts(z.object({ show: z.boolean() })), async (request, reply) => {
    const user = await requireVerifiedUser(request, reply);
    const { show } = request.body as { show: boolean };
    return { user: toViewer(await setShowReplyTime(deps.db, user, show)) };
  });

  app.get(
    '/api/me/payments',
    { schema: { tags: ['me'], response: { 200: paymentsSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      return getPayments(deps, user);
    },
  );
};
