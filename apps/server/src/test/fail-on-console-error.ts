import { afterEach, vi } from 'vitest';

// A console.error during a test fails it (docs/conventions.md habit 9).
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length > 0) {
    const seen = errors.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${seen.join('\n')}`);
  }
});
