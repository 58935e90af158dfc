import {
  type EditPostBody,
  HOUSING_MESSAGES,
  isHousingCategory,
  isPriceDrop,
  LISTING_MESSAGES,
  POST_MESSAGES,
  type Post,
} from '@campus/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { screenWriting } from '../automod/rules.service';
import { publishNotifications } from '../notifications/notifications.service';
import { type Notice, notifyWithMail } from '../notifications/notify-with-mail';
import { checkBookFields } from '../posts/book-fields';
import { checkHousingFields, NO_HOUSING } from '../posts/housing-fields';
import { findReusedHousingPhoto } from '../posts/housing-photos.service';
import { publishPostChanged } from '../posts/post-events';
import {
  attachUploads,
  checkCategoryAndPrice,
  checkText,
  lockUploadsInOrder,
} from '../posts/post-write.service';
import { assertMember, getShownPost, type PostsDeps } from '../posts/posts.service';
import { holdShownPost } from '../posts/shown-counts.service';
import { markUploadsClaimed } from '../posts/uploads.service';
import { assertMayListCategory } from '../sso/sso.service';
import {
  deleteMediaExcept,
  listPostMedia,
  listSaverIds,
  lockPostForChange,
  reorderMedia,
  updatePostContent,
} from './listing.repository';
import { assertOwnListing } from './post-status.service';

/** Tells each member who saved the post that its price dropped (in-app, and by the activity-mail rules). */
async function tellSavers(deps: PostsDeps, tx: Tx, user: UserRow, campusId: string, postId: string) {
  const notices: Notice[] = [];
  let mailed = false;
  for (const saverId of await listSaverIds(tx, postId, user.id)) {
    const told = await notifyWithMail(deps, tx, {
      to: saverId,
      from: user.id,
      type: 'price drop',
      campusId,
      rootId: postId,
      threadKey: `price-drop:${postId}`,
      message: LISTING_MESSAGES.priceDropped,
    });
    notices.push(told.notice);
    mailed ||= told.mailed;
  }
  return { notices, mailed };
}

/**
 * The author edits a post: text, category, price, condition and photos under the posting rules (500
 * characters, text or a file, 10 files), the kept photos first in the order given, then new uploads.
 * The post shows 'Edited'; the feed order (last_modified) does not change. A lower price tells the
 * members who saved it. Removed photos' files go after the commit.
 */
export async function editPost(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  postId: string,
  body: EditPostBody,
): Promise<Post> {
  assertMember(user, campusId);
  const keep = [...new Set(body.keepMediaIds)];
  const plain = checkText(body.text, keep.length + body.uploadIds.length);
  const { category, priceCents, condition } = checkCategoryAndPrice(body);
  // The campus's rules read the edited text as new: a prohibited item refuses it, a rule may hold it.
  // (Its own old text is refused too: a listing a rule refuses now cannot be edited but removed.)
  const held = await screenWriting(deps.db, { campusId, author: user, plainText: plain, listing: true });
  const moved: [string, string][] = [];
  let done: { removedKeys: string[]; notices: Notice[]; mailed: boolean };
  try {
    done = await deps.db.transaction(async (tx) => {
      const post = assertOwnListing(await lockPostForChange(tx, postId), user, campusId);
      // A request keeps Up to instead of a price; its kind stays as it was posted.
      // Absent housing details stay while the post stays in Housing & Apartments.
      const housing =
        body.housing !== undefined
          ? checkHousingFields(body.housing, category)
          : isHousingCategory(category)
            ? {}
            : NO_HOUSING;
      const housingKind = 'housingKind' in housing ? housing.housingKind : post.housingKind;
      const request = post.postKind === 'looking_for' || housingKind === 'roommate';
      const book = checkBookFields(body, post.postKind, category, request);
      // Moving a listing into Tickets is listing tickets (a campus may keep them for current students).
      if (post.category !== category) await assertMayListCategory(deps, user, campusId, category);
      const media = await listPostMedia(tx, postId);
      const kept = keep.map((id) => media.find((m) => m.id === id));
      if (kept.some((m) => !m)) throw new AppError(400, 'media_missing', POST_MESSAGES.submitFailed);
      const uploads = await lockUploadsInOrder(tx, user.id, body.uploadIds);
      await deleteMediaExcept(tx, postId, keep);
      await reorderMedia(tx, postId, keep);
      await attachUploads(deps, tx, postId, uploads, moved, {}, keep.length);
      await markUploadsClaimed(tx, body.uploadIds, postId);
      await updatePostContent(tx, postId, {
        text: body.text ?? null,
        plainText: plain,
        category,
        priceCents: request ? null : priceCents,
        condition: request ? null : condition,
        ...book,
        ...housing,
        imgCount: keep.length + uploads.length,
        hasPhoto: kept.some((m) => m?.kind === 'image') || uploads.some((u) => u.kind === 'image'),
      });
      // Only a changed text is held again: a moderator's release of this text stands.
      // A held edit stops counting where the post counted (shown-counts).
      if (held && post.plainText !== plain) await holdShownPost(tx, postId, { reason: held });
      // New photos of a room that are in another member's listing: held, as a new listing would be.
      else if (
        uploads.length > 0 &&
        isHousingCategory(category) &&
        (await findReusedHousingPhoto(tx, postId))
      )
        await holdShownPost(tx, postId, { reason: HOUSING_MESSAGES.photoReused });
      const told =
        !request && isPriceDrop(post.priceCents, priceCents)
          ? await tellSavers(deps, tx, user, campusId, postId)
          : { notices: [], mailed: false };
      const removed = media.filter((m) => !keep.includes(m.id));
      return { removedKeys: removed.flatMap((m) => [m.imgPath, ...m.variants.map((v) => v.key)]), ...told };
    });
  } catch (err) {
    for (const [to, from] of moved.reverse()) await deps.storage.move(to, from).catch(() => {});
    throw err;
  }
  // The rows are gone: the removed photos' files are deleted as well as it goes.
  await Promise.all([...new Set(done.removedKeys)].map((key) => deps.storage.delete(key).catch(() => {})));
  await publishPostChanged(deps.bus, campusId, postId);
  await publishNotifications(deps, done.notices);
  if (done.mailed) deps.activity.nudgeMail();
  return getShownPost(deps.db, campusId, postId, user.id);
}
