// Pure rules for the cached message pages of one chat. The server answers pages newest first; the
// screen shows them oldest first. Live messages join the first (newest) page, so every other page
// keeps the exact window its cursor names and can be refetched on its own.
import type { ChatMessage } from '@campus/domain';

export interface MessagePage {
  messages: ChatMessage[];
  nextCursor: string | null;
}

export interface MessagePages {
  pages: MessagePage[];
  pageParams: unknown[];
}

/** Older first: by creation time, then by id (ids are time-ordered UUIDv7). */
export function compareOldestFirst(a: ChatMessage, b: ChatMessage): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Every cached message once, oldest first (the order the screen shows, newest at the bottom). */
export function orderForDisplay(pages: readonly MessagePage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const m of page.messages) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort(compareOldestFirst);
}

/**
 * Adds messages newer than the cache (a catch-up or a sent message) to the first page, skipping any
 * already there; answers the same object when nothing is new.
 */
export function mergeNewer<T extends MessagePages>(data: T, incoming: readonly ChatMessage[]): T {
  const known = new Set(data.pages.flatMap((p) => p.messages.map((m) => m.id)));
  const added = new Map<string, ChatMessage>();
  for (const m of incoming) if (!known.has(m.id)) added.set(m.id, m);
  if (added.size === 0) return data;
  const [first, ...rest] = data.pages;
  const messages = [...added.values(), ...(first?.messages ?? [])].sort((a, b) => compareOldestFirst(b, a));
  return {
    ...data,
    pages: [{ nextCursor: first?.nextCursor ?? null, messages }, ...rest],
    pageParams: data.pageParams.length > 0 ? data.pageParams : [''],
  };
}

/** Replaces cached messages by their fresh copies (reaction counts); never adds one. */
export function applyUpdates<T extends MessagePages>(data: T, fresh: readonly ChatMessage[]): T {
  const byId = new Map(fresh.map((m) => [m.id, m]));
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, messages: p.messages.map((m) => byId.get(m.id) ?? m) })),
  };
}

/** Applies `change` to the cached message with `id`. */
export function patchMessage<T extends MessagePages>(
  data: T,
  id: string,
  change: (m: ChatMessage) => ChatMessage,
): T {
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, messages: p.messages.map((m) => (m.id === id ? change(m) : m)) })),
  };
}

/** A reaction toggled by the viewer: liked flips and the count follows. */
export function toggleLiked(m: ChatMessage): ChatMessage {
  return { ...m, likedByMe: !m.likedByMe, likeCount: Math.max(0, m.likeCount + (m.likedByMe ? -1 : 1)) };
}

/**
 * The newest message known to follow the history without a gap: the anchor of a catch-up
 * (?after=). Messages the viewer just sent are skipped (`unconfirmed`): one from the other person
 * may have been made just before them and not be cached yet.
 */
export function catchUpAnchor(
  pages: readonly MessagePage[],
  unconfirmed: ReadonlySet<string>,
): string | null {
  const ordered = orderForDisplay(pages);
  for (let i = ordered.length - 1; i >= 0; i--) {
    const id = ordered[i]!.id;
    if (!unconfirmed.has(id)) return id;
  }
  return null;
}

/** The index of the page that holds a message, or -1. */
export function pageIndexOf(pages: readonly MessagePage[], id: string): number {
  return pages.findIndex((p) => p.messages.some((m) => m.id === id));
}

/** The id of the message just older than `id`, or null when it is the oldest cached. */
export function idBefore(pages: readonly MessagePage[], id: string): string | null {
  const ordered = orderForDisplay(pages);
  const at = ordered.findIndex((m) => m.id === id);
  return at > 0 ? ordered[at - 1]!.id : null;
}

/**
 * The id a catch-up (?after=) must start from to refresh the cached messages `fresh` does not hold
 * (live messages added to the first page beyond what its cursor answers), or null when none is
 * missing or the oldest cached is (it cannot be asked for by ?after=).
 */
export function refreshAnchor(pages: readonly MessagePage[], fresh: readonly ChatMessage[]): string | null {
  const have = new Set(fresh.map((m) => m.id));
  const missing = orderForDisplay(pages).find((m) => !have.has(m.id));
  return missing ? idBefore(pages, missing.id) : null;
}
