// GET /api/admin/audit: the audit log of every campus, newest first, 25 a page (administrators).
import type { AuditPage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorParam, moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';

export const getAuditLog = (cursor: string) => api<AuditPage>(`/api/admin/audit${cursorParam(cursor)}`);

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: moderationKeys.audit,
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
