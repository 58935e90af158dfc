// GET /api/moderation/reports: the campus's open reports grouped by target, oldest first, 10 a page.
// Refetched on focus and after every action (the queue is shared by the campus's moderators).
import type { ReportQueue } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorParam, moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';

export const getReportQueue = (cursor: string) =>
  api<ReportQueue>(`/api/moderation/reports${cursorParam(cursor)}`);

export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: moderationKeys.reports,
    queryFn: ({ pageParam }) => getReportQueue(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
