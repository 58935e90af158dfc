import type { ErrorCode } from '@campus/domain';
import {
  ACCOUNT_DATA_MESSAGES,
  CHAT_MESSAGES,
  type Chat,
  DELETED_AUTHOR,
  type RealtimeEventType,
  type RealtimePayload,
  userTopic,
} from '@campus/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import type { FileStorage } from '../../platform/storage/storage';
import { assertNotSuspended } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import { assertMayMessage } from '../blocks/blocks.service';
import type { CampusLookup } from '../campuses/campus-status';
import { assertCampusOpen } from '../campuses/campus-status';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { markChatNotificationsRead } from '../notifications/notifications.service';
import { enforceNewAccountRate } from '../rate-limits/limits';
import { findUser } from '../users/users.service';
import {
  type ChatRow,
  deleteChatWithMessages,
  findChatOfPair,
  findMemberChat,
  insertChatOfPair,
  listMemberChats,
  setChatReadAt,
  takeEmptyChat,
} from './chats.repository';

export interface ChatsDeps {
  db: Database;
  /** Per-member message rate (RATE_LIMIT_MEMBER_FACTOR). */
  config: Pick<Config, 'RATE_LIMIT_MEMBER_FACTOR' | 'NEW_ACCOUNT_LIMITS'>;
  bus: EventBus;
  storage: FileStorage;
  activity: ActivityMailConfig;
  /** Which campuses are retired (no new messages there). */
  campuses: CampusLookup;
}

export const chatMissing = () => new AppError(404, 'chat_missing', CHAT_MESSAGES.missing);
export const badRequest = (code: ErrorCode, message: string, status = 400) =>
  new AppError(status, code, message);

/** Only school-verified members of a campus send (the verify-school prompt otherwise). */
export function assertCanSend(user: UserRow, campusId: string): void {
  if (!user.emailVerified) throw badRequest('not_verified', 'Verify your account first.', 403);
  if (!user.schoolVerified || user.campusId !== campusId)
    throw badRequest('verify_school', 'Verify your school e-mail to message.', 403);
  assertNotSuspended(user);
}

/** The chat, when the user takes part in it; 404 for anyone else (no hint that it exists). */
export async function findParticipantChat(db: Database, userId: string, chatId: string): Promise<ChatRow> {
  const chat = await findMemberChat(db, userId, chatId);
  if (!chat) throw chatMissing();
  return chat;
}

/** The other person of a chat; null once they deleted their account. */
export function otherPersonOf(chat: ChatRow, userId: string): string | null {
  return chat.userLow === userId ? chat.userHigh : chat.userLow;
}

/**
 * The other person of a chat the user may still write to: refused when they deleted their account,
 * or when either of them blocked the other (blocks.service says which message each side gets).
 */
export async function messageableOther(deps: ChatsDeps, chat: ChatRow, userId: string): Promise<string> {
  const otherId = otherPersonOf(chat, userId);
  if (!otherId) throw badRequest('account_deleted', ACCOUNT_DATA_MESSAGES.otherDeleted, 403);
  await assertMayMessage(deps.db, userId, otherId);
  return otherId;
}

/** Tells both people's open tabs about a change to their chat. */
export async function publishToBoth<T extends RealtimeEventType>(
  deps: ChatsDeps,
  chat: ChatRow,
  type: T,
  payload: RealtimePayload<T>,
): Promise<void> {
  for (const userId of [chat.userLow, chat.userHigh]) {
    if (userId) await deps.bus.publish(createRealtimeEvent(userTopic(userId), type, payload));
  }
}

/**
 * Opens the chat with another member of the campus, creating it on first contact (one per pair).
 * Opening sends nothing: the other person hears of the chat (inbox, notification) with its first
 * message, so a replayed or abandoned Send Message leaves no trace on their side.
 */
