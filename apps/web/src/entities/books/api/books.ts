// Reads of textbooks and requests: a course's page, the composer's price history and earlier
// titles, and the requests a new listing meets.
import type { CoursePage, PriceHistory, RequestsMet } from '@campus/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bookKeys = {
  course: (code: string) => ['course', code] as const,
  priceHistory: (q: string) => ['price-history', q] as const,
  titles: (isbn: string) => ['isbn-titles', isbn] as const,
  requestsMet: (postId: string) => ['requests-met', postId] as const,
};

export function useCoursePosts(code: string) {
  return useInfiniteQuery({
    queryKey: bookKeys.course(code),
    queryFn: ({ pageParam }) =>
      api<CoursePage>(
        `/api/courses?code=${encodeURIComponent(code)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** "Sold on this campus": null below 3 sales; nothing asked without a title, ISBN or course. */
export function usePriceHistory(query: { isbn: string | null; course: string | null; title: string }) {
  const params = new URLSearchParams();
  if (query.isbn) params.set('isbn', query.isbn);
  if (query.course) params.set('course', query.course);
  if (query.title.trim()) params.set('title', query.title.trim().slice(0, 120));
  const q = params.toString();
  return useQuery({
    queryKey: bookKeys.priceHistory(q),
    queryFn: () => api<{ history: PriceHistory | null }>(`/api/books/price-history?${q}`),
    enabled: q !== '',
    staleTime: 60_000,
    retry: false,
  });
}

/** The titles earlier listings of this campus gave the ISBN (13 digits). */
export function useIsbnTitles(isbn13: string | null) {
  return useQuery({
    queryKey: bookKeys.titles(isbn13 ?? ''),
    queryFn: () => api<{ titles: string[] }>(`/api/books/titles?isbn=${isbn13}`),
    enabled: isbn13 !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** The open requests the seller's new listing meets ("2 people are looking …"). */
export function useRequestsMet(postId: string | null) {
  return useQuery({
    queryKey: bookKeys.requestsMet(postId ?? ''),
    queryFn: () => api<RequestsMet>(`/api/posts/${postId}/requests`),
    enabled: postId !== null,
    retry: false,
  });
}
