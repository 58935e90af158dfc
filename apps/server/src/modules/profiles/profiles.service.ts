import { PROFILE_MESSAGES, type Profile, type ProfileTab } from '@campus/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { getProfilePostsPage } from '../posts/profile-posts.service';
import { findProfileByUsername } from './profiles.repository';

const profileMissing = () => notFound('profile_missing', PROFILE_MESSAGES.missingTitle);

/** A profile by username (lowercased), or 404 'This page doesn't exist.'. */
export async function getProfile(db: Database, username: string, viewer: UserRow | null): Promise<Profile> {
  const row = await findProfileByUsername(db, username);
  if (!row) throw profileMissing();
  const { createdAt, ...rest } = row;
  return { ...rest, joinedAt: createdAt.toISOString(), isMe: viewer?.id === row.id };
}

/** A page of one profile tab, on the site's campus. */
export async function getProfilePosts(
  db: Database,
  username: string,
  campusId: string,
  viewer: UserRow | null,
  query: { show: ProfileTab; cursor?: string },
) {
  const row = await findProfileByUsername(db, username);
  if (!row) throw profileMissing();
  return getProfilePostsPage(db, query.show, row.id, campusId, viewer?.id ?? null, query.cursor);
}
