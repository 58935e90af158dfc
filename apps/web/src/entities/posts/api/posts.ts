// Posts: one post with its comment tree, saved and photo lists, saves and deletion. A save updates every
// cached list at once (optimistic) and rolls all of them back if the server refuses.
import { expandPostDetail, type Post, type PostDetail, type PostDetailWire } from '@campus/domain';
import {
  type InfiniteData,
  MutationObserver,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  FIRST_ANSWER_FRESH_MS,
  firstAnswersAt,
  isFirstAnswer,
  takeFirstAnswer,
} from '../../../lib/first-answers';
import { feedKeys } from '../../../lib/post-lists/feed-keys';
import { profileKeys } from '../../../lib/post-lists/profile-keys';
import { searchKeys } from '../../../lib/post-lists/search-keys';
import { useAction } from '../../../lib/use-action';

export const postKeys = {
  detail: (id: string) => ['post', id] as const,
  saved: ['saved'] as const,
  media: ['media'] as const,
};

type Page = { posts: Post[]; nextCursor: string | null };

/** The post page: the answer carries each comment author once; the cache holds full posts. */
export const getPost = async (id: string): Promise<PostDetail> =>
  expandPostDetail(await api<PostDetailWire>(`/api/posts/${id}`));

export function usePostQuery(id: string) {
  return useQuery({
    queryKey: postKeys.detail(id),
    queryFn: () => getPost(id),
    // The post opened first comes in the server's HTML; it counts as fresh for a moment (no second
    // call on mount), then a post page refetches on every visit as before.
    initialData: () => takeFirstAnswer(`/api/posts/${id}`, expandPostDetail),
    initialDataUpdatedAt: firstAnswersAt,
    staleTime: (query) => (isFirstAnswer(query.state.data) ? FIRST_ANSWER_FRESH_MS : 0),
  });
}

function pagedQuery(key: readonly string[], path: string) {
  return {
    queryKey: key,
    queryFn: ({ pageParam }: { pageParam: string }) =>
      api<Page>(`${path}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
  };
}

export const useSavedQuery = () => useInfiniteQuery(pagedQuery(postKeys.saved, '/api/saved'));
export const useMediaQuery = () => useInfiniteQuery(pagedQuery(postKeys.media, '/api/media'));

/** Applies `change` to the post with `id` wherever it is cached; returns a function that undoes it. */
function patchEverywhere(client: QueryClient, id: string, change: (p: Post) => Post): () => void {
  const snapshots: [readonly unknown[], unknown][] = [];
  const patchList = (data: InfiniteData<Page> | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((pg) => ({ ...pg, posts: pg.posts.map((p) => (p.id === id ? change(p) : p)) })),
    };
  for (const key of [
    feedKeys.feed,
    postKeys.saved,
    postKeys.media,
    searchKeys.postLists,
    profileKeys.postLists,
  ]) {
    for (const [qk, data] of client.getQueriesData<InfiniteData<Page>>({ queryKey: key })) {
      snapshots.push([qk, data]);
      client.setQueryData(qk, patchList(data));
    }
  }
  for (const [qk, data] of client.getQueriesData<PostDetail>({ queryKey: ['post'] })) {
    snapshots.push([qk, data]);
    if (data) {
      client.setQueryData<PostDetail>(qk, {
        post: data.post.id === id ? change(data.post) : data.post,
        comments: data.comments.map((c) => (c.id === id ? change(c) : c)),
      });
    }
  }
  return () => {
    for (const [qk, data] of snapshots) client.setQueryData(qk, data);
  };
}

type SaveAnswer = { liked: boolean; likeCount: number };

/** The posts whose save or unsave is on its way, by query client (one tab may hold several). */
const savesInFlight = new WeakMap<object, Set<string>>();

/**
 * Saves or unsaves a post, optimistically: the function the card calls on a tap; its promise settles
 * with the server's answer, or it is null while the same post's last tap is still on its way (a
 * double tap saves once, as useAction does elsewhere). Every card of a list has one, so the
 * mutation's observer is made at the tap rather than by a `useMutation` in each card, which cost
 * every card's render (the server's and the browser's hydration) for a button most cards never see
 * pressed.
 */
export function useToggleSave(): (post: Post) => Promise<SaveAnswer> | null {
  const client = useQueryClient();
  return (post) => {
    const ids = savesInFlight.get(client) ?? new Set<string>();
    savesInFlight.set(client, ids);
    if (ids.has(post.id)) return null;
    ids.add(post.id);
    const observer = new MutationObserver(client, {
      mutationFn: (p: Post) => api<SaveAnswer>(`/api/posts/${p.id}/like`, { method: 'POST', json: {} }),
      onMutate: (p) =>
        patchEverywhere(client, p.id, (c) => ({
          ...c,
          likedByMe: !c.likedByMe,
          likeCount: c.likeCount + (c.likedByMe ? -1 : 1),
        })),
      onError: (_err, _p, undo) => undo?.(),
      onSuccess: (result, p) => {
        patchEverywhere(client, p.id, (c) => ({
          ...c,
          likedByMe: result.liked,
          likeCount: result.likeCount,
        }));
        void client.invalidateQueries({ queryKey: postKeys.saved });
        // A profile's Likes tab lists saved posts.
        void client.invalidateQueries({ queryKey: profileKeys.postLists });
      },
    });
    // Once settled, the observer lets go of the mutation, which the cache then drops as it would.
    return observer.mutate(post).finally(() => {
      ids.delete(post.id);
      observer.reset();
    });
  };
}

/** Deletes a post or comment; lists and the post page refresh. */
export function useDeletePost() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (id: string) => api<void>(`/api/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: feedKeys.feed });
      void client.invalidateQueries({ queryKey: postKeys.saved });
      void client.invalidateQueries({ queryKey: postKeys.media });
      void client.invalidateQueries({ queryKey: searchKeys.postLists });
      void client.invalidateQueries({ queryKey: profileKeys.postLists });
      void client.invalidateQueries({ queryKey: ['post'] });
    },
  });
}
