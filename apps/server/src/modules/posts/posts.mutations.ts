import {
  campusTopic,
  isCategory,
  isTextTooLong,
  MAX_FILES_PER_POST,
  MAX_IMAGE_BYTES,
  MAX_UNATTACHED_UPLOADS,
  POST_MESSAGES,
  type Post,
  PRICE_MAX_DOLLARS,
  plainTextOf,
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
} from '@campus/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from '../../db/ids';
import type { MediaVariant } from '../../db/schema';
import { postLikes, postMedia, posts, uploads, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { processPostUpload } from '../../platform/media/post-media';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { recordEvent } from '../events/events.service';
import { queueActivityMail } from '../notifications/activity-mail';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { enforceMemberRate } from '../rate-limits/limits';
import { findPost, lockUnclaimedUploads } from './posts.repository';
import { assertCanPost, assertMember, getPostDetail, type PostsDeps, postMissing } from './posts.service';
import { countUnclaimedUploads } from './uploads.repository';

const bad = (code: string, message: string, status = 400) => new AppError(status, code, message);

/**
 * Whether the user may upload at all, decided before the file is read: a member of the campus with
 * fewer than MAX_UNATTACHED_UPLOADS files not yet posted.
 */
export async function assertCanUpload(deps: PostsDeps, user: UserRow, campusId: string) {
  assertMember(user, campusId);
  if ((await countUnclaimedUploads(deps.db, user.id)) >= MAX_UNATTACHED_UPLOADS)
    throw bad(UPLOAD_ERROR_CODES.tooManyWaiting, UPLOAD_MESSAGES.tooManyWaiting, 429);
}

/**
 * Processes one file ahead of a post, judged by content: a photo becomes WebP variants without
 * metadata; a video an MP4 without metadata, with its poster frame as its one variant.
 */
export async function createUpload(deps: PostsDeps, user: UserRow, campusId: string, data: Buffer) {
  assertMember(user, campusId);
  const processed = await processPostUpload(data, deps.videos);
  if (!processed) throw bad('wrong_file_type', POST_MESSAGES.wrongFileType);
  if (processed.kind === 'refused') {
    if (processed.reason === 'busy') throw bad(UPLOAD_ERROR_CODES.videoBusy, UPLOAD_MESSAGES.videoBusy, 503);
    throw bad(UPLOAD_ERROR_CODES.videoTooSlow, UPLOAD_MESSAGES.videoTooSlow, 422);
  }
  if (processed.kind === 'image' && data.length > MAX_IMAGE_BYTES)
    throw bad('too_large', 'That photo is too large.', 413);
  const id = uuidv7();
  const variants: MediaVariant[] = [];
  let fileName: string;
  if (processed.kind === 'image') {
    for (const v of processed.variants) {
      const key = `uploads/${id}/${v.width}.webp`;
      await deps.storage.put(key, v.data);
      variants.push({ width: v.width, height: v.height, key });
    }
    fileName = `${processed.width}.webp`;
  } else {
    fileName = `video.${processed.ext}`;
    await deps.storage.put(`uploads/${id}/${fileName}`, processed.data);
    const { poster } = processed;
    const key = `uploads/${id}/poster.webp`;
    await deps.storage.put(key, poster.data);
    variants.push({ width: poster.width, height: poster.height, key });
  }
  const [row] = await deps.db
    .insert(uploads)
    .values({
      id,
      userId: user.id,
      kind: processed.kind,
      fileName,
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
      variants,
      placeholder: processed.placeholder,
      bytes: processed.kind === 'image' ? data.length : processed.data.length,
    })
    .returning();
  return {
    id: row!.id,
    kind: row!.kind,
    width: row!.width,
    height: row!.height,
    placeholder: row!.placeholder,
  };
}

interface PostInput {
  text?: Record<string, unknown> | null;
  category?: string | null;
  price?: number | null;
  uploadIds: string[];
}

function checkText(text: PostInput['text'], fileCount: number): string {
  const plain = plainTextOf(text ?? null);
  if (isTextTooLong(plain)) throw bad('too_long', POST_MESSAGES.tooLong);
  if (!plain.trim() && fileCount === 0) throw bad('empty', POST_MESSAGES.needTextOrFile);
  if (fileCount > MAX_FILES_PER_POST) throw bad('too_many_files', POST_MESSAGES.tooManyFiles);
  return plain;
}

/**
 * Writes a post (or a comment, with `parent`) and claims its uploads, in one transaction: the files
 * move to images/posts/{postId}/, counters change with the rows.
 */
async function writePost(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  input: PostInput,
  parent?: { id: string; rootId: string; depth: number; authorId: string; rootAuthorId: string },
): Promise<string> {
  const plain = checkText(input.text, input.uploadIds.length);
  const category = input.category && input.category !== 'all' ? input.category : null;
  if (category && !isCategory(category)) throw bad('invalid_category', 'Choose a category from the list.');
  const price = input.price ?? null;
  if (price !== null && (price < 0 || price > PRICE_MAX_DOLLARS))
    throw bad('invalid_price', 'Enter a price in whole dollars.');
  const postId = uuidv7();
  const moved: [string, string][] = [];
  let notice: Awaited<ReturnType<typeof notify>> = null;
  let extra: Awaited<ReturnType<typeof notify>> = null;
  let mailed = false;
  try {
    await deps.db.transaction(async (tx) => {
      const claimed = await lockUnclaimedUploads(tx, user.id, input.uploadIds);
      if (claimed.length !== new Set(input.uploadIds).size)
        throw bad('upload_missing', POST_MESSAGES.submitFailed);
      const ordered = input.uploadIds.map((id) => claimed.find((u) => u.id === id)!);
      await tx.insert(posts).values({
        id: postId,
        campusId,
        userId: user.id,
        text: input.text ?? null,
        plainText: plain,
        category: parent ? null : category,
        priceCents: parent || price === null ? null : price * 100,
        postCommentedOn: parent?.id ?? null,
        rootPostId: parent?.rootId ?? null,
        depth: parent ? parent.depth + 1 : 0,
        imgCount: ordered.length,
        hasPhoto: ordered.some((u) => u.kind === 'image'),
      });
      for (const [order, upload] of ordered.entries()) {
        const mediaId = uuidv7();
        const move = async (from: string) => {
          const to = `images/posts/${postId}/${mediaId}-${from.split('/').pop()}`;
          await deps.storage.move(from, to);
          moved.push([to, from]);
          return to;
        };
        const variants: MediaVariant[] = [];
        for (const v of upload.variants) variants.push({ ...v, key: await move(v.key) });
        const imgPath =
          upload.kind === 'image'
            ? variants.at(-1)!.key
            : await move(`uploads/${upload.id}/${upload.fileName}`);
        await tx.insert(postMedia).values({
          id: mediaId,
          postId,
          kind: upload.kind,
          imgName: imgPath.split('/').pop()!,
          imgPath,
          imgOrder: order,
          imgWidth: upload.width,
          imgHeight: upload.height,
          contentType: upload.contentType,
          variants,
          placeholder: upload.placeholder,
          bytes: upload.bytes,
        });
      }
      if (ordered.length)
        await tx.update(uploads).set({ claimedBy: postId }).where(inArray(uploads.id, input.uploadIds));
      if (parent) {
        await tx
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, parent.id));
        notice = await notify(tx, {
          to: parent.authorId,
          from: user.id,
          type: parent.depth === 0 ? 'comment' : 'comment reply',
          postId: parent.rootId,
          message: plain.slice(0, 200),
        });
        // A reply deep in a thread also tells the post's author, unless they are already told.
        if (parent.depth > 0 && parent.rootAuthorId !== parent.authorId) {
          extra = await notify(tx, {
            to: parent.rootAuthorId,
            from: user.id,
            type: 'post interaction',
            postId: parent.rootId,
            message: plain.slice(0, 200),
          });
        }
        if (notice) {
          mailed = await queueActivityMail(tx, deps.activity, {
            to: parent.authorId,
            from: user.id,
            type: parent.depth === 0 ? 'comment' : 'comment reply',
            campusId,
            path: `/post/${parent.rootId}`,
            threadKey: `post:${parent.rootId}`,
            snippet: plain.slice(0, 200),
          });
        }
      } else {
        await tx
          .update(users)
          .set({ totalPosts: sql`${users.totalPosts} + 1` })
          .where(eq(users.id, user.id));
        await recordEvent(tx, 'Submit Post', { userId: user.id, campusId });
      }
    });
  } catch (err) {
    for (const [to, from] of moved.reverse()) await deps.storage.move(to, from).catch(() => {});
    throw err;
  }
  await publishNotifications(deps.bus, [notice, extra]);
  if (mailed) deps.activity.nudgeMail();
  return postId;
}

