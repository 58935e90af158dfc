// The campus catalogue for the school search; it changes only with a deploy, so it is cached for the session.
import type { Campus } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campusKeys } from './get-campus';

export const getCampuses = () => api<{ campuses: Campus[] }>('/api/campuses').then((r) => r.campuses);

export function useCampusesQuery() {
  return useQuery({
    queryKey: campusKeys.catalogue,
    queryFn: getCampuses,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
