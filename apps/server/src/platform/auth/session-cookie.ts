import crypto from 'node:crypto';

/**
 * What a request's Cookie header says about its better-auth session, read without building a
 * better-auth request context: `none` (no session cookie, or a forged one: a guest, as better-auth
 * answers), `token` (a correctly signed session token, still to look up), or `unsure` (cookies only
 * better-auth knows how to handle, such as a stale session-data cookie it clears: ask better-auth).
 */
export type SessionCookie = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'unsure' };

export interface SessionCookieNames {
  /** The signed session token (`campus.session_token`, `__Secure-` prefixed over HTTPS). */
  sessionToken: string;
  /** better-auth's cookie cache, possibly chunked (`….0`, `….1`); we never set it. */
  sessionData: string;
}

/** A Cookie header's name/value pairs, first occurrence wins, values URI-decoded (as better-call parses them). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    if (cookies.has(key)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    try {
      cookies.set(key, value.includes('%') ? decodeURIComponent(value) : value);
    } catch {
      cookies.set(key, value);
    }
  }
  return cookies;
}

/**
 * Reads the session cookie as better-call signs it: `token.signature`, the signature being the
 * base64 HMAC-SHA256 of the token with the auth secret (44 characters). Compared in constant time.
 */
export function createSessionCookieReader(secret: string, names: SessionCookieNames) {
  return (header: string | undefined): SessionCookie => {
    if (!header) return { kind: 'none' };
    const cookies = parseCookieHeader(header);
    for (const key of cookies.keys()) if (key.startsWith(names.sessionData)) return { kind: 'unsure' };
    const value = cookies.get(names.sessionToken);
    if (!value) return { kind: 'none' };
    const dot = value.lastIndexOf('.');
    if (dot < 1) return { kind: 'none' };
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return { kind: 'none' };
    const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected)
      ? { kind: 'token', token }
      : { kind: 'none' };
  };
}