/** Creates a top-level post on the campus (login, verified school and a set-up profile required). */
export async function createPost(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  input: PostInput,
): Promise<Post> {
  assertCanPost(user, campusId);
  await enforceMemberRate(deps.db, deps.config, user.id, 'postsPerMember');
  const id = await writePost(deps, user, campusId, input);
  await deps.bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.created', { postId: id }));
  return (await getPostDetail(deps.db, campusId, id, user.id)).post;
}

/** Replies to a post or a comment, at any depth. */
export async function createComment(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  parentId: string,
  input: PostInput,
) {
  assertMember(user, campusId);
  const parent = await findPost(deps.db, parentId);
  if (!parent || parent.campusId !== campusId) throw postMissing();
  const root = parent.rootPostId ? await findPost(deps.db, parent.rootPostId) : parent;
  if (!root) throw postMissing();
  await enforceMemberRate(deps.db, deps.config, user.id, 'commentsPerMember');
  const id = await writePost(
    deps,
    user,
    campusId,
    { ...input, category: null, price: null },
    {
      id: parent.id,
      rootId: parent.rootPostId ?? parent.id,
      depth: parent.depth,
      authorId: parent.user.id,
      rootAuthorId: root.user.id,
    },
  );
  return (await getPostDetail(deps.db, campusId, id, user.id)).post;
}

