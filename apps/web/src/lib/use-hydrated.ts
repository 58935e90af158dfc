import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

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
  const mountedInBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(mountedInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
