import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
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
    expect(threadIds().some((tid) => os.getPriority(tid) !== HELPER_THREAD_NICE)).toBe(true);
    const set = lowerHelperThreadsPriority();
    expect(set).toBeGreaterThan(0);
    for (const tid of threadIds()) expect(os.getPriority(tid)).toBe(HELPER_THREAD_NICE);
    expect(os.getPriority(process.pid)).toBe(mainBefore);
  });
});
