// A page's first API answers, written into the HTML the server serves for it, so the web app renders
// without waiting for them: the session, the site's campus, and the route's first page
// (the feed's first page for /home on a campus, the post for /post/:id), and for a signed-in visitor
// what the shell asks on every page (the unread counts; on a campus, the moderation role). Each answer is exactly what
// the API route would answer this visitor: the same service functions, the same access rules, the
// same serialisation (the route's zod schema); a route that would refuse the visitor is left out
// (the app then calls it and shows its error as before).
import {
  campusSchema,
  feedPageSchema,
  HUB_CAMPUS_ID,
  type Media,
  moderationRoleSchema,
  type Post,
  sessionSchema,
  unreadSchema,
} from '@campus/domain';
import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { responseJsonSchema } from '../../http/serializer';
import { escapeHtml } from '../../lib/html';
import type { UserRow } from '../accounts/accounts.repository';
import type { AccountsDeps } from '../accounts/accounts.service';
import { visibleCampusFor } from '../accounts/campus-access';
import { optionalUserWith } from '../accounts/session-guard';
import { toViewer } from '../accounts/viewer';
import { getCampus, knownCampus, type SiteInfo } from '../campuses/campuses.service';
import { getFeedPage } from '../feed/feed.service';
import { roleColumns, roleOf } from '../moderation/roles.service';
import { unreadColumns, unreadCounts } from '../notifications/notifications.service';
import { getPostDetailAnswer } from '../posts/posts.service';
import { findShellCounts, type ShellCounts } from './first-answers.repository';
import { postIdOf } from './page-path';
import { sessionWithShellOn } from './shell-session';

/** The id of the script element that carries the answers (read by apps/web/src/lib/first-answers.ts). */
export const FIRST_ANSWERS_ID = 'first-answers';

const serializers = new Map<z.ZodType, (data: unknown) => string>();
/** The answer as the route's compiled serializer writes it (unknown fields dropped, dates as text). */
function serialize(schema: z.ZodType, data: unknown): string {
  let stringify = serializers.get(schema);
  if (!stringify) {
    stringify = fastJson(responseJsonSchema(schema)) as (data: unknown) => string;
    serializers.set(schema, stringify);
  }
  return stringify(data);
}

/** A refusal the API would answer with a 4xx (not signed in, private campus, missing post): no answer. */
async function unlessRefused<T>(answer: () => Promise<T>): Promise<T | null> {
  try {
    return await answer();
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) return null;
    throw err;
  }
}

type RouteAnswer = { path: string; json: string; firstPhoto: Media | null; post?: Post };
const firstPhotoOf = (media: Media[] | undefined) => (media?.[0]?.kind === 'image' ? media[0] : null);

/** The route's own answer, the data the page's first render asks for (null: nothing to embed). */
async function routeAnswer(
  db: AccountsDeps['db'],
  user: UserRow | null,
  campusId: string,
  pagePath: string,
): Promise<RouteAnswer | null> {
  if (campusId === HUB_CAMPUS_ID) return null;
  if (pagePath === '/home') {
    // The feed shows only to a signed-in visitor (a guest sees the join gate), as GET /api/feed.
    if (!user) return null;
    return unlessRefused(async () => {
      const { viewer } = visibleCampusFor(user, campusId);
      const page = await getFeedPage(db, campusId, viewer?.id ?? null, undefined);
      const json = serialize(feedPageSchema, page);
      return { path: '/api/feed', json, firstPhoto: firstPhotoOf(page.posts[0]?.media) };
    });
  }
  const postId = postIdOf(pagePath);
  if (postId) {
    return unlessRefused(async () => {
      const { viewer } = visibleCampusFor(user, campusId);
      // The route's own answer: its text comes mostly from PostgreSQL, sent as it is (posts.routes.ts).
      const { post, json } = await getPostDetailAnswer(db, campusId, postId, viewer?.id ?? null);
      return { path: `/api/posts/${postId}`, json, firstPhoto: firstPhotoOf(post.media), post };
    });
  }
  return null;
}

/**
 * What the shell asks on every page for a signed-in visitor, as GET /api/unread and GET
 * /api/moderation/role answer (the app asks the role only of a verified account on a campus site).
 * Without them each came after the page had hydrated, and each answer re-rendered part of the shell.
 */
