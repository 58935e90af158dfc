import {
  HOUSING_MEDIAN_MIN_LISTINGS,
  type ListingFilters,
  type Media,
  PAGE_SIZES,
  POST_MESSAGES,
  type Post,
  rentFarBelowMedian,
} from '@campus/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { hasListingFilters } from '../../db/listing-filters';
import type { PostMediaJson } from '../../db/post-rows';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { VideoProcessor } from '../../platform/media/video';
import type { EventBus } from '../../platform/realtime/bus';
import type { FileStorage } from '../../platform/storage/storage';
import { assertNotSuspended, assertSchoolVerified } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import type { CampusLookup } from '../campuses/campus-status';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { housingOf } from './housing-fields';
import { campusHousingRents } from './housing-median.repository';
import { findPostAndTree, findShownPost } from './post-tree.repository';
import {
  type FeedKey,
  findPost,
  likedAmong,
  listFeed,
  listFilteredFeed,
  listMediaFeed,
  listMediaOf,
  listSaved,
  type PostRow,
  type ShownPostRow,
} from './posts.repository';

export interface PostsDeps {
  db: Database;
  /** Per-member posting rates (RATE_LIMIT_MEMBER_FACTOR). */
  config: Pick<Config, 'RATE_LIMIT_MEMBER_FACTOR' | 'NEW_ACCOUNT_LIMITS'>;
  storage: FileStorage;
  /** Realtime events, published after commit. */
  bus: EventBus;
  /** Activity e-mails (comments, replies, saves). */
  activity: ActivityMailConfig;
  /** Prepares uploaded videos (ffmpeg, a bounded queue). */
  videos: VideoProcessor;
  /** Which campuses are retired (no new posts there). */
  campuses: CampusLookup;
}

const fileUrl = (key: string) => `/files/${key}?v=1`;

function toMedia(row: PostMediaJson): Media {
  return {
    id: row.id,
    kind: row.kind,
    url: fileUrl(row.imgPath),
    width: row.imgWidth,
    height: row.imgHeight,
    placeholder: row.placeholder,
    alt: row.alt,
    variants: row.variants.map((v) => ({ width: v.width, url: fileUrl(v.key) })),
  };
}

/** A post row as the API shows it, given its media and whether the viewer saved it. */
function toPost(r: PostRow, media: Media[], likedByMe: boolean): Post {
  const housing = housingOf(r);
  return {
    id: r.id,
    campusId: r.campusId,
    type: r.type,
    text: r.text ?? null,
    plainText: r.plainText,
    category: r.category,
    priceCents: r.priceCents,
    condition: r.condition,
    kind: r.kind,
    upToCents: r.upToCents,
    courses: r.courses,
    isbn: r.isbn,
    user: r.user,
    imgCount: r.imgCount,
    hasPhoto: r.hasPhoto,
    likeCount: r.likeCount,
    commentCount: r.commentCount,
    postCommentedOn: r.postCommentedOn,
    depth: r.depth,
    media,
    likedByMe,
    createdAt: r.createdAt.toISOString(),
    lastModified: r.lastModified.toISOString(),
    status: r.status,
    editedAt: r.editedAt?.toISOString() ?? null,
    // Only on listings they apply to, so every other post keeps the shape the comment tree gives.
    ...(housing ? { housing } : {}),
    ...(r.expiredAt ? { expiredAt: r.expiredAt.toISOString() } : {}),
    ...(r.remindedAt ? { remindedAt: r.remindedAt.toISOString() } : {}),
    // Held for review: only its author is ever sent it.
    ...(r.held ? { held: r.held } : {}),
    isSponsored: false,
    cta: r.cta ?? null,
    adId: r.adId,
    ad: r.adId && r.adStatus ? { id: r.adId, status: r.adStatus } : null,
  };
}

/** Rows that carry their media and the viewer's save (read in the same statement). */
export function presentShown(rows: readonly ShownPostRow[]): Post[] {
  return rows.map((r) => toPost(r, r.media.map(toMedia), r.likedByMe));
}

/** Rows with their media and the viewer's saves: two more queries, whatever the number of rows. */
export async function present(
  db: Executor,
  rows: readonly PostRow[],
  viewerId: string | null,
): Promise<Post[]> {
  const ids = rows.map((r) => r.id);
  const [media, liked] = await Promise.all([
    listMediaOf(db, ids),
    viewerId ? likedAmong(db, viewerId, ids) : Promise.resolve(new Set<string>()),
  ]);
  const byPost = new Map<string, Media[]>();
  for (const m of media) byPost.set(m.postId, [...(byPost.get(m.postId) ?? []), toMedia(m)]);
  return rows.map((r) => toPost(r, byPost.get(r.id) ?? [], liked.has(r.id)));
}

/** Members of this campus only: a verified account with a verified school here (the verify-school prompt). */
export function assertMember(user: UserRow, campusId: string): void {
  assertSchoolVerified(user, campusId);
}

