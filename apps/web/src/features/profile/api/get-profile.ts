// GET /api/profiles/:username: a member's public profile; the lookup is lowercased (community §5).
// An unknown username answers 404 profile_missing (the page shows 'This page doesn't exist.').
import type { Profile } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/post-lists/profile-keys';

export const getProfile = (username: string) => api<Profile>(`/api/profiles/${encodeURIComponent(username)}`);

export function useProfileQuery(username: string) {
  return useQuery({
    queryKey: profileKeys.profile(username),
    queryFn: () => getProfile(username),
    staleTime: 0,
  });
}
