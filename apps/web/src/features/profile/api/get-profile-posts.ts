// GET /api/profiles/:username/posts?show=home|photos|replies|likes&cursor=: one profile tab, 10 a
// page; the server ends the list (nextCursor null) when a page brings fewer than 9 (community §7).
import type { ProfilePostsPage, ProfileTab } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/post-lists/profile-keys';

export function getProfilePosts(username: string, show: ProfileTab, cursor: string) {
  const params = new URLSearchParams({ show });
  if (cursor) params.set('cursor', cursor);
  return api<ProfilePostsPage>(`/api/profiles/${encodeURIComponent(username)}/posts?${params}`);
}

export function useProfilePostsQuery(username: string, show: ProfileTab) {
  return useInfiniteQuery({
    queryKey: profileKeys.posts(username, show),
    queryFn: ({ pageParam }) => getProfilePosts(username, show, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
