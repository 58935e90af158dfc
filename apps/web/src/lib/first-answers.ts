// The page's first API answers, written into the HTML by the server (apps/server/src/modules/web/
// first-answers.service.ts): `{ "/api/session": …, "/api/campus": …, "/api/feed": … }`, exactly what
// those calls would answer this visitor. A query whose first call is one of them starts with the
// answer as its data (initialData, under its usual key) instead of calling the API, so the first
// render needs no round trip. Each answer is taken once: a later query of the same path (another
// page, a refetch after the cache dropped it) calls the API as before.

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const ELEMENT_ID = 'first-answers';
let answers: Record<string, unknown> | null = null;
/** The data objects that came from the HTML (a query may treat them as fresh for a while). */
const fromHtml = new WeakSet<object>();

/** On the server (entry-server.tsx): the answers of the page being rendered, one object per render. */
let serverAnswers: (() => Record<string, unknown> | undefined) | null = null;

/** Where the server's first render reads its page's answers (apps/server/src/modules/web/ssr.ts). */
export function readAnswersFrom(source: () => Record<string, unknown> | undefined): void {
  serverAnswers = source;
}

function read(): Record<string, unknown> {
  if (serverAnswers) return serverAnswers() ?? {};
  if (answers) return answers;
  answers = {};
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object') answers = parsed as Record<string, unknown>;
  } catch {
    // A damaged element: the app asks the API, as without one.
  }
  element.remove();
  return answers;
}

/** The HTML's answer of GET `path` (taken: a second call returns undefined), if it carries one. */
export function takeFirstAnswer<T>(path: string): T | undefined;
/** The same, turned into the cache's shape by `expand` (an answer on the wire's shape). */
export function takeFirstAnswer<W, T>(path: string, expand: (answer: W) => T): T | undefined;
export function takeFirstAnswer<T>(path: string, expand?: (answer: unknown) => T): T | undefined {
  const all = read();
  if (!(path in all)) return undefined;
  const data = expand ? expand(all[path]) : (all[path] as T);
  delete all[path];
  if (data && typeof data === 'object') fromHtml.add(data);
  return data;
}

/**
 * Drops the answers not taken yet: they were this visitor's answers when the page loaded, so once the
 * app has moved to another page (a redirect included) a later query must ask the API. Without this, a
 * member sent from /home to the school e-mail page and back found the feed as it was before joining.
 */
export function discardFirstAnswers(): void {
  read();
  answers = {};
}

/**
 * Drops the answers not taken once a move to another page has been rendered (in the root layout).
 * Not as the router's address changes: a tap can move away while the first page is still being
 * hydrated, and React then hydrates that page as the server rendered it, from these very answers.
 */
export function useDiscardFirstAnswersOnMove(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) discardFirstAnswers();
  }, [key]);
}

/**
 * The time a query started from the HTML's answer dates its data at (initialDataUpdatedAt): the
 * navigation's start, before the HTML was made and before any socket of the page, so a realtime
 * listener knows the data may predate its topics.
 */
export const firstAnswersAt = (): number =>
  typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

/** How long a query that always refetches on mount (staleTime 0) keeps an answer from the HTML fresh. */
export const FIRST_ANSWER_FRESH_MS = 30_000;

/** Whether a query's data is an answer taken from the HTML (not refetched since). */
export const isFirstAnswer = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && fromHtml.has(data);
