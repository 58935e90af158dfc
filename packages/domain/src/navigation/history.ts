/**
 * Back navigation (community §2 Layout): a history of visited URLs kept in local storage,
 * reset after 24 hours, skipping auth pages, settings pages, comment-creation pages and
 * '?show=' URLs. Pure functions over a plain state so both the hook and the tests use them.
 */
export const HISTORY_TTL_MS = 24 * 60 * 60 * 1000;
export const HISTORY_MAX_ENTRIES = 50;
export const BACK_FALLBACK = '/home';

export interface NavHistory {
  startedAt: number;
  entries: string[];
}

const AUTH_PREFIXES = [
  '/user_registration',
  '/login',
  '/register',
  '/verify',
  '/forgotpassword',
  '/logout',
  '/reset-password',
];

/** Whether a URL (path plus search) belongs in the back history. */
export function isRecordable(url: string): boolean {
  const parsed = new URL(url, 'http://x');
  const path = parsed.pathname;
  if (AUTH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if (path === '/settings' || path.startsWith('/settings/')) return false;
  if (path.startsWith('/create/comment')) return false;
  if (parsed.searchParams.has('show')) return false;
  // A page that opens a chat and moves on: back must lead past it, never into it again.
  if (path === '/messages/new' && parsed.searchParams.has('to')) return false;
  return true;
}

export function freshHistory(now: number): NavHistory {
  return { startedAt: now, entries: [] };
}

/** The history to use now: a stored one older than 24 hours (or a broken one) starts again. */
export function currentHistory(stored: NavHistory | null | undefined, now: number): NavHistory {
  if (!stored || !Array.isArray(stored.entries) || typeof stored.startedAt !== 'number')
    return freshHistory(now);
  return now - stored.startedAt > HISTORY_TTL_MS ? freshHistory(now) : stored;
}

/** Records a visit; repeats of the last entry and skipped URLs leave it unchanged. */
export function recordVisit(history: NavHistory, url: string): NavHistory {
  if (!isRecordable(url) || history.entries.at(-1) === url) return history;
  return { ...history, entries: [...history.entries, url].slice(-HISTORY_MAX_ENTRIES) };
}

/** Where back leads from `current`, and the history after going there. */
export function goBack(history: NavHistory, current: string): { target: string; history: NavHistory } {
  const entries = [...history.entries];
  while (entries.length > 0 && entries.at(-1) === current) entries.pop();
  const target = entries.at(-1) ?? BACK_FALLBACK;
  return { target, history: { ...history, entries } };
}
