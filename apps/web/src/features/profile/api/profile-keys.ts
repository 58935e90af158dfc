// Query keys of public profiles, one factory for this feature. Caching: a profile and its tabs are
// fresh for 30 s (the default); the viewer's own edits refetch them (Profile Updated).
import type { ProfileTab } from '@campus/domain';

export const profileKeys = {
  all: ['profile'] as const,
  /** GET /api/profiles/:username (lowercased) */
  profile: (username: string) => ['profile', username] as const,
  /** GET /api/profiles/:username/posts?show= */
  posts: (username: string, show: ProfileTab) => ['profile', username, 'posts', show] as const,
};
