import type { BoostPage } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adKeys } from './ad-keys';

/** GET /api/posts/:id/boost: the owner's post, if it may be boosted (409 already_boosted otherwise). */
export const getBoostPage = (postId: string) => api<BoostPage>(`/api/posts/${postId}/boost`);

export function useBoostPageQuery(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: adKeys.boostPage(postId),
    queryFn: () => getBoostPage(postId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
