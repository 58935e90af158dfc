import {
  campusTopic,
  HOUSING_MESSAGES,
  isHousingCategory,
  type Post,
  plainTextOf,
  truncateAtWord,
} from '@campus/domain';
import type { Tx } from '../../db/client';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import { assertNotSuspended } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import { holdContent } from '../automod/hold.service';
import { screenWriting } from '../automod/rules.service';
import { assertCampusOpen } from '../campuses/campus-status';
import { recordEvent } from '../events/events.service';
import { notify } from '../notifications/notifications.service';
import { type Notice, notifyWithMail, type Told } from '../notifications/notify-with-mail';
import { enforceMemberRate, enforceNewAccountRate } from '../rate-limits/limits';
import { alertSavedSearches } from '../saved-searches/saved-searches.service';
import { assertMayListCategory } from '../sso/sso.service';
import { findReusedHousingPhoto } from './housing-photos.service';
import { publishPostChanged } from './post-events';
import { earlierPost, type Parent, type PostInput, writePost } from './post-write.service';
import { findPost } from './posts.repository';
import { assertCanPost, assertMember, getShownPost, type PostsDeps, postMissing } from './posts.service';
import { countShown } from './shown-counts.service';

/**
 * A comment tells its parent's author (and, deep in a thread, the post's author unless they are the
 * same person) and queues the parent author's activity mail. In the comment's transaction.
 */
async function notifyThread(
  deps: PostsDeps,
  tx: Tx,
  user: UserRow,
  campusId: string,
  parent: Parent,
  plain: string,
) {
  const message = truncateAtWord(plain, 200);
  const { notice, mailed } = await notifyWithMail(deps, tx, {
    to: parent.authorId,
    from: user.id,
    type: parent.depth === 0 ? 'comment' : 'comment reply',
    campusId,
    rootId: parent.rootId,
    threadKey: `post:${parent.rootId}`,
    message,
  });
  // A reply deep in a thread also tells the post's author, unless they are already told.
  const extra: Notice =
    parent.depth > 0 && parent.rootAuthorId !== parent.authorId
      ? await notify(tx, {
          to: parent.rootAuthorId,
          from: user.id,
          type: 'post interaction',
          postId: parent.rootId,
          message,
        })
      : null;
  return { notices: [notice, extra], mailed } satisfies Told;
}

/**
 * Writes a post or comment: `during` runs in its transaction and answers whether it is held for
 * review; a held one goes to the queue and nobody else sees it yet (not counted, no `announce`, not
 * published); a shown one counts at once (shown-counts).
 */
async function writeScreened(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  input: PostInput,
  parent: Parent | undefined,
  steps: {
    during: (tx: Tx, postId: string) => Promise<string | null | undefined>;
    announce: (tx: Tx, plain: string, postId: string) => Promise<Told | undefined>;
  },
) {
  let held: string | null | undefined;
  const { postId, repeated } = await writePost(
    deps,
    user,
    campusId,
    input,
    parent,
    async (tx, plain, postId) => {
      held = await steps.during(tx, postId);
      if (!held) {
        await countShown(tx, { userId: user.id, postCommentedOn: parent?.id ?? null }, 1);
        return steps.announce(tx, plain, postId);
      }
      await holdContent(tx, { postId, reason: held });
      return undefined;
    },
  );
  return { id: postId, published: !repeated && !held };
}

/**
 * Creates a top-level post on the campus (login, verified school and a set-up profile required);
 * saved searches it matches are alerted in its transaction.
 */
export async function createPost(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  input: PostInput,
): Promise<Post> {
  assertCanPost(user, campusId);
  assertCampusOpen(deps.campuses, campusId);
  await assertMayListCategory(deps, user, campusId, input.category);
  // A repeat (double tap, resubmit after a reload) answers the first post, before any rate limit.
  const first = await earlierPost(deps.db, user.id, input);
  if (first) return getShownPost(deps.db, campusId, first, user.id);
  // The campus's rules: a prohibited item may refuse it here; a rule may hold it for review.
  const plainText = plainTextOf(input.text ?? null);
  let held = await screenWriting(deps.db, { campusId, author: user, plainText, listing: true });
  const housingPhotos = isHousingCategory(input.category) && input.uploadIds.length > 0;
  await enforceMemberRate(deps.db, deps.config, user.id, 'postsPerMember');
  await enforceNewAccountRate(deps.db, deps.config, user, 'posts');
  const { id, published } = await writeScreened(deps, user, campusId, input, undefined, {
    async during(tx, postId) {
      await recordEvent(tx, 'Submit Post', { userId: user.id, campusId });
      // A room's photo that is in another member's listing: a common rental scam, held for a moderator.
      if (!held && housingPhotos && (await findReusedHousingPhoto(tx, postId)))
        held = HOUSING_MESSAGES.photoReused;
      return held;
    },
    // Members whose saved search the post matches are told (published after the commit).
    announce: (tx, _plain, postId) =>
      alertSavedSearches(tx, deps.activity, { id: postId, campusId, authorId: user.id }),
  });
  if (published) {
    await deps.bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.created', { postId: id }));
    // Requests it may meet are told by a job, not in this request.
    if ((input.kind ?? 'selling') === 'selling') deps.activity.requests?.nudge();
  }
  return getShownPost(deps.db, campusId, id, user.id);
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
  assertNotSuspended(user);
  assertCampusOpen(deps.campuses, campusId);
  const parent = await findPost(deps.db, parentId);
  if (!parent || parent.campusId !== campusId) throw postMissing();
  const root = parent.rootPostId ? await findPost(deps.db, parent.rootPostId) : parent;
  if (!root) throw postMissing();
  // A repeat (double tap, retry, resubmit after Back) answers the first comment, before any limit.
  const written = { ...input, category: null, price: null, condition: null };
  const first = await earlierPost(deps.db, user.id, written);
  if (first) return getShownPost(deps.db, campusId, first, user.id);
  const held = await screenWriting(deps.db, {
    campusId,
    author: user,
    plainText: plainTextOf(input.text ?? null),
    listing: false,
  });
  await enforceMemberRate(deps.db, deps.config, user.id, 'commentsPerMember');
  const thread: Parent = {
    id: parent.id,
    rootId: parent.rootPostId ?? parent.id,
    depth: parent.depth,
    authorId: parent.user.id,
    rootAuthorId: root.user.id,
  };
  const { id, published } = await writeScreened(deps, user, campusId, written, thread, {
    // A held comment's thread is told once a moderator releases it, not now.
    during: async () => held,
    announce: (tx, plain) => notifyThread(deps, tx, user, campusId, thread, plain),
  });
  // The open post page shows the thread: it refetches (the feed's topic stays new posts only).
  if (published) await publishPostChanged(deps.bus, campusId, thread.rootId);
  return getShownPost(deps.db, campusId, id, user.id);
}
