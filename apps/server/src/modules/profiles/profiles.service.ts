import { awayOf, PROFILE_MESSAGES, type Profile, type ProfileTab, standingOf } from '@campus/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import type { AccountsDeps, Site } from '../accounts/accounts.service';
import { sendClaimLink } from '../accounts/sign-in.service';
import { hasBlocked } from '../blocks/blocks.service';
import { getProfilePostsPage } from '../posts/profile-posts.service';
import { getRatingSummary, listRatings } from '../ratings/ratings.service';
import { findProfileByUsername } from './profiles.repository';

const profileMissing = () => notFound('profile_missing', PROFILE_MESSAGES.missingTitle);

/**
 * A profile by username (lowercased), or 404 'This page doesn't exist.'. A person the viewer
 * blocked comes with `blockedByMe` and without their bio (the page shows the blocked state); the
 * blocked person sees the blocker's profile as anyone does (blocking is private). With the
 * ratings summary ('4.8 (12 ratings)').
 */
export async function getProfile(db: Database, username: string, viewer: UserRow | null): Promise<Profile> {
  const row = await findProfileByUsername(db, username);
  if (!row) throw profileMissing();
  const { createdAt, awayUntil, awayNote, affiliation, affiliationCheckedAt, ...rest } = row;
  const blockedByMe = await hasBlocked(db, viewer?.id ?? null, row.id);
  return {
    ...rest,
    bio: blockedByMe ? null : rest.bio,
    joinedAt: createdAt.toISOString(),
    isMe: viewer?.id === row.id,
    blockedByMe,
    rating: await getRatingSummary(db, row.id),
    away: awayOf(awayUntil, awayNote, new Date()),
    // As in the trust summary: only someone who signed in with their university has a standing.
    standing: affiliation ? standingOf({ ...rest, affiliation, affiliationCheckedAt }) : null,
  };
}

/** A page of one profile tab, on the site's campus; empty for a viewer who blocked the person. */
export async function getProfilePosts(
  db: Database,
  username: string,
  campusId: string,
  viewer: UserRow | null,
  query: { show: ProfileTab; cursor?: string },
) {
  const row = await findProfileByUsername(db, username);
  if (!row) throw profileMissing();
  // A person the viewer blocked: every tab is empty (the page shows the blocked state instead).
  if (await hasBlocked(db, viewer?.id ?? null, row.id)) return { posts: [], nextCursor: null };
  return getProfilePostsPage(db, query.show, row.id, campusId, viewer?.id ?? null, query.cursor);
}

/** A page of the ratings the person received (the Ratings tab); empty for a viewer who blocked them. */
export async function getProfileRatings(
  db: Database,
  username: string,
  viewer: UserRow | null,
  cursor?: string,
) {
  const row = await findProfileByUsername(db, username);
  if (!row) throw profileMissing();
  if (await hasBlocked(db, viewer?.id ?? null, row.id)) return { ratings: [], nextCursor: null };
  return listRatings(db, row.id, viewer?.id ?? null, cursor);
}

/** 'Claim this account' on an unverified profile: a sign-in link to its own address (never shown). */
export async function claimProfile(deps: AccountsDeps, input: { ip: string; site: Site; username: string }) {
  const row = await findProfileByUsername(deps.db, input.username);
  if (!row) throw profileMissing();
  await sendClaimLink(deps, { ip: input.ip, site: input.site, userId: row.id });
}
