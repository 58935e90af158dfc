import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CookieJar } from './cookies';
import type { TestContext } from './test-app';

/** Undoes the HTML escaping of an attribute value. */
export function decodeHtml(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)));
}

/** The first link in the newest mail to `to` whose address contains `path`. */
export async function linkInMail(t: TestContext, to: string, path: string): Promise<URL> {
  const html = (await lastMailTo(t, to))!.html;
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => decodeHtml(m[1]!))
    .find((h) => h.includes(path));
  expect(href, `a link to ${path} in the mail to ${to}`).toBeDefined();
  return new URL(href!);
}

/** The newest message to `to` in the outbox (as the dev inbox shows it). */
export async function lastMailTo(t: TestContext, to: string) {
  const res = await t.request('localhost', {
    method: 'GET',
    url: `/api/dev/mail?to=${encodeURIComponent(to)}`,
  });
  const [message] = res.json().messages as { subject: string; html: string }[];
  return message;
}

/** The 4-digit code in the newest verification mail to `to`. */
export async function lastCodeTo(t: TestContext, to: string): Promise<string> {
  const mail = await lastMailTo(t, to);
  const code = mail?.subject.match(/^(\d{4}) is your/)?.[1];
  expect(code, `a code e-mailed to ${to}`).toBeDefined();
  return code!;
}

let ipCounter = 0;
/** A distinct client address per request, so per-IP limits do not mix unrelated tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** POSTs JSON to a site with the site's own Origin and the jar's cookies, storing what it sets. */
export async function post(
  t: TestContext,
  site: string,
  url: string,
  body: unknown,
  jar?: CookieJar,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  const host =
    site === 'localhost' ? new URL(t.config.PUBLIC_URL).host : `${site}.${new URL(t.config.PUBLIC_URL).host}`;
  const res = await t.request(site, {
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
    headers: { origin: `http://${host}`, ...(jar ? { cookie: jar.header } : {}) },
  });
  jar?.take(res);
  return res;
}

export async function getSession(t: TestContext, site: string, jar: CookieJar) {
  const res = await t.request(site, { method: 'GET', url: '/api/session', headers: { cookie: jar.header } });
  jar.take(res);
  return res.json().user as null | {
    id: string;
    username: string;
    verified: boolean;
    email: string;
    firstName: string;
    lastName: string;
  };
}

let counter = 0;
/** A fresh e-mail address for a test. */
export function freshEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** The response to a sign-up on OU, terms accepted, whether or not it succeeds. */
export function register(
  t: TestContext,
  email: string,
  fullName: string,
  opts: { password?: string; jar?: CookieJar } = {},
) {
  const body = { email, fullName, password: opts.password ?? 'secret123', acceptTerms: true };
  return post(t, 'ou', '/api/accounts/register', body, opts.jar);
}

/** Registers a user on OU and returns its jar (signed in, not yet verified). */
export async function registerUser(
  t: TestContext,
  opts: { email?: string; fullName?: string; password?: string } = {},
) {
  const jar = new CookieJar();
  const email = opts.email ?? freshEmail();
  const res = await register(t, email, opts.fullName ?? 'Jane Doe', { password: opts.password, jar });
  expect(res.statusCode, res.body).toBe(200);
  return { jar, email, user: res.json().user };
}

/** Registers and verifies a user on OU; returns the signed-in jar. */
export async function verifiedUser(t: TestContext, opts: { email?: string; fullName?: string } = {}) {
  const registered = await registerUser(t, opts);
  const code = await lastCodeTo(t, registered.email);
  const res = await post(t, 'ou', '/api/accounts/verify', { code }, registered.jar);
  expect(res.statusCode, res.body).toBe(200);
  return { ...registered, user: res.json().user };
}

/** A member as memberOf makes one: its user, its addresses and its signed-in cookie jar. */
export type Member = Awaited<ReturnType<typeof memberOf>>;

/** A verified user who also joined `campus` (default OU) with a school e-mail there. */
export async function memberOf(
  t: TestContext,
  campus = 'ou',
  domain = 'ou.edu',
  opts: { fullName?: string } = {},
) {
  const member = await verifiedUser(t, opts);
  const schoolEmail = `${member.email.split('@')[0]}@${domain}`;
  const site = campus;
  expect((await post(t, site, '/api/me/school-email', { email: schoolEmail }, member.jar)).statusCode).toBe(
    204,
  );
  const code = await lastCodeTo(t, schoolEmail);
  const res = await post(t, site, '/api/me/school-email/verify', { email: schoolEmail, code }, member.jar);
  expect(res.statusCode, res.body).toBe(200);
  // Their first request as a member counts them active today (one write, insights/activity.service):
  // made here, a test's first request of theirs costs what any later one does.
  await t.request(site, { method: 'GET', url: '/api/session', headers: { cookie: member.jar.header } });
  return { ...member, schoolEmail, user: res.json().user, newUserPostId: res.json().postId as string };
}