async function viewerAnswers(
  db: AccountsDeps['db'],
  user: UserRow | null,
  campusId: string,
  /** The counts and roles, when the session's statement read them. */
  known: ShellCounts | null,
): Promise<[string, string][]> {
  if (!user) return [];
  const asksRole = toViewer(user).verified && campusId !== HUB_CAMPUS_ID;
  // The same answers as unreadCounts and getRole, in one statement (the session's, most often).
  const found =
    known ??
    (asksRole
      ? await findShellCounts(db, {
          unread: unreadColumns(db, user.id),
          roles: roleColumns(db, user.id, campusId),
        })
      : null);
  const unread = found
    ? { notifications: found.notifications, chats: found.chats }
    : await unreadCounts(db, user.id);
  const role = found && asksRole ? roleOf(found) : null;
  const entries: [string, string][] = [['/api/unread', serialize(unreadSchema, unread)]];
  if (role) entries.push(['/api/moderation/role', serialize(moderationRoleSchema, role)]);
  return entries;
}

export interface FirstAnswers {
  /** JSON of `{ [apiPath]: answer }`, safe inside a script element (no `<`, `>` or `&`). */
  json: string;
  /** Whether the answers are a signed-in visitor's own (the page must not be cached for others). */
  personal: boolean;
  /** The first post's first photo: likely the page's largest paint, preloaded by the HTML. */
  firstPhoto: Media | null;
  /** A post page's post, as the answers carry it (its link preview is made from it). */
  post: Post | null;
}

/**
 * The first answers of a page of a known site, keyed by the API path the app calls. The session
 * cookie's refresh, if any, is forwarded to `reply` as GET /api/session does.
 */
export async function firstAnswersFor(
  deps: AccountsDeps,
  /** Where the page's data is read (a replica or the primary); the session stays on the primary. */
  readDb: AccountsDeps['db'],
  site: SiteInfo,
  request: FastifyRequest,
  reply: FastifyReply,
  campusId: string,
  pagePath: string,
): Promise<FirstAnswers> {
  // The campus from the registry, as every request's Host is: a query for it was a sixth of a page's.
  // The shell's counts and roles come with the session: a statement fewer on every page.
  const [{ user, more }, campus] = await Promise.all([
    optionalUserWith(deps, request, reply, sessionWithShellOn(campusId)),
    knownCampus(deps.campuses, campusId, site) ?? getCampus(readDb, campusId, site),
  ]);
  const entries: [string, string][] = [
    ['/api/session', serialize(sessionSchema, { user: user ? toViewer(user) : null })],
    ['/api/campus', serialize(campusSchema, campus)],
  ];
  const [route, shell] = await Promise.all([
    routeAnswer(readDb, user, campusId, pagePath),
    viewerAnswers(readDb, user, campusId, more),
  ]);
  if (route) entries.push([route.path, route.json]);
  entries.push(...shell);
  const json = `{${entries.map(([path, answer]) => `${JSON.stringify(path)}:${answer}`).join(',')}}`;
  return {
    json: escapeForScript(json),
    personal: user !== null,
    firstPhoto: route?.firstPhoto ?? null,
    post: route?.post ?? null,
  };
}

/**
 * JSON made safe as the text of a `<script type="application/json">`: `<`, `>` and `&` written as
 * \u escapes (the same string to JSON.parse), so no text can close the element or open a comment.
 */
export function escapeForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The script element of the answers, after a preload of the first photo with the same srcset and
 * sizes as the app's <img> (apps/web/src/entities/posts/components/post-media.tsx), so the browser
 * fetches the very file the page then shows, while the scripts load.
 */
export function renderFirstAnswers(answers: FirstAnswers): string {
  const photo = answers.firstPhoto;
  const preload = photo
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(photo.url)}" imagesrcset="${escapeHtml(
        photo.variants.map((v) => `${v.url} ${v.width}w`).join(', '),
      )}" imagesizes="${PHOTO_SIZES}" />\n    `
    : '';
  return `${preload}<script type="application/json" id="${FIRST_ANSWERS_ID}">${answers.json}</script>`;
}

/** The `sizes` of a post's photo (post-media.tsx). */
const PHOTO_SIZES = '(max-width: 769px) 100vw, 500px';
