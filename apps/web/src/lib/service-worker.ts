// Registers the service worker (production builds only) and offers a waiting update: after a deploy
// the new worker installs and waits; `applyUpdate` tells it to take over and every tab reloads onto
// the new build. Pages are fetched network-first, so a reload never shows the old build anyway.
import { useSyncExternalStore } from 'react';

let waiting: ServiceWorker | null = null;
const subscribers = new Set<() => void>();
const setWaiting = (worker: ServiceWorker | null) => {
  waiting = worker;
  for (const notify of subscribers) notify();
};

/** Whether a new build is installed and waiting; the prompt's state. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => waiting !== null,
    () => false,
  );
}

/** Moves this and every other tab to the waiting build (they reload when it takes control). */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's load: the first install fetches the whole app for the cache, which a first visit
  // on a slow phone would otherwise share its network and cores with.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  // The first install takes control without a reload; only a later change of worker reloads.
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const registration = await navigator.serviceWorker
    .register('/sw.js', { updateViaCache: 'none' })
    .catch(() => undefined);
  // Refused (a private window, a browser's policy, a test's browser): the site works without it.
  if (!registration) return;
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  });
  // A tab left open for days looks for a new deploy whenever it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}

/**
 * A lazy chunk of an older build is gone after a deploy: reload once onto the new build instead of
 * failing the page (Vite's preload error event).
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'campus:stale-chunk-reload';
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () =>
    setTimeout(() => sessionStorage.removeItem('campus:stale-chunk-reload'), 10_000),
  );
}
