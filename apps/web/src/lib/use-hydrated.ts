import { startTransition, useEffect, useState } from 'react';

/** Set once a page the server rendered has been hydrated (or at the first render in the browser). */
let pageIsLive = false;

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and at
 * once for a part mounted later): a part that must not be in the server's HTML (its code and styles
 * load later) renders once the page is live, with no hydration mismatch. The switch is a transition:
 * React renders that part in slices instead of in one task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageIsLive);
  useEffect(() => {
    pageIsLive = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
