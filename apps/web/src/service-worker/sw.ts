// The service worker (built by build/service-worker-plugin.ts into /sw.js with this build's file list):
// precaches the app shell and hashed assets, answers pages network-first with the cached shell (or the
// offline page) when the network is gone, shows push notifications and opens their page on click.
// A new deploy installs a new worker that waits; the page offers 'Reload' (lib/service-worker.ts),
// which tells it to take over, and every tab reloads onto the new build.
import {
  cacheNameOf,
  isAppInFront,
  isStaleCache,
  OFFLINE_URL,
  precacheList,
  routeOf,
  SHELL_URL,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope;
declare const __SW_FILES__: string[];
declare const __SW_VERSION__: string;

const CACHE = cacheNameOf(__SW_VERSION__);
const PRECACHE = precacheList(__SW_FILES__);
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL_URL, ...PRECACHE])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => isStaleCache(n, __SW_VERSION__)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function fromNetworkOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // A cached page itself (the offline page), else the app shell, else the offline page.
    const cache = await caches.open(CACHE);
    return (
      (await cache.match(request)) ??
      (await cache.match(SHELL_URL)) ??
      (await cache.match(OFFLINE_URL)) ??
      Response.error()
    );
  }
}

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, self.location.origin, PRECACHED);
  if (route === 'navigation') event.respondWith(fromNetworkOrShell(event.request));
  else if (route === 'static') event.respondWith(fromCacheOrNetwork(event.request));
});

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload?.title) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (isAppInFront(windows)) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
        icon: '/apple-touch-icon.png',
        badge: '/apple-touch-icon.png',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/notifications',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open) {
        await open.focus();
        await open.navigate(url.href).catch(() => self.clients.openWindow(url.href));
      } else await self.clients.openWindow(url.href);
    })(),
  );
});

/** The push service renewed the subscription (Firefox): keep the server's copy current. */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & { newSubscription?: PushSubscription | null };
  if (!change.newSubscription) return;
  change.waitUntil(
    fetch('/api/push/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change.newSubscription.toJSON()),
    }),
  );
});
