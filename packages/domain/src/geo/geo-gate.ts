/**
 * Access gating (spec §4.5): only a visitor whose IP is in the US and whose browser reports the
 * IP's time zone gets in; everyone else sees the 404 page. A failed lookup lets the request through.
 */

/** The request header carrying the browser's `Intl…resolvedOptions().timeZone`. */
export const CLIENT_TIME_ZONE_HEADER = 'x-client-timezone';
/** The cookie read when the header is absent (requests the page makes without our API client). */
export const TIME_ZONE_COOKIE = 'tz';
/** The API error code of a refused request; the web app shows the 404 page for it. */
export const GEO_BLOCKED_CODE = 'geo_blocked';

/** What the GeoIP database knows about an address. */
export interface GeoLocation {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  country: string;
  /** IANA name, e.g. 'America/Chicago'. */
  timeZone: string | null;
}

export interface GeoAccessInput {
  ip: string;
  /** null: the address is not in the database; 'error': the lookup itself failed. */
  lookup: GeoLocation | null | 'error';
  browserTimeZone: string | null;
}

export type GeoAccessReason = 'private-address' | 'lookup-failed' | 'not-us' | 'time-zone-mismatch' | 'ok';

export interface GeoAccessDecision {
  allowed: boolean;
  reason: GeoAccessReason;
}

/** Decides whether a request may proceed, from its address, what the database says and the browser. */
export function decideGeoAccess({ ip, lookup, browserTimeZone }: GeoAccessInput): GeoAccessDecision {
  if (isPrivateOrLoopback(ip)) return { allowed: true, reason: 'private-address' };
  if (lookup === 'error' || lookup === null) return { allowed: true, reason: 'lookup-failed' };
  if (lookup.country !== 'US') return { allowed: false, reason: 'not-us' };
  // A US record without a zone is a gap in the data, not the visitor's doing: like a failed lookup.
  if (lookup.timeZone === null) return { allowed: true, reason: 'lookup-failed' };
  if (!browserTimeZone || !isSameTimeZone(browserTimeZone, lookup.timeZone)) {
    return { allowed: false, reason: 'time-zone-mismatch' };
  }
  return { allowed: true, reason: 'ok' };
}

/**
 * Equal IANA zones, including links to one zone: browsers report ICU's names ('America/Indianapolis')
 * where GeoIP data uses the canonical ones ('America/Indiana/Indianapolis'). Distinct zones that share
 * an offset (America/Chicago, America/Winnipeg) stay different.
 */
export function isSameTimeZone(a: string, b: string): boolean {
  return a === b || canonicalTimeZone(a) === canonicalTimeZone(b);
}

function canonicalTimeZone(name: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return name; // not a zone this runtime knows: compared as written
  }
}

/** Loopback, private, link-local and carrier-grade NAT addresses, IPv4 or IPv6 (incl. ::ffff:a.b.c.d). */
export function isPrivateOrLoopback(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4) return isPrivateIPv4(v4);
  const v6 = parseIPv6(ip);
  if (!v6) return false;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = v6;
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroPrefix && g5 === 0xffff) return isPrivateIPv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 1) return true; // ::1
  return (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80; // fc00::/7, fe80::/10
}

function isPrivateIPv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** Four octets, or null when `text` is not a dotted-quad IPv4 address. */
function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** Eight 16-bit groups, or null when `text` is not an IPv6 address (a zone id such as %eth0 is ignored). */
function parseIPv6(text: string): number[] | null {
  const address = text.split('%')[0] ?? '';
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<number>(Math.max(missing, 0)).fill(0), ...tail];
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [i, part] of parts.entries()) {
    const v4 = i === parts.length - 1 && part.includes('.') ? parseIPv4(part) : null;
    if (v4) groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
    else if (/^[0-9a-f]{1,4}$/i.test(part)) groups.push(Number.parseInt(part, 16));
    else return null;
  }
  return groups;
}
