import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/cleanup-after-file.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The files share their worker's modules instead of loading the app again each (224 s of a
    // 12-minute run was imports). Each builds its own app on its own database; none mocks a module.
    isolate: false,
  },
});
