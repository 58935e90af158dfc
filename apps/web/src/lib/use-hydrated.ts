import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and at
 * once in a page the browser rendered itself): a part that must not be in the server's HTML (its
 * code and styles load later) renders only once the page is live, with no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
