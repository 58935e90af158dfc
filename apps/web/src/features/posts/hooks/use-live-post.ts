// The open post page, live: another member's comment or reply, a like, the listing's status, sale,
// text or price arrive as `post.changed` naming the top-level post, and the page refetches the
// post with its comment tree and its sale (the Rate form). A resync (the socket's first `ready`, a
// reconnect, or the HTML's answer shown after the shell's socket was ready: the page's chunk came
// late) refetches the same, since events may have been missed.
import type { KnownRealtimeEvent } from '@campus/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../../entities/listings/api/listings';
import { postKeys } from '../../../entities/posts/api/posts';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';

/** What the page at /post/{id} shows: the post with its tree, and the sale of a listing. */
export const postPageKeys = (id: string): QueryKey[] => [postKeys.detail(id), listingKeys.sale(id)];

/**
 * The queries of the page at /post/{id} that an event changes: an event naming the post, or the
 * post a comment page's comment answers (events name the top-level post).
 */
export function postPageHears(event: KnownRealtimeEvent, id: string, parentId: string | null): QueryKey[] {
  if (event.type !== 'post.changed' && event.type !== 'post.deleted') return [];
  const named = event.payload.postId;
  return named === id || named === parentId ? postPageKeys(id) : [];
}

export function useLivePost(id: string, parentId: string | null, enabled: boolean): void {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      for (const key of postPageHears(event, id, parentId)) refetchLive(client, key);
    },
    enabled && id !== '',
    () => {
      for (const key of postPageKeys(id)) refetchLive(client, key);
    },
    postPageKeys(id),
  );
}
