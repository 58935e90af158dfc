// What the service worker does with each request: the pure part of sw.ts, unit-tested. Only the
// app's own static files are ever cached: never API answers, stored files (/files: private photos)
// or payment pages, so nothing private outlives a session in the cache.

/** How the worker answers a request. */
export type RequestRoute =
  /** A page: the network first (a deploy shows at once), the cached app shell when offline. */
  | 'navigation'
  /** A hashed or listed static file: the cache first, else the network (then kept). */
  | 'static'
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'network';

/** Paths served by the server itself, never the app shell, never cached. */
const SERVER_PATHS = ['/api/', '/files/', '/pay/', '/dev/'];

export const SHELL_URL = '/';
export const OFFLINE_URL = '/offline.html';
const CACHE_PREFIX = 'campus-app-';

export function routeOf(
  request: { url: string; method: string; mode: string },
  origin: string,
  precached: ReadonlySet<string>,
): RequestRoute {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (SERVER_PATHS.some((p) => url.pathname.startsWith(p)) || url.pathname === '/sw.js') return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/assets/') || precached.has(url.pathname)) return 'static';
  return 'network';
}

/** The files a build precaches: its hashed assets (no source maps), the offline page and the icon. */
export function precacheList(bundleFiles: readonly string[]): string[] {
  const assets = bundleFiles
    // The barcode reader's .wasm (almost 1 MB) loads on a first Scan ISBN only, never ahead.
    .filter((f) => f.startsWith('assets/') && !f.endsWith('.map') && !f.endsWith('.wasm'))
    .map((f) => `/${f}`);
  return [...new Set([...assets.sort(), OFFLINE_URL, '/favicon.svg'])];
}

/** One cache per build: a new deploy's worker fills its own and deletes the others when it takes over. */
export const cacheNameOf = (version: string) => `${CACHE_PREFIX}${version}`;
export const isStaleCache = (name: string, version: string) =>
  name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(version);

/**
 * Whether a push should show nothing because the member is looking at the app right now (a focused,
 * visible window of this site): the server skips pushes for visible tabs it knows of; this covers a
 * tab connected to another server instance.
 */
export function isAppInFront(windows: readonly { focused: boolean; visibilityState: string }[]): boolean {
  return windows.some((w) => w.focused && w.visibilityState === 'visible');
}
