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
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}

/**
 * The same, read now: for an event handler. A tap that lands while the page is still hydrating is
 * replayed once its part has hydrated, and that render still holds the server's answer (not mobile):
 * a phone's Create Post right after load opened the wide-screen dialog instead of the page.
 */
export function isMobileNow(): boolean {
  return window.matchMedia(QUERY).matches;
}
