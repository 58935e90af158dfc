// GET /api/moderation/insights: a campus's figures per day over the last 90 days, today last
// (moderators their campus; administrators any campus, or every campus together with `all`).
import type { Insights } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';

/** `scope` '' asks the site's default: its campus, or every campus on the hub. */
export const getInsights = (scope: string) =>
  api<Insights>(`/api/moderation/insights${scope ? `?campus=${encodeURIComponent(scope)}` : ''}`);

export function useInsights(scope: string) {
  return useQuery({
    queryKey: moderationKeys.insights(scope),
    queryFn: () => getInsights(scope),
    staleTime: 60_000,
  });
}
