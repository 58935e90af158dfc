import {
  ACCOUNT_DATA_MESSAGES,
  CHAT_WRONG_FILE_MESSAGE,
  type ChatMessage,
  isTextTooLong,
  POST_MESSAGES,
  plainTextOf,
  userTopic,
} from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { clientKeyReused } from '../../http/errors';
import { contentHash, sameContent } from '../../lib/content-hash';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { campusAccess, canReadCampus } from '../accounts/campus-access';
import { screenWith } from '../automod/rules.service';
import { assertNotBlockedBetween } from '../blocks/blocks.service';
import { assertCampusOpen } from '../campuses/campus-status';
import { mailRowOf } from '../mail/mail.service';
import { activityMailDraft } from '../notifications/activity-mail';
import { notificationEvents, notificationRowOf } from '../notifications/notifications.service';
import { postMissing } from '../posts/posts.service';
import { assertMemberRate, memberRate } from '../rate-limits/limits';
import { hitRuleOf, judgeHit } from '../rate-limits/rate-limit.service';
import { findUser } from '../users/users.service';
import { findMemberChat } from './chats.repository';
import { assertCanSend, badRequest, type ChatsDeps, chatMissing } from './chats.service';
import { presentNewMessage } from './message-cards';
import {
  claimUpload,
  findMessageByClientKey,
  findPostCampusId,
  lockUnclaimedUpload,
  type MessageRow,
} from './messages.repository';
import { checkSend, type SendCheckRow, writeSentMessage } from './send.repository';

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
  clientKey?: string;
};

/** Thrown inside the photo's transaction when the key's message exists: undoes the claim and the moves. */
class AlreadySent extends Error {}

/**
 * The message the sender already sent with this key, as its first answer was (undefined when none).
 * A key is the sender's own: one used in another of their chats is refused as a missing chat, one
 * sent with other content as another submission's.
 */
async function earlierSend(deps: ChatsDeps, me: UserRow, chatId: string, input: MessageInput) {
  if (!input.clientKey) return undefined;
  const row = await findMessageByClientKey(deps.db, me.id, input.clientKey);
  if (!row) return undefined;
  const chat = row.chatId === chatId ? await findMemberChat(deps.db, me.id, chatId) : undefined;
  if (!chat) throw chatMissing();
  if (!sameContent(row.clientHash, contentHash(input))) throw clientKeyReused();
  return presentNewMessage(deps.db, me, chat.campusId, row);
}

/** The inbox's preview of a message: its text, else what it carries. */
function previewOf(plain: string, input: MessageInput): string {
  if (plain.trim()) return plain.slice(0, 120);
  return input.sharedPostId ? 'Shared a post' : 'Sent a photo';
}

/**
 * The chat's checks in one statement (send.repository.ts), in the order they answer: 404 for a chat
 * the sender is not in, the other person's deleted account, a block either way, the member rate.
 */
async function checkedChat(deps: ChatsDeps, me: UserRow, chatId: string) {
  const rate = memberRate(deps.config, me.id, 'messagesPerMember');
  const chat = await checkSend(deps.db, me.id, chatId, { key: rate.key, rule: hitRuleOf(rate.rule) });
  if (!chat) throw chatMissing();
  if (!chat.otherId) throw badRequest('account_deleted', ACCOUNT_DATA_MESSAGES.otherDeleted, 403);
  assertNotBlockedBetween(me.id, chat.blockers);
  const { count, window_ends_in_ms, locked_ms } = chat;
  assertMemberRate(
    judgeHit({ count: count!, window_ends_in_ms: window_ends_in_ms!, locked_ms: locked_ms! }, rate.rule),
    'messagesPerMember',
  );
  return chat as SendCheckRow & { otherId: string };
}

/** The activity e-mail of a message to the other person, when their e-mails are on. */
function mailOf(
  deps: ChatsDeps,
  me: UserRow,
  chat: SendCheckRow & { otherId: string },
  campusId: string,
  preview: string,
) {
  if (!chat.otherMailOn || !chat.otherEmail) return null;
  const draft = activityMailDraft(
    deps.activity,
    {
      to: chat.otherId,
      from: me.id,
      type: 'message',
      campusId,
      path: `/messages/${chat.id}`,
      threadKey: `chat:${chat.id}`,
      snippet: preview,
    },
    chat.otherEmail,
    { first: me.firstName, last: me.lastName },
  );
  if (!draft) return null;
  return {
    id: uuidv7(),
    gate: { key: draft.gate.key, rule: hitRuleOf(draft.gate.rule) },
    row: mailRowOf(draft.mail),
  };
}

