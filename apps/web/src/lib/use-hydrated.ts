import { startTransition, useEffect, useState } from 'react';

/**
 * Set once the first page has committed in the browser (hydrated, when the server rendered it): by
 * PageSlot (app-shell.tsx) once its Suspense boundary, the last part of a page to hydrate, has.
 * A part of the shell must not set it earlier: the page's part, still to hydrate, would then render
 * what the server's HTML does not have.
 */
let pageIsLive = false;

export function markPageLive(): void {
  pageIsLive = true;
}

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and at
 * once for a part mounted later): a part that must not be in the server's HTML (its code and styles
 * load later) renders once the page is live, with no hydration mismatch. The switch is a transition:
 * React renders that part in slices instead of in one task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageIsLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
