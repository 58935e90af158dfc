import { afterAll } from 'vitest';

// Vitest collects a file's hooks before it runs: an afterAll registered while a beforeAll runs (where
// most files build their app) is never run for that file. The work to undo is kept here instead and
// run by the setup file's afterAll (cleanup-after-file.ts), last registered first, once the file ends.
const pending: (() => Promise<void>)[] = [];

/** Runs `fn` once the current test file's tests are done, wherever this is called from. */
export function cleanupAfterFile(fn: () => Promise<void>): void {
  pending.push(fn);
}

/** Registered by the setup file, at the top of every test file. */
export function registerFileCleanup(): void {
  afterAll(async () => {
    const errors: unknown[] = [];
    for (const fn of pending.splice(0).reverse()) {
      try {
        await fn();
      } catch (err) {
        errors.push(err);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'a test file did not clean up');
  });
}
