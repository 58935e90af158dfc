import { defineProject } from 'vitest/config';

// The first render of a file loads the whole app's modules: seconds on a busy machine.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 20_000, isolate: false },
});