/** Saves or unsaves a post for the user; the count changes with the row. */
export async function toggleLike(deps: PostsDeps, user: UserRow, campusId: string, postId: string) {
  assertMember(user, campusId);
  const result = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ campusId: posts.campusId, userId: posts.userId, rootPostId: posts.rootPostId })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!post || post.campusId !== campusId) throw postMissing();
    const inserted = await tx
      .insert(postLikes)
      .values({ postId, userId: user.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, user.id)));
    }
    const [row] = await tx
      .update(posts)
      .set({ likeCount: sql`${posts.likeCount} + ${inserted.length ? 1 : -1}` })
      .where(eq(posts.id, postId))
      .returning({ likeCount: posts.likeCount });
    const notice = inserted.length
      ? await notify(tx, {
          to: post.userId,
          from: user.id,
          type: post.rootPostId ? 'comment interaction' : 'like',
          postId: post.rootPostId ?? postId,
        })
      : null;
    const mailed = notice
      ? await queueActivityMail(tx, deps.activity, {
          to: post.userId,
          from: user.id,
          type: post.rootPostId ? 'comment interaction' : 'like',
          campusId,
          path: `/post/${post.rootPostId ?? postId}`,
          threadKey: `post-like:${postId}`,
        })
      : false;
    return { liked: inserted.length > 0, likeCount: row!.likeCount, notice, mailed };
  });
  await publishNotifications(deps.bus, [result.notice]);
  if (result.mailed) deps.activity.nudgeMail();
  return { liked: result.liked, likeCount: result.likeCount };
}

/**
 * Deletes a post (or comment) of the user's: its media records, its whole comment tree and itself go
 * in one transaction; a top-level post lowers totalPosts; the files go after the commit.
 */
export async function deletePost(deps: PostsDeps, user: UserRow, campusId: string, postId: string) {
  const post = await findPost(deps.db, postId);
  if (!post || post.campusId !== campusId) throw postMissing();
  if (post.user.id !== user.id) throw bad('not_owner', 'Only the author can delete this.', 403);
  const keys = await deps.db.transaction(async (tx) => {
    const media = await tx.execute<{ img_path: string; variants: MediaVariant[] }>(sql`
      with recursive tree as (
        select id from posts where id = ${postId}
        union all
        select p.id from posts p join tree t on p.post_commented_on = t.id
      )
      select m.img_path, m.variants from post_media m where m.post_id in (select id from tree)`);
    await tx.delete(posts).where(eq(posts.id, postId));
    if (post.postCommentedOn) {
      await tx
        .update(posts)
        .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
        .where(eq(posts.id, post.postCommentedOn));
    } else {
      await tx
        .update(users)
        .set({ totalPosts: sql`greatest(${users.totalPosts} - 1, 0)` })
        .where(eq(users.id, user.id));
    }
    return media.rows.flatMap((m) => [m.img_path, ...m.variants.map((v) => v.key)]);
  });
  if (!post.postCommentedOn) {
    await deps.bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.deleted', { postId }));
  }
  await Promise.all([...new Set(keys)].map((key) => deps.storage.delete(key).catch(() => {})));
}
