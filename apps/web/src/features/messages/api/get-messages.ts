// One chat's messages: GET /api/chats/{id}/messages, pages of 15 newest first (?cursor=), or with
// ?after={id} every later message oldest first. Caching: loaded fresh each time the chat opens
// (gcTime 0) and never refetched whole while open (staleTime ∞); live events instead fetch what
// followed the newest cached message (catch-up) or refresh one page (reactions); a resync refreshes
// every loaded page (reactions made while no event could reach this tab).
import type { ChatMessage } from '@campus/domain';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import { api } from '../../../lib/api-client';
import {
  applyUpdates,
  catchUpAnchor,
  idBefore,
  type MessagePage,
  mergeNewer,
  pageIndexOf,
  refreshAnchor,
} from '../message-cache';

const path = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}/messages`;

export const getMessages = (chatId: string, cursor: string) =>
  api<MessagePage>(`${path(chatId)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const getMessagesAfter = (chatId: string, afterId: string) =>
  api<MessagePage>(`${path(chatId)}?after=${encodeURIComponent(afterId)}`).then((p) => p.messages);

export const messagesQueryOptions = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }) => getMessages(chatId, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useMessagesQuery = (chatId: string) => useInfiniteQuery(messagesQueryOptions(chatId));

/** Messages this tab sent and added from the POST answer, not yet seen in a catch-up. */
const unconfirmed = new Set<string>();

/** Adds a message the viewer just sent to its chat's cache. */
export function addSentMessage(client: QueryClient, message: ChatMessage): void {
  unconfirmed.add(message.id);
  client.setQueryData(messagesQueryOptions(message.chatId).queryKey, (data) =>
    data ? mergeNewer(data, [message]) : data,
  );
}

/**
 * Fetches every message after the newest one known without a gap and adds the new ones (never
 * twice); answers the messages added. Waits for a first load still on its way.
 */
export async function catchUpMessages(client: QueryClient, chatId: string): Promise<ChatMessage[]> {
  const options = messagesQueryOptions(chatId);
  const before = client.getQueryData(options.queryKey) ?? (await client.ensureInfiniteQueryData(options));
  const anchor = catchUpAnchor(before.pages, unconfirmed);
  if (!anchor) {
    await client.refetchQueries({ queryKey: options.queryKey });
    const loaded = client.getQueryData(options.queryKey)?.pages.flatMap((p) => p.messages) ?? [];
    for (const m of loaded) unconfirmed.delete(m.id);
    const known = new Set(before.pages.flatMap((p) => p.messages.map((m) => m.id)));
    return loaded.filter((m) => !known.has(m.id));
  }
  const fresh = await getMessagesAfter(chatId, anchor);
  for (const m of fresh) unconfirmed.delete(m.id);
  const current = client.getQueryData(options.queryKey);
  if (!current) return [];
  const known = new Set(current.pages.flatMap((p) => p.messages.map((m) => m.id)));
  client.setQueryData(options.queryKey, mergeNewer(current, fresh));
  return fresh.filter((m) => !known.has(m.id));
}

/**
 * Refreshes the cached page that holds a message (its reactions changed). The first page may have
 * grown with live messages past what its cursor returns; then the messages after the one before it.
 */
export async function refreshMessage(client: QueryClient, chatId: string, messageId: string): Promise<void> {
  const { queryKey } = messagesQueryOptions(chatId);
  const data = client.getQueryData(queryKey);
  const index = data ? pageIndexOf(data.pages, messageId) : -1;
  if (!data || index < 0) return;
  const cursor = data.pageParams[index];
  let fresh = (await getMessages(chatId, typeof cursor === 'string' ? cursor : '')).messages;
  const previous = idBefore(data.pages, messageId);
  if (!fresh.some((m) => m.id === messageId) && previous) fresh = await getMessagesAfter(chatId, previous);
  client.setQueryData(queryKey, (current) => (current ? applyUpdates(current, fresh) : current));
}

/**
 * Refreshes every cached message (their reactions) in place, never adding one: each loaded page
 * again by its cursor, then what the first page gained live beyond its cursor's answer.
 */
export async function refreshLoadedMessages(client: QueryClient, chatId: string): Promise<void> {
  const { queryKey } = messagesQueryOptions(chatId);
  const data = client.getQueryData(queryKey);
  if (!data) return;
  const answers = await Promise.all(
    data.pageParams.map((cursor) => getMessages(chatId, typeof cursor === 'string' ? cursor : '')),
  );
  let fresh = answers.flatMap((page) => page.messages);
  const anchor = refreshAnchor(data.pages, fresh);
  if (anchor) fresh = fresh.concat(await getMessagesAfter(chatId, anchor));
  client.setQueryData(queryKey, (current) => (current ? applyUpdates(current, fresh) : current));
}
