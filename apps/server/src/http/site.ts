import {
  type CampusDirectory,
  campusSubdomain,
  type HostTarget,
  normaliseHost,
  renamedCampusOfHost,
  resolveHost,
} from '@campus/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the Host header addresses: the hub, a campus, or nothing known. */
    site: HostTarget;
  }
}

/** The campus id of the request's site; throws 404 for an unknown campus host. */
export function requireSiteCampusId(request: FastifyRequest): string {
  if (request.site.kind === 'unknown') throw notFound('campus_not_found', "This page doesn't exist.");
  return request.site.campusId;
}

/**
 * Resolves the site of every request from its Host header, never from the body. A campus's address
 * from before its short name changed ({id}.{base domain}) still reaches it: a page request is
 * redirected (308) to the same path on the new address, an API request (an open tab, its socket) is
 * answered for the campus where it is.
 */
export const sitePlugin = fp<{
  baseDomain: string;
  campuses: Pick<CampusDirectory, 'bySubdomain' | 'byId'>;
}>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('site', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.site = resolveHost(request.headers.host, opts.baseDomain, opts.campuses);
    if (request.site.kind !== 'unknown') return;
    const renamed = renamedCampusOfHost(request.headers.host, opts.baseDomain, opts.campuses);
    if (!renamed) return;
    if (request.url.startsWith('/api/')) {
      request.site = { kind: 'campus', campusId: renamed.id };
      return;
    }
    const url = new URL(request.url, `${request.protocol}://${request.headers.host}`);
    url.hostname = `${campusSubdomain(renamed.shortName)}.${normaliseHost(opts.baseDomain)}`;
    return reply.redirect(url.toString(), 308);
  });
});
