// Parts of a page the server renders again and again from the same inputs, such as a post card that
// every member of a campus sees on their feed: the server keeps each one's HTML, keyed by everything
// that HTML depends on, and writes it again without rendering the part (entry-server.tsx). React
// renders the rest of the page around a stand-in element, which the kept bytes then replace.
//
// The kept HTML is the part's own render, taken from a page React rendered in full, so a page made
// from it is byte for byte the page React would have written: the browser hydrates it as before.
// That holds for parts whose HTML depends only on their key, that begin and end with an element (a
// text beside the markers would lose the separator React writes between two texts), and whose ids
// (useId) follow their place, the same wherever the same key is rendered. A part may hold other
// parts (the feed's list, its cards): its key then names their inputs too. In the browser, and in a
// render without a cache, the part renders as usual.
// The cache itself is server-only: page-parts-cache.ts.
import { createContext, type ReactNode, useContext } from 'react';

/** One server render's use of the cache: the parts it found, and the ones it must keep. */
export interface PageParts {
  /** The address of the page being rendered (a key may depend on it without a hook). */
  page: { pathname: string; search: string };
  /** The index of the kept HTML of `key` for this render (pinned until the render ends), or null. */
  reuse(key: string): number | null;
  /** The index under which the render marks the part of `key`, to keep its HTML afterwards. */
  keep(key: string): number;
}

const PagePartsContext = createContext<PageParts | null>(null);
export const PagePartsProvider = PagePartsContext.Provider;

/**
 * `children`, kept and reused by the server's render under `cacheKey()` (null: never kept). The key
 * must name every input of the children's HTML: props, the viewer's part in them, the clock's words.
 */
export function ServerCached({
  cacheKey,
  children,
}: {
  /** Asked only by the server's render (the browser has no use for it), with the page's address. */
  cacheKey: (page: PageParts['page']) => string | null;
  children: ReactNode;
}) {
  const parts = useContext(PagePartsContext);
  const key = parts && cacheKey(parts.page);
  // The children sit second of three, as between the markers below: useId's ids follow a part's
  // place among its siblings, and must be the same where the server kept the part and here.
  if (!parts || !key)
    return (
      <>
        {null}
        {children}
        {null}
      </>
    );
  const reused = parts.reuse(key);
  if (reused !== null) return <template data-ssr-reuse={reused} />;
  const kept = parts.keep(key);
  return (
    <>
      <template data-ssr-keep={kept} />
      {children}
      <template data-ssr-end={kept} />
    </>
  );
}
