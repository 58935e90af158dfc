import crypto from 'node:crypto';
import { UNIVERSITY_SIGN_IN_MESSAGES } from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binding a SAML answer to the browser that asked for it (login CSRF). The sign-in start sets a
 * random value in a short-lived HttpOnly cookie and keeps its hash with the request; the answer is
 * taken only with that cookie. The IdP's answer is a cross-site form post, which carries no
 * SameSite=Lax cookie (and SameSite=None needs https), so the ACS first answers with a small page
 * of our own that posts the same answer again: that post is same-site and carries the cookie.
 */
export const BROWSER_COOKIE = 'campus_saml_request';

export const hashBrowserKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** A new browser key: the value for the cookie and the hash kept with the request. */
export function newBrowserKey(): { key: string; hash: string } {
  const key = crypto.randomBytes(32).toString('base64url');
  return { key, hash: hashBrowserKey(key) };
}

/** Whether a kept hash is the one of this browser's key (constant time). */
export function sameBrowser(hash: string | null | undefined, key: string | undefined): boolean {
  if (!hash || !key) return false;
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(hashBrowserKey(key), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The cookie lives as long as the request may be answered (maxAgeMs). */
export function setBrowserCookie(reply: FastifyReply, key: string, origin: string, maxAgeMs: number): void {
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${key}; Path=/api/sso/saml; Max-Age=${Math.round(maxAgeMs / 1000)}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The browser key this request carries, if any. */
export function browserKeyOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === BROWSER_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = crypto.createHash('sha256').update(SUBMIT).digest('base64');

/** The same-site page that posts the IdP's answer again to our ACS, now with the browser's cookie. */
export function sendRelayPage(reply: FastifyReply, form: { SAMLResponse: string; RelayState?: string }) {
  const words = UNIVERSITY_SIGN_IN_MESSAGES;
  const relay = form.RelayState
    ? `<input type="hidden" name="RelayState" value="${esc(form.RelayState)}">`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(words.relayTitle)}</title></head><body><form method="post" action="/api/sso/saml/acs"><input type="hidden" name="SAMLResponse" value="${esc(form.SAMLResponse)}">${relay}<input type="hidden" name="relayed" value="1"><noscript><button type="submit">${esc(words.relayContinue)}</button></noscript></form><script>${SUBMIT}</script></body></html>`;
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'sha256-${SUBMIT_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}
