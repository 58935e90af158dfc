import { campusSubdomain, HUB_CAMPUS_ID } from './catalogue';

/** What a request's host name points at. */
export type HostTarget =
  | { kind: 'hub'; campusId: string }
  | { kind: 'campus'; campusId: string }
  | { kind: 'unknown' };

/** What host resolution needs to know of a campus. */
export interface DirectoryCampus {
  id: string;
  shortName: string;
}

/**
 * The campuses a site knows, looked up by id and by subdomain. The server builds one from the
 * database (its campus registry); the web app from the campuses the API answered.
 */
export interface CampusDirectory<C extends DirectoryCampus = DirectoryCampus> {
  byId(id: string): C | undefined;
  /** The campus whose site is `{subdomain}.{base domain}`; never the hub. */
  bySubdomain(subdomain: string): C | undefined;
  list(): readonly C[];
}

/** A directory of these campuses (the hub among them or not). */
export function campusDirectory<C extends DirectoryCampus>(campuses: readonly C[]): CampusDirectory<C> {
  const list = [...campuses];
  const byId = new Map(list.map((c) => [c.id, c]));
  const bySubdomain = new Map(
    list.filter((c) => c.id !== HUB_CAMPUS_ID).map((c) => [campusSubdomain(c.shortName), c]),
  );
  return {
    byId: (id) => byId.get(id),
    bySubdomain: (subdomain) => bySubdomain.get(subdomain),
    list: () => list,
  };
}

/** Strips a port and a trailing dot, lowercases. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/**
 * Decides which site a Host header addresses. `{sub}.{baseDomain}` is a campus when `sub` is the
 * subdomain of a campus in `campuses` and unknown otherwise; the base domain itself (and `www.`) is
 * the hub; any other host (an IP address, an internal health-check name) is the hub too, so the
 * server stays reachable without DNS.
 */
export function resolveHost(
  host: string | undefined,
  baseDomain: string,
  campuses: Pick<CampusDirectory, 'bySubdomain'>,
): HostTarget {
  const hub: HostTarget = { kind: 'hub', campusId: HUB_CAMPUS_ID };
  if (!host) return hub;
  const h = normaliseHost(host);
  const base = normaliseHost(baseDomain);
  if (h === base || h === `www.${base}`) return hub;
  if (!h.endsWith(`.${base}`)) return hub;
  const campus = campuses.bySubdomain(h.slice(0, -(base.length + 1)));
  return campus ? { kind: 'campus', campusId: campus.id } : { kind: 'unknown' };
}

/**
 * The campus an old address still names after its short name changed: `{id}.{baseDomain}`, when the
 * campus with that id now has another subdomain (the id stays reserved, so nobody else can take the
 * old address). Undefined for any other host. The server redirects pages there.
 */
export function renamedCampusOfHost<C extends DirectoryCampus>(
  host: string | undefined,
  baseDomain: string,
  campuses: Pick<CampusDirectory<C>, 'byId' | 'bySubdomain'>,
): C | undefined {
  if (!host) return undefined;
  const h = normaliseHost(host);
  const base = normaliseHost(baseDomain);
  if (!h.endsWith(`.${base}`)) return undefined;
  const sub = h.slice(0, -(base.length + 1));
  if (campuses.bySubdomain(sub) || sub === HUB_CAMPUS_ID) return undefined;
  const campus = campuses.byId(sub);
  return campus && campusSubdomain(campus.shortName) !== sub ? campus : undefined;
}

/** The public origin of a campus site (or the hub) for a base URL such as `http://localhost:3000`. */
export function campusOrigin(
  campusId: string,
  publicBaseUrl: string,
  campuses: Pick<CampusDirectory, 'byId'>,
): string {
  const url = new URL(publicBaseUrl);
  if (campusId !== HUB_CAMPUS_ID) {
    const campus = campuses.byId(campusId);
    if (!campus) throw new Error(`Unknown campus ${campusId}`);
    url.hostname = `${campusSubdomain(campus.shortName)}.${url.hostname}`;
  }
  return url.origin;
}
