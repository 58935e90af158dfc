import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';
import {
  optionalUser,
  requireCampusUser,
  requireUser,
  type SessionGuard,
  type SessionUser,
  sessionGuardPlugin,
  visibleCampus,
} from './guards';
import { sitePlugin } from './site';

const ada = { id: 'u1', username: 'ada' } as SessionUser;

/** An app whose session reader answers `user`, with one route per guard. */
async function appWith(user: SessionUser | null) {
  const app = Fastify();
  registerErrorHandler(app);
  const guard: SessionGuard = {
    readUser: async (_request, reply) => {
      reply.header('set-cookie', 'refreshed=1');
      return user;
    },
    visibleCampusFor: (viewer, campusId) => ({ campusId, access: viewer ? 'member' : 'guest', viewer }),
  };
  await app.register(sessionGuardPlugin, { guard });
  await app.register(sitePlugin, {
    baseDomain: 'localhost',
    campuses: {
      bySubdomain: (sub: string) => (sub === 'ou' ? { id: 'ou' } : undefined),
      byId: (id: string) => (id === 'ou' ? { id: 'ou' } : undefined),
    } as never,
  });
  // Guards work in an encapsulated plugin, as every module's routes are.
  await app.register(async (routes) => {
    routes.get('/optional', async (request, reply) => ({
      user: (await optionalUser(request, reply))?.id ?? null,
    }));
    routes.get('/required', async (request, reply) => ({ user: (await requireUser(request, reply)).id }));
    routes.get('/campus-user', async (request, reply) => {
      const [u, campusId] = await requireCampusUser(request, reply);
      return { user: u.id, campusId };
    });
    routes.get('/visible', async (request, reply) => {
      const { campusId, access, viewer } = await visibleCampus(request, reply);
      return { campusId, access, viewer: viewer?.id ?? null };
    });
  });
  await app.ready();
  return app;
}

describe('the route guards', () => {
  it('read the user through the reader the app registered, which may refresh the cookie', async () => {
    const app = await appWith(ada);
    const res = await app.inject({ url: '/optional', headers: { host: 'ou.localhost' } });
    expect(res.json()).toEqual({ user: 'u1' });
    expect(res.headers['set-cookie']).toBe('refreshed=1');
    expect((await app.inject({ url: '/required', headers: { host: 'ou.localhost' } })).json()).toEqual({
      user: 'u1',
    });
  });

  it('answer 401 to a guest where a user is required, and null where not', async () => {
    const app = await appWith(null);
    expect((await app.inject({ url: '/optional', headers: { host: 'ou.localhost' } })).json()).toEqual({
      user: null,
    });
    const res = await app.inject({ url: '/required', headers: { host: 'ou.localhost' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });

  it('take the campus from the site: 404 off a campus before 401 for a guest', async () => {
    const guest = await appWith(null);
    expect(
      (await guest.inject({ url: '/campus-user', headers: { host: 'nowhere.localhost' } })).statusCode,
    ).toBe(404);
    expect((await guest.inject({ url: '/campus-user', headers: { host: 'ou.localhost' } })).statusCode).toBe(
      401,
    );
    const member = await appWith(ada);
    expect((await member.inject({ url: '/campus-user', headers: { host: 'ou.localhost' } })).json()).toEqual({
      user: 'u1',
      campusId: 'ou',
    });
  });

  it("ask the accounts module's rule for the site's campus", async () => {
    const app = await appWith(ada);
    expect((await app.inject({ url: '/visible', headers: { host: 'ou.localhost' } })).json()).toEqual({
      campusId: 'ou',
      access: 'member',
      viewer: 'u1',
    });
  });
});
