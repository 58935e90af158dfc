// GET /api/search/people?q=&cursor=: people of the campus whose first name, last name or username
// matches q, 10 a page.
import type { SearchPeoplePage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';

export function searchPeople(q: string, cursor: string) {
  const params = new URLSearchParams({ q });
  if (cursor) params.set('cursor', cursor);
  return api<SearchPeoplePage>(`/api/search/people?${params}`);
}

export function useSearchPeopleQuery(q: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.people(q),
    queryFn: ({ pageParam }) => searchPeople(q, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
