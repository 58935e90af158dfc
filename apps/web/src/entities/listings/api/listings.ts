// The marketplace's requests: a listing's status and buyer, the author's edits, "Is this still available?",
// the sale and its ratings, a profile's ratings and saved searches. A change to a post refreshes
// every cached list (its status may take it out of the feed and search).
import {
  type Author,
  type EditPostBody,
  filterParams,
  type ListingFilters,
  type ListingStatus,
  normalizeSearchText,
  type Post,
  type Rating,
  type RatingsPage,
  type Sale,
  type SavedSearch,
  savedFiltersKey,
} from '@campus/domain';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useKeyedAction } from '../../../lib/use-keyed-action';

export const listingKeys = {
  buyers: (postId: string) => ['listing-buyers', postId] as const,
  sale: (postId: string) => ['listing-sale', postId] as const,
  ratings: (username: string) => ['profile-ratings', username] as const,
  savedSearches: ['saved-searches'] as const,
};

function useRefreshAll() {
  const client = useQueryClient();
  return () => void client.invalidateQueries();
}

export function useSetStatus(postId: string) {
  const refresh = useRefreshAll();
  return useAction({
    mutationFn: (body: { status: ListingStatus; buyerId?: string | null }) =>
      api<Post>(`/api/posts/${postId}/status`, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

/** The people who may be named as the buyer; asked for by the Mark as Sold dialog while it is open. */
export function useBuyers(postId: string) {
  return useQuery({
    queryKey: listingKeys.buyers(postId),
    queryFn: () => api<{ buyers: Author[] }>(`/api/posts/${postId}/buyers`),
  });
}

export function useEditPost(postId: string) {
  const refresh = useRefreshAll();
  return useAction({
    mutationFn: (body: EditPostBody) => api<Post>(`/api/posts/${postId}`, { method: 'PATCH', json: body }),
    onSuccess: refresh,
  });
}

/**
 * "Is this still available?" about `postId` sends a message, so it carries a key (keyedSend): a
 * repeat of the tap or a retry after a lost answer is one question; once answered, a later tap is a
 * new one.
 */
export function useStillAvailable(postId: string) {
  const { action, key } = useKeyedAction((body: { postId: string; clientKey?: string }) =>
    api<{ chatId: string }>(`/api/posts/${body.postId}/still-available`, {
      method: 'POST',
      json: { clientKey: body.clientKey },
    }),
  );
  return {
    isPending: action.isPending,
    ask: (options: { onSuccess: (answer: { chatId: string }) => void; onError: (error: Error) => void }) =>
      action.mutate({ postId, clientKey: key.current }, options),
  };
}

export function useSale(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.sale(postId),
    queryFn: () => api<{ sale: Sale }>(`/api/posts/${postId}/sale`),
    enabled,
  });
}

export function useRate(postId: string) {
  const refresh = useRefreshAll();
  return useAction({
    mutationFn: (body: { stars: number; comment?: string }) =>
      api<Rating>(`/api/posts/${postId}/ratings`, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

export function useProfileRatings(username: string) {
  return useInfiniteQuery({
    queryKey: listingKeys.ratings(username),
    queryFn: ({ pageParam }) =>
      api<RatingsPage>(
        `/api/profiles/${encodeURIComponent(username)}/ratings${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: listingKeys.savedSearches,
    queryFn: () => api<{ searches: SavedSearch[] }>('/api/me/saved-searches'),
    enabled,
  });
}

/**
 * Save search. A repeat refused as a duplicate (another tab, a retry after a lost answer) is the
 * search already saved: answered with it, as done.
 */
export function useSaveSearch() {
  const client = useQueryClient();
  return useAction({
    mutationFn: ({ q, filters }: { q: string; filters: ListingFilters }) =>
      api<{ search: SavedSearch }>('/api/me/saved-searches', {
        method: 'POST',
        json: { q, ...Object.fromEntries(filterParams({ ...filters, sort: 'newest' })) },
      }),
    alreadyDone: {
      codes: ['duplicate_saved_search'],
      answer: async ({ q, filters }, refusal) => {
        const { searches } = await api<{ searches: SavedSearch[] }>('/api/me/saved-searches');
        const search = searches.find((s) => isSameSearch(s, q, filters));
        if (!search) throw refusal;
        return { search };
      },
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: listingKeys.savedSearches }),
  });
}

/** Whether a saved search is the search of `q` with `filters` (its words and filters, as saved). */
export function isSameSearch(saved: SavedSearch, q: string, filters: ListingFilters): boolean {
  return saved.text === normalizeSearchText(q) && savedFiltersKey(saved.filters) === savedFiltersKey(filters);
}

export function useRemoveSavedSearch() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (id: string) => api<null>(`/api/me/saved-searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listingKeys.savedSearches }),
  });
}
