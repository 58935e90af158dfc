import { CAMPUS_CATALOGUE, campusSubdomain, HUB_CAMPUS_ID } from './catalogue';

/** What a request's host name points at. */
export type HostTarget =
  | { kind: 'hub'; campusId: string }
  | { kind: 'campus'; campusId: string }
  | { kind: 'unknown' };

const SUBDOMAIN_TO_ID = new Map(
  CAMPUS_CATALOGUE.filter((c) => c.id !== HUB_CAMPUS_ID).map((c) => [campusSubdomain(c.shortName), c.id]),
);

/** Strips a port and a trailing dot, lowercases. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/**
 * Decides which site a Host header addresses. `{sub}.{baseDomain}` is a campus when `sub` is a
 * catalogue subdomain and unknown otherwise; the base domain itself (and `www.`) is the hub; any
 * other host (an IP address, an internal health-check name) is the hub too, so the server stays
 * reachable without DNS.
 */
export function resolveHost(host: string | undefined, baseDomain: string): HostTarget {
  const hub: HostTarget = { kind: 'hub', campusId: HUB_CAMPUS_ID };
  if (!host) return hub;
  const h = normaliseHost(host);
  const base = normaliseHost(baseDomain);
  if (h === base || h === `www.${base}`) return hub;
  if (!h.endsWith(`.${base}`)) return hub;
  const sub = h.slice(0, -(base.length + 1));
  const id = SUBDOMAIN_TO_ID.get(sub);
  return id ? { kind: 'campus', campusId: id } : { kind: 'unknown' };
}

/** The public origin of a campus site (or the hub) for a base URL such as `http://localhost:3000`. */
export function campusOrigin(campusId: string, publicBaseUrl: string): string {
  const url = new URL(publicBaseUrl);
  if (campusId !== HUB_CAMPUS_ID) {
    const campus = CAMPUS_CATALOGUE.find((c) => c.id === campusId);
    if (!campus) throw new Error(`Unknown campus ${campusId}`);
    url.hostname = `${campusSubdomain(campus.shortName)}.${url.hostname}`;
  }
  return url.origin;
}
