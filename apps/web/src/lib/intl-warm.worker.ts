// Runs the page's first Intl calls off the main thread (see intl-warm.ts) and tells the time zone.
const scope = globalThis as unknown as { postMessage(data: unknown): void };
// A number and a date: each kind loads its own part of the locale data.
const warmed = `${(1000).toLocaleString('en-US')}`;
scope.postMessage(warmed && (Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''));
