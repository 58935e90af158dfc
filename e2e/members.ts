import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiInPage, siteUrl } from './fixtures';
import { codeFor, uniqueEmail } from './mail';

export const PHOTO = path.join(import.meta.dirname, 'fixtures/photo.jpg');

/** Uploads the test photo as the page's member (its session), under `name`; answers the upload id. */
export async function uploadPhoto(page: Page, name = 'photo.jpg'): Promise<string> {
  const b64 = readFileSync(PHOTO).toString('base64');
  return page.evaluate(
    async ({ data, name }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
      const res = await fetch('/api/uploads', { method: 'POST', body: form });
      return ((await res.json()) as { id: string }).id;
    },
    { data: b64, name },
  );
}

/**
 * The school e-mail domain members of each test campus join with. SMU is a campus no other journey
 * posts on (hostile-content's stored documents need their own feed).
 */
const SCHOOL_DOMAIN = { ou: 'ou.edu', ut: 'utexas.edu', smu: 'smu.edu' } as const;
export type TestCampus = keyof typeof SCHOOL_DOMAIN;

/** A member in a browser of their own. */
export interface Member {
  page: Page;
  id: string;
  username: string;
  email: string;
}

/**
 * A new browser signed in as a member (of OU unless `campus` says otherwise) with a set-up profile
 * (photo and bio), all through the API; its pages open at desktop width unless `viewport` says
 * otherwise (the `newMember` fixture passes the project's).
 */
export async function member(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  project: string,
  campus: TestCampus = 'ou',
  viewport = { width: 1280, height: 900 },
): Promise<Member> {
  // No service worker, as the configs' own contexts (playwright.base.ts): its install is heavy.
  const context = await browser.newContext({
    viewport,
    timezoneId: 'America/Chicago',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  return { page, ...(await joinAsMember(page, request, name, project, campus)) };
}

/**
 * Signs this page's browser up as a member of a campus with a set-up profile, through the API (of
 * the server under test, or of the one on `port`).
 */
export async function joinAsMember(
  page: Page,
  request: APIRequestContext,
  name: string,
  project: string,
  campus: TestCampus = 'ou',
  port?: number,
): Promise<Omit<Member, 'page'>> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase(), project);
  const inbox = port === undefined ? undefined : [siteUrl('hub', '', port).replace(/\/$/, '')];
  // A page of the campus's origin for the API calls (its cookies, its Origin): the health answer, not
  // an app page, whose render and hydration would cost every journey a page load per member.
  await page.goto(siteUrl(campus, '/api/health/live', port));
  const body = { email, fullName: name, password: 'secret123', acceptTerms: true };
  expect((await apiInPage(page, 'POST', '/api/accounts/register', body)).status).toBe(200);
  expect(
    (await apiInPage(page, 'POST', '/api/accounts/verify', { code: await codeFor(request, email, inbox) }))
      .status,
  ).toBe(200);
  const school = `${email.split('@')[0]}@${SCHOOL_DOMAIN[campus]}`;
  expect((await apiInPage(page, 'POST', '/api/me/school-email', { email: school })).status).toBe(204);
  const join = await apiInPage(page, 'POST', '/api/me/school-email/verify', {
    email: school,
    code: await codeFor(request, school, inbox),
  });
  expect(join.status).toBe(200);
  const photo = readFileSync(PHOTO).toString('base64');
  const uploaded = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
    return (await fetch('/api/me/photo', { method: 'POST', body: form })).status;
  }, photo);
  expect(uploaded).toBe(200);
  expect((await apiInPage(page, 'POST', '/api/me/profile', { bio: 'Student seller' })).status).toBe(200);
  const session = await apiInPage<{ user: { id: string; username: string } }>(page, 'GET', '/api/session');
  return { id: session.json.user.id, username: session.json.user.username, email };
}

/** A Lexical document of one paragraph. */
export const doc = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});

/** A listing of `seller` made through the API (the journeys whose subject is not the composer): its id. */
export async function listingBy(seller: { page: Page }, text: string, price: number): Promise<string> {
  const made = await apiInPage<{ id: string }>(seller.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
    price,
  });
  expect(made.status).toBe(201);
  return made.json.id;
}
