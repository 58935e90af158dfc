// The pages of the cost curve (bench/curve.ts) and of the plan test, on the big dataset's landmarks.
import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema';
import { encodeCursor } from '../../lib/cursor';
import { rollUpFinishedDays } from '../../modules/insights/insights-rollup.job';
import { findLandmarks, LANDMARKS } from './big-data';

export interface CurvePage {
  name: string;
  url: string;
  /** Whose session asks: the viewer (a member of the campus) or the campus's moderator. */
  who: 'viewer' | 'moderator';
  /** Search pages (their goal is on p95). */
  search?: boolean;
}

/** The curve's pages by name, in order (curvePages makes them; the plan test names its cases so). */
export const CURVE_PAGE_NAMES = [
  'feed, first page',
  'feed, cursor mid-campus',
  `post page, ${LANDMARKS.treeComments} comments`,
  'search desk',
  'search desk, $20–$50, good or better',
  'search desk, price low to high',
  'search textbok (typo)',
  'profile',
  'profile, posts tab',
  'profile, photos tab',
  'profile, replies tab',
  'profile, likes tab (200 saves)',
  'profile, ratings',
  `chat list (${LANDMARKS.chats} chats)`,
  `chat page (${LANDMARKS.chatMessages} messages)`,
  'notifications',
  'moderation queue',
  'insights, 90 days',
] as const;

/** A session of `userId` as better-auth writes one, and its signed cookie (better-call: `token.HMAC`). */
export async function signIn(pool: pg.Pool, userId: string, secret: string): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await pool.query(
    `insert into sessions (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
    [crypto.randomUUID(), token, userId],
  );
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `campus.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * The landmarks, the campus's number of top-level posts and the curve's pages: the feed's first
 * page and a cursor half-way down the campus, the 500-comment post, search (plain, filtered,
 * sorted, a typo), a profile and its tabs, the chat list and a chat of the member with 200 chats,
 * notifications, the moderation queue and the Insights tab (its 89 days rolled up first).
 */
export async function curvePages(pool: pg.Pool) {
  const lm = await findLandmarks(pool);
  const campus = await pool.query<{ n: number }>(
    `select count(*)::int as n from posts where campus_id = $1 and post_commented_on is null`,
    [lm.campusId],
  );
  const campusPosts = campus.rows[0]!.n;
  const middle = await pool.query<{ id: string; last_modified: Date }>(
    `select id, last_modified from posts where campus_id = $1 and post_commented_on is null
     order by last_modified desc, id desc offset $2 limit 1`,
    [lm.campusId, Math.floor(campusPosts / 2)],
  );
  const mid = middle.rows[0]!;
  const midCursor = encodeCursor({
    t: mid.last_modified.toISOString(),
    id: mid.id,
    n: String(Math.floor(campusPosts / 2)),
  });
  const seller = `/api/profiles/${LANDMARKS.seller}`;
  const pages: CurvePage[] = [
    { name: 'feed, first page', url: '/api/feed', who: 'viewer' },
    { name: 'feed, cursor mid-campus', url: `/api/feed?cursor=${midCursor}`, who: 'viewer' },
    {
      name: `post page, ${LANDMARKS.treeComments} comments`,
      url: `/api/posts/${lm.treePostId}`,
      who: 'viewer',
    },
    { name: 'search desk', url: '/api/search?q=desk', who: 'viewer', search: true },
    {
      name: 'search desk, $20–$50, good or better',
      url: '/api/search?q=desk&minPrice=20&maxPrice=50&condition=new,like_new,good',
      who: 'viewer',
      search: true,
    },
    {
      name: 'search desk, price low to high',
      url: '/api/search?q=desk&sort=price_asc',
      who: 'viewer',
      search: true,
    },
    { name: 'search textbok (typo)', url: '/api/search?q=textbok', who: 'viewer', search: true },
    { name: 'profile', url: seller, who: 'viewer' },
    { name: 'profile, posts tab', url: `${seller}/posts?show=home`, who: 'viewer' },
    { name: 'profile, photos tab', url: `${seller}/posts?show=photos`, who: 'viewer' },
    { name: 'profile, replies tab', url: `${seller}/posts?show=replies`, who: 'viewer' },
    {
      name: 'profile, likes tab (200 saves)',
      url: `/api/profiles/${LANDMARKS.viewer}/posts?show=likes`,
      who: 'viewer',
    },
    { name: 'profile, ratings', url: `${seller}/ratings`, who: 'viewer' },
    { name: `chat list (${LANDMARKS.chats} chats)`, url: '/api/chats', who: 'viewer' },
    {
      name: `chat page (${LANDMARKS.chatMessages} messages)`,
      url: `/api/chats/${lm.chatId}/messages`,
      who: 'viewer',
    },
    { name: 'notifications', url: '/api/notifications', who: 'viewer' },
    { name: 'moderation queue', url: '/api/moderation/reports', who: 'moderator' },
    { name: 'insights, 90 days', url: '/api/moderation/insights', who: 'moderator' },
  ];
  // The Insights tab reads the nightly rollup's days (written once; a second call adds nothing).
  await rollUpFinishedDays(drizzle(pool, { schema }));
  return { landmarks: lm, campusPosts, pages };
}
