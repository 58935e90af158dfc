import { BREAKPOINTS } from '@campus/domain';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the mobile layout applies (769 px wide or less): composers become pages, labels longer. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
