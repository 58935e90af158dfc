// The server's kept page parts (page-parts.tsx says what they are); used by entry-server.tsx only.
import type { PageParts } from './page-parts';

/** How many parts' HTML the server keeps (a post card's is 1–2 KB, its key about as much). */
const MAX_KEPT = 3_000;
const kept = new Map<string, Buffer>();

/** Counts since the server started (bench/feed.ts prints them). */
export const pagePartStats = { reused: 0, rendered: 0 };

/**
 * A render's use of the kept parts, and `finish`, which turns the render's bytes into the page's:
 * each stand-in replaced by the kept bytes, each new part's markers taken out and its HTML kept.
 */
export function pageParts(url: URL): { parts: PageParts; finish(html: Buffer): Buffer } {
  const reused: Buffer[] = [];
  const keys: string[] = [];
  const parts: PageParts = {
    page: { pathname: url.pathname, search: url.search },
    reuse(key) {
      const html = kept.get(key);
      if (!html) return null;
      // Most recently used last: the oldest are dropped first.
      kept.delete(key);
      kept.set(key, html);
      reused.push(html);
      return reused.length - 1;
    },
    keep(key) {
      keys.push(key);
      return keys.length - 1;
    },
  };
  const finish = (html: Buffer): Buffer => {
    if (reused.length === 0 && keys.length === 0) return html;
    const out: Buffer[] = [];
    let at = 0;
    // The parts being kept, innermost last: each one's HTML is the page's bytes written since its
    // marker, so a part with others inside is kept with their bytes in place (a list of cards).
    const open: { index: number; from: number }[] = [];
    for (let mark = html.indexOf(MARK, at); mark !== -1; mark = html.indexOf(MARK, at)) {
      const tag = MARKER.exec(html.toString('latin1', mark, mark + 64));
      if (!tag) throw new Error('a damaged page part marker');
      const [whole, kind, digits] = tag as unknown as [string, 'reuse' | 'keep' | 'end', string];
      const index = Number(digits);
      out.push(html.subarray(at, mark));
      at = mark + whole.length;
      if (kind === 'reuse') out.push(reused[index]!);
      else if (kind === 'keep') open.push({ index, from: out.length });
      else if (open.at(-1)?.index === index) {
        const part = open.pop()!;
        keepPart(keys[index]!, Buffer.concat(out.slice(part.from)));
      }
    }
    out.push(html.subarray(at));
    pagePartStats.reused += reused.length;
    pagePartStats.rendered += keys.length;
    return Buffer.concat(out);
  };
  return { parts, finish };
}

function keepPart(key: string, html: Buffer): void {
  kept.set(key, html);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/** Drops every kept part (tests). */
export function forgetPageParts(): void {
  kept.clear();
}

// React writes `<template data-ssr-keep="3"></template>`; user text cannot make it (React escapes `<`).
const MARK = '<template data-ssr-';
const MARKER = /^<template data-ssr-(reuse|keep|end)="(\d+)"><\/template>/;
