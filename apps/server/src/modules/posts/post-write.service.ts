import type { ErrorCode, HousingInput, ListingCondition } from '@campus/domain';
import {
  isCategory,
  isTextTooLong,
  MAX_FILES_PER_POST,
  POST_MESSAGES,
  plainTextOf,
  priceRefusal,
} from '@campus/domain';
import type { Executor, Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import type { MediaVariant } from '../../db/schema';
import { AppError, clientKeyReused } from '../../http/errors';
import { contentHash, sameContent } from '../../lib/content-hash';
import type { UserRow } from '../accounts/accounts.repository';
import { publishNotifications } from '../notifications/notifications.service';
import type { Told } from '../notifications/notify-with-mail';
import { type BookInput, checkBookFields } from './book-fields';
import { checkHousingFields, NO_HOUSING } from './housing-fields';
import { findPostByClientKey, insertPost, insertPostMedia, setHasPhoto } from './post-changes.repository';
import type { PostsDeps } from './posts.service';
import { lockUnclaimedUploads, markUploadsClaimed, type UploadRecord } from './uploads.repository';

const bad = (code: ErrorCode, message: string) => new AppError(400, code, message);

export interface PostInput extends BookInput {
  housing?: HousingInput | null;
  text?: Record<string, unknown> | null;
  category?: string | null;
  price?: number | null;
  condition?: ListingCondition | null;
  uploadIds: string[];
  /** The author's alt text per photo, by upload id. */
  altTexts?: Record<string, string>;
  /** The author's key for this create: a repeat answers the first write (see insertPost). */
  clientKey?: string;
}

/** The comment's parent and the post at the root of its thread. */
export interface Parent {
  id: string;
  rootId: string;
  depth: number;
  authorId: string;
  rootAuthorId: string;
}

/** The content hash of an input; Selling, the default, hashes as if left out (as clients before it send). */
const inputHash = (input: PostInput) =>
  contentHash(input.kind === 'selling' ? { ...input, kind: undefined } : input);

/**
 * The id of the author's post or comment already made with the input's client key (undefined: none,
 * or no key). The same key sent with other content is refused: it was another submission's.
 */
export async function earlierPost(
  db: Executor,
  userId: string,
  input: PostInput,
): Promise<string | undefined> {
  if (!input.clientKey) return undefined;
  const first = await findPostByClientKey(db, userId, input.clientKey);
  if (first && !sameContent(first.clientHash, inputHash(input))) throw clientKeyReused();
  return first?.id;
}

/** The plain text of a post's document, checked: 500 characters, text or a file, 10 files at most. */
export function checkText(text: PostInput['text'], fileCount: number): string {
  const plain = plainTextOf(text ?? null);
  if (isTextTooLong(plain)) throw bad('too_long', POST_MESSAGES.tooLong);
  if (!plain.trim() && fileCount === 0) throw bad('empty', POST_MESSAGES.needTextOrFile);
  if (fileCount > MAX_FILES_PER_POST) throw bad('too_many_files', POST_MESSAGES.tooManyFiles);
  return plain;
}

/** The user's unattached uploads `ids`, locked, in that order; 'Something went wrong.' when one is not. */
export async function lockUploadsInOrder(tx: Tx, userId: string, ids: string[]): Promise<UploadRecord[]> {
  const claimed = await lockUnclaimedUploads(tx, userId, ids);
  if (claimed.length !== new Set(ids).size) throw bad('upload_missing', POST_MESSAGES.submitFailed);
  return ids.map((id) => claimed.find((u) => u.id === id)!);
}

/**
 * A listing's category ('all' is none), price (whole dollars, stored in cents) and condition, checked.
 * A condition describes something for sale: it is kept only with a price (the forms offer it then).
 */
export function checkCategoryAndPrice(input: Pick<PostInput, 'category' | 'price' | 'condition'>) {
  const category = input.category && input.category !== 'all' ? input.category : null;
  if (category && !isCategory(category)) throw bad('invalid_category', 'Choose a category from the list.');
  const price = input.price ?? null;
  const refusal = price === null ? null : priceRefusal(price);
  if (refusal) throw bad('invalid_price', refusal);
  const priceCents = price === null ? null : price * 100;
  return { category, priceCents, condition: priceCents === null ? null : (input.condition ?? null) };
}

/**
 * Moves each upload's files to images/posts/{postId}/ and writes its media row, in order after
 * `firstOrder` (an edit's kept photos come first). Every move is noted in `moved` (to, from) so a
 * failed transaction can put the files back.
 */
export async function attachUploads(
  deps: Pick<PostsDeps, 'storage'>,
  tx: Tx,
  postId: string,
  ordered: UploadRecord[],
  moved: [string, string][],
  altTexts: Record<string, string> = {},
  firstOrder = 0,
) {
  for (const [index, upload] of ordered.entries()) {
    const order = firstOrder + index;
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
      upload.kind === 'image' ? variants.at(-1)!.key : await move(`uploads/${upload.id}/${upload.fileName}`);
    await insertPostMedia(tx, {
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
      photoHash: upload.photoHash,
      bytes: upload.bytes,
      alt:
        upload.kind === 'image' && Object.hasOwn(altTexts, upload.id)
          ? altTexts[upload.id]!.trim() || null
          : null,
    });
  }
}

/**
 * Writes a post (or a comment, with `parent`) and claims its uploads, in one transaction: the files
 * move to images/posts/{postId}/; `withRows` changes counters and notifies in the same transaction,
 * and what it notified is published after the commit. With a client key the row is written first, so
 * a repeat (even one racing the first) finds it and returns its id with `repeated`, writing nothing.
 */
export async function writePost(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  input: PostInput,
  parent: Parent | undefined,
  withRows: (tx: Tx, plain: string, postId: string) => Promise<Told | undefined>,
): Promise<{ postId: string; repeated: boolean }> {
  const plain = checkText(input.text, input.uploadIds.length);
  const kind = parent ? 'selling' : (input.kind ?? 'selling');
  // A request has Up to instead of a price, and no condition.
  // Looking for a roommate has a budget instead of rent, as a request has.
  const budget = kind === 'looking_for' || (!parent && input.housing?.kind === 'roommate');
  const listed = budget ? { ...input, price: null } : input;
  const { category, priceCents, condition } = checkCategoryAndPrice(listed);
  const book = checkBookFields(parent ? {} : input, kind, parent ? null : category, budget);
  const housing = parent ? NO_HOUSING : checkHousingFields(input.housing, category);
  let postId = uuidv7();
  let repeated = false;
  const moved: [string, string][] = [];
  let told: Told | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const inserted = await insertPost(tx, {
        id: postId,
        campusId,
        userId: user.id,
        text: input.text ?? null,
        plainText: plain,
        category: parent ? null : category,
        priceCents: parent ? null : priceCents,
        condition: parent ? null : condition,
        postKind: kind,
        ...book,
        ...housing,
        // A new listing waits for the request-matching job.
        requestsChecked: Boolean(parent) || kind !== 'selling',
        postCommentedOn: parent?.id ?? null,
        rootPostId: parent?.rootId ?? null,
        depth: parent ? parent.depth + 1 : 0,
        imgCount: input.uploadIds.length,
        clientKey: input.clientKey ?? null,
        clientHash: input.clientKey ? inputHash(input) : null,
      });
      if (!inserted && input.clientKey) {
        const first = await earlierPost(tx, user.id, input);
        if (first) {
          postId = first;
          repeated = true;
          return;
        }
      }
      const ordered = await lockUploadsInOrder(tx, user.id, input.uploadIds);
      if (ordered.some((u) => u.kind === 'image')) await setHasPhoto(tx, postId);
      await attachUploads(deps, tx, postId, ordered, moved, input.altTexts);
      await markUploadsClaimed(tx, input.uploadIds, postId);
      told = await withRows(tx, plain, postId);
    });
  } catch (err) {
    for (const [to, from] of moved.reverse()) await deps.storage.move(to, from).catch(() => {});
    throw err;
  }
  if (told) {
    await publishNotifications(deps, told.notices);
    if (told.mailed) deps.activity.nudgeMail();
  }
  return { postId, repeated };
}
