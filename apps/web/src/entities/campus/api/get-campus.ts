// The campus of this site, from the Host header. It never changes while the page lives: cached forever.
import type { Campus } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeFirstAnswer } from '../../../lib/first-answers';

export const campusKeys = {
  site: ['campus', 'site'] as const,
  catalogue: ['campus', 'catalogue'] as const,
};

export const getSiteCampus = () => api<Campus>('/api/campus');

export function useSiteCampusQuery() {
  return useQuery({
    queryKey: campusKeys.site,
    queryFn: getSiteCampus,
    initialData: () => takeFirstAnswer<Campus>('/api/campus'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
