import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_WRONG_FILE_MESSAGE,
  type Chat,
  type ChatMessage,
  isTextTooLong,
  POST_MESSAGES,
  plainTextOf,
  userTopic,
} from '@campus/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import {
  chatMembers,
  chats,
  messageLikes,
  messages,
  postMedia,
  posts,
  uploads,
  users,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import type { FileStorage } from '../../platform/storage/storage';
import { findUserById, type UserRow } from '../accounts/accounts.repository';
import { campusAccess, canReadCampus } from '../accounts/campus-access';
import { type ActivityMailConfig, queueActivityMail } from '../notifications/activity-mail';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { findPost } from '../posts/posts.repository';
import { postMissing } from '../posts/posts.service';
import { enforceMemberRate } from '../rate-limits/limits';

export interface ChatsDeps {
  db: Database;
  /** Per-member message rate (RATE_LIMIT_MEMBER_FACTOR). */
  config: Pick<Config, 'RATE_LIMIT_MEMBER_FACTOR'>;
  bus: EventBus;
  storage: FileStorage;
  activity: ActivityMailConfig;
}

const missing = () => new AppError(404, 'chat_missing', CHAT_MESSAGES.missing);
const bad = (code: string, message: string, status = 400) => new AppError(status, code, message);
const author = (u: typeof users) => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  img: u.image,
  verified: u.emailVerified,
});

/** Only school-verified members of a campus send (the verify-school prompt otherwise). */
function assertCanSend(user: UserRow, campusId: string): void {
  if (!user.emailVerified) throw bad('not_verified', 'Verify your account first.', 403);
  if (!user.schoolVerified || user.campusId !== campusId)
    throw bad('verify_school', 'Verify your school e-mail to message.', 403);
}

/** The chat, when the user takes part in it; 404 for anyone else (no hint that it exists). */
async function participantChat(db: Database, userId: string, chatId: string) {
  const [row] = await db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, userId)))
    .where(eq(chats.id, chatId));
  if (!row) throw missing();
  return row.chat;
}

/** Opens the chat with another member of the campus, creating it on first contact (one per pair). */
export async function startChat(deps: ChatsDeps, me: UserRow, campusId: string, otherId: string) {
  assertCanSend(me, campusId);
  if (otherId === me.id) throw bad('invalid_user', CHAT_MESSAGES.selectUser);
  const [other] = await deps.db.select().from(users).where(eq(users.id, otherId));
  if (!other || !other.schoolVerified || other.campusId !== campusId)
    throw bad('invalid_user', CHAT_MESSAGES.selectUser, 404);
  const [low, high] = me.id < otherId ? [me.id, otherId] : [otherId, me.id];
  const result = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chats)
      .values({ campusId, userLow: low, userHigh: high, createdBy: me.id })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [existing] = await tx
        .select()
        .from(chats)
        .where(and(eq(chats.userLow, low), eq(chats.userHigh, high)));
      return { chatId: existing!.id, created: false, notice: null };
    }
    await tx.insert(chatMembers).values([
      { chatId: created.id, userId: me.id },
      { chatId: created.id, userId: otherId },
    ]);
    const notice = await notify(tx, { to: otherId, from: me.id, type: 'new chat', chatId: created.id });
    return { chatId: created.id, created: true, notice };
  });
  if (result.created) {
    await deps.bus.publish(
      createRealtimeEvent(userTopic(otherId), 'chat.created', { chatId: result.chatId }),
    );
    await publishNotifications(deps.bus, [result.notice]);
  }
  return { chat: await getChat(deps, me, result.chatId), created: result.created };
}

const other = alias(users, 'other');
const otherMember = alias(chatMembers, 'other_member');