export async function startChat(deps: ChatsDeps, me: UserRow, campusId: string, otherId: string) {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  if (otherId === me.id) throw badRequest('invalid_user', CHAT_MESSAGES.selectUser);
  const other = await findUser(deps.db, otherId);
  if (!other?.schoolVerified || other.campusId !== campusId)
    throw badRequest('invalid_user', CHAT_MESSAGES.selectUser, 404);
  await assertMayMessage(deps.db, me.id, otherId);
  const [low, high] = me.id < otherId ? [me.id, otherId] : [otherId, me.id];
  if (!(await findChatOfPair(deps.db, low, high)))
    await enforceNewAccountRate(deps.db, deps.config, me, 'chats');
  const result = await deps.db.transaction(async (tx) => {
    const created = await insertChatOfPair(tx, { campusId, low, high, createdBy: me.id });
    if (created) return { chatId: created.id, created: true };
    const existing = await findChatOfPair(tx, low, high);
    if (!existing!.lastMessageAt && existing!.createdBy !== me.id)
      await takeEmptyChat(tx, existing!.id, me.id);
    return { chatId: existing!.id, created: false };
  });
  // The starter's other tabs list it at once; the other person's inbox waits for a message.
  if (result.created)
    await deps.bus.publish(createRealtimeEvent(userTopic(me.id), 'chat.created', { chatId: result.chatId }));
  return { chat: await getChat(deps, me, result.chatId), created: result.created };
}

/**
 * The user's chats, most recent message first, with the other person ('Deleted account' once their
 * account is gone), read state and whether the user blocked them. One query.
 */
export async function listChats(deps: ChatsDeps, me: UserRow, chatId?: string): Promise<Chat[]> {
  const rows = await listMemberChats(deps.db, me.id, chatId);
  return rows.map((r) => {
    const lastAt = r.chat.lastMessageAt;
    // A last message whose sender deleted their account (null) is from the other person too.
    const fromOther = r.chat.lastMessageUserId !== me.id;
    return {
      id: r.chat.id,
      other: r.other ?? DELETED_AUTHOR,
      blockedByMe: r.blockedByMe,
      lastMessagePreview: r.chat.lastMessagePreview,
      lastMessageAt: lastAt?.toISOString() ?? null,
      lastMessageMine: r.chat.lastMessageUserId === me.id,
      unread: fromOther && lastAt !== null && (r.mine.lastReadAt === null || lastAt > r.mine.lastReadAt),
      otherLastReadAt: r.otherReadAt?.toISOString() ?? null,
      createdAt: r.chat.createdAt.toISOString(),
    };
  });
}

/** One of the user's chats, as the inbox shows it; 404 for anyone else. */
export async function getChat(deps: ChatsDeps, me: UserRow, chatId: string): Promise<Chat> {
  const [chat] = await listChats(deps, me, chatId);
  if (!chat) throw chatMissing();
  return chat;
}

/**
 * Opening a chat marks it read for the viewer, with the viewer's notifications of it (its messages,
 * reactions in it): the other person sees 'Seen', the viewer's tabs refresh their badge and list.
 */
export async function markChatRead(deps: ChatsDeps, me: UserRow, chatId: string): Promise<void> {
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  await deps.db.transaction(async (tx) => {
    await setChatReadAt(tx, chatId, me.id);
    await markChatNotificationsRead(tx, me.id, chatId);
  });
  const otherId = otherPersonOf(chat, me.id);
  await deps.bus.publishAll(
    [me.id, otherId].flatMap((userId) =>
      userId ? [createRealtimeEvent(userTopic(userId), 'chat.read', { chatId, userId: me.id })] : [],
    ),
  );
}

/** Deletes a conversation: its messages, then the chat. */
export async function deleteChat(deps: ChatsDeps, me: UserRow, chatId: string): Promise<void> {
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  await deps.db.transaction((tx) => deleteChatWithMessages(tx, chatId));
  await publishToBoth(deps, chat, 'chat.deleted', { chatId });
}
