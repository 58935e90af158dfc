import {
  CLIENT_TIME_ZONE_HEADER,
  decideGeoAccess,
  GEO_BLOCKED_CODE,
  type GeoLocation,
  MESSAGES,
  TIME_ZONE_COOKIE,
} from '@campus/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GeoLookup } from '../platform/geo/geo-lookup';
import { AppError } from './errors';

/**
 * API paths every visitor may call: the site's own campus (so the 404 page renders branded), probes,
 * dev tools, and the OAuth callback (a redirect from Google). An entry ending in '/' is a prefix; any
 * other names one path exactly, so '/api/campus' does not open '/api/campuses'.
 */
export const GEO_GATE_EXEMPT = [
  '/api/health',
  '/api/openapi.json',
  '/api/dev/',
  '/api/campus',
  '/api/auth/callback/',
  // Opened from e-mail clients and one-click unsubscribe requests of mail providers.
  '/api/unsubscribe',
  // Payment providers' webhooks come from their servers (signed; no browser time zone).
  '/api/payments/',
];

function isExempt(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return GEO_GATE_EXEMPT.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}

export interface GeoGateOptions {
  enabled: boolean;
  lookup: GeoLookup;
}

/**
 * Access gating (spec §4.5) on the server: an API request from outside the US, or from a browser whose
 * time zone is not its IP's, is answered like a missing page (403 `geo_blocked`; the web app shows the
 * 404 page). The lookup is local (no third-party call); when it fails the request proceeds.
 */
export const geoGatePlugin = fp<GeoGateOptions>(async (app: FastifyInstance, opts) => {
  if (!opts.enabled) return;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (isExempt(request.url)) return;
    if (!geoAllowed(opts, request)) throw new AppError(403, GEO_BLOCKED_CODE, MESSAGES.notFound.title);
  });
});

/**
 * Whether the gate lets this request's visitor call the gated API: also asked by the server's HTML,
 * which embeds a page's first API answers only for a visitor the API would answer.
 */
export function geoAllowed(opts: GeoGateOptions, request: FastifyRequest): boolean {
  if (!opts.enabled) return true;
  const browserTimeZone = readBrowserTimeZone(request);
  const decision = decideGeoAccess({
    ip: request.ip,
    lookup: safeLookup(opts.lookup, request),
    browserTimeZone,
  });
  request.log.debug({ geoGate: decision.reason, ip: request.ip, browserTimeZone }, 'geo gate');
  return decision.allowed;
}

function safeLookup(geo: GeoLookup, request: FastifyRequest): GeoLocation | null | 'error' {
  try {
    return geo.lookup(request.ip);
  } catch (err) {
    request.log.debug({ err }, 'geo lookup failed');
    return 'error';
  }
}

/** The `x-client-timezone` header, else the `tz` cookie; null when neither carries a value. */
function readBrowserTimeZone(request: FastifyRequest): string | null {
  const header = request.headers[CLIENT_TIME_ZONE_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  return readCookie(request.headers.cookie, TIME_ZONE_COOKIE);
}

function readCookie(cookieHeader: string | undefined, name: string): string | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}
