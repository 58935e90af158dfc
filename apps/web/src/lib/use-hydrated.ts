import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

// Whether the page's first effects have run (or the page was never server-rendered). After a
// hydration, React compares each part's snapshot with the server's (false) and, where they differ,
// renders the part again at once, outside any slice: every part using this hook in one long task. So
// the browser's snapshot stays false until the first effects are done; a part mounted after that
// reads true.
let firstEffectsDone = false;
const browserSnapshot = () => firstEffectsDone;
const serverSnapshot = () => false;

/**
 * The page's first effects have run; main.tsx calls it first for a page the browser renders from
 * scratch (nothing to hydrate): parts are live from the start.
 */
export function markFirstEffectsDone(): void {
  firstEffectsDone = true;
}

/**
 * False while the server renders a part and while the browser hydrates that part, true afterwards
 * (and at once for a part mounted later): a part that must not be in the server's HTML (its code and
 * styles load later) renders once its own HTML is adopted, with no hydration mismatch. Whether this
 * part is hydrating is React's answer for the part (the server's snapshot is used only then): a flag
 * for the whole page, set by one boundary, made a part hydrating later (a click hydrates the clicked
 * part first) render what the server's HTML did not have. The switch is a transition: React keeps the
 * part's server HTML on screen while the new part's code loads, and renders it in slices.
 */
export function useHydrated(): boolean {
  const mountedInBrowser = useSyncExternalStore(never, browserSnapshot, serverSnapshot);
  const [hydrated, setHydrated] = useState(mountedInBrowser);
  useEffect(() => {
    // After every first effect of this commit (React's snapshot checks among them).
    if (!firstEffectsDone) queueMicrotask(markFirstEffectsDone);
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