/**
 * Sends a message (text, a shared post or one image); the other person is notified and told live.
 * Refused into a chat whose other person deleted their account or where either blocked the other.
 * A text message costs two statements after the session: the checks, then every write.
 */
export async function sendMessage(
  deps: ChatsDeps,
  me: UserRow,
  campusId: string,
  chatId: string,
  input: MessageInput,
): Promise<ChatMessage> {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  const repeat = await earlierSend(deps, me, chatId, input);
  if (repeat) return repeat;
  const chat = await checkedChat(deps, me, chatId);
  const otherId = chat.otherId;
  const plain = plainTextOf(input.text ?? null);
  if (isTextTooLong(plain)) throw badRequest('too_long', POST_MESSAGES.tooLong);
  if (!plain.trim() && !input.sharedPostId && !input.uploadId)
    throw badRequest('empty', POST_MESSAGES.needTextOrFile);
  if (input.sharedPostId) await assertShareable(deps.db, chat.campusId, me, otherId, input.sharedPostId);
  // The campus's words and links rules may hold it: the other person sees it once it is released.
  const held = screenWith(chat.rules, {
    campusId: chat.campusId,
    author: me,
    plainText: plain,
    listing: false,
  });
  const messageId = uuidv7();
  const preview = previewOf(plain, input);
  const values = {
    id: messageId,
    chatId,
    userId: me.id,
    text: input.text ?? null,
    plainText: plain,
    sharedPostId: input.sharedPostId ?? null,
    imagePath: null as string | null,
    image: null as MessageRow['image'],
    hasPhoto: false,
    clientKey: input.clientKey ?? null,
    clientHash: input.clientKey ? contentHash(input) : null,
    heldReason: held,
  };
  const write = (db: Database | Tx, media: { imagePath: string | null; image: MessageRow['image'] }) =>
    writeSentMessage(db, {
      values: Object.assign(values, media, { hasPhoto: Boolean(media.imagePath) }),
      preview,
      notice: {
        id: uuidv7(),
        ...notificationRowOf({ to: otherId, from: me.id, type: 'message', chatId, message: preview }),
      },
      mail: held ? null : mailOf(deps, me, chat, campusId, preview),
    });
  const moved: Move[] = [];
  let written: Awaited<ReturnType<typeof writeSentMessage>>;
  try {
    written = input.uploadId
      ? await deps.db.transaction(async (tx) => {
          const done = await write(tx, await attachImage(deps, tx, me, messageId, input.uploadId!, moved));
          if (!done) throw new AlreadySent();
          return done;
        })
      : await write(deps.db, { imagePath: null, image: null });
  } catch (err) {
    for (const [to, from] of moved.reverse()) await deps.storage.move(to, from).catch(() => {});
    // The same send at the same moment: the first one wrote (and claimed the photo); answer with it.
    const first = await earlierSend(deps, me, chatId, input);
    if (first) return first;
    throw err;
  }
  if (!written) {
    const first = await earlierSend(deps, me, chatId, input);
    if (first) return first;
    throw chatMissing();
  }
  // After the commit, in one go: both people's tabs, the other person's notification (and push job).
  const notice = written.noticeId ? { id: written.noticeId, to: otherId, type: 'message' as const } : null;
  await deps.bus.publishAll([
    ...(held ? [me.id] : [otherId, me.id]).map((userId) =>
      createRealtimeEvent(userTopic(userId), 'message.created', { chatId, messageId }),
    ),
    ...notificationEvents(deps, [notice]),
  ]);
  if (written.mailed) deps.activity.nudgeMail();
  return presentNewMessage(deps.db, me, chat.campusId, {
    ...values,
    createdAt: written.createdAt,
    removedAt: null,
    autoAnswer: false,
    heldAt: held ? written.createdAt : null,
    heldKind: held ? 'rule' : null,
  });
}
