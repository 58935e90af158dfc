import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HELPER_THREAD_NICE, lowerHelperThreadsPriority } from './helper-threads';

const threadIds = () =>
  fs
    .readdirSync('/proc/self/task')
    .map(Number)
    .filter((tid) => tid !== process.pid);

describe.runIf(process.platform === 'linux')("the process's helper threads", () => {
  it('run at the lowest priority after a photo, the main thread at its own', async () => {
    const mainBefore = os.getPriority(process.pid);
    // Work on libuv's pool, so its threads exist (they start at the pool's first use).
    await promisify(crypto.pbkdf2)('secret', 'salt', 1000, 32, 'sha256');
    // The test files share this process: an earlier one may have lowered the pool's threads already.
    // A thread started now begins at the main thread's priority.
    const fresh = new Worker('setInterval(() => {}, 1000)', { eval: true });
    await once(fresh, 'online');
    try {
      expect(threadIds().some((tid) => os.getPriority(tid) !== HELPER_THREAD_NICE)).toBe(true);
      const set = lowerHelperThreadsPriority();
      expect(set).toBeGreaterThan(0);
      for (const tid of threadIds()) expect(os.getPriority(tid)).toBe(HELPER_THREAD_NICE);
      expect(os.getPriority(process.pid)).toBe(mainBefore);
    } finally {
      await fresh.terminate();
    }
  });
});
