// GET /api/search/recent: the signed-in viewer's recent searches, newest first. Guests never ask
// (the server refuses them).
import type { RecentSearch } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';
import { useViewer } from '../../../lib/session';

export const getRecentSearches = () =>
  api<{ searches: RecentSearch[] }>('/api/search/recent').then((r) => r.searches);

/** The viewer's recent searches; asked only for a member, and once `enabled` (the bar opened). */
export function useRecentSearchesQuery(enabled = true) {
  const signedIn = Boolean(useViewer());
  return useQuery({ queryKey: searchKeys.recent, queryFn: getRecentSearches, enabled: signedIn && enabled });
}
