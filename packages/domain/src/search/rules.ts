import { SEARCH_LIMITS } from './limits';

/** The form a query is counted and remembered in: trimmed, spaces collapsed, lowercased. */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_LIMITS.queryMax);
}

/** Search paging (community §7): no more results once a page brings fewer than 2 hits. */
export function searchHasMore(hits: number): boolean {
  return hits >= 2;
}

/** Profile feeds (community §7): a profile list ends when fewer than 9 return. */
export function profileFeedHasMore(rows: number): boolean {
  return rows >= 9;
}

/** Moves a keyboard highlight through `count` items with wrap-around; -1 means none. */
export function moveHighlight(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
