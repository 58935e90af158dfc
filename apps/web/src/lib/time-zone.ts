/**
 * The browser's time zone ('' when it cannot tell), read once per page; every API call sends it (the
 * geo gate). A page's first Intl call loads the browser's locale data, about 100 ms of a phone's main
 * thread, so a worker reads it (intl-warm.ts) and the first calls wait for its answer
 * (whenTimeZoneKnown). Read here instead when the page started no worker, or the worker failed or is
 * late.
 */
let zone: string | undefined;
let fromWorker: Promise<string> | undefined;
let workerAnswered: ((name: string | undefined) => void) | undefined;

// How long the first calls wait for the worker before reading the zone here.
const WORKER_WAIT_MS = 1000;

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

/** Called by intl-warm.ts as it starts its worker: whenTimeZoneKnown waits for `knowTimeZone`. */
export function expectTimeZoneFromWorker(): void {
  fromWorker ??= new Promise<string>((resolve) => {
    const give = (name: string | undefined) => {
      clearTimeout(late);
      if (name !== undefined) zone ??= name;
      resolve(browserTimeZone());
    };
    const late = setTimeout(() => give(undefined), WORKER_WAIT_MS);
    workerAnswered = give;
  });
}

/** The worker's answer (the zone), or undefined when it failed. */
export function knowTimeZone(name: string | undefined): void {
  workerAnswered?.(name);
}

/** The zone, once known: at once when read already or when no worker is reading it. */
export function whenTimeZoneKnown(): Promise<string> {
  if (zone !== undefined || !fromWorker) return Promise.resolve(browserTimeZone());
  return fromWorker;
}
