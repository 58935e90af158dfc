import { type CampusDirectory, type HostTarget, resolveHost } from '@campus/domain';
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

/** Resolves the site of every request from its Host header, never from the body. */
export const sitePlugin = fp<{ baseDomain: string; campuses: Pick<CampusDirectory, 'bySubdomain'> }>(
  async (app: FastifyInstance, opts) => {
    app.decorateRequest('site', null as never);
    app.addHook('onRequest', async (request) => {
      request.site = resolveHost(request.headers.host, opts.baseDomain, opts.campuses);
    });
  },
);
