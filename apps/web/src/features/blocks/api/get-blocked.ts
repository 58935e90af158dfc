// GET /api/me/blocks: the people the viewer blocked, 30 a page, most recent first (/settings/blocked).
import type { BlockedPage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const blockKeys = { list: ['blocks'] as const };

export const getBlocked = (cursor?: string) =>
  api<BlockedPage>(`/api/me/blocks${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export function useBlockedQuery() {
  return useInfiniteQuery({
    queryKey: blockKeys.list,
    queryFn: ({ pageParam }) => getBlocked(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