/** The user's chats, most recent message first, with the other person and read state. One query. */
export async function listChats(deps: ChatsDeps, me: UserRow, chatId?: string): Promise<Chat[]> {
  const rows = await deps.db
    .select({
      chat: chats,
      mine: chatMembers,
      other: author(other as unknown as typeof users),
      otherReadAt: otherMember.lastReadAt,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .innerJoin(otherMember, and(eq(otherMember.chatId, chats.id), sql`${otherMember.userId} <> ${me.id}`))
    .innerJoin(other, eq(other.id, otherMember.userId))
    .where(and(eq(chatMembers.userId, me.id), chatId ? eq(chats.id, chatId) : undefined))
    .orderBy(sql`${chats.lastMessageAt} desc nulls last`, desc(chats.createdAt));
  return rows.map((r) => {
    const lastAt = r.chat.lastMessageAt;
    const fromOther = r.chat.lastMessageUserId !== null && r.chat.lastMessageUserId !== me.id;
    return {
      id: r.chat.id,
      other: r.other,
      lastMessagePreview: r.chat.lastMessagePreview,
      lastMessageAt: lastAt?.toISOString() ?? null,
      lastMessageMine: r.chat.lastMessageUserId === me.id,
      unread: fromOther && lastAt !== null && (r.mine.lastReadAt === null || lastAt > r.mine.lastReadAt),
      otherLastReadAt: r.otherReadAt?.toISOString() ?? null,
      createdAt: r.chat.createdAt.toISOString(),
    };
  });
}

export async function getChat(deps: ChatsDeps, me: UserRow, chatId: string): Promise<Chat> {
  const [chat] = await listChats(deps, me, chatId);
  if (!chat) throw missing();
  return chat;
}

type MessageRow = typeof messages.$inferSelect;

/**
 * Messages with their authors, shared-post cards and reactions: three more queries per page. A
 * shared post of another campus than the chat's shows as deleted (shares made before sending checked it).
 */
async function present(
  deps: ChatsDeps,
  me: UserRow,
  campusId: string,
  rows: MessageRow[],
): Promise<ChatMessage[]> {
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const postIds = [...new Set(rows.map((r) => r.sharedPostId).filter((x): x is string => Boolean(x)))];
  const [authors, shared, likes] = await Promise.all([
    userIds.length ? deps.db.select(author(users)).from(users).where(inArray(users.id, userIds)) : [],
    postIds.length
      ? deps.db
          .select({ id: posts.id, plainText: posts.plainText, imgPath: postMedia.imgPath })
          .from(posts)
          .leftJoin(postMedia, and(eq(postMedia.postId, posts.id), eq(postMedia.imgOrder, 0)))
          .where(and(inArray(posts.id, postIds), eq(posts.campusId, campusId)))
      : [],
    ids.length
      ? deps.db
          .select({
            messageId: messageLikes.messageId,
            n: sql<number>`count(*)::int`,
            mine: sql<boolean>`bool_or(${messageLikes.userId} = ${me.id})`,
          })
          .from(messageLikes)
          .where(inArray(messageLikes.messageId, ids))
          .groupBy(messageLikes.messageId)
      : [],
  ]);
  const authorOf = new Map(authors.map((a) => [a.id, a]));
  const postOf = new Map(shared.map((p) => [p.id, p]));
  const likeOf = new Map(likes.map((l) => [l.messageId, l]));
  return rows.map((r) => {
    const post = r.sharedPostId ? postOf.get(r.sharedPostId) : undefined;
    return {
      id: r.id,
      chatId: r.chatId,
      user: authorOf.get(r.userId)!,
      text: r.text ?? null,
      plainText: r.plainText,
      sharedPost: r.sharedPostId
        ? {
            id: r.sharedPostId,
            deleted: !post,
            preview: post?.plainText.slice(0, 140) ?? '',
            imageUrl: post?.imgPath ? `/files/${post.imgPath}?v=1` : null,
          }
        : null,
      image:
        r.imagePath && r.image
          ? {
              url: `/files/${r.imagePath}?v=1`,
              width: r.image.width,
              height: r.image.height,
              placeholder: r.image.placeholder,
            }
          : null,
      likeCount: likeOf.get(r.id)?.n ?? 0,
      likedByMe: likeOf.get(r.id)?.mine ?? false,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/**
 * A page of a chat's messages, newest first (15; the screen shows them newest at the bottom), or
 * with `after` every message after that one, oldest first (catch-up after a reconnect).
 */
export async function listMessages(
  deps: ChatsDeps,
  me: UserRow,
  chatId: string,
  opts: { cursor?: string; after?: string },
) {
  const chat = await participantChat(deps.db, me.id, chatId);
  if (opts.after) {
    const [anchor] = await deps.db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.id, opts.after), eq(messages.chatId, chatId)));
    const rows = await deps.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.chatId, chatId),
          anchor ? sql`(${messages.createdAt}, ${messages.id}) > (${anchor.at}, ${opts.after})` : undefined,
        ),
      )
      .orderBy(messages.createdAt, messages.id)
      .limit(500);
    return { messages: await present(deps, me, chat.campusId, rows), nextCursor: null };
  }
  const before = opts.cursor ? decodeCursor(opts.cursor, { t: 'date', id: 'uuid' }) : undefined;
  const rows = await deps.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chatId),
        before
          ? sql`(${messages.createdAt}, ${messages.id}) < (${new Date(before.t)}, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_PAGE_SIZE);
  const last = rows.at(-1);
  return {
    messages: await present(deps, me, chat.campusId, rows),
    nextCursor:
      rows.length === CHAT_PAGE_SIZE && last
        ? encodeCursor({ t: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}

/**
 * A shared post must be a post of the chat's campus that both people may read there (the one rule,
 * accounts/campus-access.ts); otherwise 404 as for a deleted post (no hint of another campus's posts).
 */
async function assertShareable(
  db: Database,
  chatCampusId: string,
  people: [UserRow, string],
  postId: string,
): Promise<void> {
  const post = await findPost(db, postId);
  if (!post || post.campusId !== chatCampusId) throw postMissing();
  const other = await findUserById(db, people[1]);
  for (const person of [people[0], other ?? null]) {
    if (!canReadCampus(campusAccess(person, chatCampusId), chatCampusId)) throw postMissing();
  }
}

/** Sends a message (text, a shared post or one image); the other person is notified and told live. */
export async function sendMessage(
  deps: ChatsDeps,
  me: UserRow,
  campusId: string,
  chatId: string,
  input: { text?: Record<string, unknown> | null; sharedPostId?: string | null; uploadId?: string | null },
): Promise<ChatMessage> {
  assertCanSend(me, campusId);
  const chat = await participantChat(deps.db, me.id, chatId);
  await enforceMemberRate(deps.db, deps.config, me.id, 'messagesPerMember');
  const plain = plainTextOf(input.text ?? null);
  if (isTextTooLong(plain)) throw bad('too_long', POST_MESSAGES.tooLong);
  if (!plain.trim() && !input.sharedPostId && !input.uploadId)
    throw bad('empty', POST_MESSAGES.needTextOrFile);
  const otherId = chat.userLow === me.id ? chat.userHigh : chat.userLow;
  if (input.sharedPostId) await assertShareable(deps.db, chat.campusId, [me, otherId], input.sharedPostId);
  const messageId = uuidv7();
  const moved: [string, string][] = [];
  let notice: Awaited<ReturnType<typeof notify>> = null;
  let mailed = false;
  let row: MessageRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      let imagePath: string | null = null;
      let image: MessageRow['image'] = null;
      if (input.uploadId) {
        const [upload] = await tx
          .select()
          .from(uploads)
          .where(and(eq(uploads.id, input.uploadId), eq(uploads.userId, me.id), isNull(uploads.claimedBy)))
          .for('update');
        if (!upload || upload.kind !== 'image') throw bad('upload_missing', CHAT_WRONG_FILE_MESSAGE);
        const variants = [];
        for (const v of upload.variants) {
          const to = `images/messages/${messageId}/${v.key.split('/').pop()}`;
          await deps.storage.move(v.key, to);
          moved.push([to, v.key]);
          variants.push({ ...v, key: to });
        }
        imagePath = variants.at(-1)!.key;
        image = { width: upload.width, height: upload.height, variants, placeholder: upload.placeholder };
        await tx.update(uploads).set({ claimedBy: messageId }).where(eq(uploads.id, upload.id));
      }
      const [inserted] = await tx
        .insert(messages)
        .values({
          id: messageId,
          chatId,
          userId: me.id,
          text: input.text ?? null,
          plainText: plain,
          sharedPostId: input.sharedPostId ?? null,
          imagePath,
          image,
          hasPhoto: Boolean(imagePath),
        })
        .returning();
      const preview = plain.trim()
        ? plain.slice(0, 120)
        : input.sharedPostId
          ? 'Shared a post'
          : 'Sent a photo';
      await tx
        .update(chats)
        .set({
          lastMessageId: messageId,
          lastMessageAt: inserted!.createdAt,
          lastMessagePreview: preview,
          lastMessageUserId: me.id,
        })
        .where(eq(chats.id, chatId));
      await tx
        .update(chatMembers)
        .set({ lastReadAt: inserted!.createdAt })
        .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, me.id)));
      notice = await notify(tx, { to: otherId, from: me.id, type: 'message', chatId, message: preview });
      if (notice) {
        mailed = await queueActivityMail(tx, deps.activity, {
          to: otherId,
          from: me.id,
          type: 'message',
          campusId,
          path: `/messages/${chatId}`,
          threadKey: `chat:${chatId}`,
          snippet: preview,
        });
      }
      return inserted!;
    });
  } catch (err) {
    for (const [to, from] of moved.reverse()) await deps.storage.move(to, from).catch(() => {});
    throw err;
  }
  for (const userId of [me.id, otherId]) {
    await deps.bus.publish(createRealtimeEvent(userTopic(userId), 'message.created', { chatId, messageId }));
  }
  await publishNotifications(deps.bus, [notice]);
  if (mailed) deps.activity.nudgeMail();
  const [presented] = await present(deps, me, chat.campusId, [row]);
  return presented!;
}

/** Opening a chat marks it read for the viewer; the other person sees 'Seen'. */
export async function markChatRead(deps: ChatsDeps, me: UserRow, chatId: string): Promise<void> {
  const chat = await participantChat(deps.db, me.id, chatId);
  await deps.db
    .update(chatMembers)
    .set({ lastReadAt: sql`now()` })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, me.id)));
  const otherId = chat.userLow === me.id ? chat.userHigh : chat.userLow;
  await deps.bus.publish(createRealtimeEvent(userTopic(otherId), 'chat.read', { chatId, userId: me.id }));
}

/** Toggles the viewer's reaction on a message ('Reaction sent.'); the author is notified on a new one. */
export async function toggleReaction(deps: ChatsDeps, me: UserRow, messageId: string) {
  const [message] = await deps.db.select().from(messages).where(eq(messages.id, messageId));
  if (!message) throw missing();
  const chat = await participantChat(deps.db, me.id, message.chatId);
  const result = await deps.db.transaction(async (tx) => {
    const added = await tx
      .insert(messageLikes)
      .values({ messageId, userId: me.id })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0)
      await tx
        .delete(messageLikes)
        .where(and(eq(messageLikes.messageId, messageId), eq(messageLikes.userId, me.id)));
    const notice = added.length
      ? await notify(tx, { to: message.userId, from: me.id, type: 'message like', chatId: message.chatId })
      : null;
    return { liked: added.length > 0, notice };
  });
  for (const userId of [chat.userLow, chat.userHigh]) {
    await deps.bus.publish(
      createRealtimeEvent(userTopic(userId), 'message.reacted', { chatId: message.chatId, messageId }),
    );
  }
  await publishNotifications(deps.bus, [result.notice]);
  return { liked: result.liked };
}

/** Deletes a conversation: its messages, then the chat. */
export async function deleteChat(deps: ChatsDeps, me: UserRow, chatId: string): Promise<void> {
  const chat = await participantChat(deps.db, me.id, chatId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.chatId, chatId));
    await tx.delete(chats).where(eq(chats.id, chatId));
  });
  for (const userId of [chat.userLow, chat.userHigh]) {
    await deps.bus.publish(createRealtimeEvent(userTopic(userId), 'chat.deleted', { chatId }));
  }
}