/** Posting also needs no suspension and a set-up profile (picture and bio). */
export function assertCanPost(user: UserRow, campusId: string): void {
  assertMember(user, campusId);
  assertNotSuspended(user);
  if (!user.profileSetUp) throw new AppError(403, 'profile_incomplete', POST_MESSAGES.incompleteProfile);
}

/**
 * A page of the campus feed's own posts (modules/feed adds the sponsored ones): filtered (category,
 * price range, Free, conditions; sold posts only with showSold) and ordered (Newest, or by price),
 * after the cursor's key `after`. Unfiltered (category and Show sold aside): the feed's prepared statements.
 */
export function listFeedPosts(
  db: Database,
  campusId: string,
  viewerId: string | null,
  limit: number,
  filters: ListingFilters,
  after: FeedKey | undefined,
): Promise<ShownPostRow[]> {
  return hasListingFilters(filters)
    ? listFilteredFeed(db, campusId, viewerId, limit, filters, after)
    : listFeed(
        db,
        campusId,
        viewerId,
        limit,
        after ? { lastModified: after[0] as Date, id: after[1] } : undefined,
        filters.category,
        filters.showSold ?? false,
      );
}

export type { FeedKey };

/** A page of the Photos tab: 15 posts with media, most media first (sold ones only with showSold). */
export async function getMediaPage(
  db: Database,
  campusId: string,
  viewerId: string | null,
  cursor?: string,
  showSold = false,
) {
  const after = cursor ? decodeCursor(cursor, { n: 'count', t: 'date', id: 'uuid' }) : undefined;
  const rows = await listMediaFeed(
    db,
    campusId,
    viewerId,
    PAGE_SIZES.media,
    after ? { imgCount: Number(after.n), lastModified: new Date(after.t), id: after.id } : undefined,
    showSold,
  );
  const last = rows.at(-1);
  return {
    posts: await present(db, rows, viewerId),
    nextCursor:
      rows.length === PAGE_SIZES.media && last
        ? encodeCursor({ n: String(last.imgCount), t: last.lastModified.toISOString(), id: last.id })
        : null,
  };
}

/** A page of /saved: the viewer's saved posts of this campus, 10 per page. */
export async function getSavedPage(db: Database, campusId: string, viewer: UserRow, cursor?: string) {
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'uuid' }) : undefined;
  const rows = await listSaved(
    db,
    viewer.id,
    campusId,
    viewer.id,
    PAGE_SIZES.saved,
    after ? { at: new Date(after.t), id: after.id } : undefined,
  );
  const last = rows.at(-1);
  return {
    posts: await present(db, rows, viewer.id),
    nextCursor:
      rows.length === PAGE_SIZES.saved && last
        ? encodeCursor({ t: last.savedAt.toISOString(), id: last.id })
        : null,
  };
}

export const postMissing = () => new AppError(404, 'post_missing', POST_MESSAGES.postMissing);

/**
 * A post (or comment) with its whole comment tree, oldest first, as the post page's answer
 * (postDetailWireSchema): one statement whatever the depth. The post is presented here; the tree
 * comes from PostgreSQL as the answer's JSON text and is spliced in unparsed. Comments by people the
 * viewer blocked are left out, with the replies under them.
 */
export async function getPostDetailJson(
  db: Database,
  campusId: string,
  postId: string,
  viewerId: string | null,
): Promise<string> {
  return (await getPostDetailAnswer(db, campusId, postId, viewerId)).json;
}

/** `getPostDetailJson` with the presented post beside the answer's text (the HTML preloads its photo). */
export async function getPostDetailAnswer(
  db: Database,
  campusId: string,
  postId: string,
  viewerId: string | null,
) {
  const row = await findPostAndTree(db, postId, viewerId);
  if (!row || row.campusId !== campusId) throw postMissing();
  const post = presentShown([row])[0]!;
  if (post.housing && post.priceCents !== null && !post.postCommentedOn) {
    // A rent far below the campus's others is a rental-scam sign: the page says so (5 listings at least).
    const rents = await campusHousingRents(db, campusId);
    if (rents.count >= HOUSING_MEDIAN_MIN_LISTINGS)
      post.rentFarBelowMedian = rentFarBelowMedian(post.priceCents, rents.medianCents);
  }
  // row.tree is '{"comments": [...], "authors": [...]}'.
  return { post, json: `{"post":${JSON.stringify(post)},${row.tree.slice(1)}` };
}

/** A post or comment of this campus as lists show it (after a write), or 'Sorry, that post has been deleted.' */
export async function getShownPost(db: Database, campusId: string, postId: string, viewerId: string | null) {
  const row = await findShownPost(db, postId, viewerId);
  if (!row || row.campusId !== campusId) throw postMissing();
  return presentShown([row])[0]!;
}

/** A top-level post of this campus (its row), or 'Sorry, that post has been deleted.' */
export async function findTopLevelPost(db: Executor, campusId: string, postId: string): Promise<PostRow> {
  const row = await findPost(db, postId);
  if (!row || row.campusId !== campusId || row.postCommentedOn) throw postMissing();
  return row;
}
