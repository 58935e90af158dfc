import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The first render of a file loads the whole app's modules: seconds on a busy machine.
    testTimeout: 20_000,
    // The files share their worker's modules (105 s of imports to 12 s); the few that stub a global
    // stub it before each test.
    isolate: false,
  },
});
