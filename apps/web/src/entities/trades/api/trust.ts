// Trust at a glance for one person: cached a minute (it changes with a sale or a rating).
import type { TrustSummary } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const trustKeys = { person: (userId: string) => ['trust', userId] as const };

export function useTrustQuery(userId: string) {
  return useQuery({
    queryKey: trustKeys.person(userId),
    queryFn: () => api<{ trust: TrustSummary }>(`/api/people/${encodeURIComponent(userId)}/trust`),
    enabled: userId !== '',
    staleTime: 60_000,
    retry: false,
  });
}
