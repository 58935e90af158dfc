import {
  CHAT_PAGE_SIZE,
  CHAT_WRONG_FILE_MESSAGE,
  type ChatMessage,
  isTextTooLong,
  POST_MESSAGES,
  plainTextOf,
  userTopic,
} from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { campusAccess, canReadCampus } from '../accounts/campus-access';
import { queueActivityMail } from '../notifications/activity-mail';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { postMissing } from '../posts/posts.service';
import { enforceMemberRate } from '../rate-limits/limits';
import { findUser } from '../users/users.service';
import { setChatReadAt, setLastMessage } from './chats.repository';
import {
  assertCanSend,
  badRequest,
  type ChatsDeps,
  findParticipantChat,
  messageableOther,
} from './chats.service';
import { presentMessages } from './message-cards';
import {
  claimUpload,
  findMessageKey,
  findPostCampusId,
  insertMessage,
  listMessagesFrom,
  lockUnclaimedUpload,
  type MessageRow,
} from './messages.repository';

/** A catch-up after a reconnect brings at most this many messages. */
const CATCH_UP_MAX = 500;

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
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  if (opts.after) {
    const anchor = await findMessageKey(deps.db, chatId, opts.after);
    const rows = await listMessagesFrom(deps.db, chatId, { side: 'newer', key: anchor, limit: CATCH_UP_MAX });
    return { messages: await presentMessages(deps.db, me.id, chat.campusId, rows), nextCursor: null };
  }
  const key = decodeTimeCursor(opts.cursor);
  const rows = await listMessagesFrom(deps.db, chatId, { side: 'older', key, limit: CHAT_PAGE_SIZE });
  return {
    messages: await presentMessages(deps.db, me.id, chat.campusId, rows),
    nextCursor: nextTimeCursor(rows, CHAT_PAGE_SIZE, (r) => ({ at: r.createdAt, id: r.id })),
  };
}

/**
 * A shared post must be a post of the chat's campus that both people may read there (the one rule,
 * accounts/campus-access.ts); otherwise 404 as for a deleted post (no hint of another campus's posts).
 */
async function assertShareable(
  db: Database,
  chatCampusId: string,
  me: UserRow,
  otherId: string,
  postId: string,
) {
  if ((await findPostCampusId(db, postId)) !== chatCampusId) throw postMissing();
  const other = await findUser(db, otherId);
  for (const person of [me, other ?? null]) {
    if (!canReadCampus(campusAccess(person, chatCampusId), chatCampusId)) throw postMissing();
  }
}

/** A file moved out of an upload: [where it is now, where it was]. Moved back when the message fails. */
type Move = [string, string];

/** Moves the user's image upload under the message and claims it: the message's image fields. */
async function attachImage(
  deps: ChatsDeps,
  tx: Tx,
  me: UserRow,
  messageId: string,
  uploadId: string,
  moved: Move[],
) {
  const upload = await lockUnclaimedUpload(tx, me.id, uploadId);
  if (upload?.kind !== 'image') throw badRequest('upload_missing', CHAT_WRONG_FILE_MESSAGE);
  const variants = [];
  for (const v of upload.variants) {
    const to = `images/messages/${messageId}/${v.key.split('/').pop()}`;
    await deps.storage.move(v.key, to);
    moved.push([to, v.key]);
    variants.push({ ...v, key: to });
  }
  await claimUpload(tx, upload.id, messageId);
  const image = { width: upload.width, height: upload.height, variants, placeholder: upload.placeholder };
  return { imagePath: variants.at(-1)!.key, image };
}

type MessageInput = {
  text?: Record<string, unknown> | null;
  sharedPostId?: string | null;
  uploadId?: string | null;
};

/** The inbox's preview of a message: its text, else what it carries. */
function previewOf(plain: string, input: MessageInput): string {
  if (plain.trim()) return plain.slice(0, 120);
  return input.sharedPostId ? 'Shared a post' : 'Sent a photo';
}

/**
 * Sends a message (text, a shared post or one image); the other person is notified and told live.
 * Refused into a chat whose other person deleted their account or where either blocked the other.
 */
export async function sendMessage(
  deps: ChatsDeps,
  me: UserRow,
  campusId: string,
  chatId: string,
  input: MessageInput,
): Promise<ChatMessage> {
  assertCanSend(me, campusId);
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  const otherId = await messageableOther(deps, chat, me.id);
  await enforceMemberRate(deps.db, deps.config, me.id, 'messagesPerMember');
  const plain = plainTextOf(input.text ?? null);
  if (isTextTooLong(plain)) throw badRequest('too_long', POST_MESSAGES.tooLong);
  if (!plain.trim() && !input.sharedPostId && !input.uploadId)
    throw badRequest('empty', POST_MESSAGES.needTextOrFile);
  if (input.sharedPostId) await assertShareable(deps.db, chat.campusId, me, otherId, input.sharedPostId);
  const messageId = uuidv7();
  const moved: Move[] = [];
  let written: Awaited<ReturnType<typeof writeMessage>>;
  try {
    written = await deps.db.transaction(async (tx) => {
      const media = input.uploadId
        ? await attachImage(deps, tx, me, messageId, input.uploadId, moved)
        : { imagePath: null, image: null };
      return writeMessage(deps, tx, { me, campusId, chatId, otherId, messageId, plain, input, ...media });
    });
  } catch (err) {
    for (const [to, from] of moved.reverse()) await deps.storage.move(to, from).catch(() => {});
    throw err;
  }
  for (const userId of [me.id, otherId]) {
    await deps.bus.publish(createRealtimeEvent(userTopic(userId), 'message.created', { chatId, messageId }));
  }
  await publishNotifications(deps, [written.notice]);
  if (written.mailed) deps.activity.nudgeMail();
  const [presented] = await presentMessages(deps.db, me.id, chat.campusId, [written.row]);
  return presented!;
}

/**
 * In the sender's transaction: the message, the inbox's last message, the sender's read state, the
 * other person's notification and (batched) activity e-mail.
 */
async function writeMessage(
  deps: ChatsDeps,
  tx: Tx,
  m: {
    me: UserRow;
    campusId: string;
    chatId: string;
    otherId: string;
    messageId: string;
    plain: string;
    input: MessageInput;
    imagePath: string | null;
    image: MessageRow['image'];
  },
) {
  const { me, chatId, otherId, input } = m;
  const row = await insertMessage(tx, {
    id: m.messageId,
    chatId,
    userId: me.id,
    text: input.text ?? null,
    plainText: m.plain,
    sharedPostId: input.sharedPostId ?? null,
    imagePath: m.imagePath,
    image: m.image,
    hasPhoto: Boolean(m.imagePath),
  });
  const preview = previewOf(m.plain, input);
  await setLastMessage(tx, chatId, { id: m.messageId, at: row.createdAt, preview, userId: me.id });
  await setChatReadAt(tx, chatId, me.id, row.createdAt);
  const notice = await notify(tx, { to: otherId, from: me.id, type: 'message', chatId, message: preview });
  const mailed = notice
    ? await queueActivityMail(tx, deps.activity, {
        to: otherId,
        from: me.id,
        type: 'message',
        campusId: m.campusId,
        path: `/messages/${chatId}`,
        threadKey: `chat:${chatId}`,
        snippet: preview,
      })
    : false;
  return { row, notice, mailed };
}
