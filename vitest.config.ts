import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default on two cores is one worker: an integration test waits on PostgreSQL (on the
    // other core) half its time, so two share the cores better.
    maxWorkers: 2,
  },
});
