import fs from 'node:fs';
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

/** The nice value of the process's helper threads: the lowest CPU priority (the main thread keeps 0). */
export const HELPER_THREAD_NICE = 19;

/**
 * Gives every thread of this process but the main one the lowest CPU priority (Linux, where a nice
 * value belongs to a thread; elsewhere nothing). Those are libuv's pool, where sharp decodes and
 * encodes a photo, libvips's own workers, and V8's helpers. On two cores, a photo being prepared took
 * a whole core at the same priority as the event loop and PostgreSQL, and the feed's p99 under ten
 * uploads was 5× its idle p99 (bench/uploads.ts); at the lowest priority the photo takes only the
 * time they leave. Threads appear lazily (libuv's pool at its first use, libvips's during the first
 * photo), so this runs before and after each photo. Returns how many threads are at that priority.
 */
export function lowerHelperThreadsPriority(): number {
  if (process.platform !== 'linux' || !isMainThread) return 0;
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let set = 0;
  for (const name of tids) {
    const tid = Number(name);
    if (!tid || tid === process.pid) continue;
    try {
      if (os.getPriority(tid) !== HELPER_THREAD_NICE) os.setPriority(tid, HELPER_THREAD_NICE);
      set += 1;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return set;
}
