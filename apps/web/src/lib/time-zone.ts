/**
 * The browser's time zone ('' when it cannot tell), read once per page: building the Intl formatter
 * that reports it costs about a millisecond of a phone's main thread, and every API call sends it.
 */
let zone: string | undefined;

export function browserTimeZone(): string {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
    } catch {
      zone = '';
    }
  }
  return zone;
}

/** The zone a worker read (intl-warm.ts), taken unless the page already read its own. */
export function knowTimeZone(name: string): void {
  zone ??= name;
}
