// The route guards every module's routes share: who is signed in, and may they read this campus.
// http/ sits below every module, so it does not read sessions itself: app.ts hands in the accounts
// module's reader (sessionGuardPlugin), and the guards ask it through the request's app.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema';
import { AppError } from './errors';
import { requireSiteCampusId } from './site';

/** The signed-in person, as the session reads them (the users row). */
export type SessionUser = typeof users.$inferSelect;

/** What a viewer may read of a campus: the rule itself is the accounts module's (campus-access.ts). */
export type CampusAccess = 'guest' | 'reader' | 'member';

/** A campus the viewer may read: its id, their access and the viewer (null for a guest). */
export interface VisibleCampus {
  campusId: string;
  access: CampusAccess;
  viewer: SessionUser | null;
}

/** What the guards are given: the accounts module's session reading and campus rule. */
export interface SessionGuard {
  /** The signed-in user of a request, or null for a guest; forwards a refreshed session cookie. */
  readUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
  /** `user`'s view of `campusId`, or the campus's 401 / 403 when they may not read it. */
  visibleCampusFor(user: SessionUser | null, campusId: string): VisibleCampus;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session reader the route guards use (http/guards.ts). */
    sessionGuard: SessionGuard;
  }
}

/** Makes `guard` the app's session reader, for every route registered after it. */
export const sessionGuardPlugin = fp<{ guard: SessionGuard }>(async (app: FastifyInstance, { guard }) => {
  app.decorate('sessionGuard', guard);
});

/** The signed-in user, or null for a guest. Forwards a refreshed session cookie. */
export function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  return request.server.sessionGuard.readUser(request, reply);
}

/** The signed-in user, or 401. Forwards a refreshed session cookie. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const user = await optionalUser(request, reply);
  if (!user) throw new AppError(401, 'not_signed_in', 'Log in to continue.');
  return user;
}

/**
 * The signed-in user and the campus of the site they called, in the order services take them:
 * 404 off a campus site, then 401 for a guest.
 */
export async function requireCampusUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<[SessionUser, string]> {
  const campusId = requireSiteCampusId(request);
  return [await requireUser(request, reply), campusId];
}

/**
 * The site's campus, the viewer's access and the viewer (null for a guest, an unverified account
 * included), after checking that the visitor may read the campus (accounts/campus-access.ts).
 */
export async function visibleCampus(request: FastifyRequest, reply: FastifyReply): Promise<VisibleCampus> {
  const campusId = requireSiteCampusId(request);
  return request.server.sessionGuard.visibleCampusFor(await optionalUser(request, reply), campusId);
}
