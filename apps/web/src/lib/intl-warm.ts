import { expectTimeZoneFromWorker, knowTimeZone } from './time-zone';

/**
 * The first Intl formatter of a page loads the browser's locale data: about 100 ms of a phone's
 * main thread (4x slowdown), in whichever task asks first. The data is the whole renderer's, so a
 * worker that asks first takes that cost off the main thread (which then pays a few ms), and it
 * reads the time zone every API call sends (time-zone.ts: the first calls wait for it). Imported
 * first by main.tsx, so it starts before the app's modules run.
 */
if (typeof Worker !== 'undefined') {
  try {
    const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
    expectTimeZoneFromWorker();
    worker.onmessage = (event: MessageEvent<unknown>) => {
      knowTimeZone(typeof event.data === 'string' ? event.data : undefined);
      worker.terminate();
    };
    worker.onerror = () => {
      knowTimeZone(undefined);
      worker.terminate();
    };
  } catch {
    // No worker (a policy, an old browser): the main thread pays as before.
  }
}
