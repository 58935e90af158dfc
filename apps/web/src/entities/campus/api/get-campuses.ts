// The open campuses, as the server answers them (administrators add, edit and retire campuses
// without a deploy): the school search, other campuses' tags, the hub's school e-mail page. Cached
// for five minutes; a page load asks again.
import type { Campus } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campusKeys } from './get-campus';

export const getCampuses = () => api<{ campuses: Campus[] }>('/api/campuses').then((r) => r.campuses);

export function useCampusesQuery(enabled = true) {
  return useQuery({
    queryKey: campusKeys.catalogue,
    queryFn: getCampuses,
    staleTime: 5 * 60_000,
    enabled,
  });
}
