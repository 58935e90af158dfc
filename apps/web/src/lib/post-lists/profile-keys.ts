// Query keys of public profiles, one factory for this feature. Caching: a profile refetches whenever
// its page opens (so the owner's edits show); its tabs are fresh for 30 s (the default).
import type { ProfileTab } from '@campus/domain';

export const profileKeys = {
  all: ['profile'] as const,
  /** GET /api/profiles/:username (lowercased) */
  profile: (username: string) => ['profile', username] as const,
  /** Every cached profile tab (a save or deletion patches them). */
  postLists: ['profile-posts'] as const,
  /** GET /api/profiles/:username/posts?show= */
  posts: (username: string, show: ProfileTab) => ['profile-posts', username, show] as const,
};
